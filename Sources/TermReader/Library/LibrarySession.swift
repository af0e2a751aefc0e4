import ReaderCore
import ReaderUI

#if canImport(Glibc)
import Glibc
#endif

/// Runs the library screen on the reader's `EventLoop` until a book is chosen (its path and the
/// place to open it at are returned, the terminal already restored so the reading session opens
/// its own) or the user quits (nil). Forgetting a book (`d` then `y`) is a background job, as the reader's work is.
/// The session keeps the model as it was left, so a book that cannot be opened brings the same
/// list back with the reason (`couldNotOpen`).
final class LibrarySession {
    /// The library's model, as the last run left it.
    private(set) var library: LibraryModel

    init(model: LibraryModel) {
        library = model
    }

    /// Shows the library on the real terminal; exits with 128 + the signal when one ended it.
    func run() throws -> (path: String, at: Location?)? {
        let screen = try NcursesScreen()
        library.pictureColors = screen.depth
        switch show(on: screen, jobs: JobRunner.threads(wake: Signals.wake)) {
        case .signal(let signal): exit(128 + signal)
        case .open(let path, let place): return (path, place)
        case .quit: return nil
        }
    }

    /// Shows the library on `screen`, its jobs run by `jobs`, until it ends; the screen restored.
    func show(on screen: any Screen, jobs: JobRunner) -> EventLoop.Ending {
        let size = screen.size
        // The first book's cover is asked for by the first size.
        for case .start(let job) in library.update(.resize(columns: size.columns, rows: size.rows)) { jobs.start(job) }
        screen.draw(library.view())
        let loop = EventLoop(screen: screen, model: library, jobs: jobs)
        let ending = loop.run()
        if let left = loop.model as? LibraryModel { library = left }
        jobs.cancelAll()
        screen.restore()
        return ending
    }

    /// The book chosen could not be opened: the list shows `reason` in its footer when shown again.
    func couldNotOpen(_ reason: String) {
        library.couldNotOpen(reason)
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
