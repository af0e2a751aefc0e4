import Foundation
import ReaderCore
import TestSupport
import Testing

@testable import ReaderLibrary

/// Catalogues read from a real server on loopback: the fixture server (Atom, OPDS 2, OpenSearch,
/// downloads, and a server that is slow, fails, redirects to a file, never ends, sends entity
/// bombs or half a feed, or asks for a password), and calibre's own content server.
@Suite(.serialized) struct CatalogServerTests {
    let server: CatalogServer

    init() throws {
        server = try CatalogServer.fixture()
    }

    func client(_ path: String, user: String? = nil, variable: String? = nil) throws -> CatalogClient {
        try CatalogClient(
            account: CatalogAccount(name: "loopback", url: server.url(path), user: user, passwordVariable: variable),
            environment: ["OPDS_PASSWORD": "s3cret", "WRONG": "nope"])
    }

    @Test func anAtomCatalogueIsBrowsedSearchedAndDownloadedFrom() throws {
        let catalog = try client("/opds")
        let first = try catalog.start()
        #expect(first.title == "Loopback Library")
        #expect(first.entries.map(\.title) == ["Sea stories", "The Lighthouse Keeper", "灯塔"])
        #expect(first.entries[1].acquisitions.count == 2, "buying and samples are left out")
        #expect(first.entries[2].summary == "守塔人\n第二段")
        let section = try catalog.page(try #require(first.entries[0].feed))
        #expect(section.entries.map(\.title) == ["Moby-Dick"])
        #expect(try catalog.page(try #require(first.next)).title == "Page two")
        // The search is described by an OpenSearch document; its Atom template is taken.
        let found = try catalog.search(first, for: "whale sea")
        #expect(found.entries.map(\.title) == ["Found whale", "Found sea"])
        #expect(found.search == first.search, "results can be searched again")

        let folder = try TemporaryFolder()
        let path = try catalog.download(first.entries[1], into: folder.path + "/books")
        #expect(path == folder.path + "/books/The Lighthouse Keeper - Maren Holt.epub")
        #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("BOOK keeper.epub\n"))
        // A second download never replaces the first.
        #expect(
            try catalog.download(first.entries[1], into: folder.path + "/books") == folder.path
                + "/books/The Lighthouse Keeper - Maren Holt (2).epub")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/books").count == 2, "no partial file is left")
        #expect(throws: CatalogError("cancelled")) { try catalog.download(first.entries[2], into: folder.path, cancelled: { true }) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["books"])
        #expect(throws: CatalogError.self) { try catalog.download(first.entries[0], into: folder.path) }
    }

    @Test func anOPDS2CatalogueIsBrowsedAndSearched() throws {
        let catalog = try client("/opds2")
        let first = try catalog.start()
        #expect(first.title == "Loopback JSON")
        #expect(first.entries.map(\.title) == ["New books", "Moby-Dick", "Persuasion\u{1B}]0;owned\u{07}"])
        #expect(first.entries[1].preferredAcquisition?.href == server.url("/books/moby.epub"))
        #expect(try catalog.search(first, for: "moby dick").entries.map(\.title) == ["Found moby", "Found dick"])
    }

    @Test func aPasswordIsSentWhenTheServerAsksAndAWrongOneIsSaidSo() throws {
        #expect(try client("/auth/opds", user: "reader", variable: "OPDS_PASSWORD").start().title == "Page two")
        #expect(throws: CatalogError("\(server.url("/auth/opds")): the server asks for a user and password, or refused them")) {
            try client("/auth/opds", user: "reader", variable: "WRONG").start()
        }
        #expect(throws: CatalogError.self) { try client("/auth/opds").start() }
    }

    @Test func aServerThatGoesWrongGivesOneLineAndNoMore() throws {
        var stalled = try client("/slow")
        stalled.http.stallSeconds = 1
        let cases: [(CatalogClient, String, Bool)] = [
            (stalled, "/slow", false), (try client("/error"), "the server answered 500", false),
            (try client("/to-file"), "Unsupported protocol", false), (try client("/big"), "larger than 16 MB", false),
            (try client("/laughs"), "amplification", true), (try client("/broken"), "is not a catalogue", true),
            (try client("/nowhere"), "the server answered 404", false),
        ]
        for (catalog, words, bad) in cases {
            do {
                _ = try catalog.start()
                Issue.record("\(words): no error")
            } catch {
                #expect(error.message.contains(words), "\(error.message)")
                #expect(error.isBadData == bad)
                #expect(!error.message.contains("\n"))
            }
        }
    }
}

/// calibre's content server, serving a library calibre built, read as any catalogue is.
@Suite(.serialized, .enabled(if: CatalogServer.calibreAvailable, "needs calibre and the corpus"))
struct CalibreServerTests {
    @Test func calibresCatalogueIsBrowsedSearchedAndDownloadedFrom() throws {
        let folder = try TemporaryFolder()
        try CalibreFixture.serving(in: folder.path) { server in try read(server, downloadingInto: folder.path + "/downloads") }
    }

    func read(_ server: CatalogServer, downloadingInto downloads: String) throws {
        let catalog = try CatalogClient(account: CatalogAccount(name: "calibre", url: server.url("/opds")), environment: [:])
        let first = try catalog.start()
        #expect(first.entries.map(\.title).contains("By Title"))
        let byTitle = try catalog.page(try #require(first.entries.first { $0.title == "By Title" }?.feed))
        #expect(byTitle.entries.map(\.title) == ["Alice in Wonderland", "The Lighthouse Keeper", "灯塔"])
        let alice = byTitle.entries[0]
        #expect(alice.authors == ["Lewis Carroll"])
        #expect(Set(alice.acquisitions.compactMap(\.kind)) == ["epub", "txt"])
        let thumbnail = try PictureDecoder.decode(try catalog.picture(try #require(alice.thumbnail)))
        #expect(thumbnail.size.width > 0 && thumbnail.size.height > thumbnail.size.width)
        #expect(try catalog.search(first, for: "灯塔").entries.map(\.authors) == [["林海"]])
        let path = try catalog.download(alice, into: downloads)
        #expect(path.hasSuffix("/Alice in Wonderland - Lewis Carroll.epub"))
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(bytes.starts(with: Array("PK".utf8)))
    }
}
