/// A TOML table: keys in the order they were written, each with the line it was written
/// on, so the config loader can name the line of every unknown key or bad value.
package struct TOMLTable: Equatable, Sendable {
    /// One `key = value` (or sub-table) and its line.
    package struct Entry: Equatable, Sendable {
        package var key: String
        package var value: TOMLValue
        package var line: Int
    }

    package private(set) var entries: [Entry] = []
    /// Where each key is in `entries` (the first, if one is there twice): a lookup costs the same
    /// however many keys there are, so a megabyte of them is read in linear time, not quadratic.
    private var positions: [String: Int] = [:]

    package init(_ entries: [Entry] = []) {
        self.entries = entries
        for (position, entry) in entries.enumerated() where positions[entry.key] == nil { positions[entry.key] = position }
    }

    /// The entry for `key`, if any.
    package subscript(key: String) -> Entry? {
        positions[key].map { entries[$0] }
    }

    /// Adds `entry` after the others.
    private mutating func append(_ entry: Entry) {
        positions[entry.key] = entries.count
        entries.append(entry)
    }

    /// Sets `value` at `path` (a dotted key relative to this table), creating the tables
    /// on the way; a key that already exists is an error, as TOML requires.
    package mutating func insert(_ value: TOMLValue, at path: ArraySlice<String>, line: Int) throws(TOMLError) {
        let key = path.first!
        let index = positions[key]
        if path.count == 1 {
            guard index == nil else { throw TOMLError(line: line, message: "duplicate key '\(key)'") }
            append(Entry(key: key, value: value, line: line))
            return
        }
        try withTable(key, at: index, line: line) { (table: inout TOMLTable) throws(TOMLError) in
            try table.insert(value, at: path.dropFirst(), line: line)
        }
    }

    /// Makes sure a table exists at `path`, creating it (and its parents) if needed.
    package mutating func ensureTable(at path: ArraySlice<String>, line: Int) throws(TOMLError) {
        guard let key = path.first else { return }
        let index = positions[key]
        try withTable(key, at: index, line: line) { (table: inout TOMLTable) throws(TOMLError) in
            try table.ensureTable(at: path.dropFirst(), line: line)
        }
    }

    /// Runs `body` on the sub-table `key` (found at `index`, or created), writing it back.
    private mutating func withTable(
        _ key: String, at index: Int?, line: Int, _ body: (inout TOMLTable) throws(TOMLError) -> Void
    ) throws(TOMLError) {
        guard let index else {
            var table = TOMLTable()
            try body(&table)
            append(Entry(key: key, value: .table(table), line: line))
            return
        }
        guard case .table(var table) = entries[index].value else {
            throw TOMLError(line: line, message: "'\(key)' is a value, not a table")
        }
        entries[index].value = .integer(0)  // drop the reference so the table is mutated in place
        defer { entries[index].value = .table(table) }
        try body(&table)
    }
}
