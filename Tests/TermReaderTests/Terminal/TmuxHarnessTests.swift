import Foundation
import TestSupport
import Testing

/// Proves the end-to-end harness on plain shell commands (the reader itself is driven
/// by the lead's end-to-end tests).
extension EndToEnd {
    @Suite(.serialized) struct TmuxHarnessTests {
        @Test func typedTextReachesTheCommandAndTheScreen() throws {
            let tmux = try Tmux(command: "printf 'ready\\n'; exec cat", columns: 40, rows: 6)
            defer { tmux.kill() }
            try tmux.waitUntil { $0.first == "ready" }
            try tmux.sendText("héllo 中文")
            try tmux.sendKeys("Enter")
            let screen = try tmux.waitUntil { $0.filter { $0.hasPrefix("héllo 中文") }.count == 2 }
            #expect(screen.count == 6)
        }

        @Test func resizeReachesTheCommand() throws {
            let tmux = try Tmux(command: "while :; do printf '\\033[H\\033[2J'; stty size; sleep 0.05; done", columns: 30, rows: 8)
            defer { tmux.kill() }
            try tmux.waitUntil { $0.first == "8 30" }
            try tmux.resize(columns: 50, rows: 10)
            let screen = try tmux.waitUntil { $0.first == "10 50" }
            #expect(screen.count == 10)
        }

        @Test func environmentColoursAndExitStatus() throws {
            // Repaints until a line is read: tmux may clear a pane while it settles its size.
            let script = #"while ! read -t 0.2 line; do printf '\033[H%s %s\n\033[31mred\033[0m\n' "$TERM" "$XDG_STATE_HOME"; done; exit 3"#
            let tmux = try Tmux(
                command: "bash -c " + Tmux.quote(script) + "; echo status=$?; exec sleep 30",
                columns: 40, rows: 8, environment: ["TERM": "xterm-256color", "XDG_STATE_HOME": "/tmp/x y"])
            defer { tmux.kill() }
            try tmux.waitUntil { $0.first == "xterm-256color /tmp/x y" }
            #expect(try tmux.captureWithColors().contains { $0.contains("\u{1B}[31mred") })
            #expect(try tmux.exitStatus() == nil)
            try tmux.sendKeys("Enter")
            // The shell reports the status: a detached tmux server does not always reap its pane's command.
            _ = try tmux.waitUntil { $0.contains("status=3") }
        }

        @Test func waitUntilTimesOutWithTheScreen() throws {
            let tmux = try Tmux(command: "echo nothing; exec sleep 30", columns: 20, rows: 3)
            defer { tmux.kill() }
            #expect(throws: Tmux.Failure.self) {
                try tmux.waitUntil(timeout: 0.3) { $0.contains("never") }
            }
        }
    }
}
