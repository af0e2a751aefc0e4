#if canImport(Glibc)
import Glibc
#endif

/// Values passed in order from a thread that makes them to one that uses them, each with a
/// weight (a book's size): the maker waits for room for the next before making it
/// (`waitForRoom`), so the values waiting never weigh more than `limit` together — one value
/// heavier than that waits alone. Either side may `close` it: the maker then stops, and the
/// user is given what was waiting, then nil.
public final class Handoff<Value>: @unchecked Sendable {
    private let limit: Int
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let changed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    // Guarded by `lock`.
    private var waiting: [(value: Value, weight: Int)] = []
    private var weight = 0
    private var closed = false
    private var userWaits = false

    public init(limit: Int) {
        self.limit = limit
        pthread_mutex_init(lock, nil)
        pthread_cond_init(changed, nil)
    }

    deinit {
        pthread_cond_destroy(changed)
        pthread_mutex_destroy(lock)
        changed.deallocate()
        lock.deallocate()
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
            pthread_cond_broadcast(changed)
            return true
        }
    }

    /// The next value, once there is one; nil once closed with none waiting.
    public func take() -> Value? {
        locked {
            while waiting.isEmpty, !closed {
                userWaits = true
                pthread_cond_wait(changed, lock)
            }
            userWaits = false
            guard !waiting.isEmpty else { return nil }
            // Few wait at once: moving the rest up costs nothing, and the user's value is no longer held here.
            let next = waiting.removeFirst()
            weight -= next.weight
            pthread_cond_broadcast(changed)
            return next.value
        }
    }

    /// No more values are made or wanted.
    public func close() {
        locked {
            closed = true
            pthread_cond_broadcast(changed)
        }
    }

    /// Whether it was closed.
    public var isClosed: Bool { locked { closed } }

    /// Whether the user is waiting for a value: the maker is behind.
    public var isUserWaiting: Bool { locked { userWaits } }

    /// Waits, holding `lock`, until a value of `weight` fits or it is closed; true when it fits.
    private func roomOrClosed(_ weight: Int) -> Bool {
        while !waiting.isEmpty, self.weight + weight > limit, !closed { pthread_cond_wait(changed, lock) }
        return !closed
    }

    private func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return body()
    }
}
