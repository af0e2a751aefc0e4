import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// One language's hyphenation patterns, loaded through libhyphen: where a word may be broken
/// with a hyphen. Shared by every thread that lays pages out; each word's answer is kept.
public final class Hyphenator: Sendable {
    private nonisolated(unsafe) let dictionary: OpaquePointer
    private let library: HyphenLibrary
    /// The patterns are ISO 8859-1 (a byte a letter) rather than UTF-8.
    private let latin1: Bool
    /// Each word's places: bit `k` set when a hyphen may follow its first `k` letters.
    private let answers = Mutex<[String: UInt64]>([:])

    /// Fewest letters before and after a hyphen (TeX's English minimums).
    static let leftMinimum = 2, rightMinimum = 3
    /// Words whose answers are kept before the store starts over (a word's answer is 8 bytes).
    private static let keptWords = 8_192

    private init(dictionary: OpaquePointer, library: HyphenLibrary, latin1: Bool) {
        self.dictionary = dictionary
        self.library = library
        self.latin1 = latin1
    }

    deinit { library.free(dictionary) }

    /// The patterns in `file`, loaded once for the whole run (German's take seconds: the reader
    /// loads them off the main thread, `loaded(file:)` says when they are there); nil when
    /// libhyphen is missing or the file cannot be read or is in another character set than
    /// UTF-8 or ISO 8859-1.
    public static func shared(file: String) -> Hyphenator? {
        if let known = loaded.withLock({ $0[file] }) { return known }
        // One thread loads a file while others that want it wait; `isLoaded` never waits.
        return loading.withLock { _ in
            if let known = loaded.withLock({ $0[file] }) { return known }
            let made = make(file: file)
            loaded.withLock { $0[file] = made }
            return made
        }
    }

    /// The patterns of `file` if they are loaded (or known not to load), without loading them.
    public static func isLoaded(file: String) -> Bool { loaded.withLock { $0[file] != nil } }

    private static let loaded = Mutex<[String: Hyphenator?]>([:])
    private static let loading = Mutex<Void>(())

    /// The largest pattern file loaded (German's, the largest Debian has, is 1 MB).
    static let maximumBytes = 8 << 20

    /// The patterns in `file`, read from a descriptor opened on it as a regular file (a FIFO or a
    /// device named like patterns would block libhyphen's reading for ever).
    private static func make(file: String) -> Hyphenator? {
        guard let library = HyphenLibrary.shared, case .success(let opened) = RegularFile.open(file) else { return nil }
        guard opened.size <= maximumBytes, let charset = charset(of: opened.fd), let stream = fdopen(opened.fd, "r") else {
            close(opened.fd)
            return nil
        }
        defer { fclose(stream) }
        guard let dictionary = library.load(stream) else { return nil }
        // libhyphen's loading builds tables it frees at once (2.5 MB for English, 39 MB for German):
        // given back now, they do not add to what the book's reading takes afterwards.
        _ = mallocTrim(0)
        return Hyphenator(dictionary: dictionary, library: library, latin1: charset != "UTF-8")
    }

    /// The character set a pattern file names on its first line: `UTF-8` or `ISO8859-1`; nil for any other.
    static func charset(of fd: Int32) -> String? {
        var bytes = [UInt8](repeating: 0, count: 64)
        let count = pread(fd, &bytes, bytes.count, 0)
        guard count > 0 else { return nil }
        let name = String(decoding: bytes.prefix(count).prefix { $0 != 0x0A }, as: UTF8.self).uppercased().filter {
            $0.isLetter || $0.isNumber
        }
        switch name {
        case "UTF8": return "UTF-8"
        case "ISO88591": return "ISO8859-1"
        default: return nil
        }
    }

    /// Where `word` (letters only, in any case) may take a hyphen: the counts of its scalars
    /// before each such place, ascending, at least `leftMinimum` from its start and `rightMinimum`
    /// from its end. Empty for a word too short, or with letters the patterns cannot spell.
    public func points(in word: String) -> [Int] {
        let lower = word.lowercased()
        let letters = word.unicodeScalars.count
        guard lower.unicodeScalars.count == letters else { return [] }
        let places = points(inLowercased: lower, letters: letters)
        return (1..<64).filter { places & (1 << $0) != 0 }
    }

    /// `points(in:)` of a word already in lower case, of `letters` scalars, as bits: bit `k` set
    /// when a hyphen may follow the first `k` letters.
    func points(inLowercased word: String, letters: Int) -> UInt64 {
        guard letters >= Self.leftMinimum + Self.rightMinimum, letters < 64 else { return 0 }
        if let known = answers.withLock({ $0[word] }) { return known }
        let found = hyphenate(word, letters: letters)
        answers.withLock { table in
            if table.count >= Self.keptWords { table.removeAll(keepingCapacity: true) }
            table[word] = found
        }
        return found
    }

    private func hyphenate(_ word: String, letters: Int) -> UInt64 {
        var bytes: [CChar]
        if latin1 {
            guard word.unicodeScalars.allSatisfy({ $0.value < 0x100 }) else { return 0 }
            bytes = word.unicodeScalars.map { CChar(bitPattern: UInt8($0.value)) }
        } else {
            bytes = word.utf8.map { CChar(bitPattern: $0) }
        }
        // libhyphen's vector has a mark per letter (odd: a hyphen may follow it), plus room it writes past.
        var marks = [CChar](repeating: 0, count: bytes.count + 5)
        var replacements: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
        var positions: UnsafeMutablePointer<Int32>?
        var cuts: UnsafeMutablePointer<Int32>?
        // The length is given, but libhyphen also reads the word as a C string (`strstr` for the
        // patterns' NOHYPHEN list): it ends in a NUL (found by the structure fuzz target, under ASan).
        let length = Int32(bytes.count)
        bytes.append(0)
        let failed = library.hyphenate(dictionary, bytes, length, &marks, nil, &replacements, &positions, &cuts)
        defer {
            // Non-standard hyphenation (German `Schiff-fahrt`) changes letters: those places are not taken.
            if let replacements {
                for i in 0..<letters { Glibc.free(replacements[i]) }
                Glibc.free(replacements)
            }
            Glibc.free(positions)
            Glibc.free(cuts)
        }
        guard failed == 0 else { return 0 }
        var result: UInt64 = 0
        for i in (Self.leftMinimum - 1)..<(letters - Self.rightMinimum) where marks[i] & 1 == 1 {
            if let replacements, replacements[i] != nil { continue }
            result |= 1 << (i + 1)
        }
        return result
    }
}
