import ReaderCore
import Testing

@testable import ReaderUI

/// The selection's steps through the text: by character, word, sentence and paragraph, across
/// paragraphs, in Latin and in CJK text.
@Suite struct TextStepTests {
    let book = makeTestBook([
        "The keeper climbed the stair. He lit the lamp!  Then slept.", "", "吾輩は猫である。名前はまだ無い。", "Last, at (last) end",
    ])

    /// Where `step` takes the cursor from `start`, again and again, as (paragraph, grapheme) pairs.
    func walk(_ step: TextStep, forward: Bool = true, from start: (Int, Int), times: Int) -> [String] {
        var at = PageAnchor(paragraph: start.0, grapheme: start.1)
        var seen: [String] = []
        for _ in 0..<times {
            guard let next = step.moved(at, forward: forward, in: book) else {
                seen.append("end")
                break
            }
            at = next
            seen.append("\(at.paragraph):\(at.grapheme)")
        }
        return seen
    }

    /// The character at an anchor string of `walk`.
    func character(_ anchor: String) -> Character {
        let parts = anchor.split(separator: ":").map { Int($0)! }
        return Array(book.paragraphs[parts[0]].text)[parts[1]]
    }

    @Test func charactersStepAcrossParagraphsSkippingEmptyOnes() {
        let last = book.paragraphs[0].text.count - 1
        #expect(walk(.character, from: (0, last - 1), times: 3) == ["0:\(last)", "2:0", "2:1"])
        #expect(walk(.character, forward: false, from: (2, 0), times: 1) == ["0:\(last)"])
        #expect(walk(.character, forward: false, from: (0, 0), times: 1) == ["end"])
    }

    @Test func wordStartsAndEndsInLatinText() {
        #expect(walk(.wordStart, from: (0, 0), times: 3) == ["0:4", "0:11", "0:19"])
        #expect(walk(.wordEnd, from: (0, 0), times: 3) == ["0:2", "0:9", "0:17"])
        // `b` goes back to the start of this word, then of the one before.
        #expect(walk(.wordStart, forward: false, from: (0, 13), times: 2) == ["0:11", "0:4"])
        // Punctuation is a word of its own: `stair` then `.`.
        let ends = walk(.wordEnd, from: (0, 23), times: 2).map(character)
        #expect(ends == ["r", "."])
    }

    @Test func aRunOfMarksIsOneWord() {
        let marks = makeTestBook(["Wait... what?! No"])
        var at = PageAnchor(paragraph: 0, grapheme: 0)
        var ends: [Int] = []
        for _ in 0..<4 {
            at = TextStep.wordEnd.moved(at, forward: true, in: marks)!
            ends.append(at.grapheme)
        }
        #expect(ends == [3, 6, 11, 13])
    }

    @Test func eachCJKCharacterIsAWord() {
        #expect(walk(.wordStart, from: (2, 0), times: 3).map(character) == ["輩", "は", "猫"])
        #expect(walk(.wordEnd, from: (2, 0), times: 2).map(character) == ["輩", "は"])
    }

    @Test func wordStepsGoOnIntoTheNextParagraph() {
        let last = book.paragraphs[0].text.count - 1
        #expect(walk(.wordStart, from: (0, last), times: 1) == ["2:0"])
        #expect(walk(.wordStart, forward: false, from: (2, 0), times: 1) == ["0:\(last)"])
    }

    @Test func sentencesEndAtTheirStopsAndStartAfterThem() {
        // `)` extends to each sentence's last character; a bracket is no stop.
        #expect(walk(.sentence, from: (0, 0), times: 5).map(character) == [".", "!", ".", "。", "。"])
        #expect(walk(.sentence, from: (3, 0), times: 2) == ["3:18", "end"])
        // `(` goes to the start of this sentence, then of the ones before, back over paragraphs.
        #expect(walk(.sentence, forward: false, from: (0, 35), times: 3) == ["0:30", "0:0", "end"])
        #expect(walk(.sentence, forward: false, from: (2, 9), times: 3).map(character) == ["名", "吾", "T"])
    }

    @Test func paragraphsGoToTheirEdgesThenTheNextOnes() {
        let first = book.paragraphs[0].text.count - 1
        #expect(walk(.paragraph, from: (0, 3), times: 3) == ["0:\(first)", "2:15", "3:18"])
        #expect(walk(.paragraph, forward: false, from: (3, 4), times: 3) == ["3:0", "2:0", "0:0"])
    }
}
