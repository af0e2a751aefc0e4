/// What an FB2's `description/title-info` says of the book: its title, authors, language and cover.
struct FB2Description {
    var title = ""
    /// Each author's names, first to last (`Лев Николаевич Толстой`).
    var authors: [String] = []
    /// The `lang` element: a language tag (`ru`, `zh`, `ja`) that sets the layout's conventions.
    var language = ""
    /// The id of the `binary` its `coverpage` shows.
    var cover: String?
}
