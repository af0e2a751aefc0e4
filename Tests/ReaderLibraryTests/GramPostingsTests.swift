import PropertyBased
import TestSupport
import Testing

@testable import ReaderLibrary

@Suite struct GramPostingsTests {
    /// The postings of groups `first`, `first + 1`… holding `texts`.
    static func postings(_ texts: [String], first: Int64) -> GramPostings {
        var postings = GramPostings()
        let grams = SearchGrams()
        for (i, text) in texts.enumerated() { postings.add(group: first + Int64(i), hashes: grams.hashes(of: text)) }
        return postings
    }

    /// The groups `rows`, of the batch starting at `first`, list for the term `key`.
    static func lookUp(_ key: UInt64, in rows: [(bucket: Int, bytes: [UInt8])], first: Int64) -> [Int64] {
        let hash = GramPostings.hash(key)
        var found: [Int64] = []
        for row in rows where row.bucket == GramPostings.bucket(of: hash) {
            row.bytes.withUnsafeBytes { GramPostings.groups(of: hash, in: $0, first: first, into: &found) }
        }
        return found
    }

    /// Each term of a batch is listed with exactly the groups holding it, in order; a term of
    /// no group with none (but for a shared hash, which the search rules out).
    @Test func eachTermListsTheGroupsHoldingIt() async {
        let input = Gen.text(of: ["a", "b", "c", "孫", "悟", " ", "\n"], count: 0...40).array(of: 1...12)
        await propertyCheck(count: 200, input: input, Gen.int(in: 1...1_000_000)) { texts, first in
            var postings = Self.postings(texts, first: Int64(first))
            #expect(postings.groups == Int64(first)...Int64(first + texts.count - 1))
            let rows = postings.rows()
            let held = texts.map { Set(SearchGramsTests.cut($0, distinct: false)) }
            for key in held.reduce(Set(), { $0.union($1) }).union(SearchGrams.keys(of: "zzz")) {
                let holding = texts.indices.filter { held[$0].contains(key) }.map { Int64(first + $0) }
                #expect(Self.lookUp(key, in: rows, first: Int64(first)) == holding, "\(SearchGramsTests.text(key).debugDescription)")
            }
        }
    }

    @Test func rowsAreInBucketOrderAndOnePerBucket() {
        let text = (0..<2000).map { "word\($0) " }.joined()
        var postings = Self.postings([text], first: 7)
        let rows = postings.rows()
        #expect(rows.count > 500)
        #expect(zip(rows, rows.dropFirst()).allSatisfy { $0.bucket < $1.bucket })
        #expect(rows.allSatisfy { (0..<GramPostings.buckets).contains($0.bucket) && !$0.bytes.isEmpty })
    }

    /// A row read from a damaged index lists groups of the batch at most, a bounded number, and
    /// never traps.
    @Test func anyBytesReadAsARowListBoundedGroups() async {
        let bytes = Gen<UInt8>.uint8(in: 0...0xFF).array(of: 0...64)
        await propertyCheck(count: 500, input: bytes, Gen.uint32(in: 0...UInt32.max)) { bytes, hash in
            var found: [Int64] = []
            bytes.withUnsafeBytes { GramPostings.groups(of: hash, in: $0, first: Int64.max - 5, into: &found) }
            #expect(found.count <= bytes.count)
            #expect(found.allSatisfy { $0 >= Int64.max - 5 })
        }
    }
}
