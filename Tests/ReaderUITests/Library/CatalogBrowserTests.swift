import ReaderLibrary
import Testing

@testable import ReaderCore
@testable import ReaderUI

/// The library's catalogues without a terminal or a server: keys and answers in, jobs and
/// screens out.
@Suite struct CatalogBrowserTests {
    static let home = CatalogAccount(name: "home", url: "http://nas/opds")
    static let shop = CatalogAccount(name: "shop", url: "http://shop/opds")

    static func client(_ account: CatalogAccount = home) -> CatalogClient {
        try! CatalogClient(account: account, environment: [:])
    }

    static func book(_ title: String) -> CatalogEntry {
        var entry = CatalogEntry(id: title, title: title)
        entry.authors = ["Someone"]
        entry.acquisitions = [CatalogLink(href: "http://nas/\(title).epub", type: "application/epub+zip")]
        return entry
    }

    static func section(_ title: String) -> CatalogEntry {
        var entry = CatalogEntry(id: title, title: title)
        entry.feed = "http://nas/" + title
        return entry
    }

    static let root = CatalogFeed(
        title: "Root", url: "http://nas/opds", entries: [section("new"), book("Alpha")], next: "http://nas/opds?page=2",
        search: .template("http://nas/s/{searchTerms}"))

    func browser(_ accounts: [CatalogAccount] = [home]) -> CatalogBrowser {
        CatalogBrowser(accounts: accounts, environment: ["X": "1"], downloads: "/books", pageSize: 5)
    }

    @Test func theOnlyCatalogueOpensAtOnceAndItsSectionsStack() {
        var browser = browser()
        #expect(browser.begin() == .start(CatalogJob(.start(Self.home, environment: ["X": "1"]))))
        #expect(browser.phase == .waiting("opening home"))
        #expect(browser.answered(.page(Self.root, client: Self.client(), replacing: false)) == .none)
        #expect(browser.phase == .browsing)
        #expect(browser.selection?.title == "new")
        // A section is a page fetched and put on top; ← goes back to the one under it.
        #expect(browser.handle(.enter) == .start(CatalogJob(.page("http://nas/new", Self.client(), replacing: false))))
        _ = browser.answered(
            .page(CatalogFeed(title: "New", url: "http://nas/new", entries: [Self.book("Beta")]), client: Self.client(), replacing: false))
        #expect(browser.pages.map(\.feed.title) == ["Root", "New"])
        #expect(browser.handle(.left) == .none)
        #expect(browser.pages.map(\.feed.title) == ["Root"])
        // The next page replaces this one.
        #expect(browser.handle(.character("n")) == .start(CatalogJob(.page("http://nas/opds?page=2", Self.client(), replacing: true))))
        _ = browser.answered(.page(CatalogFeed(title: "Root 2", url: "http://nas/opds?page=2"), client: Self.client(), replacing: true))
        #expect(browser.pages.map(\.feed.title) == ["Root 2"])
        #expect(browser.handle(.character("n")) == .none)
        #expect(browser.message == "this is the last page")
        // Back past the first page leaves the catalogues (there is only one).
        #expect(browser.handle(.backspace) == .close)
    }

    @Test func aBookShowsItsDetailsThenDownloadsAndOpens() {
        var browser = browser()
        _ = browser.begin()
        _ = browser.answered(.page(Self.root, client: Self.client(), replacing: false))
        _ = browser.handle(.down)
        #expect(browser.handle(.enter) == .none, "no cover to fetch")
        #expect(browser.phase == .details(Self.book("Alpha")))
        #expect(browser.handle(.enter) == .start(CatalogJob(.download(Self.book("Alpha"), into: "/books", Self.client()))))
        #expect(browser.answered(.downloaded("/books/Alpha - Someone.epub")) == .open("/books/Alpha - Someone.epub"))
    }

    @Test func aBooksCoverIsFetchedForItsDetailsAndKeptOnlyWhileTheyAreShown() {
        var withCover = Self.book("Gamma")
        withCover.cover = "http://nas/c.jpg"
        withCover.thumbnail = "http://nas/t.jpg"
        var browser = browser()
        _ = browser.begin()
        _ = browser.answered(
            .page(CatalogFeed(title: "R", url: "u", entries: [withCover, Self.book("Alpha")]), client: Self.client(), replacing: false))
        #expect(browser.handle(.enter) == .fetchCover(CatalogCoverJob(url: "http://nas/t.jpg", client: Self.client())))
        let picture = Bitmap(size: PixelSize(width: 1, height: 1), channels: 4, pixels: [0, 0, 0, 255])
        _ = browser.answered(.cover("http://nas/other.jpg", picture))
        #expect(browser.cover == nil, "another book's cover")
        _ = browser.answered(.cover("http://nas/t.jpg", picture))
        #expect(browser.cover == CatalogBrowser.Cover(url: "http://nas/t.jpg", picture: picture))
        // Back to the page: the cover answer of a book no longer shown is dropped.
        _ = browser.handle(.escape)
        _ = browser.handle(.down)
        _ = browser.handle(.enter)
        #expect(browser.cover == nil)
        _ = browser.answered(.cover("http://nas/t.jpg", picture))
        #expect(browser.cover == nil)
    }

