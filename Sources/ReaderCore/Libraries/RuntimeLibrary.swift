#if canImport(Glibc)
import Glibc
#endif

/// A C library loaded with `dlopen` when its feature is first used (libhyphen, libmobi, OpenCC,
/// chafa): a reader who never uses the feature never loads it, an LGPL library is never linked
/// in, and the static release build, which cannot link them, loads them the same way.
public struct RuntimeLibrary: @unchecked Sendable { // a handle never closed
    let handle: UnsafeMutableRawPointer

    /// The first of `sonames` that loads, its thread keys set apart in a static executable
    /// (`StaticLibc`); nil when none is installed.
    public static func open(_ sonames: [String]) -> RuntimeLibrary? {
        StaticLibc.separateThreadKeys()
        for name in sonames {
            if let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) { return RuntimeLibrary(handle: handle) }
        }
        return nil
    }

    /// The function `name` as the C function type `F`; nil when the library lacks it.
    public func function<F>(_ name: String) -> F? { dlsym(handle, name).map { unsafeBitCast($0, to: F.self) } }
}
