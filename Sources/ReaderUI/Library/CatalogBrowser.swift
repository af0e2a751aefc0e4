import ReaderCore
import ReaderLibrary

/// The library's catalogues (`c`) as they are on screen: the config's catalogues to choose from,
/// then the pages of the one chosen — a stack that Backspace walks back up — a book's details,
/// a search being typed, and what is being fetched meanwhile. Keys come in through `handle`,
/// the jobs' answers through `answered`; each says what the library must do.
package struct CatalogBrowser: Equatable {
    /// A page shown, with its selected entry.
    package struct Page: Equatable {
        package var feed: CatalogFeed
        package var cursor = ListCursor()
    }

    /// A book's cover: its URL and picture.
    package struct Cover: Equatable {
        package var url: String
        package var picture: Bitmap
    }

    package enum Phase: Equatable {
        /// The list of catalogues.
        case choosing
        /// A page, a search or a download is under way (what the footer says of it).
        case waiting(String)
        /// The page on top of the stack.
        case browsing
        /// A book's details, before it is downloaded.
        case details(CatalogEntry)
        /// A search being typed.
        case typing(String)
    }

    package enum Command: Equatable {
        case none
        case start(CatalogJob)
        /// Fetch a book's cover.
        case fetchCover(CatalogCoverJob)
        /// Stop the job under way.
        case cancel
        /// Open the book downloaded here.
        case open(String)
        /// Back to the list of books.
        case close
    }

    package let accounts: [CatalogAccount]
    /// Where passwords are looked up (`password-env`) and books downloaded to.
    let environment: [String: String]
    let downloads: String
    package private(set) var phase = Phase.choosing
    package private(set) var pages: [Page] = []
    /// The catalogue chosen, its password looked up.
    package private(set) var client: CatalogClient?
    package private(set) var chooser = ListCursor()
    /// The cover of the book whose details are shown, once fetched.
    package private(set) var cover: Cover?
    /// A one-line message (a failure) until the next key.
    package private(set) var message: String?
    private var pageSize: Int

    package init(accounts: [CatalogAccount], environment: [String: String], downloads: String, pageSize: Int) {
        self.accounts = accounts
        self.environment = environment
        self.downloads = downloads
        self.pageSize = pageSize
        chooser.resize(pageSize: pageSize, count: accounts.count)
    }

    /// Opens the only catalogue at once; with several, the list waits for a choice.
    package mutating func begin() -> Command {
        accounts.count == 1 ? open(accounts[0]) : .none
    }

    /// The window has room for `rows` entries.
    package mutating func resize(pageSize rows: Int) {
        pageSize = rows
        chooser.resize(pageSize: rows, count: accounts.count)
        for i in pages.indices { pages[i].cursor.resize(pageSize: rows, count: pages[i].feed.entries.count) }
    }

    /// The entry selected on the page on top.
    package var selection: CatalogEntry? {
        guard let page = pages.last, page.feed.entries.indices.contains(page.cursor.selected) else { return nil }
        return page.feed.entries[page.cursor.selected]
    }

    package mutating func handle(_ key: Key) -> Command {
        message = nil
        switch phase {
        case .choosing:
            if chooser.handle(key, count: accounts.count) { return .none }
            switch key {
            case .enter: return accounts.indices.contains(chooser.selected) ? open(accounts[chooser.selected]) : .none
            case .escape, .character("q"), .backspace, .left, .character("h"): return .close
            default: return .none
            }
        case .waiting:
            guard key == .escape else { return .none }
            phase = pages.isEmpty ? .choosing : .browsing
            if pages.isEmpty && accounts.count == 1 { return .close }
            return .cancel
        case .browsing: return browse(key)
        case .details(let entry):
            switch key {
            case .enter, .character("d"):
                guard let client else { return .none }
                phase = .waiting("downloading \(LibraryRenderer.printable(entry.title))")
                return .start(CatalogJob(.download(entry, into: downloads, client)))
            case .escape, .backspace, .left, .character("h"), .character("q"):
                phase = .browsing
            default: break
            }
            return .none
        case .typing(let query): return type(key, query)
        }
    }

    /// A job answered; an answer no longer waited for (Esc was pressed) is dropped, and a cover
    /// no longer shown.
    package mutating func answered(_ answer: CatalogAnswer) -> Command {
        if case .cover(let url, let picture) = answer {
            if case .details(let entry) = phase, Self.coverURL(entry) == url { cover = Cover(url: url, picture: picture) }
            return .none
        }
        guard case .waiting = phase else { return .none }
        switch answer {
        case .cover: return .none
        case .page(let feed, let client, let replacing):
            self.client = client
            var page = Page(feed: feed)
            page.cursor.resize(pageSize: pageSize, count: feed.entries.count)
            if replacing, !pages.isEmpty { pages[pages.count - 1] = page } else { pages.append(page) }
            phase = .browsing
            return .none
        case .downloaded(let path):
            phase = .browsing
            return .open(path)
        case .failed(let reason):
            message = LibraryRenderer.printable(reason)
            phase = pages.isEmpty ? .choosing : .browsing
            return .none
        }
    }

    private mutating func open(_ account: CatalogAccount) -> Command {
        pages = []
        client = nil
        phase = .waiting("opening \(LibraryRenderer.printable(account.name))")
        return .start(CatalogJob(.start(account, environment: environment)))
    }

    private mutating func browse(_ key: Key) -> Command {
        guard var page = pages.last else {
            phase = .choosing
            return .none
        }
        if page.cursor.handle(key, count: page.feed.entries.count) {
            pages[pages.count - 1] = page
            return .none
        }
        switch key {
        case .enter, .right, .character("l"):
            guard let entry = selection, let client else { return .none }
            if entry.isBook {
                phase = .details(entry)
                cover = nil
                if let url = Self.coverURL(entry) { return .fetchCover(CatalogCoverJob(url: url, client: client)) }
            } else if let section = entry.feed {
                phase = .waiting("opening \(LibraryRenderer.printable(entry.title))")
                return .start(CatalogJob(.page(section, client, replacing: false)))
            }
        case .backspace, .left, .character("h"):
            pages.removeLast()
            if pages.isEmpty { return accounts.count == 1 ? .close : choose() }
        case .character("s"), .character("/"):
            guard page.feed.search != nil else {
                message = "this catalogue cannot be searched"
                return .none
            }
            phase = .typing("")
        case .character("n"):
            guard let next = page.feed.next, let client else {
                message = "this is the last page"
                return .none
            }
            page.cursor.move(to: 0, count: page.feed.entries.count)
            phase = .waiting("opening the next page")
            return .start(CatalogJob(.page(next, client, replacing: true)))
        case .escape, .character("q"):
            return .close
        default: break
        }
        return .none
    }

    /// The picture drawn beside a book's details: its thumbnail, else its cover.
    static func coverURL(_ entry: CatalogEntry) -> String? {
        entry.thumbnail ?? entry.cover
    }

    private mutating func choose() -> Command {
        phase = .choosing
        return .none
    }

    private mutating func type(_ key: Key, _ query: String) -> Command {
        switch key {
        case .enter:
            guard !query.isEmpty, let feed = pages.last?.feed, let client else {
                phase = .browsing
                return .none
            }
            phase = .waiting("searching for \(LibraryRenderer.printable(query))")
            return .start(CatalogJob(.search(feed, query: query, client)))
        case .escape: phase = .browsing
        case .backspace: phase = .typing(String(query.dropLast()))
        case .control("u"): phase = .typing("")
        case .character(let c) where query.count < LibrarySearch.queryLimit: phase = .typing(query + String(c))
        default: break
        }
        return .none
    }
}
