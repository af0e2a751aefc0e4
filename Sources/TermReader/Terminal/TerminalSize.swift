import ReaderUI

/// The terminal's size in cells.
public struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
    public var columns: Int
    public var rows: Int

    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// The smallest size the reader lays out a page for (20×6: a few words on a few
    /// lines plus a bar); below it the reader should show a "terminal too small" notice.
    public static let minimum = TerminalSize(columns: 20, rows: 6)

    /// True when both dimensions reach `minimum`.
    public var isUsable: Bool { columns >= Self.minimum.columns && rows >= Self.minimum.rows }

    public var description: String { "\(columns)x\(rows)" }
}
