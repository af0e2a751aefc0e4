import ReaderUI

/// One mouse report, in 0-based cell coordinates (column 0 is the left edge).
///
/// Decoded from SGR (mode 1006) reports, so coordinates past column 223 are exact (or from
/// legacy X10 ones, from terminals without SGR);
/// with button-event tracking (mode 1002) a held button's motion arrives as `.drag`.
public struct MouseEvent: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case press, drag, release, wheelUp, wheelDown
        /// Motion with no button held (only reported by terminals in any-event mode).
        case move
    }

    public enum Button: Hashable, Sendable {
        case left, middle, right, none
    }

    public var kind: Kind
    public var button: Button
    public var column: Int
    public var row: Int
    /// Alt (Meta) or Ctrl was held: a drag then selects text (Shift is the terminal's own).
    public var modified: Bool

    public init(_ kind: Kind, button: Button, column: Int, row: Int, modified: Bool = false) {
        self.kind = kind
        self.button = button
        self.column = column
        self.row = row
        self.modified = modified
    }
}
