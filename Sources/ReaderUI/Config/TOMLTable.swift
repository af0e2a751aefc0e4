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

    /// Adds a new table to the array of tables at `path` (`[[a.b]]`), creating the array (and the
    /// tables above it) if needed; keys written after it go into it.
    package mutating func appendTable(at path: ArraySlice<String>, line: Int) throws(TOMLError) {
        let key = path.first!
        let index = positions[key]
        guard path.count == 1 else {
            try withTable(key, at: index, line: line) { (table: inout TOMLTable) throws(TOMLError) in
                try table.appendTable(at: path.dropFirst(), line: line)
            }
            return
        }
        guard let index else {
            append(Entry(key: key, value: .array([.table(TOMLTable())]), line: line))
            return
        }
        guard case .array(var tables) = entries[index].value, tables.allSatisfy({ if case .table = $0 { true } else { false } }) else {
            throw TOMLError(line: line, message: "'\(key)' is a value, not an array of tables")
        }
        entries[index].value = .integer(0)  // drop the reference so the array is changed in place
        tables.append(.table(TOMLTable()))
        entries[index].value = .array(tables)
    }

    /// Runs `body` on the sub-table `key` (found at `index`, or created), writing it back; in an
    /// array of tables, on its last table.
    private mutating func withTable(
        _ key: String, at index: Int?, line: Int, _ body: (inout TOMLTable) throws(TOMLError) -> Void
    ) throws(TOMLError) {
        guard let index else {
            var table = TOMLTable()
            try body(&table)
            append(Entry(key: key, value: .table(table), line: line))
            return
        }
        if case .array(var tables) = entries[index].value, case .table(var table) = tables.last {
            entries[index].value = .integer(0)
            defer {
                tables[tables.count - 1] = .table(table)
                entries[index].value = .array(tables)
            }
            try body(&table)
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
