/// A numbered section's numbers (`2.3.` → [2, 3]), held in one word rather than an array: a
/// manual holds a heading candidate per numbered line, and an array each cost a heap block and
/// some 40 bytes. At most `capacity` numbers, each below `limit` (the parser reads three digits
/// and three levels at most).
struct SectionPath: RandomAccessCollection, Equatable, Hashable, Sendable, ExpressibleByArrayLiteral {
    /// The numbers, `bits` each from the lowest; the count in the top byte.
    private var packed: UInt64 = 0

    static let capacity = 4
    static let limit = 1 << bits
    private static let bits = 14

    init() {}

    init(arrayLiteral numbers: Int...) {
        for number in numbers { append(number) }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { Int(packed >> 56) }

    subscript(index: Int) -> Int {
        precondition(index >= 0 && index < endIndex, "section number out of range")
        return Int(packed >> UInt64(index * Self.bits)) & (Self.limit - 1)
    }

    /// Adds a number one level deeper.
    mutating func append(_ number: Int) {
        precondition(count < Self.capacity && number >= 0 && number < Self.limit, "section number out of range")
        packed = packed & ((1 << 56) - 1) | UInt64(count + 1) << 56 | UInt64(number) << UInt64(count * Self.bits)
    }

    /// This path with `number` one level deeper.
    func appending(_ number: Int) -> SectionPath {
        var path = self
        path.append(number)
        return path
    }
}
