#if canImport(Glibc)
import Glibc
#endif

/// Values passed in order from a thread that makes them to one that uses them, each with a
/// weight (a book's size): the maker waits for room for the next before making it
/// (`waitForRoom`), so the values waiting never weigh more than `limit` together — one value
/// heavier than that waits alone. Either side may `close` it: the maker then stops, and the
/// user is given what was waiting, then nil. Handoffs made with one `HandoffLock` let their
/// user wait for whichever has a value first (`firstReady`).
public final class Handoff<Value>: @unchecked Sendable {
    private let limit: Int
    private let shared: HandoffLock
    // Guarded by `shared`.
    private var waiting: [(value: Value, weight: Int)] = []
    private var weight = 0
    private var closed = false
    private var userWaits = false

    public init(limit: Int, lock: HandoffLock = HandoffLock()) {
        self.limit = limit
        shared = lock
    }

    /// Waits until a value of `weight` fits; false once closed (nothing more is wanted).
    public func waitForRoom(_ weight: Int) -> Bool {
        locked { roomOrClosed(weight) }
    }

    /// Adds `value` once it fits; false, the value dropped, once closed.
    @discardableResult
    public func put(_ value: Value, weight: Int) -> Bool {
        locked {
            guard roomOrClosed(weight) else { return false }
            waiting.append((value, weight))
            self.weight += weight
            shared.broadcast()
            return true
        }
    }

    /// The next value, once there is one; nil once closed with none waiting.
    public func take() -> Value? {
        locked {
            while waiting.isEmpty, !closed {
                userWaits = true
                shared.wait()
            }
            userWaits = false
            guard !waiting.isEmpty else { return nil }
            // Few wait at once: moving the rest up costs nothing, and the user's value is no longer held here.
            let next = waiting.removeFirst()
            weight -= next.weight
            shared.broadcast()
            return next.value
        }
    }

    /// The index of the first of `handoffs` (all made with one `HandoffLock`), from `start` on and
    /// round, holding a value, once one does; nil once all are closed with none waiting. While it
    /// waits, every maker sees the user waiting.
    public static func firstReady(_ handoffs: [Handoff], from start: Int) -> Int? {
        guard let lock = handoffs.first?.shared else { return nil }
        precondition(handoffs.allSatisfy { $0.shared === lock }, "handoffs waited on together share one lock")
        return lock.locked {
            defer { for handoff in handoffs { handoff.userWaits = false } }
            while true {
                for k in handoffs.indices {
                    let i = (start + k) % handoffs.count
                    if !handoffs[i].waiting.isEmpty { return i }
                }
                if handoffs.allSatisfy(\.closed) { return nil }
                for handoff in handoffs { handoff.userWaits = true }
                lock.wait()
            }
        }
    }

    /// No more values are made or wanted.
    public func close() {
        locked {
            closed = true
            shared.broadcast()
        }
    }

    /// Whether it was closed.
    public var isClosed: Bool { locked { closed } }

    /// Whether the user is waiting for a value: the maker is behind.
    public var isUserWaiting: Bool { locked { userWaits } }

    /// Waits, holding `lock`, until a value of `weight` fits or it is closed; true when it fits.
    private func roomOrClosed(_ weight: Int) -> Bool {
        while !waiting.isEmpty, self.weight + weight > limit, !closed { shared.wait() }
        return !closed
    }

    private func locked<T>(_ body: () -> T) -> T { shared.locked(body) }
}

/// The lock and condition of one or more `Handoff`s: each change to any of them wakes every
/// thread waiting on any of them, which then looks again.
public final class HandoffLock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let changed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    public init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(changed, nil)
    }

    deinit {
        pthread_cond_destroy(changed)
        pthread_mutex_destroy(mutex)
        changed.deallocate()
        mutex.deallocate()
    }

    func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }

    /// Waits for a change; called holding the lock.
    func wait() { pthread_cond_wait(changed, mutex) }

    /// Wakes every waiting thread; called holding the lock.
    func broadcast() { pthread_cond_broadcast(changed) }
}
