import CMobi
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// The functions of libmobi (LGPL) that termreader calls, found in `libmobi.so.0` with `dlopen`
/// when the first MOBI or AZW3 is opened: libmobi is never linked, and a reader of other books
/// never loads it. Its structures are read through its header (`CMobi`).
struct MOBILibrary: @unchecked Sendable { // C function pointers into a library never unloaded
    typealias Init = @convention(c) () -> UnsafeMutablePointer<MOBIData>?
    typealias Free = @convention(c) (UnsafeMutablePointer<MOBIData>?) -> Void
    typealias LoadFile = @convention(c) (UnsafeMutablePointer<MOBIData>?, UnsafePointer<CChar>?) -> MOBI_RET
    typealias Ask = @convention(c) (UnsafePointer<MOBIData>?) -> Bool
    typealias TextMaxSize = @convention(c) (UnsafePointer<MOBIData>?) -> Int
    typealias InitRawml = @convention(c) (UnsafePointer<MOBIData>?) -> UnsafeMutablePointer<MOBIRawml>?
    typealias ParseRawml =
        @convention(c) (UnsafeMutablePointer<MOBIRawml>?, UnsafePointer<MOBIData>?, Bool, Bool, Bool) -> MOBI_RET
    typealias FreeRawml = @convention(c) (UnsafeMutablePointer<MOBIRawml>?) -> Void
    typealias FileMeta = @convention(c) (MOBIFiletype) -> MOBIFileMeta

    let initData: Init
    let free: Free
    let loadFile: LoadFile
    let isEncrypted: Ask
    let isReplica: Ask
    let textMaxSize: TextMaxSize
    let initRawml: InitRawml
    let parseRawml: ParseRawml
    let freeRawml: FreeRawml
    let fileMeta: FileMeta

    /// The library's file name (its soname, as Debian's `libmobi0` installs it).
    static let soname = "libmobi.so.0"
    /// What to tell a reader whose system lacks it.
    static let missing = "MOBI and AZW3 books need libmobi: install libmobi0 (Debian, Ubuntu) or libmobi"

    /// libmobi, loaded once for the whole run; nil when it is not installed. In a static executable
    /// (the release build) it runs on a second C library, whose thread keys `StaticLibc` keeps apart.
    static let shared = RuntimeLibrary.open([soname]).flatMap(MOBILibrary.init(library:))

    /// Held while libmobi runs: it is not thread-safe. Writing a package ends with libxml2's
    /// `xmlCleanupParser`, which frees what another thread's writer is still using (books opened on
    /// several threads at once crashed in `free`).
    private static let running = Mutex(())

    /// `body`'s result, run with libmobi while no other thread runs it.
    func serially<Value>(_ body: (MOBILibrary) throws(ReaderError) -> Value) throws(ReaderError) -> Value {
        try Self.running.withLock { _ throws(ReaderError) in try body(self) }
    }

    /// Finds every function in `library`; nil when one is missing.
    private init?(library: RuntimeLibrary) {
        func f<F>(_ name: String) -> F? { library.function(name) }
        guard let initData: Init = f("mobi_init"),
            let free: Free = f("mobi_free"),
            let loadFile: LoadFile = f("mobi_load_filename"),
            let isEncrypted: Ask = f("mobi_is_encrypted"),
            let isReplica: Ask = f("mobi_is_replica"),
            let textMaxSize: TextMaxSize = f("mobi_get_text_maxsize"),
            let initRawml: InitRawml = f("mobi_init_rawml"),
            let parseRawml: ParseRawml = f("mobi_parse_rawml_opt"),
            let freeRawml: FreeRawml = f("mobi_free_rawml"),
            let fileMeta: FileMeta = f("mobi_get_filemeta_by_type")
        else { return nil }
        self.initData = initData
        self.free = free
        self.loadFile = loadFile
        self.isEncrypted = isEncrypted
        self.isReplica = isReplica
        self.textMaxSize = textMaxSize
        self.initRawml = initRawml
        self.parseRawml = parseRawml
        self.freeRawml = freeRawml
        self.fileMeta = fileMeta
    }
}
