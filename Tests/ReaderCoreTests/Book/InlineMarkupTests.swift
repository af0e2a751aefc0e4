import Foundation
import TestSupport
import Testing

@testable import ReaderCore

/// Aozora Bunko and Gutenberg markup becomes clean text and spans; nothing of it shows raw.
@Suite struct InlineMarkupTests {
    /// The texts of the spans of `kind` in `result`.
    func spanned(_ result: (text: String, spans: [InlineSpan]), _ kind: InlineSpan.Kind) -> [String] {
        let utf8 = Array(result.text.utf8)
        return result.spans.filter { $0.kind == kind }.map { String(decoding: utf8[$0.utf8], as: UTF8.self) }
    }

    @Test func aozoraRubyWithAndWithoutBar() {
        let r = InlineMarkup.parse("吾輩《わがはい》は｜猫である《ねこである》。何処《どこ》")
        #expect(r.text == "吾輩(わがはい)は猫である(ねこである)。何処(どこ)")
        #expect(spanned(r, .rubyAnnotation) == ["(わがはい)", "(ねこである)", "(どこ)"])
        // Each annotation's base: the kanji run before it, or what follows a bar (kana too).
        #expect(spanned(r, .rubyBase) == ["吾輩", "猫である", "何処"])
        let bases = r.spans.filter { $0.kind == .rubyBase }, notes = r.spans.filter { $0.kind == .rubyAnnotation }
        #expect(zip(bases, notes).allSatisfy { $0.utf8.upperBound == $1.utf8.lowerBound }, "a base ends where its annotation starts")
        #expect(spanned(InlineMarkup.parse("ひらがなの漢字《かんじ》と｜Ｘ線《エックスせん》"), .rubyBase) == ["漢字", "Ｘ線"])
    }

    /// A kanji Aozora cannot encode is `※` and a note, and takes ruby as a kanji would; a reading may
    /// hold the two-character repeat mark (`／″＼`). Neither leaves a `《` on the page.
    @Test func aozoraRubyOnAMissingKanjiAndOverARepeatMark() {
        let r = InlineMarkup.parse("※［＃「てへん＋宛」、第3水準1-84-80］《も》ぎ取った。神々《かみ／″＼》の")
        #expect(r.text == "※(も)ぎ取った。神々(かみ／″＼)の")
        #expect(spanned(r, .rubyBase) == ["※", "神々"])
    }

    @Test func chineseTitleBracketsAreNotRuby() {
        let r = InlineMarkup.parse("他读过《三国演义》和《水浒传》。")
        #expect(r.text == "他读过《三国演义》和《水浒传》。")
        #expect(r.spans.isEmpty)
    }

    @Test func annotationsAreRemovedAndALoneBarStays() {
        #expect(InlineMarkup.parse("見当がつかぬ。［＃「つかぬ」に傍点］次").text == "見当がつかぬ。次")
        #expect(InlineMarkup.parse("表｜の区切り").text == "表｜の区切り")
        #expect(InlineMarkup.parse("一番｜獰悪な種族").text == "一番獰悪な種族", "a base marker whose ruby was stripped")
        #expect(InlineMarkup.parse("［＃ここから２字下げ］").text.isEmpty)
        #expect(InlineMarkup.parse("unclosed ［＃ annotation").text == "unclosed ［＃ annotation")
    }

    @Test func gutenbergUnderscoresBecomeEmphasisWhenBalanced() {
        let r = InlineMarkup.parse("I _certainly_ have, said _Mr. Bennet_; snake_case and _open")
        #expect(r.text == "I certainly have, said Mr. Bennet; snake_case and _open")
        #expect(spanned(r, .emphasis) == ["certainly", "Mr. Bennet"])
    }

    @Test func plainTextIsUntouched() {
        let text = "天地玄黄，宇宙洪荒。“Hello,” she said."
        #expect(!InlineMarkup.mayHaveMarkup(text))
        #expect(InlineMarkup.parse(text).text == text)
    }

    /// 吾輩は猫である with ruby added the way Aozora Bunko writes it, read as a book.
    @Test(.enabled(if: Corpus.available, "needs ../shared/corpus")) func aozoraNovelReadsWithRubyAndNoMarkup() throws {
        var text = try String(contentsOfFile: try #require(Corpus.path("ja/wagahai-wa-neko-de-aru.utf8-bom.txt")), encoding: .utf8)
        text = text.replacingOccurrences(of: "吾輩", with: "吾輩《わがはい》")
            .replacingOccurrences(of: "人間", with: "｜人間《にんげん》")
        // Every chapter line a heading note, as Aozora marks them.
        text = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.count <= 3 && !line.isEmpty && line.allSatisfy({ "一二三四五六七八九十".contains($0) })
                ? "［＃５字下げ］\(line)［＃「\(line)」は中見出し］" : String(line)
        }.joined(separator: "\n")
        let path = NSTemporaryDirectory() + "termreader-aozora-\(UUID().uuidString.prefix(8)).txt"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let book = try BookLoader.load(path: path)
        let all = book.paragraphs.map(\.text).joined(separator: "\n")
        #expect(!all.contains("｜人間"), "no ruby bar shows")
        #expect(!all.contains("》は"), "no ruby bracket shows after a base")
        #expect(all.contains("吾輩(わがはい)は猫である"))
        let annotations = book.paragraphs.reduce(0) { $0 + $1.spans.filter { $0.kind == .rubyAnnotation }.count }
        #expect(annotations > 400)
        #expect(book.chapters.filter { $0.heading != nil }.count == 11, "the chapter headings are still found under their annotations")
    }
}
