import ReaderCore

/// Which passage groups hold which terms, as the full-text index keeps it: for one batch of
/// consecutive groups (those one transaction wrote), each term's 32-bit hash with the groups
/// holding it, in 1,024 buckets by the hash's top bits — one row per bucket, so looking a term
/// up reads one small row per batch.
///
/// A hash stands for its term: two terms sharing one only make a group a candidate that the
/// reader's search then rules out, as it rules out a group holding every term of a query but
/// not the query.
///
/// A bucket's row lists its hashes in order, each as varints: the difference from the one
/// before (its low 22 bits), how many groups hold it, and those groups as differences from
/// the batch's first group and then from each other.
struct GramPostings {
    /// The first and last groups added; nil before the first.
    private(set) var groups: ClosedRange<Int64>?
    /// Each (term, group) added: the term's hash, then the group less the first; sorted by `rows`.
    private var pairs: [UInt64] = []
    private var sorted = true

    /// Adds the group `id` (after those added before) holding the terms of `hashes` (each once).
    mutating func add(group id: Int64, hashes: [UInt32]) {
        let first = groups?.lowerBound ?? id
        groups = first...id
        let local = UInt64(id - first)
        pairs.append(contentsOf: hashes.lazy.map { UInt64($0) << 32 | local })
        sorted = hashes.isEmpty && sorted
    }

    /// Sorts `pairs`, in group order, by hash and then group: a stable radix sort of the hash's
    /// bits, eleven at a time, the three digits counted in one pass.
    private static func sortByHash(_ pairs: inout [UInt64]) {
        var other = [UInt64](repeating: 0, count: pairs.count)
        var counts = [Int](repeating: 0, count: 3 * 2048)
        pairs.withUnsafeMutableBufferPointer { pairs in
            other.withUnsafeMutableBufferPointer { other in
                counts.withUnsafeMutableBufferPointer { counts in
                    for pair in pairs {
                        counts[Int(pair >> 32 & 0x7FF)] += 1
                        counts[2048 + Int(pair >> 43 & 0x7FF)] += 1
                        counts[4096 + Int(pair >> 54)] += 1
                    }
                    var from = pairs, to = other
                    for (digit, shift) in [32, 43, 54].enumerated() {
                        // Each count becomes where its digit's run starts.
                        let starts = UnsafeMutableBufferPointer(rebasing: counts[(digit * 2048)..<(digit * 2048 + 2048)])
                        var start = 0
                        for d in 0..<2048 { (starts[d], start) = (start, start + starts[d]) }
                        for pair in from {
                            let d = Int(pair >> UInt64(shift) & 0x7FF)
                            to[starts[d]] = pair
                            starts[d] += 1
                        }
                        swap(&from, &to)
                    }
                }
            }
        }
        // Three passes leave the sorted pairs in `other`.
        swap(&pairs, &other)
    }

    /// The rows of the batch: each bucket holding a hash, and its bytes.
    mutating func rows() -> [(bucket: Int, bytes: [UInt8])] {
        if !sorted {
            Self.sortByHash(&pairs)
            sorted = true
        }
        var rows: [(bucket: Int, bytes: [UInt8])] = []
        pairs.withUnsafeBufferPointer { pairs in
            var start = 0
            while start < pairs.count {
                let bucket = Self.bucket(pairs[start])
                var end = start + 1
                while end < pairs.count, Self.bucket(pairs[end]) == bucket { end += 1 }
                rows.append((bucket, Self.encoded(UnsafeBufferPointer(rebasing: pairs[start..<end]))))
                start = end
            }
        }
        return rows
    }

    /// A bucket's sorted pairs as its row's bytes.
    private static func encoded(_ pairs: UnsafeBufferPointer<UInt64>) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(pairs.count * 2)
        var previous: UInt64 = 0, i = 0
        while i < pairs.count {
            let hash = pairs[i] >> 32 & restMask
            var end = i + 1
            while end < pairs.count, pairs[end] >> 32 & restMask == hash { end += 1 }
            Varint.append(hash - previous, to: &bytes)
            Varint.append(UInt64(end - i), to: &bytes)
            var group: UInt64 = 0
            for pair in pairs[i..<end] {
                Varint.append(pair & 0xFFFF_FFFF - group, to: &bytes)
                group = pair & 0xFFFF_FFFF
            }
            previous = hash
            i = end
        }
        return bytes
    }

    /// Appends to `groups` the groups that `row`, of the batch starting at `first`, lists for
    /// the term hashed to `hash`. A damaged row lists no more groups than it has bytes, none
    /// before `first`: candidates the search then rules out.
    static func groups(of hash: UInt32, in row: UnsafeRawBufferPointer, first: Int64, into groups: inout [Int64]) {
        let wanted = UInt64(hash) & restMask
        var reader = Varint.Reader(row), current: UInt64 = 0
        while let delta = reader.next(), let count = reader.next() {
            current &+= delta
            guard current <= wanted else { return }
            var group: UInt64 = 0
            for _ in 0..<min(count, UInt64(row.count)) {
                guard let step = reader.next() else { return }
                group &+= step
                guard current == wanted, let offset = Int64(exactly: group) else { continue }
                let (id, overflow) = first.addingReportingOverflow(offset)
                if !overflow { groups.append(id) }
            }
            if current == wanted { return }
        }
    }

    /// The 32-bit hash of a term key.
    static func hash(_ key: UInt64) -> UInt32 { UInt32(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 32) }

    /// The bucket a hash falls in.
    static func bucket(of hash: UInt32) -> Int { Int(hash >> 22) }

    private static func bucket(_ pair: UInt64) -> Int { Int(pair >> 54) }

    static let buckets = 1 << 10
    /// The bits of a hash its bucket does not say.
    private static let restMask: UInt64 = (1 << 22) - 1
}
