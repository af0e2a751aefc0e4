/// The functions of OpenCC (Apache-2.0) that termreader calls, found with `dlopen` when text is
/// first shown converted: a reader who never converts never loads it (nor its C++ runtime and
/// dictionaries), and the static release build, which cannot link it, loads it the same way.
struct OpenCCLibrary: @unchecked Sendable { // C function pointers into a library never unloaded
    typealias Open = @convention(c) (UnsafePointer<CChar>?) -> UnsafeMutableRawPointer?
    typealias Convert = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?, Int) -> UnsafeMutablePointer<CChar>?
    typealias Free = @convention(c) (UnsafeMutablePointer<CChar>?) -> Void

    let open: Open
    let convert: Convert
    let free: Free

    /// Its file names, newest soname first (Debian's `libopencc1.1`).
    static let sonames = ["libopencc.so.1.1", "libopencc.so.1", "libopencc.so"]
    /// What to tell a reader whose system lacks it.
    static let missing = "Simplified ⇄ Traditional needs OpenCC: install libopencc1.1 and libopencc-data"

    /// OpenCC, loaded once for the whole run; nil when it is not installed.
    static let shared = RuntimeLibrary.open(sonames).flatMap(OpenCCLibrary.init(library:))

    /// Finds every function in `library`; nil when one is missing.
    private init?(library: RuntimeLibrary) {
        guard let open: Open = library.function("opencc_open"), let convert: Convert = library.function("opencc_convert_utf8"),
            let free: Free = library.function("opencc_convert_utf8_free")
        else { return nil }
        self.open = open
        self.convert = convert
        self.free = free
    }
}
