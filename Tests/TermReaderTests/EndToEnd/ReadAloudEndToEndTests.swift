import Foundation
import TestSupport
import Testing

extension EndToEnd {
    /// Reading aloud with the real espeak-ng: into WAV files (`[read-aloud] output`), and
    /// through a stand-in player on `PATH` that keeps what it is sent and takes its time, so
    /// the highlight can be watched moving.
    @Suite(.serialized) struct ReadAloud {
        let state = Package.stateDirectory()
        static let book = Package.book("the-lighthouse-keeper.txt")

        /// The reader on the sample book with this config, its exit status written to `status`.
        func open(config: String, path: String? = nil, status: String) throws -> Tmux {
            try FileManager.default.createDirectory(atPath: state + "/config/termreader", withIntermediateDirectories: true)
            try config.write(toFile: state + "/config/termreader/config.toml", atomically: true, encoding: .utf8)
            var environment = Package.readerEnvironment(state: state)
            if let path { environment["PATH"] = path }
            return try Tmux(
                command: "\(Package.binary) --mode none --from-start \(Tmux.quote(Self.book)); echo $? > \(status)", columns: 100,
                rows: 30, environment: environment)
        }

        static func wavs(in folder: String) -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".wav") }.sorted()
        }

        /// Each sentence of chapter 1 into its numbered file, in order, and then it stops by itself.
        @Test func theChapterIsWrittenSentenceBySentenceAndItStopsAtItsEnd() throws {
            let wav = state + "/wav"
            try FileManager.default.createDirectory(atPath: wav, withIntermediateDirectories: true)
            let status = state + "/status-1"
            let tmux = try open(config: "[read-aloud]\noutput = \"\(wav)\"\nstop = \"chapter\"\n", status: status)
            defer { tmux.kill() }
            _ = try tmux.waitUntil { $0.joined().contains("The Lighthouse Keeper") }
            try tmux.sendKeys("]")
            _ = try tmux.waitUntil { $0[0].contains("Chapter 1") }
            try tmux.sendKeys("p")
            _ = try tmux.waitUntil(timeout: 60) { $0.last?.contains("end of chapter: read aloud stopped") == true }
            let files = Self.wavs(in: wav)
            #expect(files.count >= 10)
            #expect(files == (1...files.count).map { String(format: "%06d.wav", $0) })
            for file in files {
                let data = try Data(contentsOf: URL(fileURLWithPath: wav + "/" + file))
                #expect(data.prefix(4) == Data("RIFF".utf8), "\(file)")
            }
            try tmux.sendKeys("q")
            #expect(TestSupport.exitStatus(writtenTo: status, timeout: 10) == 0)
        }

        /// Played through a slow stand-in `aplay`: the highlighted sentence moves, `p` pauses and
        /// goes on, Esc stops.
        @Test func theHighlightMovesAndPPausesAndGoesOn() throws {
            let played = state + "/played"
            try FileManager.default.createDirectory(atPath: played, withIntermediateDirectories: true)
            let player = state + "/bin/aplay"
            try FileManager.default.createDirectory(atPath: state + "/bin", withIntermediateDirectories: true)
            try "#!/bin/sh\ncat > \"\(played)/$$.wav\"\nsleep 0.3\n".write(toFile: player, atomically: true, encoding: .utf8)
            chmod(player, 0o755)
            let status = state + "/status-2"
            let tmux = try open(config: "", path: state + "/bin:/usr/bin:/bin", status: status)
            defer { tmux.kill() }
            _ = try tmux.waitUntil { $0.joined().contains("The Lighthouse Keeper") }
            try tmux.sendKeys("p")
            _ = try tmux.waitUntil { $0.last?.contains("▶ aloud 175/min") == true }
            let first = try tmux.captureWithColors()
            _ = try tmux.waitUntil { _ in (try? tmux.captureWithColors()) != first }
            _ = try tmux.waitUntil { _ in Self.wavs(in: played).count >= 2 }
            try tmux.sendKeys("p")
            _ = try tmux.waitUntil { $0.last?.contains("‖ aloud") == true }
            let paused = Self.wavs(in: played).count
            try tmux.sendKeys("p")
            _ = try tmux.waitUntil { _ in Self.wavs(in: played).count > paused + 1 }
            try tmux.sendKeys("Escape")
            _ = try tmux.waitUntil { $0.last?.contains("read aloud: stopped") == true }
            try tmux.sendKeys("q")
            #expect(TestSupport.exitStatus(writtenTo: status, timeout: 10) == 0)
            // A sentence cut short by `p` or Esc may have sent its player nothing yet.
            let sent = try Self.wavs(in: played).map { try Data(contentsOf: URL(fileURLWithPath: played + "/" + $0)) }.filter {
                !$0.isEmpty
            }
            #expect(sent.count >= 3 && sent.allSatisfy { $0.prefix(4) == Data("RIFF".utf8) })
        }
    }
}
