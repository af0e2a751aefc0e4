import Foundation
import PropertyBased
import TestSupport
import Testing

@testable import ReaderCore

/// Pages laid out with ruby annotations not inline (`above`, `off`): lines are broken without
/// them but still cover every grapheme of the block, so a place lands on the same text in every style.
@Suite struct RubyLayoutTests {
    /// One chapter of Aozora-marked `texts`.
    static func book(_ texts: [String]) -> Book {
        var offset = 0
        let paragraphs = texts.map { source in
            let (text, spans) = InlineMarkup.parse(source)
            defer { offset += source.utf8.count + 1 }
            return Paragraph(offset: offset, text: text, spans: spans)
        }
        return Book(
            title: "t", encoding: .utf8, sourceSize: offset, paragraphs: paragraphs,
            chapters: [Chapter(title: "", paragraphs: 0..<paragraphs.count, heading: nil, offset: 0)])
    }

    /// Each line's text as drawn: its part of the block without the hidden annotations.
    static func shown(_ line: PageLine, in book: Book) -> String {
        let paragraph = book.paragraphs[line.paragraph]
        let hidden = paragraph.spans.filter { $0.kind == .rubyAnnotation }.map(\.utf8)
        var out = "", byte = line.utf8.lowerBound
        for ch in line.text(in: book) {
            if !hidden.contains(where: { $0.contains(byte) }) { out.append(ch) }
            byte += ch.utf8.count
        }
        return out
    }

    @Test func hidingKeepsTheTextAndMapsLinesBack() throws {
        let (text, spans) = InlineMarkup.parse("吾輩《わがはい》は猫《ねこ》である")
        let hiding = try #require(RubyHiding(text: text, spans: { spans }))
        #expect(hiding.shown == "吾輩は猫である")
        // Broken after 吾輩 and after 猫: each annotation goes with the line its base ends.
        var lines = [
            BrokenLine(graphemes: 0..<2, utf8: 0..<6, width: 4), BrokenLine(graphemes: 2..<4, utf8: 6..<12, width: 4),
            BrokenLine(graphemes: 4..<7, utf8: 12..<21, width: 6),
        ]
        hiding.restore(&lines)
        #expect(lines.map(\.graphemes) == [0..<8, 8..<14, 14..<17])
        #expect(lines.map(\.utf8) == [0..<20, 20..<34, 34..<43])
        #expect(text.utf8.count == 43 && text.count == 17)
        #expect(RubyHiding(text: "plain (text) only", spans: { [] }) == nil, "nothing to hide: laid out as it is")
    }

    @Test func offLaysTheBaseOutWithoutItsReading() {
        let book = Self.book(["吾輩《わがはい》は猫である。名前はまだ無い。"])
        func page(_ ruby: RubyStyle) -> [PageLine] {
            let geometry = PageGeometry(columns: 14, rows: 10, japaneseIndent: 0, ruby: ruby)
            return Paginator(book: book, geometry: geometry).page(in: 0, from: PageAnchor(paragraph: 0, grapheme: 0)).lines
        }
        #expect(page(.inline).map { String($0.text(in: book)) } == ["吾輩(わがはい)", "は猫である。名", "前はまだ無い。"])
        // Seven characters fit, but `。` may not start a line: `る` goes down with it.
        #expect(page(.off).map { Self.shown($0, in: book) } == ["吾輩は猫であ", "る。名前はまだ", "無い。"])
        #expect(page(.off).map(\.graphemes) == [0..<12, 12..<19, 19..<22], "the reading stays on its base's line")
        #expect(page(.off).map(\.width) == [12, 14, 6])
        #expect(page(.above) == page(.off), "above is laid out as off; the reading goes on the row over it")
    }

    /// Inline, a line that would end inside `頭巾(ずきん)` ends before the base; the rest is broken
    /// again from there, so no row starts inside a reading (as こころ broke at 36 columns).
    @Test func inlineRubyStaysWithItsBase() {
        let book = Self.book(["　私はすぐ其所の茶屋の軒下で頭巾《ずきん》を被った男に会った。"])
        let paginator = Paginator(book: book, geometry: PageGeometry(columns: 32, rows: 10, japaneseIndent: 0))
        let rows = paginator.page(in: 0, from: PageAnchor(paragraph: 0, grapheme: 0)).lines.map { String($0.text(in: book)) }
        #expect(rows == ["　私はすぐ其所の茶屋の軒下で", "頭巾(ずきん)を被った男に会った。"])
    }

