import ReaderUI

/// A model an `EventLoop` runs, in the one dialect of the reader and the library: events in
/// through `update`, the `Effect`s the loop carries out back, and a `view` to draw.
protocol LoopModel {
    /// Changes the state for `event` at `now` (monotonic seconds); what the loop must do next.
    mutating func update(_ event: AppEvent, now: Double) -> [Effect]
    /// The whole screen at `now`.
    func view(now: Double) -> Frame
    /// Milliseconds until the next frame is due, or -1 when nothing moves (the loop waits for input).
    func nextFrameDelay(now: Double) -> Int32
    /// Whether `event` quits at once, however much input waits before it.
    func quits(_ event: AppEvent) -> Bool
}

extension ReaderModel: LoopModel {}
