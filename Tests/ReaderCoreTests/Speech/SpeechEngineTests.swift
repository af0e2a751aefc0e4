import Foundation
import ReaderCore
import TestSupport
import Testing

@Suite struct SpeechEngineTests {
    /// A folder holding an executable `name` that runs `script`.
    static func program(_ name: String, _ script: String, in folder: TemporaryFolder) throws -> String {
        let path = try folder.write(Data("#!/bin/sh\n\(script)\n".utf8), to: "bin/" + name)
        chmod(path, 0o755)
        return folder.path + "/bin"
    }

    /// espeak-ng writes each sentence to its numbered WAV file.
    @Test func eachSentenceIsWrittenToItsNumberedFile() throws {
        let folder = try TemporaryFolder()
        let engine = try SpeechEngine.found(folder: folder.path, rate: 200, path: "/usr/bin:/bin").get()
        #expect(engine.say("The lamp room was the heart of the island.", voice: "en", number: 7) { false } == .said)
        let wav = try Data(contentsOf: URL(fileURLWithPath: folder.path + "/000007.wav"))
        #expect(wav.count > 10_000 && wav.prefix(4) == Data("RIFF".utf8))
    }

    /// Played: espeak-ng's WAV goes through a pipe into the player's input, which ends with it.
    @Test func theSpeechGoesThroughThePlayer() throws {
        let folder = try TemporaryFolder()
        let bin = try Self.program("aplay", "cat > \"\(folder.path)/played.wav\"", in: folder)
        let engine = try SpeechEngine.found(folder: nil, rate: 200, path: bin + ":/usr/bin:/bin").get()
        #expect(engine.output == .player(bin + "/aplay", ["-q", "-"]))
        #expect(engine.say("Light burning. All well.", voice: "en", number: 1) { false } == .said)
        let wav = try Data(contentsOf: URL(fileURLWithPath: folder.path + "/played.wav"))
        #expect(wav.prefix(4) == Data("RIFF".utf8))
    }

    @Test func aSentenceNoLongerWantedIsStoppedAtOnce() throws {
        let folder = try TemporaryFolder()
        let bin = try Self.program("espeak-ng", "exec sleep 60", in: folder)
        let engine = try SpeechEngine.found(folder: folder.path, rate: 175, path: bin).get()
        let start = Date()
        var asked = 0
        #expect(
            engine.say("Never said.", voice: "en", number: 1) {
                asked += 1; return asked > 2
            } == .stopped)
        #expect(Date().timeIntervalSince(start) < 10)
    }

    @Test func whatIsMissingOrFailingIsSaidInOneLine() throws {
        let folder = try TemporaryFolder()
        #expect(throws: SpeechMissing(message: "no speech engine: install espeak-ng")) {
            try SpeechEngine.found(folder: nil, rate: 175, path: folder.path).get()
        }
        let bin = try Self.program("espeak-ng", "exit 0", in: folder)
        #expect(throws: SpeechMissing(message: "no audio player: install pipewire-bin, pulseaudio-utils or alsa-utils")) {
            try SpeechEngine.found(folder: nil, rate: 175, path: bin).get()
        }
        _ = try Self.program("aplay", "cat > /dev/null; exit 1", in: folder)
        let engine = try SpeechEngine.found(folder: nil, rate: 175, path: bin).get()
        #expect(engine.say("No device.", voice: "en", number: 1) { false } == .failed("aplay failed (no audio device?)"))
        // espeak-ng failing (a voice it does not have) is told apart from the player failing.
        _ = try Self.program("espeak-ng", "exit 1", in: folder)
        #expect(engine.say("Nemo.", voice: "la", number: 1) { false } == .unspoken)
    }
}
