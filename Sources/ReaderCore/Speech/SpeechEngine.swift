#if canImport(Glibc)
import Glibc
#endif

/// Reads sentences aloud through espeak-ng, run as a program of its own (it is GPL: never
/// linked): its WAV on standard output goes through a pipe to the system's player (`pw-play`,
/// `paplay` or `aplay`, the first on `PATH`), or, with an output folder, into a numbered WAV file
/// there. A sentence is said to its end before the next is started; one being said is stopped
/// (both programs killed) as soon as it is no longer wanted.
public struct SpeechEngine: Sendable, Equatable {
    /// Where the speech goes.
    public enum Output: Sendable, Equatable {
        /// A player reading WAV on its standard input: the program and its arguments.
        case player(String, [String])
        /// Numbered WAV files (`000001.wav`, …) in a folder.
        case folder(String)
    }

    /// What saying a sentence came to.
    public enum Outcome: Equatable {
        case said
        case stopped
        /// espeak-ng could not say it: in that voice (one it does not have), or at all.
        case unspoken
        /// It could not be said: one line saying why.
        case failed(String)
    }

    public var speaker: String
    public var output: Output
    /// Words a minute.
    public var rate: Int

    public init(speaker: String, output: Output, rate: Int) {
        self.speaker = speaker
        self.output = output
        self.rate = rate
    }

    /// The engine this system has — espeak-ng and a player, or a folder to write to — or one
    /// line saying what is missing.
    public static func found(folder: String?, rate: Int, path: String?) -> Result<SpeechEngine, SpeechMissing> {
        let folders = (path ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":").map(String.init)
        func onPath(_ name: String) -> String? {
            folders.map { $0 + "/" + name }.first { access($0, X_OK) == 0 }
        }
        guard let speaker = onPath("espeak-ng") else { return .failure(SpeechMissing(message: "no speech engine: install espeak-ng")) }
        if let folder { return .success(SpeechEngine(speaker: speaker, output: .folder(folder), rate: rate)) }
        for (name, arguments) in players {
            if let player = onPath(name) { return .success(SpeechEngine(speaker: speaker, output: .player(player, arguments), rate: rate)) }
        }
        return .failure(SpeechMissing(message: "no audio player: install pipewire-bin, pulseaudio-utils or alsa-utils"))
    }

    /// Says `text` in `voice`, as sentence `number` (which names its file in a folder); `stop` is
    /// asked every few milliseconds while it is said.
    public func say(_ text: String, voice: String, number: Int, stop: () -> Bool) -> Outcome {
        var arguments = ["-v", voice, "-s", String(rate), "--"]
        var feed: [Int32] = [-1, -1]
        switch output {
        case .folder(let folder):
            let name = String(number)
            arguments.insert(
                contentsOf: ["-w", folder + "/" + String(repeating: "0", count: max(0, 6 - name.count)) + name + ".wav"], at: 0)
        case .player:
            arguments.insert("--stdout", at: 0)
            // Neither child keeps the other's end open (the player would never see the end).
            guard ChildProcess.pipe(&feed) else { return .failed("cannot make a pipe") }
        }
        arguments.append(text)
        // Each child with the name of its program, for the line saying which one failed.
        var children: [(pid: pid_t, name: String)] = []
        let speaking = ChildProcess.spawn(
            speaker, arguments, input: .null, output: feed[1] >= 0 ? .descriptor(feed[1]) : .null, errors: .null)
        if let speaking { children.append((speaking, speaker)) }
        if case .player(let player, let playerArguments) = output {
            close(feed[1])
            if let playing = ChildProcess.spawn(player, playerArguments, input: .descriptor(feed[0]), output: .null, errors: .null) {
                children.append((playing, player))
            }
            close(feed[0])
        }
        guard children.count == (feed[0] < 0 ? 1 : 2) else {
            children.forEach { kill($0.pid, SIGKILL) }
            Self.reap(children.map(\.pid))
            return .failed("cannot start \(speaking == nil ? speaker : "the audio player")")
        }
        var statuses: [pid_t: Int32] = [:]
        while statuses.count < children.count {
            for child in children where statuses[child.pid] == nil {
                var status: Int32 = 0
                if waitpid(child.pid, &status, WNOHANG) == child.pid { statuses[child.pid] = status }
            }
            guard statuses.count < children.count else { break }
            if stop() {
                let running = children.map(\.pid).filter { statuses[$0] == nil }
                running.forEach { kill($0, SIGKILL) }
                Self.reap(running)
                return .stopped
            }
            var pause = timespec(tv_sec: 0, tv_nsec: 20_000_000)
            nanosleep(&pause, nil)
        }
        if let speaking, statuses[speaking] != 0 { return .unspoken }
        if let failed = children.first(where: { statuses[$0.pid] != 0 }) {
            return .failed("\(failed.name.split(separator: "/").last.map(String.init) ?? failed.name) failed (no audio device?)")
        }
        return .said
    }

    private static func reap(_ children: [pid_t]) {
        for child in children {
            var status: Int32 = 0
            while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        }
    }

    /// Players that read WAV on standard input, most wanted first.
    private static let players: [(String, [String])] = [("pw-play", ["-"]), ("paplay", []), ("aplay", ["-q", "-"])]
}

/// Why nothing can be read aloud: one line.
public struct SpeechMissing: Error, Equatable, Sendable {
    public var message: String

    public init(message: String) { self.message = message }
}
