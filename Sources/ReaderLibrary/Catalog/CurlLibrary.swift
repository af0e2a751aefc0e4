import CCurl
import ReaderCore

/// The functions of libcurl termreader calls, found with `dlopen` when a catalogue is first read:
/// a reader who never opens one never loads libcurl and its TLS stack.
struct CurlLibrary: @unchecked Sendable { // C function pointers into a library never unloaded
    typealias GlobalInit = @convention(c) (Int) -> CURLcode
    typealias EasyInit = @convention(c) () -> UnsafeMutableRawPointer?
    typealias EasyPerform = @convention(c) (UnsafeMutableRawPointer?) -> CURLcode
    typealias EasyCleanup = @convention(c) (UnsafeMutableRawPointer?) -> Void
    typealias EasyError = @convention(c) (CURLcode) -> UnsafePointer<CChar>?
    typealias URLNew = @convention(c) () -> OpaquePointer?
    typealias URLCleanup = @convention(c) (OpaquePointer?) -> Void
    typealias URLSet = @convention(c) (OpaquePointer?, CURLUPart, UnsafePointer<CChar>?, UInt32) -> CURLUcode
    typealias URLGet = @convention(c) (OpaquePointer?, CURLUPart, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, UInt32) -> CURLUcode
    typealias Free = @convention(c) (UnsafeMutableRawPointer?) -> Void
    typealias ListAppend = @convention(c) (UnsafeMutablePointer<curl_slist>?, UnsafePointer<CChar>?) -> UnsafeMutablePointer<curl_slist>?
    typealias ListFree = @convention(c) (UnsafeMutablePointer<curl_slist>?) -> Void

    let easyInit: EasyInit
    let perform: EasyPerform
    let cleanup: EasyCleanup
    let error: EasyError
    /// `curl_easy_setopt` and `curl_easy_getinfo`, called through the shim's fixed-argument wrappers.
    let setopt: UnsafeMutableRawPointer
    let getinfo: UnsafeMutableRawPointer
    let urlNew: URLNew
    let urlCleanup: URLCleanup
    let urlSet: URLSet
    let urlGet: URLGet
    let free: Free
    let listAppend: ListAppend
    let listFree: ListFree

    /// Its file names (Debian's `libcurl4`, which `libcurl4-openssl-dev` brings; the GnuTLS build too).
    static let sonames = ["libcurl.so.4", "libcurl-gnutls.so.4", "libcurl.so"]

    /// libcurl, loaded and initialised once for the whole run; nil when it is not installed.
    static let shared: CurlLibrary? = {
        guard let library = RuntimeLibrary.open(sonames), let curl = CurlLibrary(library: library),
            let globalInit: GlobalInit = library.function("curl_global_init"), globalInit(termreader_curl_global_default) == CURLE_OK
        else { return nil }
        return curl
    }()

    /// What to say when libcurl is missing.
    static let missing = "catalogues need libcurl: install libcurl4 (apt install libcurl4)"

    /// Finds every function in `library`; nil when one is missing.
    private init?(library: RuntimeLibrary) {
        guard let easyInit: EasyInit = library.function("curl_easy_init"), let perform: EasyPerform = library.function("curl_easy_perform"),
            let cleanup: EasyCleanup = library.function("curl_easy_cleanup"), let error: EasyError = library.function("curl_easy_strerror"),
            let setopt: UnsafeMutableRawPointer = library.function("curl_easy_setopt"),
            let getinfo: UnsafeMutableRawPointer = library.function("curl_easy_getinfo"), let urlNew: URLNew = library.function("curl_url"),
            let urlCleanup: URLCleanup = library.function("curl_url_cleanup"), let urlSet: URLSet = library.function("curl_url_set"),
            let urlGet: URLGet = library.function("curl_url_get"), let free: Free = library.function("curl_free"),
            let listAppend: ListAppend = library.function("curl_slist_append"),
            let listFree: ListFree = library.function("curl_slist_free_all")
        else { return nil }
        (self.easyInit, self.perform, self.cleanup, self.error, self.setopt, self.getinfo) = (
            easyInit, perform, cleanup, error, setopt, getinfo
        )
        (self.urlNew, self.urlCleanup, self.urlSet, self.urlGet, self.free) = (urlNew, urlCleanup, urlSet, urlGet, free)
        (self.listAppend, self.listFree) = (listAppend, listFree)
    }
}
