import Foundation
import Testing

@testable import ReaderLibrary

/// Catalogue pages read without a server: Atom and OPDS 2 documents, links, search templates,
/// the file a book is saved as and where a password comes from.
@Suite struct CatalogReadingTests {
    static let atom = """
        <?xml version="1.0"?>
        <feed xmlns="http://www.w3.org/2005/Atom">
          <title>Shelf</title>
          <link rel="next" href="?page=2"/>
          <link rel="search" href="search/{searchTerms}?lang=en" type="application/atom+xml"/>
          <entry><title>Section</title><id>s</id>
            <link rel="subsection" href="../by-author" type="application/atom+xml;profile=opds-catalog"/></entry>
          <entry><title> A  Book
            </title><id>b</id><author><name>One</name></author><author><name>Two</name></author>
            <content type="html">&lt;p&gt;First &lt;i&gt;para&lt;/i&gt;.&lt;/p&gt;&lt;p&gt;Second.&lt;/p&gt;</content>
            <summary>short</summary>
            <link rel="http://opds-spec.org/acquisition/buy" href="/buy" type="application/epub+zip"/>
            <link rel="http://opds-spec.org/acquisition" href="b.mobi" type="application/x-mobipocket-ebook"/>
            <link rel="http://opds-spec.org/acquisition" href="b.epub" type="application/epub+zip"/>
            <link rel="http://opds-spec.org/acquisition" href="b.rtf" type="application/rtf"/>
            <link rel="http://opds-spec.org/image/thumbnail" href="/t.jpg" type="image/jpeg"/>
          </entry>
        </feed>
        """

    @Test func anAtomPageGivesItsSectionsBooksLinksAndSearch() throws {
        let feed = try AtomCatalogReader.read(Array(Self.atom.utf8), url: "http://host/opds/root")
        #expect(feed.title == "Shelf")
        #expect(feed.next == "http://host/opds/root?page=2")
        #expect(feed.search == .template("http://host/opds/search/{searchTerms}?lang=en"))
        #expect(feed.entries.map(\.title) == ["Section", "A Book"])
        #expect(feed.entries[0].feed == "http://host/by-author")
        #expect(!feed.entries[0].isBook)
        let book = feed.entries[1]
        #expect(book.authors == ["One", "Two"])
        #expect(book.summary == "First para.\nSecond.")
        #expect(book.acquisitions.map(\.href) == ["http://host/opds/b.mobi", "http://host/opds/b.epub", "http://host/opds/b.rtf"])
        #expect(book.preferredAcquisition?.href == "http://host/opds/b.epub")
        #expect(book.thumbnail == "http://host/t.jpg")
    }

    @Test func whatIsNotACatalogueIsSaidInOneLine() {
        for document in ["<html><body>hello</body></html>", "<feed xmlns='http://www.w3.org/2005/Atom'><title>x", "{\"a\": 1", ""] {
            #expect(throws: CatalogError.self) { try AtomCatalogReader.read(Array(document.utf8), url: "http://h/") }
        }
        #expect(throws: CatalogError.self) { try JSONCatalogReader.read(Array("[1, 2]".utf8), url: "http://h/") }
        do {
            _ = try AtomCatalogReader.read(Array("<rss/>".utf8), url: "http://h/\u{1B}[2J")
        } catch {
            #expect(error.isBadData)
            #expect(!error.message.contains("\u{1B}"))
        }
    }

    @Test func anOPDS2PageGivesNavigationPublicationsAndGroups() throws {
        let json = """
            {"metadata": {"title": "JSON"}, "links": [{"rel": ["search"], "href": "/s{?query}", "templated": true}, {"rel": "next", "href": "p2"}],
             "navigation": [{"href": "new", "title": "New"}],
             "publications": [{"metadata": {"title": "T", "author": "Solo", "description": "<b>bold</b> text"},
                               "links": [{"rel": "http://opds-spec.org/acquisition", "href": "t.fb2", "type": "application/x-fictionbook+xml"}]}],
             "groups": [{"publications": [{"metadata": {"title": "G", "author": ["A", {"name": "B"}]}, "links": []}]}]}
            """
        let feed = try JSONCatalogReader.read(Array(json.utf8), url: "http://host/cat/")
        #expect(feed.title == "JSON")
        #expect(feed.next == "http://host/cat/p2")
        #expect(feed.search == .template("http://host/s{?query}"))
        #expect(feed.entries.map(\.title) == ["New", "T", "G"])
        #expect(feed.entries[0].feed == "http://host/cat/new")
        #expect(feed.entries[1].authors == ["Solo"])
        #expect(feed.entries[1].summary == "bold text")
        #expect(feed.entries[1].preferredAcquisition?.kind == "fb2")
        #expect(feed.entries[2].authors == ["A", "B"])
    }

    @Test func searchTemplatesAreFilledWithTheQueryEscaped() {
        #expect(CatalogURL.filled("http://h/s/{searchTerms}?x=1", query: "sea & sky") == "http://h/s/sea%20%26%20sky?x=1")
        #expect(CatalogURL.filled("http://h/s{?query}", query: "灯") == "http://h/s?query=%E7%81%AF")
        #expect(CatalogURL.filled("http://h/s?q={searchTerms}&p={startPage?}", query: "a") == "http://h/s?q=a&p=")
        #expect(CatalogURL.resolve("//other/x", against: "https://h/a/b") == "https://other/x")
        #expect(CatalogURL.resolve("x", against: "not a url") == nil)
    }

    @Test func aBookIsNamedByItsTitleAndAuthorWithoutPathsOrControls() {
        var entry = CatalogEntry(id: "1", title: "../../etc/passwd\u{1B}[2J")
        entry.authors = ["A/B"]
        let name = CatalogClient.fileName(entry)
        #expect(!name.contains("/"))
        #expect(!name.contains("\u{1B}"))
        #expect(!name.hasPrefix("."))
        #expect(CatalogClient.fileName(CatalogEntry(id: "", title: "...")) == "book")
    }

    @Test func thePasswordComesFromTheEnvironmentOrACommandNeverTheConfig() throws {
        var account = CatalogAccount(name: "n", url: "http://h/", user: "me", passwordVariable: "OPDS_PASSWORD")
        #expect(try account.credentials(environment: ["OPDS_PASSWORD": "pw"]) == CatalogCredentials(user: "me", password: "pw"))
        #expect(throws: CatalogError("catalogue n: $OPDS_PASSWORD is not set")) { try account.credentials(environment: [:]) }
        account.passwordVariable = nil
        account.passwordCommand = "printf 'from command\\nsecond line'"
        #expect(try account.credentials(environment: [:])?.password == "from command")
        account.passwordCommand = "exit 3"
        #expect(throws: CatalogError("catalogue n: the password command failed")) { try account.credentials(environment: [:]) }
        account.passwordCommand = nil
        #expect(throws: CatalogError.self) { try account.credentials(environment: [:]) }
        #expect(try CatalogAccount(name: "open", url: "http://h/").credentials(environment: [:]) == nil)
    }
}
