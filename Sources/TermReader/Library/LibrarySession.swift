import ReaderCore
import ReaderUI

#if canImport(Glibc)
import Glibc
#endif

/// Runs the library screen on the reader's `EventLoop` until a book is chosen (its path is
/// returned, the terminal already restored so the reading session opens its own) or the user
/// quits (nil). Forgetting a book (`d` then `y`) is a background job, as the reader's work is.
struct LibrarySession {
    let model: LibraryModel

    /// Shows the library on the real terminal; exits with 128 + the signal when one ended it.
    func run() throws -> String? {
        let screen = try NcursesScreen()
        switch show(on: screen, jobs: JobRunner.threads(wake: Signals.wake)) {
        case .signal(let signal): exit(128 + signal)
        case .open(let path): return path
        case .quit: return nil
        }
    }

    /// Shows the library on `screen`, its jobs run by `jobs`, until it ends; the screen restored.
    func show(on screen: any Screen, jobs: JobRunner) -> EventLoop.Ending {
        var model = model
        let size = screen.size
        _ = model.update(.resize(columns: size.columns, rows: size.rows))
        screen.draw(model.view())
        let ending = EventLoop(screen: screen, model: model, jobs: jobs).run()
        jobs.cancelAll()
        screen.restore()
        return ending
    }
}

/// The library in the event loop: nothing moves on its own, no key needs answering ahead of
/// the input before it, and its rows are dated by its own wall clock.
extension LibraryModel: LoopModel {
    mutating func update(_ event: AppEvent, now _: Double) -> [Effect] { update(event) }
    func view(now _: Double) -> Frame { view() }
    func nextFrameDelay(now _: Double) -> Int32 { -1 }
    func quits(_: AppEvent) -> Bool { false }
}
