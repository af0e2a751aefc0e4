import CSQLite

/// One connection to an SQLite database file, used from one thread at a time. Every other
/// writer is waited for (`busyTimeout`) rather than failed on, so two readers indexing at once
/// take turns.
public final class SQLiteDatabase {
    let handle: OpaquePointer

    /// Opens `path`, creating it when `create` (else read only: nothing is ever written, and a
    /// writer holding the file is waited for, never locked out).
    public init(path: String, create: Bool) throws(SQLiteError) {
        var db: OpaquePointer?
        let flags = (create ? SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE : SQLITE_OPEN_READONLY) | SQLITE_OPEN_NOMUTEX
        let rc = sqlite3_open_v2(path, &db, flags, nil)
        guard rc == SQLITE_OK, let db else {
            let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close_v2(db)
            throw SQLiteError(code: rc & 0xff, message: message)
        }
        handle = db
        sqlite3_busy_timeout(db, Self.busyTimeout)
        sqlite3_extended_result_codes(db, 0)
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    /// Runs `sql` (one or more statements, no parameters, no rows wanted).
    public func execute(_ sql: String) throws(SQLiteError) {
        var error: UnsafeMutablePointer<CChar>?
        let rc = sqlite3_exec(handle, sql, nil, nil, &error)
        guard rc == SQLITE_OK else {
            let message = error.map { String(cString: $0) } ?? lastMessage
            sqlite3_free(error)
            throw SQLiteError(code: rc & 0xff, message: message)
        }
    }

    /// A compiled statement of `sql`, its parameters bound in order.
    public func prepare(_ sql: String, _ values: [SQLiteValue] = []) throws(SQLiteError) -> SQLiteStatement {
        var statement: OpaquePointer?
        let rc = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
        guard rc == SQLITE_OK, let statement else { throw SQLiteError(code: rc & 0xff, message: lastMessage) }
        let compiled = SQLiteStatement(statement, database: self)
        try compiled.bind(values)
        return compiled
    }

    /// Runs `body` in one transaction that takes the write lock at once: committed when it
    /// returns, rolled back when it throws.
    public func writing<T>(_ body: () throws -> T) throws -> T {
        try execute("BEGIN IMMEDIATE")
        do {
            let value = try body()
            try execute("COMMIT")
            return value
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    /// The rowid the last insert made.
    public var lastInsertedRow: Int64 { sqlite3_last_insert_rowid(handle) }

    var lastMessage: String { String(cString: sqlite3_errmsg(handle)) }

    /// How long a statement waits for another connection's write lock, in milliseconds.
    static let busyTimeout: Int32 = 10_000
}
