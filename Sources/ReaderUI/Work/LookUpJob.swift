import ReaderCore

/// Looks text up in the dictionaries, off the main thread (the first look-up opens them).
package struct LookUpJob: BackgroundJob {
    package let text: String
    package let shelf: DictionaryShelf

    package func run(_ context: JobContext) -> AppEvent? {
        let result = shelf.lookUp(text)
        return context.isStale() ? nil : .definitions(result)
    }

    package static func == (a: Self, b: Self) -> Bool { a.text == b.text && a.shelf === b.shelf }
}
