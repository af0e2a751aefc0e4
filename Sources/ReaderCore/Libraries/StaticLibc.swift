#if canImport(Glibc)
import Glibc
#endif

/// A static executable (the release build) that `dlopen`s a shared library gets a second glibc,
/// `libc.so.6`, loaded for it, with its own table of thread keys: it hands out key 0 again, which
/// the Swift runtime already uses, and glib's constructor then takes the runtime's thread value
/// for its own and crashes. Before such a library is loaded, the keys are split: this side
/// reserves a block it never uses and the second C library marks every key below that block
/// as taken, so its keys (glib's, chafa's, libxml2's) fall inside the block, which nothing else touches.
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

    private static let separated: Void = {
        let own: KeyCreate = pthread_key_create
        guard let libc = dlopen("libc.so.6", RTLD_NOW | RTLD_LOCAL),
            let create = dlsym(libc, "pthread_key_create").map({ unsafeBitCast($0, to: KeyCreate.self) }),
            let delete = dlsym(libc, "pthread_key_delete").map({ unsafeBitCast($0, to: KeyDelete.self) }),
            unsafeBitCast(create, to: UnsafeRawPointer.self) != unsafeBitCast(own, to: UnsafeRawPointer.self)
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
