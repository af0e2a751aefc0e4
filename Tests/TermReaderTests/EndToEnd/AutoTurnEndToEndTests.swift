import Foundation
import TestSupport
import Testing

extension EndToEnd.Reader {
    /// `a` starts hands-free reading, `+` speeds it up, pages turn by themselves; a key pauses it.
    @Test func autoTurnTurnsPagesByItself() throws {
        let tmux = try open(Package.book("the-lighthouse-keeper.txt"), "--mode none --from-start")
        defer { tmux.kill() }
        let first = try tmux.waitUntil { $0.joined().contains("A short novel written for termreader") }
        try tmux.sendKeys("a")
        _ = try tmux.waitUntil { footer($0).contains("auto: every 30 s") }
        // 30 s → 2 s a page in twelve steps.
        for _ in 0..<12 { try tmux.sendKeys("+") }
        _ = try tmux.waitUntil { footer($0).contains("auto: every 2 s") }
        let turned = try tmux.waitUntil(timeout: 10) { $0.joined().contains("The supply boat came") }
        #expect(turned != first)
        // That no page turns once paused is the model's to show, on a fake clock
        // (AutoTurnTests.plusAndMinusChangeThePaceAndItIsRemembered): here, that `a` pauses.
        try tmux.sendKeys("a")
        _ = try tmux.waitUntil { footer($0).contains("auto: paused") }
        try tmux.sendKeys("q")
        #expect(try exitStatus(tmux) == 0)
    }
}
