/// A failure SQLite reported: its result code and message (`sqlite3_errmsg`).
public struct SQLiteError: Error, CustomStringConvertible, Sendable {
    /// The primary result code (`SQLITE_BUSY`, `SQLITE_CORRUPT`…).
    public let code: Int32
    public let message: String

    /// True for a database that is not one or is damaged (`SQLITE_CORRUPT`, `SQLITE_NOTADB`):
    /// a cache that can be deleted and built again.
    public var isDamage: Bool { code == 11 || code == 26 }

    public var description: String { message }
}
