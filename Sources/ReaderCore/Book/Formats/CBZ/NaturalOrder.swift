/// File names in the order a person numbers them: runs of digits compare by their value
/// (`page2` before `page10`), the rest by Unicode scalars, folders before what they hold
/// (`ch1/` before `ch2/`); the order of a comic's pages.
enum NaturalOrder {
    /// True when `a` comes before `b`.
    static func precedes(_ a: String, _ b: String) -> Bool {
        var x = Array(a.unicodeScalars)[...], y = Array(b.unicodeScalars)[...]
        while let p = x.first, let q = y.first {
            if isDigit(p), isDigit(q) {
                let m = x.prefix { isDigit($0) }, n = y.prefix { isDigit($0) }
                // By value: without leading zeros, a longer run is larger; equal lengths compare digit by digit.
                let u = m.drop { $0 == "0" }, v = n.drop { $0 == "0" }
                if u.count != v.count { return u.count < v.count }
                if let k = zip(u, v).first(where: { $0 != $1 }) { return k.0.value < k.1.value }
                if m.count != n.count { return m.count < n.count }
                x = x.dropFirst(m.count)
                y = y.dropFirst(n.count)
                continue
            }
            if p != q { return rank(p) < rank(q) }
            x = x.dropFirst()
            y = y.dropFirst()
        }
        return x.isEmpty && !y.isEmpty
    }

    private static func isDigit(_ s: Unicode.Scalar) -> Bool { ("0"..."9").contains(s) }

    /// `/` ranks first, so a folder's pages come before a name that only starts like it (`ch1/02` before `ch1 extra`).
    private static func rank(_ s: Unicode.Scalar) -> UInt32 { s == "/" ? 0 : s.value + 1 }
}
