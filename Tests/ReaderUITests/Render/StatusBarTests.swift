import ReaderCore
import Testing

@testable import ReaderUI

@Suite struct StatusBarTests {
    func info(hint: String? = nil, indexing: Int? = nil) -> StatusInfo {
        StatusInfo(
            bookTitle: "book", chapterTitle: "One", pageInChapter: 2, pagesInChapter: 8, globalPage: 40, totalPages: 262,
            percent: 15, mode: "curl", theme: "auto: dark", hint: hint, indexing: indexing, fade: nil)
    }

    func footer(_ info: StatusInfo, _ width: Int) -> String {
        var line = Substring(StatusBar.footer(info, width: width, palette: .light).lines[0])
        while line.last == " " { line.removeLast() }
        return String(line)
    }

    @Test func theFooterIsLabelledAndShortensGracefully() {
        #expect(footer(info(), 60) == " ch. p. 2/8 · p. 40/262 · 15%             curl · auto: dark")
        #expect(footer(info(), 30) == " ch. p. 2/8 · p. 40/262 · 15%")
        #expect(footer(info(), 24) == " 2/8 · 40/262 · 15%")
        #expect(footer(info(), 20) == " 2/8 · 40/262 · 15%")
        #expect(footer(info(), 18) == " p. 40/262 · 15%")
        #expect(footer(info(), 14) == " 40/262 · 15%")
        #expect(footer(info(), 8) == " 15%")
    }

    @Test func aHintTakesTheRoomOfTheLabelsFirst() {
        #expect(footer(info(hint: "end of book"), 60) == " ch. p. 2/8 · p. 40/262 · 15%   end of book")
        #expect(footer(info(hint: "end of book"), 36) == " 2/8 · 40/262 · 15%   end of book")
        #expect(footer(info(hint: "search wrapped around the book"), 20) == " 15%   search wra…")
    }

    @Test func indexingReplacesTheBookPage() {
        #expect(footer(info(indexing: 40), 60) == " ch. p. 2/8 · indexing 40% · 15%          curl · auto: dark")
        #expect(footer(info(indexing: 40), 24) == " indexing 40% · 15%")
    }
}

extension StatusBarTests {
    @Test func chosenFieldsShowInOrderAndGiveWayInTurn() {
        var status = info()
        status.fields = [.clock, .chapterPage, .timeLeft, .percent]
        status.clock = "14:05"
        status.timeLeft = TimeLeft(chapter: 720, book: 12_000)
        #expect(footer(status, 80) == " 14:05 · ch. p. 2/8 · ch. 12 min · book 3 h 20 left · 15%     curl · auto: dark")
        #expect(footer(status, 44) == " 14:05 · 2/8 · 12 min · 3 h 20 · 15%")
        #expect(footer(status, 34) == " 2/8 · 12 min · 3 h 20 · 15%")
        #expect(footer(status, 28) == " 12 min · 3 h 20 · 15%")
        #expect(footer(status, 12) == " 15%")
    }
}

extension StatusBarTests {
    /// A PDF's place is a page of the file: the long footer names it beside the percent.
    @Test func aPDFsPageShowsBesideThePercent() {
        var status = info()
        status.sourcePage = ("PDF", 41, 63)
        #expect(footer(status, 80) == " ch. p. 2/8 · p. 40/262 · 15% · PDF p. 41/63                  curl · auto: dark")
        #expect(footer(status, 24) == " 2/8 · 40/262 · 15%")
    }
}
