#if canImport(Glibc)
import Glibc
#endif

/// The functions of libhyphen (the LibreOffice and Firefox hyphenator; GPL/LGPL/MPL) that
/// termreader calls, found with `dlopen` when a book is first laid out hyphenated: a reader who
/// never hyphenates never loads it, and the static release build loads it the same way.
struct HyphenLibrary: @unchecked Sendable { // C function pointers into a library never unloaded
    typealias Load = @convention(c) (UnsafeMutablePointer<FILE>?) -> OpaquePointer?
    typealias Free = @convention(c) (OpaquePointer?) -> Void
    typealias Hyphenate =
        @convention(c) (
            OpaquePointer?, UnsafePointer<CChar>?, Int32, UnsafeMutablePointer<CChar>?, UnsafeMutablePointer<CChar>?,
            UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?, UnsafeMutablePointer<UnsafeMutablePointer<Int32>?>?,
            UnsafeMutablePointer<UnsafeMutablePointer<Int32>?>?
        ) -> Int32

    let load: Load
    let free: Free
    let hyphenate: Hyphenate

    /// Its file names (Debian's `libhyphen0`).
    static let sonames = ["libhyphen.so.0", "libhyphen.so"]

    /// libhyphen, loaded once for the whole run; nil when it is not installed.
    static let shared = RuntimeLibrary.open(sonames).flatMap(HyphenLibrary.init(library:))

    /// Finds every function in `library`; nil when one is missing.
    private init?(library: RuntimeLibrary) {
        guard let load: Load = library.function("hnj_hyphen_load_file"), let free: Free = library.function("hnj_hyphen_free"),
            let hyphenate: Hyphenate = library.function("hnj_hyphen_hyphenate2")
        else { return nil }
        self.load = load
        self.free = free
        self.hyphenate = hyphenate
    }
}
