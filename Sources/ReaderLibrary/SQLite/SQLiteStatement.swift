import CSQLite

/// A compiled statement: bind, step through its rows, read their columns.
public final class SQLiteStatement {
    private let handle: OpaquePointer
    /// Kept open as long as the statement is.
    private let database: SQLiteDatabase

    init(_ handle: OpaquePointer, database: SQLiteDatabase) {
        self.handle = handle
        self.database = database
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// Binds `values` to parameters 1… in order.
    public func bind(_ values: [SQLiteValue]) throws(SQLiteError) {
        for (i, value) in values.enumerated() {
            let index = Int32(i + 1)
            let rc: Int32
            switch value {
            case .integer(let n): rc = sqlite3_bind_int64(handle, index, n)
            case .real(let x): rc = sqlite3_bind_double(handle, index, x)
            case .text(let s): rc = sqlite3_bind_text(handle, index, s, -1, tr_sqlite_transient)
            case .blob(let bytes):
                rc = bytes.withUnsafeBytes { sqlite3_bind_blob(handle, index, $0.baseAddress, Int32($0.count), tr_sqlite_transient) }
            case .null: rc = sqlite3_bind_null(handle, index)
            }
            guard rc == SQLITE_OK else { throw SQLiteError(code: rc & 0xff, message: database.lastMessage) }
        }
    }

    /// Moves to the next row: true when there is one, false when the statement is done.
    @discardableResult
    public func step() throws(SQLiteError) -> Bool {
        switch sqlite3_step(handle) {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        case let rc: throw SQLiteError(code: rc & 0xff, message: database.lastMessage)
        }
    }

    /// Runs the statement again with new `values`: true when it gives a row.
    @discardableResult
    public func rerun(_ values: [SQLiteValue]) throws(SQLiteError) -> Bool {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        try bind(values)
        return try step()
    }

    /// Leaves the rows not read, and the read lock they hold (a statement left on a row keeps
    /// its snapshot, and a later write on the connection is refused as locked).
    public func reset() {
        sqlite3_reset(handle)
    }

    /// Column `i` of the current row as an integer (0 for NULL).
    public func integer(_ i: Int32) -> Int64 { sqlite3_column_int64(handle, i) }

    /// Column `i` of the current row as a real number (0 for NULL).
    public func real(_ i: Int32) -> Double { sqlite3_column_double(handle, i) }

    /// Column `i` of the current row as text (nil for NULL); invalid UTF-8 repaired.
    public func text(_ i: Int32) -> String? {
        guard let bytes = sqlite3_column_text(handle, i) else { return nil }
        let count = Int(sqlite3_column_bytes(handle, i))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }

    /// Column `i` of the current row as bytes (none for NULL), given to `body` without a copy:
    /// valid only during the call.
    public func withBytes<T>(_ i: Int32, _ body: (UnsafeRawBufferPointer) -> T) -> T {
        let start = sqlite3_column_blob(handle, i)
        return body(UnsafeRawBufferPointer(start: start, count: start == nil ? 0 : Int(sqlite3_column_bytes(handle, i))))
    }
}
