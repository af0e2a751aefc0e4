/// The settings of `[read-aloud]`, `[dictionary]`, `[library]` and `[sync]`.
extension Settings {
    package static let speechRate = Setting(
        "read-aloud", "rate", format: .integer(SpeechSettings.rates), path: \.speech.rate, summary: "reading aloud: words a minute",
        help: "+ and - change it while it reads.")
    package static let speechStop = Setting(
        "read-aloud", "stop", format: .word, path: \.speech.stop, summary: "reading aloud: where it stops by itself",
        help: "book (its end) or chapter (the end of the one it is in).")
    package static let speechMinutes = Setting(
        "read-aloud", "minutes", format: .integer(0...1440), path: \.speech.minutes, summary: "reading aloud: the sleep timer",
        help: "Minutes after which it stops; 0: none. While it reads, z sets 15, 30, 45, 60 or 90 minutes, then none.")
    package static let speechOutput = Setting(
        "read-aloud", "output", format: .text("a folder"), path: \.speech.folder, summary: "reading aloud into files",
        help: "A folder to write each sentence's WAV file into (000001.wav, …) instead of playing it; empty: played.")
    package static let dictionaryPaths = Setting(
        "dictionary", "paths", format: .folders, path: \.dictionaryPaths, summary: "where your dictionaries are",
        help: "Folders (or .ifo / .index files) holding StarDict or dictd dictionaries, searched before the standard ones.")
    package static let libraryFolders = Setting(
        "library", "folders", format: .folders, path: \.libraryFolders, summary: "folders the library lists",
        help: "Their books, in every folder below them, are listed after the books you have read.")
    package static let downloads = Setting(
        "library", "downloads", format: .text("a folder"), path: \.downloadFolder, summary: "where downloaded books go",
        help: "Books downloaded from catalogues; empty: $XDG_DATA_HOME/termreader/books.")
    package static let syncFolder = Setting(
        "sync", "folder", format: .text("a folder"), path: \.syncFolder, summary: "the folder a sync tool carries",
        help:
            "Syncthing, Dropbox, Nextcloud or git carries it between your machines: each book's place, bookmarks, writing and highlights are kept there, one file per book and machine, and merged. Empty: nothing is synchronised."
    )
    package static let syncDevice = Setting(
        "sync", "device", format: .text("a name"), path: \.syncDevice, summary: "this machine's name in the sync folder",
        help: "Empty: the host's name and a random suffix.")

    /// These tables' settings, in the order the default config file lists them.
    static var otherTables: [AnySetting] {
        [
            speechRate.erased, speechStop.erased, speechMinutes.erased, speechOutput.erased, dictionaryPaths.erased,
            libraryFolders.erased, downloads.erased, syncFolder.erased, syncDevice.erased,
        ]
    }
}