    /// An opening mark before the base goes down with it: no row ends with `「` (河童 at 50 columns).
    @Test func anOpeningMarkGoesDownWithTheBase() {
        let book = Self.book(["あっと思う拍子にあの上高地の温泉宿のそばに「上高地《かみこうち》」を見た。"])
        let paginator = Paginator(book: book, geometry: PageGeometry(columns: 48, rows: 10, japaneseIndent: 0))
        let rows = paginator.page(in: 0, from: PageAnchor(paragraph: 0, grapheme: 0)).lines.map { String($0.text(in: book)) }
        #expect(rows == ["あっと思う拍子にあの上高地の温泉宿のそばに", "「上高地(かみこうち)」を見た。"])
    }

    /// What `RubyKeeping.mend` makes of a block, the plain way: each line that ends inside a group
    /// ends before it instead, and the whole rest is broken again from there.
    static func mendedThePlainWay(_ text: String, spans: [InlineSpan], columns: Int) -> [BrokenLine] {
        let breaker = LineBreaker(columns: columns)
        var lines = breaker.lines(of: text)
        let bytes = Array(text.utf8), groups = RubyKeeping.groups(spans)
        var i = 0
        while i + 1 < lines.count {
            let line = lines[i], end = line.utf8.upperBound
            guard let group = groups.first(where: { $0.lowerBound < end && end < $0.upperBound }) else {
                i += 1
                continue
            }
            var cut = group.lowerBound
            while cut > line.utf8.lowerBound,
                let last = String(decoding: bytes[line.utf8.lowerBound..<cut], as: UTF8.self).unicodeScalars.last,
                Kinsoku.isOpening(last.value)
            {
                cut -= String(last).utf8.count
            }
            guard cut > line.utf8.lowerBound else {
                i += 1
                continue
            }
            let head = String(decoding: bytes[line.utf8.lowerBound..<cut], as: UTF8.self)
            let graphemes = line.graphemes.lowerBound + head.count
            lines[i] = BrokenLine(
                graphemes: line.graphemes.lowerBound..<graphemes, utf8: line.utf8.lowerBound..<cut, width: CellWidth.width(of: head),
                isWrapped: line.isWrapped)
            var tail = breaker.lines(of: String(decoding: bytes[cut...], as: UTF8.self))
            for k in tail.indices {
                tail[k].graphemes = (tail[k].graphemes.lowerBound + graphemes)..<(tail[k].graphemes.upperBound + graphemes)
                tail[k].utf8 = (tail[k].utf8.lowerBound + cut)..<(tail[k].utf8.upperBound + cut)
            }
            if !tail.isEmpty { tail[0].isWrapped = true }
            lines.replaceSubrange((i + 1)..., with: tail)
            i += 1
        }
        return lines
    }

    /// A block far longer than the window the rest is broken in after a mend (a chapter of one
    /// paragraph, dense with ruby, with line breaks in it): the same lines as breaking the whole rest
    /// again at each mend.
    @Test func aLongBlockIsMendedAsTheWholeRestWouldBe() async {
        await propertyCheck(count: 20, input: Gen.int(in: 0...Int.max), Gen.int(in: 6...60)) { seed, columns in
            var rng = SplitMix(state: UInt64(seed))
            let source = (0..<(300 + rng.next(300))).map { _ -> String in
                let kanji = String((0..<(1 + rng.next(3))).map { _ in Character(Unicode.Scalar(0x4E00 + UInt32(rng.next(300)))!) })
                let kana = String((0..<(1 + rng.next(6))).map { _ in Character(Unicode.Scalar(0x3042 + UInt32(rng.next(80)))!) })
                return rng.next(9) == 0 ? kana + "。\n" : rng.next(3) == 0 ? kana + "、" : "「" + kanji + "《" + kana + "》" + kana + "」"
            }.joined()
            let (text, spans) = InlineMarkup.parse(source)
            var lines = LineBreaker(columns: columns).lines(of: text)
            RubyKeeping.mend(
                &lines, text: text, groups: RubyKeeping.groups(spans), breaker: LineBreaker(columns: columns), firstLineIndent: 0,
                hangingIndent: 0)
            #expect(text.utf8.count > 2 * max(2048, 64 * columns))
            #expect(lines == Self.mendedThePlainWay(text, spans: spans, columns: columns))
        }
    }

