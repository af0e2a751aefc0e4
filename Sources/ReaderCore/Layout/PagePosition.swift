/// A page by chapter and page-in-chapter (both 0-based).
public struct PagePosition: Hashable, Comparable, Sendable {
    public var chapter: Int
    public var page: Int

    public init(chapter: Int, page: Int) {
        self.chapter = chapter
        self.page = page
    }

    public static func < (a: PagePosition, b: PagePosition) -> Bool {
        (a.chapter, a.page) < (b.chapter, b.page)
    }
}
