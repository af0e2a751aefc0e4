#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// Memory per input byte: the heap an input may grow while it is read is at most `perByte`
/// bytes for each of its bytes plus `constant`. A bomb that builds gigabytes from a few
/// kilobytes fails here long before libFuzzer's RSS limit, and with the input that did it.
///
/// The harness counts through AddressSanitizer's malloc and free hooks (every thread's
/// allocations): the bytes allocated and not yet freed, and their high-water mark.
struct MemoryCeiling {
    let perByte: Int
    let constant: Int

    /// `perByte` unless `FUZZ_MEMORY_PER_BYTE` says otherwise (for a longer, stricter run).
    init(perByte: Int, constant: Int = 8 << 20) {
        self.perByte = getenv("FUZZ_MEMORY_PER_BYTE").flatMap { Int(String(cString: $0)) } ?? perByte
        self.constant = constant
    }

    /// Runs `body` for an input of `inputBytes` and fails when the heap grew past the ceiling.
    func enforce(inputBytes: Int, _ body: () -> Void) {
        HeapCounter.installOnce()
        let start = HeapCounter.live.load(ordering: .relaxed)
        HeapCounter.peak.store(start, ordering: .relaxed)
        body()
        let grown = HeapCounter.peak.load(ordering: .relaxed) - start
        let limit = perByte * inputBytes + constant
        check(grown <= limit, "the heap grew by \(grown >> 10) KiB for \(inputBytes) input bytes (ceiling \(limit >> 10) KiB: \(perByte) per byte + \(constant >> 20) MiB)")
    }
}

/// The heap as AddressSanitizer's hooks see it: live bytes and their peak since the last reset.
enum HeapCounter {
    static let live = Atomic<Int>(0)
    static let peak = Atomic<Int>(0)
    private static let installed = Atomic<Bool>(false)

    private typealias MallocHook = @convention(c) (UnsafeRawPointer?, Int) -> Void
    private typealias FreeHook = @convention(c) (UnsafeRawPointer?) -> Void
    private typealias Install = @convention(c) (MallocHook, FreeHook) -> CInt
    private typealias AllocatedSize = @convention(c) (UnsafeRawPointer?) -> Int

    /// The sanitizer's size of an allocation (looked up once: the runtime is linked in, not imported).
    nonisolated(unsafe) private static var allocatedSize: AllocatedSize?

    /// Installs the hooks the first time (the sanitizer runtime's functions, found with `dlsym`).
    static func installOnce() {
        guard !installed.exchange(true, ordering: .relaxed) else { return }
        guard let install = dlsym(nil, "__sanitizer_install_malloc_and_free_hooks"),
              let size = dlsym(nil, "__sanitizer_get_allocated_size") else {
            check(false, "no AddressSanitizer malloc hooks: build with -sanitize=address")
            return
        }
        allocatedSize = unsafeBitCast(size, to: AllocatedSize.self)
        _ = unsafeBitCast(install, to: Install.self)(
            { _, size in
                let now = HeapCounter.live.add(size, ordering: .relaxed).newValue
                var seen = HeapCounter.peak.load(ordering: .relaxed)
                while now > seen {
                    let (exchanged, current) = HeapCounter.peak.compareExchange(expected: seen, desired: now, ordering: .relaxed)
                    if exchanged { break }
                    seen = current
                }
            },
            { pointer in
                guard let pointer, let size = HeapCounter.allocatedSize?(pointer) else { return }
                HeapCounter.live.subtract(size, ordering: .relaxed)
            })
    }
}
