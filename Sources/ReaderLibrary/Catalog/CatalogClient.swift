import ReaderCore

#if canImport(Glibc)
import Glibc
#endif

/// Reads one catalogue: its pages (OPDS 1.2 Atom or 2.0 JSON, told apart by the type the server
/// gives, else by the first byte), its search, and the books it offers, downloaded into a folder.
public struct CatalogClient: Equatable, Sendable {
    public let account: CatalogAccount
    let credentials: CatalogCredentials?
    var http = CatalogHTTP()
    /// Downloads have no overall time limit, only the stall one.
    var downloads = CatalogHTTP(timeoutSeconds: 0)

    /// The client of `account`, its password looked up now (see `CatalogAccount.credentials`).
    public init(account: CatalogAccount, environment: [String: String]) throws(CatalogError) {
        self.account = account
        credentials = try account.credentials(environment: environment)
    }

    /// The catalogue's first page.
    public func start() throws(CatalogError) -> CatalogFeed {
        try page(account.url)
    }

    /// The page at `url`.
    public func page(_ url: String) throws(CatalogError) -> CatalogFeed {
        let (answer, body) = try http.get(url, credentials: credentials, accept: Self.feedTypes, limit: Self.maximumPage)
        let json = answer.contentType.contains("json") || body.first(where: { !Self.isSpace($0) }) == UInt8(ascii: "{")
        return json ? try JSONCatalogReader.read(body, url: answer.url) : try AtomCatalogReader.read(body, url: answer.url)
    }

    /// The bytes of a picture (a cover), at most as many as a picture may have.
    public func picture(_ url: String) throws(CatalogError) -> [UInt8] {
        try http.get(url, credentials: credentials, accept: "image/*", limit: PictureDecoder.maxBytes).body
    }

    /// The results of searching `feed`'s catalogue for `query`; an error when it has no search.
    public func search(_ feed: CatalogFeed, for query: String) throws(CatalogError) -> CatalogFeed {
        let template: String
        switch feed.search {
        case .template(let t): template = t
        case .description(let url):
            let (_, body) = try http.get(url, credentials: credentials, accept: "application/opensearchdescription+xml", limit: 1 << 20)
            template = try OpenSearchDescription.template(in: body, url: url)
        case nil: throw CatalogError("\(Sanitizer.printable(feed.title.isEmpty ? account.name : feed.title)) cannot be searched")
        }
        var results = try page(CatalogURL.filled(template, query: query))
        if results.search == nil { results.search = feed.search }
        return results
    }

    /// Downloads `entry`'s best file (`CatalogEntry.preferredAcquisition`) into `folder` (made if
    /// missing) under a name made of its title and authors, never over another file; its path.
    /// `cancelled` is asked as the file arrives. A file cut short is removed.
    public func download(_ entry: CatalogEntry, into folder: String, cancelled: @escaping @Sendable () -> Bool = { false })
        throws(CatalogError) -> String
    {
        guard let link = entry.preferredAcquisition, let kind = link.kind else {
            let offered = entry.acquisitions.map(\.type).joined(separator: ", ")
            throw CatalogError("no format termreader reads" + (offered.isEmpty ? "" : " (offered: \(Sanitizer.printable(offered)))"))
        }
        guard AtomicFile.makeDirectories(folder) else { throw CatalogError("cannot make \(Sanitizer.printable(folder))") }
        var template = Array((folder + "/.download-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw CatalogError("cannot write in \(Sanitizer.printable(folder))") }
        let partial = String(cString: template)
        // Once the book has its name (a second link to the file), the partial name goes.
        defer {
            close(fd)
            unlink(partial)
        }
        _ = try downloads.get(link.href, credentials: credentials, accept: link.type, limit: Self.maximumBook) { piece in
            if cancelled() { return "cancelled" }
            var done = 0
            while done < piece.count {
                let n = Glibc.write(fd, piece.baseAddress! + done, piece.count - done)
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { return "cannot write in \(Sanitizer.printable(folder)): \(String(cString: strerror(errno)))" }
                done += n
            }
            return nil
        }
        guard fsync(fd) == 0 else { throw CatalogError("cannot write in \(Sanitizer.printable(folder))") }
        fchmod(fd, 0o644)
        let base = folder + "/" + Self.fileName(entry)
        var path = base + "." + kind
        var n = 1
        // link(2) never replaces a file: the first free name is taken atomically.
        while Glibc.link(partial, path) != 0 {
            guard errno == EEXIST, n < 1000 else { throw CatalogError("cannot name the book in \(Sanitizer.printable(folder))") }
            n += 1
            path = base + " (\(n))." + kind
        }
        return path
    }

    /// A file name for `entry`: its title and first author, without slashes, controls or a
    /// leading dot, at most 120 characters; "book" when nothing is left.
    static func fileName(_ entry: CatalogEntry) -> String {
        let words = entry.title + (entry.authors.first.map { " - " + $0 } ?? "")
        var name = String(Sanitizer.printable(words).map { $0 == "/" || $0 == "\\" ? "-" : $0 }.prefix(120))
        while name.hasPrefix(".") || name.hasPrefix(" ") { name.removeFirst() }
        return name.isEmpty ? "book" : name
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0xEF || byte == 0xBB || byte == 0xBF
    }

    static let feedTypes =
        "application/atom+xml;profile=opds-catalog, application/opds+json, application/atom+xml;q=0.9, application/json;q=0.8, */*;q=0.1"
    /// Largest catalogue page read.
    static let maximumPage = 16 << 20
    /// Largest book downloaded.
    static let maximumBook = 2 << 30
}
