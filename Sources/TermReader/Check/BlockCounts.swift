import ReaderCore

/// How many blocks of each kind a book has, as `info --json` and `check` report them.
enum BlockCounts {
    /// Blocks per kind name (kinds with none left out), counted by kind: no name is hashed per block.
    static func byName(_ kinds: [BlockKind]) -> [String: Int] {
        var counts = [Int](repeating: 0, count: 256)
        for kind in kinds { counts[Int(kind.rawValue)] += 1 }
        return Dictionary(
            BlockKind.allCases.compactMap { kind in
                counts[Int(kind.rawValue)] > 0 ? (kind.name, counts[Int(kind.rawValue)]) : nil
            }, uniquingKeysWith: +)
    }
}