    @Test func aSearchIsTypedAndItsResultsStackOverThePage() {
        var browser = browser()
        _ = browser.begin()
        _ = browser.answered(.page(Self.root, client: Self.client(), replacing: false))
        _ = browser.handle(.character("s"))
        for c in "sea" { _ = browser.handle(.character(c)) }
        #expect(browser.phase == .typing("sea"))
        #expect(browser.handle(.enter) == .start(CatalogJob(.search(Self.root, query: "sea", Self.client()))))
        _ = browser.answered(.page(CatalogFeed(title: "Found", url: "http://nas/s/sea"), client: Self.client(), replacing: false))
        #expect(browser.pages.map(\.feed.title) == ["Root", "Found"])
        // A page without a search says so.
        _ = browser.handle(.character("s"))
        #expect(browser.message == "this catalogue cannot be searched")
    }

    @Test func severalCataloguesAreChosenFromAndAFailureIsShownThere() {
        var browser = browser([Self.home, Self.shop])
        #expect(browser.begin() == .none)
        #expect(browser.phase == .choosing)
        _ = browser.handle(.down)
        #expect(browser.handle(.enter) == .start(CatalogJob(.start(Self.shop, environment: ["X": "1"]))))
        #expect(browser.answered(.failed("http://shop/opds: Couldn't connect to server")) == .none)
        #expect(browser.phase == .choosing)
        #expect(browser.message == "http://shop/opds: Couldn't connect to server")
        // Esc while waiting stops the job; a late answer is dropped.
        _ = browser.handle(.enter)
        #expect(browser.handle(.escape) == .cancel)
        #expect(browser.answered(.page(Self.root, client: Self.client(Self.shop), replacing: false)) == .none)
        #expect(browser.pages.isEmpty)
        #expect(browser.handle(.escape) == .close)
    }

    @Test func theScreenNamesTheCatalogueAndShowsWhatTheServerSentPrintable() {
        var hostile = Self.book("Evil\u{1B}[2J title")
        hostile.authors = ["\u{1B}]0;owned\u{07}Author"]
        var model = LibraryModel(
            source: .recent, entries: [], store: StateStore(directory: "/nonexistent"), catalogs: ([Self.home], [:], "/books"),
            columns: 60, rows: 8)
        _ = model.update(.key(.character("c")))
        _ = model.update(
            .catalog(
                .page(
                    CatalogFeed(title: "Root", url: "u", entries: [Self.section("new"), hostile]), client: Self.client(), replacing: false))
        )
        let lines = model.view().lines
        #expect(lines[0] == " home › Root                                      2 entries ")
        #expect(lines[1] == "› new ›                                                     ")
        #expect(lines[3].hasPrefix("  Evil title  "))
        #expect(lines[3].hasSuffix(" epub "))
        #expect(lines[4] == "  Author                                                    ")
        #expect(lines[7] == " Enter opens · ← back · Esc your books                      ")
        #expect(model.update(.key(.escape)) == [.cancel(CatalogJob.kind), .cancel(CatalogCoverJob.kind)])
        #expect(model.catalogs == nil)
    }

    /// The details' cover is drawn by the model once for the screen, not at every frame.
    @Test func theDetailsCoverIsDrawnOnceBesideThem() {
        var withCover = Self.book("Gamma")
        withCover.thumbnail = "http://nas/t.jpg"
        var model = LibraryModel(
            source: .recent, entries: [], store: StateStore(directory: "/nonexistent"), catalogs: ([Self.home], [:], "/books"),
            columns: 60, rows: 14)
        _ = model.update(.key(.character("c")))
        _ = model.update(.catalog(.page(CatalogFeed(title: "R", url: "u", entries: [withCover]), client: Self.client(), replacing: false)))
        _ = model.update(.key(.enter))
        let before = model.view()
        #expect(model.coverArt == nil)
        let picture = Bitmap(
            size: PixelSize(width: 40, height: 60), channels: 4, pixels: (0..<40 * 60 * 4).map { UInt8(($0 / 4 % 40 < 20) ? 255 : 30) })
        _ = model.update(.catalog(.cover("http://nas/t.jpg", picture)))
        #expect(model.coverArt?.key.path == "http://nas/t.jpg" && model.coverArt?.key.columns == 60)
        let after = model.view()
        #expect((2..<12).contains { y in (40..<60).contains { x in after[x, y] != before[x, y] } })
        // Back to the page: no cover.
        _ = model.update(.key(.escape))
        #expect(model.coverArt == nil)
    }
}
