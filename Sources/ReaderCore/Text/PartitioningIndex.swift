extension RandomAccessCollection {
    /// Binary search: the first index whose element satisfies `belongs`, in a collection
    /// partitioned so that every element that does not satisfy it comes first; `endIndex`
    /// when none does. For sorted `xs`, the last element ≤ `v` is just before
    /// `xs.partitioningIndex { $0 > v }`.
    @inlinable
    public func partitioningIndex(where belongs: (Element) throws -> Bool) rethrows -> Index {
        var low = startIndex
        var count = self.count
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if try belongs(self[middle]) {
                count = half
            } else {
                low = index(after: middle)
                count -= half + 1
            }
        }
        return low
    }
}