    /// Random Aozora paragraphs, dense with ruby, at random widths: in every style the lines
    /// tile each block, drawn rows fit, and a place in the text — inside an annotation too —
    /// is on the page shown for it.
    @Test func everyStyleCoversEveryGraphemeAndKeepsPlaces() async {
        await propertyCheck(count: 150, input: Gen.int(in: 0...Int.max), Gen.int(in: 4...40)) { seed, columns in
            var rng = SplitMix(state: UInt64(seed))
            let texts = (0..<(1 + rng.next(6))).map { _ in
                (0..<(1 + rng.next(12))).map { _ -> String in
                    let kanji = String((0..<(1 + rng.next(3))).map { _ in Character(Unicode.Scalar(0x4E00 + UInt32(rng.next(300)))!) })
                    let kana = String((0..<(1 + rng.next(6))).map { _ in Character(Unicode.Scalar(0x3042 + UInt32(rng.next(80)))!) })
                    return rng.next(3) == 0
                        ? kana + "、" : rng.next(2) == 0 ? "｜" + kanji + "《" + kana + "》" : "「" + kanji + "《" + kana + "》" + kana + "」"
                }.joined() + "。"
            }
            let book = Self.book(texts)
            for ruby in RubyStyle.allCases {
                let geometry = PageGeometry(columns: columns, rows: 5, ruby: ruby)
                let paginator = Paginator(book: book, geometry: geometry)
                var covered: [Int: Int] = [:]
                for anchor in paginator.anchors(of: 0) {
                    for line in paginator.page(in: 0, from: anchor).lines where line.kind != .blank {
                        #expect(line.graphemes.lowerBound == covered[line.paragraph, default: 0], "lines tile blocks")
                        covered[line.paragraph] = line.graphemes.upperBound
                        let drawn = ruby == .inline ? String(line.text(in: book)) : Self.shown(line, in: book)
                        #expect(line.indent + CellWidth.width(of: drawn) <= columns || drawn.count == 1, "rows fit")
                        if ruby == .inline {
                            // Split only where nothing but opening marks comes before the base on its line.
                            let bytes = Array(book.paragraphs[line.paragraph].text.utf8)
                            let end = line.utf8.upperBound
                            let split = RubyKeeping.groups(book.paragraphs[line.paragraph].spans).contains { group in
                                group.lowerBound > line.utf8.lowerBound && group.lowerBound < end && end < group.upperBound
                                    && String(decoding: bytes[line.utf8.lowerBound..<group.lowerBound], as: UTF8.self).unicodeScalars
                                        .contains { !Kinsoku.isOpening($0.value) }
                            }
                            #expect(!split, "a base and its reading share a line")
                            #expect(
                                !Kinsoku.isOpening(drawn.unicodeScalars.last?.value ?? 0) || drawn.count == 1,
                                "no row ends with an opening mark")
                        }
                    }
                }
                for p in book.paragraphs.indices { #expect(covered[p] == book.paragraphs[p].text.count) }
            }
            // A place saved in one style (here inline) is on the page shown in every other.
            let p = rng.next(texts.count), g = rng.next(book.paragraphs[p].text.count)
            let navigator = Navigator(
                book: book, geometry: PageGeometry(columns: columns, rows: 5),
                location: book.location(of: PageAnchor(paragraph: p, grapheme: g)))
            for ruby in [RubyStyle.off, .above, .inline, .off] {
                navigator.relayout(PageGeometry(columns: columns, rows: 5, ruby: ruby))
                #expect(
                    navigator.page.lines.contains { $0.paragraph == p && $0.graphemes.contains(g) }, "\(ruby): the place is on its page")
            }
        }
    }
}
