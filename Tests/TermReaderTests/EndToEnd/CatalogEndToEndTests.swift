import Foundation
import TestSupport
import Testing

extension EndToEnd.Library {
    /// The library's `c` in a real terminal, against the fixture OPDS server: the catalogues are
    /// listed, one is opened, searched, a book downloaded and opened in the reader; and
    /// `termreader catalog` prints and downloads the same from the command line.
    @Test func aBookIsFoundInACatalogueDownloadedAndRead() throws {
        let server = try CatalogServer.fixture()
        let config = state + "/config/termreader"
        try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
        try """
        [[catalog]]
        name = "Loopback"
        url = "\(server.url("/opds"))"
        [[catalog]]
        name = "Locked"
        url = "\(server.url("/auth/opds"))"
        user = "reader"
        password-env = "NOT_SET_ANYWHERE"
        [library]
        downloads = "\(state)/downloads"
        """.write(toFile: config + "/config.toml", atomically: true, encoding: .utf8)

        let (tmux, status) = try run("")
        defer { tmux.kill() }
        _ = try tmux.waitUntil { $0.last?.contains("c catalogues") == true }
        try tmux.sendKeys("c")
        _ = try tmux.waitUntil { $0.joined().contains("Locked") && $0.last?.contains("Enter opens the catalogue") == true }
        // The locked catalogue says why it cannot be opened, in the footer.
        try tmux.sendKeys("Down", "Enter")
        _ = try tmux.waitUntil { $0.last?.contains("$NOT_SET_ANYWHERE is not set") == true }
        try tmux.sendKeys("Up", "Enter")
        let page = try tmux.waitUntil { $0.first?.contains("Loopback › Loopback Library") == true }
        #expect(page.joined().contains("The Lighthouse Keeper"))
        try tmux.sendKeys("s")
        try tmux.sendText("sea")
        try tmux.sendKeys("Enter")
        _ = try tmux.waitUntil { $0.first?.contains("Loopback › Search") == true && $0.joined().contains("Found sea") }
        try tmux.sendKeys("Left")
        _ = try tmux.waitUntil { $0.first?.contains("Loopback Library") == true }
        try tmux.sendKeys("End", "Enter")
        _ = try tmux.waitUntil { $0.joined().contains("formats: txt (downloads txt)") && $0.joined().contains("守塔人") }
        try tmux.sendKeys("Enter")
        // The sample Chinese novel, downloaded and opened in the reader.
        _ = try tmux.waitUntil { $0.joined().contains("灯塔") && $0.last?.contains("p. 1/") == true }
        try tmux.sendKeys("q")
        #expect(try exitStatus(status, tmux) == 0)
        let downloaded = state + "/downloads/灯塔 - 林海.txt"
        #expect(FileManager.default.contents(atPath: downloaded) == FileManager.default.contents(atPath: Package.book("deng-ta.txt")))

        let environment = Package.readerEnvironment(state: state)
        let listing = try Package.run(["catalog", "loopback", "--search", "whale"], environment: environment)
        #expect(listing.status == 0)
        #expect(listing.output.contains("1. Found whale  [epub]"))
        let got = try Package.run(["catalog", "Loopback", "--get", "2", "--to", state + "/cli"], environment: environment)
        #expect(got.output == state + "/cli/The Lighthouse Keeper - Maren Holt.epub\n")
        #expect(try Package.run(["catalog", "nowhere"], environment: environment).status == 64)
        #expect(try Package.run(["catalog", server.url("/laughs")], environment: environment).status == 65)
        #expect(try Package.run(["catalog", server.url("/error")], environment: environment).status == 69)
    }
}
