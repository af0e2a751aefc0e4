import ReaderCore
import ReaderUI

/// The reader's model driven without a terminal (`render`, `info`): events go in, the
/// background jobs they ask for run at once and their results go back in, frames come out
/// of `view` — so these commands print what the reader shows, by the reader's own code.
struct ModelDriver {
    let model: ReaderModel
    private let jobs = JobRunner.immediate()

    /// Opens `book` as the reader does: a first page at once, then the whole book adopted
    /// (`.bookLoaded`) and its pages counted at a `columns` × `rows` screen; `notes` drawn on it.
    init(start: ReaderStart, book: Book, columns: Int, rows: Int, notes: BookAnnotations = BookAnnotations(fingerprint: "")) {
        model = start.model(book: book, columns: columns, rows: rows, provisional: true, notes: notes)
        send(.bookLoaded(book))
    }

    /// Hands `event` to the model, then the results of the jobs it asked for, until none is left.
    func send(_ event: AppEvent) {
        var events = [event]
        while !events.isEmpty {
            for event in events {
                for effect in model.update(event) {
                    switch effect {
                    case .start(let job): jobs.start(job)
                    case .cancel(let kind): jobs.cancel(kind)
                    default: break
                    }
                }
            }
            events = jobs.finished()
        }
    }
}
