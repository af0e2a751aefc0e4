import TestSupport
import Testing

@testable import ReaderCore

/// A thread done with its part takes the second half of the largest rest, cut where its reader has
/// not read yet; every byte is read once, and the parts in order are the book.
@Suite struct PartScheduleTests {
    static let mb = 1 << 20

    @Test func theSecondHalfOfTheLargestRestIsTaken() throws {
        let schedule = PartSchedule([0..<4 * Self.mb, 4 * Self.mb..<5 * Self.mb], minimumRest: Self.mb)
        var next = 0
        #expect(schedule.mayRead(0, at: 0, next: &next))
        #expect(next == PartSchedule.stride)
        schedule.finish(1)
        let taken = try #require(schedule.take { $0 })
        let split = PartSchedule.stride + (4 * Self.mb - PartSchedule.stride) / 2
        #expect(schedule.range(of: taken) == split..<4 * Self.mb)
        #expect(schedule.range(of: 0) == 0..<split)
        // The first reader reads on up to the cut, and no further.
        #expect(schedule.mayRead(0, at: split - 1, next: &next))
        #expect(next == split)
        #expect(!schedule.mayRead(0, at: split, next: &next))
        #expect(schedule.order == [0, taken, 1])
    }

    @Test func aShortRestIsLeftToItsReader() {
        let schedule = PartSchedule([0..<Self.mb, Self.mb..<2 * Self.mb], minimumRest: Self.mb)
        var next = 0
        #expect(schedule.mayRead(0, at: 100, next: &next))
        schedule.finish(1)
        #expect(schedule.take { $0 } == nil)
    }

    @Test func aCutBehindWhereTheReaderMayGoIsRefused() {
        let schedule = PartSchedule([0..<4 * Self.mb, 4 * Self.mb..<5 * Self.mb], minimumRest: Self.mb)
        var next = 0
        #expect(schedule.mayRead(0, at: 0, next: &next))
        schedule.finish(1)
        // The paragraph found starts before the reader's next ask: it may have read it already.
        #expect(schedule.take { _ in PartSchedule.stride - 1 } == nil)
        #expect(schedule.range(of: 0) == 0..<4 * Self.mb)
    }

    /// Two readers interleaved as threads would be: the first part's rest is taken while it is read,
    /// its reader stops at the cut, and the parts in order assemble into the whole book.
    @Test(.enabled(if: Corpus.available, "needs ../shared/corpus"))
    func takenRestsAssembleIntoTheWholeBook() throws {
        let source = try BookSource.open(path: try #require(Corpus.path("en/war-and-peace.pg2600.latin1.txt")))
        func paragraphs(_ range: Range<Int>, _ keepGoing: (Int) -> Bool = { _ in true }) -> [Paragraph] {
            var assembler = ParagraphAssembler(style: source.wrapStyle)
            source.assemble(range, into: &assembler, while: keepGoing)
            return Array(assembler.paragraphs)
        }
        let schedule = PartSchedule(BookLoader.parts(of: source, count: 2, minimumBytes: 1024), minimumRest: Self.mb / 2)
        var read: [Int: [Paragraph]] = [1: paragraphs(schedule.range(of: 1))]
        schedule.finish(1)
        var taken: Int?
        var next = 0
        read[0] = paragraphs(schedule.range(of: 0)) { offset in
            if offset >= next, !schedule.mayRead(0, at: offset, next: &next) { return false }
            // A quarter of the way in, the other reader takes the rest.
            if taken == nil, offset > source.file.size / 8 { taken = schedule.take { source.paragraphBreak(after: $0) } }
            return true
        }
        schedule.finish(0)
        let rest = try #require(taken)
        read[rest] = paragraphs(schedule.range(of: rest))
        #expect(schedule.order == [0, rest, 1])
        #expect(schedule.order.flatMap { read[$0]! } == paragraphs(source.textRange))
    }
}
