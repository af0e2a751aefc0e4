import CCurl
import ReaderCore

/// HTTP GETs from catalogue servers through libcurl: http and https only (a feed's link to
/// `file:` or any other scheme is refused, after redirects too), TLS verified, basic or digest
/// authentication (never sent on to another host a redirect leads to), compressed answers
/// accepted, a stalled transfer given up after `stallSeconds`, and a body over its limit cut off
/// with an error rather than read into memory.
public struct CatalogHTTP: Equatable, Sendable {
    /// A server's answer: its status, the type of its body and the URL it came from (after redirects).
    public struct Answer: Equatable, Sendable {
        public var status: Int
        public var contentType: String
        public var url: String
    }

    /// Longest a whole request may take (0: no limit, for downloads, which `stallSeconds` still guards).
    public var timeoutSeconds: Int
    public var connectSeconds = 15
    /// A transfer that moves less than a byte a second for this long is given up.
    public var stallSeconds = 30

    public init(timeoutSeconds: Int = 60) {
        self.timeoutSeconds = timeoutSeconds
    }

    /// GETs `url`, handing the body to `sink` piece by piece, at most `limit` bytes of it; a sink
    /// that returns a reason stops the transfer with it (a file that cannot be written, a cancel).
    /// `accept` is the Accept header. Throws one line for any failure, for a body over the limit
    /// and for an answer of status 400 or more.
    public func get(
        _ url: String, credentials: CatalogCredentials?, accept: String, limit: Int,
        sink: @escaping (UnsafeRawBufferPointer) -> String?
    ) throws(CatalogError) -> Answer {
        guard let curl = CurlLibrary.shared else { throw CatalogError(CurlLibrary.missing) }
        guard let handle = curl.easyInit() else { throw CatalogError("cannot start an HTTP request") }
        defer { curl.cleanup(handle) }
        let body = Sink(limit: limit, tooLarge: "\(Sanitizer.printable(url)): larger than \(Self.size(limit))", take: sink)
        let headers = curl.listAppend(nil, "Accept: " + accept)
        defer { curl.listFree(headers) }
        // libcurl copies the strings it is given.
        func set(_ option: CURLoption, _ text: String) -> CURLcode {
            text.withCString { termreader_curl_setopt_pointer(curl.setopt, handle, option, $0) }
        }
        func set(_ option: CURLoption, _ value: Int) -> CURLcode { termreader_curl_setopt_long(curl.setopt, handle, option, value) }
        var results = [
            set(CURLOPT_URL, url), set(CURLOPT_PROTOCOLS_STR, "http,https"), set(CURLOPT_REDIR_PROTOCOLS_STR, "http,https"),
            set(CURLOPT_ACCEPT_ENCODING, ""), set(CURLOPT_USERAGENT, "termreader"), set(CURLOPT_FOLLOWLOCATION, 1),
            set(CURLOPT_MAXREDIRS, 5), set(CURLOPT_NOSIGNAL, 1), set(CURLOPT_CONNECTTIMEOUT, connectSeconds),
            set(CURLOPT_TIMEOUT, timeoutSeconds), set(CURLOPT_LOW_SPEED_LIMIT, 1), set(CURLOPT_LOW_SPEED_TIME, stallSeconds),
            termreader_curl_setopt_pointer(curl.setopt, handle, CURLOPT_HTTPHEADER, headers),
            termreader_curl_setopt_pointer(curl.setopt, handle, CURLOPT_WRITEDATA, Unmanaged.passUnretained(body).toOpaque()),
            termreader_curl_setopt_write(curl.setopt, handle, CURLOPT_WRITEFUNCTION) { data, size, count, context in
                let sink = Unmanaged<Sink>.fromOpaque(context!).takeUnretainedValue()
                let bytes = size * count
                sink.received += bytes
                sink.stopReason = sink.received > sink.limit ? sink.tooLarge : sink.take(UnsafeRawBufferPointer(start: data, count: bytes))
                return sink.stopReason == nil ? bytes : 0
            },
        ]
        if let credentials {
            results += [
                set(CURLOPT_HTTPAUTH, termreader_curlauth_basic_digest), set(CURLOPT_USERNAME, credentials.user),
                set(CURLOPT_PASSWORD, credentials.password),
            ]
        }
        if let failed = results.first(where: { $0 != CURLE_OK }) {
            throw CatalogError("this libcurl cannot make the request (\(Self.reason(failed, curl)))")
        }
        let result = withExtendedLifetime(body) { curl.perform(handle) }
        if let stop = body.stopReason { throw CatalogError(stop) }
        guard result == CURLE_OK else { throw CatalogError("\(Sanitizer.printable(url)): \(Self.reason(result, curl))") }
        var status = 0
        _ = termreader_curl_getinfo_long(curl.getinfo, handle, CURLINFO_RESPONSE_CODE, &status)
        var type: UnsafeMutablePointer<CChar>?
        _ = termreader_curl_getinfo_string(curl.getinfo, handle, CURLINFO_CONTENT_TYPE, &type)
        var effective: UnsafeMutablePointer<CChar>?
        _ = termreader_curl_getinfo_string(curl.getinfo, handle, CURLINFO_EFFECTIVE_URL, &effective)
        let answer = Answer(
            status: status, contentType: type.map { String(cString: $0) } ?? "", url: effective.map { String(cString: $0) } ?? url)
        guard status < 400 else {
            let what = status == 401 ? "the server asks for a user and password, or refused them" : "the server answered \(status)"
            throw CatalogError("\(Sanitizer.printable(answer.url)): \(what)")
        }
        return answer
    }

    /// GETs `url` whole, at most `limit` bytes.
    public func get(_ url: String, credentials: CatalogCredentials?, accept: String, limit: Int) throws(CatalogError) -> (
        answer: Answer, body: [UInt8]
    ) {
        let body = Buffer()
        let answer = try get(url, credentials: credentials, accept: accept, limit: limit) { piece in
            body.bytes.append(contentsOf: piece)
            return nil
        }
        return (answer, body.bytes)
    }

    /// `bytes` as a person reads a limit: `16 MB`, `2 GB`.
    static func size(_ bytes: Int) -> String {
        bytes >= 1 << 30 ? "\(bytes >> 30) GB" : "\(bytes >> 20) MB"
    }

    static func reason(_ code: CURLcode, _ curl: CurlLibrary) -> String {
        curl.error(code).map { String(cString: $0) } ?? "error \(code.rawValue)"
    }

    /// Receives the body for `get`, counts it against the limit, and keeps why it stopped it.
    final class Sink {
        let limit: Int
        let tooLarge: String
        let take: (UnsafeRawBufferPointer) -> String?
        var received = 0
        var stopReason: String?

        init(limit: Int, tooLarge: String, take: @escaping (UnsafeRawBufferPointer) -> String?) {
            self.limit = limit
            self.tooLarge = tooLarge
            self.take = take
        }
    }

    final class Buffer {
        var bytes: [UInt8] = []
    }
}

/// A user and password for a catalogue (`CatalogAccount.credentials`).
public struct CatalogCredentials: Equatable, Sendable {
    public var user: String
    public var password: String

    public init(user: String, password: String) {
        self.user = user
        self.password = password
    }
}
