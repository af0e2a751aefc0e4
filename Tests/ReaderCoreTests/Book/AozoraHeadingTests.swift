import TestSupport
import Testing

@testable import ReaderCore

/// Aozora Bunko's heading notes make the headings of its texts, whatever their shape.
@Suite struct AozoraHeadingTests {
    /// A novel in parts whose chapters are numbered afresh in each part (こころ's shape): every part
    /// and every chapter, the chapters under their part.
    @Test func partsAndChaptersNumberedAfresh() throws {
        let text = """
            こころ
            夏目漱石

            ［＃２字下げ］上　先生と私［＃「上　先生と私」は大見出し］

            ［＃５字下げ］一［＃「一」は中見出し］

            　私はその人を常に先生と呼んでいた。

            ［＃５字下げ］二［＃「二」は中見出し］

            　その時私はある地方の中学校の教師をしていた。

            ［＃２字下げ］中　両親と私［＃「中　両親と私」は大見出し］

            ［＃５字下げ］一［＃「一」は中見出し］

            　宅へ帰って案外に思ったのは、父の元気がこの前見た時と大して変っていない事であった。

            ［＃５字下げ］二［＃「二」は中見出し］

            　父の病気は思ったほど悪くはなかった。

            """
        let book = try TempBook.load(text)
        let titled = book.chapters.filter { $0.heading != nil }
        #expect(titled.map(\.title) == ["上 先生と私", "一", "二", "中 両親と私", "一", "二"])
        #expect(titled.map(\.level) == [1, 2, 2, 1, 2, 2])
    }

    /// Headings of no numbered shape (人間失格's notes, a title with ruby); the example line of
    /// Aozora's notice on its marks, which quotes a heading note inside a framed box, heads nothing.
    @Test func unnumberedHeadingsAndTheNoticeExample() throws {
        let text = """
            人間失格
            太宰治

            -------------------------------------------------------
            【テキスト中に現れる記号について】

            《》：ルビ
            （例）従姉妹《いとこ》

            ［＃］：入力者注　主に外字の説明や、傍点の位置の指定
            （例）［＃３字下げ］はしがき［＃「はしがき」は大見出し］
            -------------------------------------------------------

            ［＃３字下げ］はしがき［＃「はしがき」は大見出し］

            　私は、その男の写真を三葉、見たことがある。

            ［＃３字下げ］第一の手記［＃「第一の手記」は大見出し］

            　恥の多い生涯を送って来ました。

            ［＃３字下げ］一、午后《ごご》の授業［＃「一、午后の授業」は中見出し］

            　ではみなさんは、そういうふうに川だと云いわれたり、乳の流れたあとだと云われたりしていた。

            """
        let book = try TempBook.load(text)
        #expect(book.chapters.filter { $0.heading != nil }.map(\.title) == ["はしがき", "第一の手記", "一、午后の授業"])
    }

    @Test(arguments: [
        ("［＃３字下げ］あとがき［＃「あとがき」は大見出し］", "あとがき", Heading.Level.book),
        ("第三章［＃「第三章」は中見出し］", "第三章", .chapter),
        ("［＃５字下げ］雨［＃「雨」は同行小見出し］", "雨", .section),
        ("春［＃「春」は窓中見出し］", "春", .chapter),
    ])
    func notesGiveTheirLevel(_ line: String, title: String, level: Heading.Level) {
        let (shown, spans) = InlineMarkup.parse(line)
        let heading = AozoraHeading.heading(raw: line, shown: shown, spans: spans)
        #expect(heading?.title == title)
        #expect(heading?.level == level)
    }

    @Test(arguments: [
        "（例）［＃３字下げ］はしがき［＃「はしがき」は大見出し］", "あとがき［＃「はしがき」は大見出し］", "あとがき［＃「あとがき」は特大見出し］",
        "あとがき［＃「あとがき」は太字］", "あとがき［＃「」は大見出し］",
    ])
    func otherNotesMakeNoHeading(_ line: String) {
        let (shown, spans) = InlineMarkup.parse(line)
        #expect(AozoraHeading.heading(raw: line, shown: shown, spans: spans) == nil)
    }
}
