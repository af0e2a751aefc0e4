#if canImport(Glibc)
import Glibc
#endif

/// Plain POSIX threads for background work (reading and counting a book).
///
/// The reader's background work runs on threads of its own rather than Swift's task pool:
/// nothing then starts libdispatch's timer thread, so an idle reader makes no wake-ups at all,
/// and each worker lowers its own scheduling priority so key presses always win the CPU.
public enum BackgroundThread {
    /// Niceness of worker threads: the event loop keeps priority over them.
    static let niceness: Int32 = 10

    /// Runs `body` on a new detached thread at background priority.
    public static func start(_ body: @escaping @Sendable () -> Void) {
        let box = Unmanaged.passRetained(Job(body)).toOpaque()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        var thread = pthread_t()
        if pthread_create(&thread, &attributes, Job.entry, box) != 0 {
            // No thread to be had: do the work here rather than lose it.
            Unmanaged<Job>.fromOpaque(box).takeRetainedValue().run()
        }
        pthread_attr_destroy(&attributes)
    }

    /// Runs `body(i)` for every i in 0..<count at once, on `count - 1` new threads and the
    /// calling one, and returns when all are done.
    public static func parallel(_ count: Int, _ body: (Int) -> Void) {
        guard count > 1 else {
            if count == 1 { body(0) }
            return
        }
        withoutActuallyEscaping(body) { body in
            // The closure is only called while this function waits for every thread to end.
            let shared = UnsafeSendable(body)
            var threads: [pthread_t] = []
            for i in 1..<count {
                let box = Unmanaged.passRetained(Job { shared.value(i) }).toOpaque()
                var thread = pthread_t()
                if pthread_create(&thread, nil, Job.entry, box) == 0 {
                    threads.append(thread)
                } else {
                    Unmanaged<Job>.fromOpaque(box).takeRetainedValue().run()
                }
            }
            body(0)
            for thread in threads { pthread_join(thread, nil) }
        }
    }

    /// `[body(0), body(1), … body(count - 1)]`, computed on every processor at once (each thread a
    /// run of indices of its own) when there are at least `minimumPerThread` for each; in order.
    public static func map<T>(_ count: Int, minimumPerThread: Int = 1, _ body: (Int) -> T) -> [T] {
        let threads = min(processorCount, count / max(1, minimumPerThread))
        guard threads > 1 else { return (0..<count).map(body) }
        return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
            let base = UnsafeSendable(buffer.baseAddress!)
            parallel(threads) { t in
                // Each thread initializes its own run of the buffer: no two write the same element.
                for i in (count * t / threads)..<(count * (t + 1) / threads) { (base.value + i).initialize(to: body(i)) }
            }
            initialized = count
        }
    }

    /// Lowers the calling thread's priority: on Linux the nice value belongs to each thread,
    /// and `who` 0 names the calling one.
    static func lowerPriority() {
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, niceness)
    }

    /// Logical processors online (at least 1).
    public static var processorCount: Int {
        max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    }

    /// A closure handed to a new thread.
    private final class Job {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
        func run() { body() }

        static let entry: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = { context in
            let job = Unmanaged<Job>.fromOpaque(context!).takeRetainedValue()
            BackgroundThread.lowerPriority()
            job.run()
            return nil
        }
    }

    /// Carries a closure that is not Sendable to threads that run it while its owner waits.
    private struct UnsafeSendable<T>: @unchecked Sendable {
        let value: T
        init(_ value: T) { self.value = value }
    }
}
