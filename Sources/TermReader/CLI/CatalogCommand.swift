import ArgumentParser
import ReaderCore
import ReaderLibrary
import ReaderUI

/// `termreader catalog`: the OPDS catalogues of the config, a page of one, a search in it, and a
/// book downloaded from it (and opened), from the command line — what the library's `c` does.
struct CatalogCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "catalog", abstract: "Browse, search and download from OPDS catalogues (calibre, calibre-web, Kavita, COPS).",
        discussion: """
            Without a catalogue, lists the config's [[catalog]] entries. With one (a name from the config, or a URL), \
            prints its first page, or the page --page names, or what --search finds: sections to go into and books with the \
            formats offered, numbered. --get N downloads book N of that page in the best format termreader reads (EPUB \
            first) into [library] downloads (default $XDG_DATA_HOME/termreader/books) and prints its path; --open reads \
            it. Exit 69 when the server cannot be reached or refuses, 65 when it does not answer with a catalogue.
            """)

    @Argument(help: "A catalogue's name from the config, or a catalogue's URL.")
    var catalog: String?

    @Option(help: ArgumentHelp("A page of the catalogue to print (a section's or the next page's URL).", valueName: "url"))
    var page: String?

    @Option(help: "Search the catalogue for these words.")
    var search: String?

    @Option(help: ArgumentHelp("Download book N of the page printed.", valueName: "n"))
    var get: Int?

    @Option(help: ArgumentHelp("The folder to download into.", valueName: "folder"), completion: .directory)
    var to: String?

    @Flag(help: "Open the downloaded book in the reader.")
    var open = false

    @Flag(help: "Print one JSON object: the page's title, URL, next page and entries.")
    var json = false

    func validate() throws {
        if open && get == nil { throw ValidationError("--open needs --get") }
        if let get, get < 1 { throw ValidationError("--get counts from 1") }
        if catalog == nil && (page != nil || search != nil || get != nil) { throw ValidationError("name a catalogue") }
    }

    func run() throws {
        try reportingErrors {
            let environment = Environment.current
            let config = StartupSettings.load().config
            guard let catalog else {
                if config.catalogs.isEmpty { print("no catalogues: add a [[catalog]] with a name and url to the config") }
                for account in config.catalogs { print(Sanitizer.printable(account.name) + "  " + Sanitizer.printable(account.url)) }
                return
            }
            guard let account = config.catalog(catalog) else {
                throw CLIError(
                    message: "no catalogue named \(Sanitizer.printable(catalog)) in the config (termreader catalog lists them)", code: 64)
            }
            let to = to ?? config.downloads(environment: environment)
            let fetched: (feed: CatalogFeed, downloaded: String?)
            do throws(CatalogError) {
                fetched = try fetch(account, environment: environment, downloadingInto: to)
            } catch {
                throw CLIError(message: error.message, code: error.isBadData ? 65 : 69)
            }
            guard let path = fetched.downloaded else {
                if json {
                    print(try JSONLine.encode(CatalogJSON(fetched.feed)))
                } else {
                    CatalogListing.lines(fetched.feed).forEach { print($0) }
                }
                return
            }
            print(Sanitizer.printable(path))
            if open { try ReadCommand.read(file: path, encoding: nil) }
        }
    }

    /// The page asked for and, with --get, the path of the book downloaded from it.
    private func fetch(_ account: CatalogAccount, environment: [String: String], downloadingInto folder: String) throws(CatalogError) -> (
        feed: CatalogFeed, downloaded: String?
    ) {
        let client = try CatalogClient(account: account, environment: environment)
        var feed: CatalogFeed
        if let page { feed = try client.page(page) } else { feed = try client.start() }
        if let search { feed = try client.search(feed, for: search) }
        guard let get else { return (feed, nil) }
        guard feed.entries.indices.contains(get - 1) else {
            throw CatalogError("the page has \(feed.entries.count) entries; there is no \(get)")
        }
        return (feed, try client.download(feed.entries[get - 1], into: folder))
    }
}
