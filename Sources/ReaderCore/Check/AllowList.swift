#if canImport(Glibc)
import Glibc
#endif

/// The flags the sweep may leave unflagged for some books, each for a stated reason: a small
/// text file, one entry a line, `PATTERN FLAG REASON…` (`#` starts a comment). PATTERN is a glob
/// (`fnmatch`, `*` crossing folders) matched against the end of a book's path at a folder
/// boundary, so `en/moby-dick.*.txt` matches wherever the corpus sits.
public struct AllowList: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public var pattern: String
        public var flag: CheckFlag
        public var reason: String
    }

    public var entries: [Entry] = []

    public init() {}

    /// Parses `text`; a line that is not an entry (unknown flag, no reason) is an error naming its line.
    public init(parsing text: String) throws(AllowListError) {
        for (n, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.prefix { $0 != "#" }
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            if fields.isEmpty { continue }
            guard fields.count >= 3 else { throw AllowListError(line: n + 1, reason: "needs a pattern, a flag and a reason") }
            guard let flag = CheckFlag(rawValue: String(fields[1])) else {
                throw AllowListError(line: n + 1, reason: "unknown flag \(fields[1])")
            }
            entries.append(Entry(pattern: String(fields[0]), flag: flag, reason: fields[2...].joined(separator: " ")))
        }
    }

    /// The reason `flag` is accepted for the book at `path`, or nil when it is not.
    public func reason(for flag: CheckFlag, path: String) -> String? {
        entries.first { $0.flag == flag && Self.matches($0.pattern, path) }?.reason
    }

    /// Whether `pattern` matches `path` or a tail of it that starts after a `/`.
    static func matches(_ pattern: String, _ path: String) -> Bool {
        if fnmatch(pattern, path, 0) == 0 { return true }
        var tail = path[...]
        while let slash = tail.firstIndex(of: "/") {
            tail = tail[tail.index(after: slash)...]
            if fnmatch(pattern, String(tail), 0) == 0 { return true }
        }
        return false
    }
}

/// A line of an allow-list that cannot be read.
public struct AllowListError: Error, Equatable, CustomStringConvertible {
    public var line: Int
    public var reason: String
    public var description: String { "allow-list line \(line): \(reason)" }
}
