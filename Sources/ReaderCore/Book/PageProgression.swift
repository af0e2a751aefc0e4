/// The direction a book's pages turn: left to right (the next page is to the right, as in
/// English books), or right to left (EPUB `page-progression-direction="rtl"`, vertical CJK:
/// the next page is to the left and a spread puts its first page on the right).
public enum PageProgression: String, Sendable {
    case leftToRight = "ltr"
    case rightToLeft = "rtl"
}
