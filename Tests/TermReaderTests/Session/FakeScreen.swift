import Glibc
import ReaderUI
import Synchronization

@testable import TermReader

/// A `Screen` without a terminal: input comes from a script of bursts (each burst is what the
/// terminal has queued when the loop next waits), frames drawn are recorded. When the script
/// runs out the screen reports a hangup, so a loop under test always ends. A job finished
/// by `jobs()` wakes the next wait, as the wake-up pipe wakes the real screen's.
final class FakeScreen: Screen {
    let size: TerminalSize
    /// Every frame drawn, in order.
    private(set) var frames: [Frame] = []
    /// How many frames had been drawn when each burst was asked for.
    private(set) var framesBeforeBurst: [Int] = []
    private(set) var invalidations = 0
    /// What was put on the clipboard.
    private(set) var copied: [String] = []
    private(set) var restored = false
    private(set) var terminationSignal: Int32?
    private var bursts: [[TerminalEvent]]
    private var queued: [TerminalEvent] = []
    /// Whether a finished job woke the screen since its last wait (the wake-up pipe).
    private let woken = WakeUp()

    init(columns: Int, rows: Int, input bursts: [[TerminalEvent]]) {
        size = TerminalSize(columns: columns, rows: rows)
        self.bursts = bursts
    }

    /// A wait for input (a timeout above 0 or none) starts the next burst; a look without waiting
    /// takes what is left of the current one.
    func nextEvent(timeoutMs: Int?) -> TerminalEvent? {
        if queued.isEmpty && timeoutMs != 0 {
            // A wake-up ends the wait with no event, and the loop takes the finished work.
            if woken.pending.exchange(false, ordering: .relaxed) { return nil }
            guard !bursts.isEmpty else {
                terminationSignal = SIGHUP
                return nil
            }
            framesBeforeBurst.append(frames.count)
            queued = bursts.removeFirst()
        }
        return queued.isEmpty ? nil : queued.removeFirst()
    }

    func draw(_ frame: Frame) {
        precondition(!restored, "drawn after restore")
        frames.append(frame)
    }

    /// Runs jobs at once on the loop's thread; each result wakes the screen's next wait.
    func jobs() -> JobRunner {
        JobRunner(execute: { $0() }, wake: { [woken] in woken.pending.store(true, ordering: .relaxed) })
    }

    func invalidate() { invalidations += 1 }
    func copy(_ text: String) { copied.append(text) }
    func suspend() {}
    func restore() { restored = true }

    /// The screen as it stood when burst `index` was asked for: the frame the bursts before it left.
    func shown(beforeBurst index: Int) -> Frame { frames[framesBeforeBurst[index] - 1] }

    /// The fake's wake-up pipe: set by a finished job's thread, taken by the next wait.
    private final class WakeUp: Sendable {
        let pending = Atomic(false)
    }
}
