import Foundation
import TestSupport
import Testing

@testable import ReaderCore
@testable import ReaderUI

/// The issue's acceptance check, on pages as drawn 61 columns wide (`render --pages 1-N --body
/// --size 61x30`): every row holds exactly its line's text, with blanks added only where
/// `JustificationGap` allows and no more than its slack; the lines of a page take up the book's
/// text in order, nothing lost or repeated; and outside preformatted text no row that goes on
/// from the one before starts with a closing mark, nor ends with an opening one, half-width
/// brackets included.
@Suite struct PageRendererCorpusTests {
    /// Checks the first `pages` pages of `book` at 61 × 30; returns how many rows were read.
    @discardableResult
    func check(_ book: Book, pages: Int) -> Int {
        var settings = LayoutSettings()
        settings.pages = .single
        settings.writing = .horizontal
        let m = ReaderModel(book: book, location: .start, columns: 61, rows: 30, theme: .light, mode: .none, layoutSettings: settings)
        let layout = m.layout.page
        var rows = 0
        var next = (paragraph: 0, utf8: 0) // where the text the next line holds should start
        for _ in 0..<pages {
            let frame = m.pageFrame(m.navigator.position)
            let lines = m.navigator.page.lines
            for (i, line) in lines.enumerated() where line.kind != .blank {
                let place = "page \(m.navigator.position), line \(i)"
                let paragraph = book.paragraphs[line.paragraph]
                // In order: a line goes on where the one before ended, or starts the next block.
                if line.utf8.lowerBound != 0 || line.paragraph == next.paragraph {
                    #expect(line.paragraph == next.paragraph && line.utf8.lowerBound == next.utf8, "\(place): text skipped or repeated")
                }
                next = line.utf8.upperBound == paragraph.text.utf8.count ? (line.paragraph + 1, 0) : (line.paragraph, line.utf8.upperBound)
                let drawn = Self.cells(frame, y: layout.row(ofLine: i), from: layout.textX, to: layout.textX + layout.textColumns)
                Self.expectRow(drawn, holds: line, in: book, justify: layout.settings.justify, place)
                rows += 1
                // Kinsoku at the row's ends, where the line was broken for width.
                guard paragraph.kind != .preformatted, line.kind == .body else { continue }
                let text = line.text(in: book)
                if line.isWrapped(in: book), let first = text.unicodeScalars.first {
                    #expect(!Kinsoku.isClosing(first.value), "\(place) starts with \(first): \(text)")
                }
                if i + 1 < lines.count, lines[i + 1].paragraph == line.paragraph, lines[i + 1].isWrapped(in: book),
                    let last = text.unicodeScalars.last(where: { $0 != " " })
                {
                    #expect(!Kinsoku.isOpening(last.value), "\(place) ends with \(last): \(text)")
                }
            }
            if m.navigator.next() == .atEnd { break }
        }
        return rows
    }

    /// The characters of row `y` from column `x0` to `x1`, a wide character once.
    static func cells(_ frame: Frame, y: Int, from x0: Int, to x1: Int) -> [Character] {
        (x0..<x1).compactMap { x in frame[x, y].width == 0 ? nil : Character(frame[x, y].text) }
    }

    /// Checks that `drawn` is `line`'s text after its indent: the same characters in order, with
    /// blank cells added only at gaps `JustificationGap` allows (each at most `JustificationGap.widest`, all
    /// together at most the line's slack), then blanks to the edge; a row of a preformatted line
    /// that goes on below ends in `›`.
    static func expectRow(_ drawn: [Character], holds line: PageLine, in book: Book, justify: Bool, _ place: String) {
        var text = Array(line.text(in: book))
        while text.last == "\n" || text.last == " " { text.removeLast() }
        var row = drawn
        if line.kind == .separator {
            // A scene break longer than the line (a rule of dashes) is cut, unmarked.
            text = Array(text.prefix(row.count - line.indent))
        }
        if line.continues {
            #expect(row.last == "›", "\(place): a line that goes on is marked")
            row.removeLast()
        }
        #expect(row.prefix(line.indent).allSatisfy { $0 == " " }, "\(place): indent")
        var i = line.indent, added = 0
        for (k, ch) in text.enumerated() {
            var run = 0
            while i < row.count, row[i] == " ", ch != " " { run += 1; i += 1 }
            if run > 0 {
                let gap = k > 0 ? JustificationGap(between: text[k - 1], and: ch) : nil
                #expect(gap != nil && run <= JustificationGap.widest, "\(place): \(run) blank(s) before \(ch) in \(String(text))")
                added += run
            }
            guard i < row.count, row[i] == ch else {
                Issue.record("\(place): drawn \(String(row)) for \(String(text))")
                return
            }
            i += 1
        }
        #expect(added <= (justify ? line.slack : 0), "\(place): \(added) blanks added, slack \(line.slack)")
        #expect(row[min(i, row.count)...].allSatisfy { $0 == " " }, "\(place): nothing after the text")
    }

    @Test(
        .enabled(if: Package.corpus("zh/xiyouji.utf8.txt") != nil, "needs ../shared/corpus"),
        arguments: [
            "zh/sanguo-yanyi.utf8.txt", "zh/xiyouji.utf8.txt", "zh/xiyouji-trad.utf8.txt", "ja/wagahai-wa-neko-de-aru.utf8-bom.txt",
        ])
    func cjkBooksAreDrawnWholeWithKinsoku(file: String) throws {
        let book = try BookLoader.load(path: try #require(Package.corpus(file)))
        #expect(check(book, pages: 40) > 900)
    }

    /// A Japanese technical page: katakana words, Latin words and half-width brackets.
    static let mixedPage = [
        "ファイルパーミッションを変更するにはchmodコマンドを使います。たとえばchmod 755 script.shと入力すると、所有者は読み書き実行ができます(詳しくはman chmodを参照)。",
        "システムディレクトリのアクセス制御リスト(ACL)は、getfaclとsetfaclで操作します。Debian GNU/Linuxのリリースは、コードネーム(bookworm, trixie)で呼ばれることが多いです。",
        "設定ファイル/etc/apt/sources.listを編集したあとは、「apt-get update」を実行してください(rootの権限が要ります)。LANG=ja_JP.UTF-8を設定すると、日本語のファイル名も正しく表示されます。",
    ]

    @Test func aMixedJapaneseAndLatinPageIsDrawnWholeWithKinsoku() {
        #expect(check(makeTestBook(Self.mixedPage), pages: 1) >= 9)
    }
}

extension PageLine {
    /// Whether this line goes on from the line before it, broken for width (not after a `\n`).
    func isWrapped(in book: Book) -> Bool {
        guard graphemes.lowerBound > 0 else { return false }
        let text = book.paragraphs[paragraph].text.utf8
        let before = text.index(text.startIndex, offsetBy: utf8.lowerBound - 1)
        return text[before] != 0x0A
    }
}
