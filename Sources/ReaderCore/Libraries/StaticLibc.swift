#if canImport(Glibc)
import Glibc
#endif

/// A static executable (the release build) that `dlopen`s a shared library gets a second glibc,
/// `libc.so.6`, loaded for it, with its own table of thread keys: it hands out key 0 again, which
/// the Swift runtime already uses, and glib's constructor then takes the runtime's thread value
/// for its own and crashes. Before such a library is loaded, the keys are split: this side
/// reserves a block it never uses and the second C library marks every key below that block
/// as taken, so its keys (glib's, chafa's, libxml2's) fall inside the block, which nothing else touches.
///
/// A thread this side starts never runs the second C library's per-thread set-up either: its
/// character-class tables are unset there, and the first `toupper` in a loaded library (libxml2's,
/// under libmobi, on the thread that loads a book) crashes. `prepareThread()` runs that set-up.
public enum StaticLibc {
    /// Keys reserved for the second C library: more than glib and chafa create.
    static let reserved = 128

    typealias KeyCreate =
        @convention(c) (UnsafeMutablePointer<pthread_key_t>, (@convention(c) (UnsafeMutableRawPointer?) -> Void)?) -> Int32
    typealias KeyDelete = @convention(c) (pthread_key_t) -> Int32

    /// Splits the thread keys when this program is a static executable; does nothing in a
    /// dynamically linked one (whose `libc.so.6` is its own C library). Call before any `dlopen`:
    /// the split is made once for the whole run, whichever library is loaded first.
    public static func separateThreadKeys() { _ = separated }

    /// Whether this program is a static executable, whose loaded libraries run on a second C library.
    public static var isStaticExecutable: Bool { second != nil }

    /// Sets up the second C library for the calling thread (its character classes), when this
    /// program is a static executable; call on any thread before it runs a loaded library's code.
    public static func prepareThread() { threadSetUp?() }

    /// The second C library, when there is one (this program is a static executable).
    nonisolated(unsafe) private static let second: UnsafeMutableRawPointer? = { // a handle never closed
        let own: KeyCreate = pthread_key_create
        guard let libc = dlopen("libc.so.6", RTLD_NOW | RTLD_LOCAL), let create = dlsym(libc, "pthread_key_create"),
            UnsafeRawPointer(create) != unsafeBitCast(own, to: UnsafeRawPointer.self)
        else { return nil }
        return libc
    }()

    /// The second C library's per-thread set-up of its character classes (glibc's `__ctype_init`).
    private static let threadSetUp: (@convention(c) () -> Void)? = second.flatMap { dlsym($0, "__ctype_init") }.map {
        unsafeBitCast($0, to: (@convention(c) () -> Void).self)
    }

    private static let separated: Void = {
        guard let libc = second,
            let create = dlsym(libc, "pthread_key_create").map({ unsafeBitCast($0, to: KeyCreate.self) }),
            let delete = dlsym(libc, "pthread_key_delete").map({ unsafeBitCast($0, to: KeyDelete.self) })
        else { return }
        var first = pthread_key_t(0)
        guard pthread_key_create(&first, nil) == 0 else { return }
        var key = pthread_key_t(0)
        for _ in 1..<reserved { _ = pthread_key_create(&key, nil) }
        // The second C library's keys below the block stay taken (a few bytes each, for the run).
        while create(&key, nil) == 0 {
            if key >= first {
                _ = delete(key)
                return
            }
        }
    }()
}
