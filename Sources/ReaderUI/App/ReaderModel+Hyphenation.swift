import ReaderCore

#if canImport(Glibc)
import Glibc
#endif

/// Hyphenation in the reader: the patterns of the book's language, loaded before the first page
/// when they load quickly (English's take about 10 ms), else off the main thread, the page laid
/// out again, at the same place, once they are there.
extension ReaderModel {
    /// Pattern files up to this size are loaded before the first page; larger ones (German's,
    /// 1 MB, take seconds in libhyphen) in the background.
    static let quickPatternBytes = 256 * 1024

    /// The patterns for `book` when `settings` hyphenate and one of `folders` has its language's.
    static func hyphenationFile(for book: Book, settings: LayoutSettings, folders: [String]) -> String? {
        guard settings.hyphenate, !folders.isEmpty, let language = book.hyphenationLanguage else { return nil }
        return HyphenationPatterns.file(for: language, in: folders)
    }

    static func loadsQuickly(_ file: String) -> Bool {
        guard case .success(let opened) = RegularFile.open(file) else { return false }
        close(opened.fd)
        return opened.size <= quickPatternBytes
    }

    /// The pattern file the page is laid out with: the book's `file`, once loaded.
    static func loaded(_ file: String?) -> String? {
        file.flatMap { Hyphenator.isLoaded(file: $0) ? $0 : nil }
    }

    /// The work that loads the book's patterns, when they are not loaded yet.
    package var hyphenationJob: (any BackgroundJob)? {
        guard let hyphenationFile, !Hyphenator.isLoaded(file: hyphenationFile) else { return nil }
        return HyphenationJob(file: hyphenationFile)
    }
}
