import ReaderCore

/// The pages scroll mode walks: how many lines each has and which comes before and after.
protocol ScrollPages {
    func lineCount(of page: PagePosition) -> Int
    func position(after page: PagePosition) -> PagePosition?
    func position(before page: PagePosition) -> PagePosition?
}

extension Navigator: ScrollPages {
    func lineCount(of page: PagePosition) -> Int { index.page(page).lines.count }
}
