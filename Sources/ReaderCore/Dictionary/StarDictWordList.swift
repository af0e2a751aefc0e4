#if canImport(Glibc)
import Glibc
#endif

/// A StarDict word list, `.idx` (each word with its article's offset and size) or `.syn` (each
/// synonym with the number of its word in the `.idx`): zero-terminated words each followed by
/// `tail` bytes, sorted by StarDict's order (ASCII letters folded, then bytes). It is read once
/// to keep the start and first word of every 32nd entry; a search bisects those in memory and
/// reads one or two pages of the file with `pread` (as StarDict's own `.oft` cache does).
final class StarDictWordList: Sendable {
    let file: SourceFile
    let tail: Int
    /// Where each page of `pageSize` entries starts, and the end of the list.
    private let starts: [Int]
    /// The first word of each page.
    private let firstWords: [[UInt8]]
    /// How many entries the list holds.
    let count: Int

    static let pageSize = 32
    /// StarDict's words are shorter than 256 bytes; a longer one means a damaged list.
    static let wordLimit = 256

    init(_ file: SourceFile, tail: Int) throws(DictionaryError) {
        self.file = file
        self.tail = tail
        var starts: [Int] = [], firstWords: [[UInt8]] = []
        var count = 0
        var block: [UInt8] = [], blockStart = 0
        var at = 0
        while at < file.size {
            // Keep a whole entry in the block: read on from `at` when it may end past it.
            if at + Self.wordLimit + tail > blockStart + block.count, blockStart + block.count < file.size {
                blockStart = at
                block = file.bytes(in: at..<min(file.size, at + (1 << 20)))
            }
            let local = at - blockStart
            let found = block.withUnsafeBufferPointer { buffer in
                memchr(buffer.baseAddress! + local, 0, min(Self.wordLimit, buffer.count - local)).map {
                    UnsafeRawPointer($0) - UnsafeRawPointer(buffer.baseAddress!)
                }
            }
            guard let zero = found, zero + 1 + tail <= block.count else {
                throw DictionaryError("\(file.path): damaged after \(count) words")
            }
            if count % Self.pageSize == 0 {
                starts.append(at)
                firstWords.append(Array(block[local..<zero]))
            }
            count += 1
            at = blockStart + zero + 1 + tail
        }
        starts.append(file.size)
        self.starts = starts
        self.firstWords = firstWords
        self.count = count
    }

    /// The entries whose word equals `word` with ASCII letters folded, in order: the word,
    /// its number in the list and its tail bytes.
    func entries(matching word: [UInt8]) -> [(word: [UInt8], number: Int, tail: [UInt8])] {
        // The last page starting before the word: the first match is in it or after it.
        var low = 0, high = firstWords.count
        while low < high {
            let middle = (low + high) / 2
            if Self.foldedOrder(firstWords[middle], word) < 0 { low = middle + 1 } else { high = middle }
        }
        var found: [(word: [UInt8], number: Int, tail: [UInt8])] = []
        for page in max(0, low - 1)..<firstWords.count {
            var past = false
            forEach(inPage: page) { entry, number, tail in
                let order = Self.foldedOrder(entry, word)
                if order == 0 { found.append((Array(entry), number, Array(tail))) }
                past = order > 0
                return !past
            }
            if past { break }
        }
        return found
    }

    /// The entry numbered `number`.
    func entry(_ number: Int) -> (word: [UInt8], tail: [UInt8])? {
        guard number >= 0, number < count else { return nil }
        var result: (word: [UInt8], tail: [UInt8])?
        forEach(inPage: number / Self.pageSize) { word, n, tail in
            if n == number { result = (Array(word), Array(tail)) }
            return n < number
        }
        return result
    }

    /// Calls `body` with each entry of page `page` until it returns false.
    private func forEach(inPage page: Int, _ body: (ArraySlice<UInt8>, Int, ArraySlice<UInt8>) -> Bool) {
        let bytes = file.bytes(in: starts[page]..<starts[page + 1])
        var at = 0
        var number = page * Self.pageSize
        while at < bytes.count, let zero = bytes[at...].firstIndex(of: 0), zero + 1 + tail <= bytes.count {
            guard body(bytes[at..<zero], number, bytes[zero + 1..<zero + 1 + tail]) else { return }
            at = zero + 1 + tail
            number += 1
        }
    }

    /// StarDict's order of two words with ASCII letters folded (negative: `a` first).
    static func foldedOrder<A: Collection<UInt8>, B: Collection<UInt8>>(_ a: A, _ b: B) -> Int {
        var i = a.makeIterator(), j = b.makeIterator()
        while true {
            switch (i.next(), j.next()) {
            case (nil, nil): return 0
            case (nil, _): return -1
            case (_, nil): return 1
            case (let x?, let y?):
                let fx = x >= 65 && x <= 90 ? x + 32 : x, fy = y >= 65 && y <= 90 ? y + 32 : y
                if fx != fy { return fx < fy ? -1 : 1 }
            }
        }
    }
}
