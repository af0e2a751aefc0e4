import Testing

@testable import ReaderUI
@testable import TermReader

/// Input read ahead keeps its order and knows since when a quit key has been waiting.
@Suite struct InputBacklogTests {
    func key(_ name: String) -> TerminalEvent { .key(name == "Space" ? .character(" ") : .character(Character(name))) }

    @Test func eventsComeOutInOrderAndAQuitIsSeenBeforeItIsTaken() {
        var backlog = InputBacklog()
        var queued = [key("v"), key("Space"), key("q"), key("j")]
        backlog.fill(from: { queued.isEmpty ? nil : queued.removeFirst() }, quits: { $0 == key("q") }, now: 5)
        #expect(backlog.quitSince == 5, "the quit behind the flood is known at once")
        #expect(backlog.take() == key("v"))
        #expect(backlog.take() == key("Space"))
        #expect(backlog.quitSince == 5)
        #expect(backlog.take() == key("q"))
        #expect(backlog.quitSince == nil, "taken: nothing waits any more")
        #expect(backlog.take() == key("j"))
        #expect(backlog.isEmpty && backlog.take() == nil)
        backlog.add(key("q"), quits: true, now: 9)
        #expect(backlog.quitSince == 9)
    }
}
