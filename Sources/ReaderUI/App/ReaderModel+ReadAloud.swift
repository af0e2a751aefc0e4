import ReaderCore

/// Reading aloud: `p` starts it from the page on screen (or goes on from the sentence it
/// paused at, when that is on screen) and pauses it; while it reads, `+`/`-` change the speed,
/// `z` sets the sleep timer, Esc stops it, and any other key pauses it and does what it does. The sentence being said is
/// highlighted and the pages turn to follow it. It stops by itself at the end of the book or
/// chapter (`[read-aloud] stop`), and when the sleep timer (`minutes`) runs out.
extension ReaderModel {
    var isReadingAloud: Bool { readAloud.isRunning }

    /// `p`: starts or goes on, or pauses.
    func toggleReadAloud(now: Double) -> [Effect] {
        if readAloud.isRunning { return pauseReadAloud("read aloud: paused", now: now) }
        switch SpeechEngine.found(folder: speech.folder, rate: speechRate, path: programPath) {
        case .failure(let missing):
            flash("read aloud: " + missing.message, seconds: 4, now: now)
            return []
        case .success(let engine):
            readAloud.isRunning = true
            readAloud.sleepAt = sleepMinutes > 0 ? now + Double(sleepMinutes) * 60 : nil
            flash(
                "read aloud: \(speechRate) words a minute · + faster · - slower · z sleep timer · p pauses · Esc stops", seconds: 3,
                now: now)
            return [.start(readAloudJob(engine, from: resumePoint()))]
        }
    }

    /// A key (nil: a click) while reading aloud runs or is paused; true when it was used up.
    func readAloudKey(_ key: Key?, _ action: Action?, now: Double) -> (usedUp: Bool, effects: [Effect]) {
        guard readAloud.sentence != nil || readAloud.isRunning else { return (false, []) }
        if key == .escape {
            let effects: [Effect] = readAloud.isRunning ? [.cancel(ReadAloudJob.kind)] : []
            readAloud = ReadAloud(number: readAloud.number)
            flash("read aloud: stopped", seconds: 2, now: now)
            return (true, effects)
        }
        guard readAloud.isRunning else { return (false, []) }
        if key == Self.sleepKey {
            setSleepTimer(now: now)
            return (true, [])
        }
        switch action {
        case .widerText, .narrowerText:
            let faster = action == .widerText
            speechRate = min(SpeechSettings.rates.upperBound, max(SpeechSettings.rates.lowerBound, speechRate + (faster ? 25 : -25)))
            flash("read aloud: \(speechRate) words a minute", seconds: 2, now: now)
            guard case .success(let engine) = SpeechEngine.found(folder: speech.folder, rate: speechRate, path: programPath) else {
                return (true, pauseReadAloud("read aloud: paused", now: now))
            }
            return (true, [.start(readAloudJob(engine, from: resumePoint()))])
        case .readAloud:
            return (true, pauseReadAloud("read aloud: paused", now: now))
        default:
            return (false, pauseReadAloud("read aloud: paused", now: now))
        }
    }

    /// The sentence being said now: highlight it and turn to its page.
    func speaking(_ sentence: SpokenSentence, number: Int, now: Double) -> [Effect] {
        guard readAloud.isRunning else { return [] }
        readAloud.sentence = sentence
        readAloud.number = number
        let position = navigator.index.position(of: PageAnchor(paragraph: sentence.paragraph, grapheme: sentence.graphemes.lowerBound))
        guard !shownPositions().contains(position) else { return [] }
        if mode != .scroll, let next = turnTarget(.next, from: shownPosition),
            next == (layout.isSpread ? navigator.spreadStart(of: position) : position)
        {
            return turn(.next, now: now)
        }
        navigator.go(position)
        if mode == .scroll { enterScrollMode() }
        return [.save]
    }

    /// Reading aloud stopped by itself (its end, or speech that failed).
    func readAloudEnded(_ why: String, now: Double) {
        guard readAloud.isRunning else { return }
        readAloud = ReadAloud(number: readAloud.number)
        flash(why, seconds: 4, now: now)
    }

    /// The key that sets the sleep timer while reading aloud runs.
    static let sleepKey = Key.character("z")
    /// The sleep timers `z` steps through, in minutes; after the last, none.
    static let sleepSteps = [15, 30, 45, 60, 90]

    /// `z`: the next sleep timer after the one running (the shortest when none is), from now;
    /// none after the longest.
    private func setSleepTimer(now: Double) {
        let running = readAloud.sleepAt == nil ? 0 : sleepMinutes
        sleepMinutes = Self.sleepSteps.first { $0 > running } ?? 0
        readAloud.sleepAt = sleepMinutes > 0 ? now + Double(sleepMinutes) * 60 : nil
        flash(sleepMinutes > 0 ? "read aloud: stops in \(sleepMinutes) minutes" : "read aloud: no sleep timer", seconds: 2, now: now)
    }

    /// Stops reading aloud when the sleep timer runs out.
    func readAloudTick(now: Double) -> [Effect] {
        guard readAloud.isRunning, let at = readAloud.sleepAt, now >= at else { return [] }
        return pauseReadAloud("sleep timer: read aloud paused", now: now)
    }

    /// The sentence being said, as a mark drawn over the page.
    var spokenMarks: [TextMark] {
        readAloud.sentence.map { [TextMark(paragraph: $0.paragraph, graphemes: $0.graphemes, role: .highlightCurrent)] } ?? []
    }

    /// What the footer says while reading aloud runs.
    /// The footer's word on reading aloud at `now`: its pace and the sleep timer's minutes left
    /// while it reads, paused, or nothing.
    func readAloudStatus(now: Double) -> String? {
        guard readAloud.isRunning else { return readAloud.sentence != nil ? "‖ aloud" : nil }
        let left = readAloud.sleepAt.map { " · sleep \(max(1, Int((($0 - now) / 60).rounded(.up)))) min" } ?? ""
        return "▶ aloud \(speechRate)/min" + left
    }

    private func pauseReadAloud(_ message: String, now: Double) -> [Effect] {
        readAloud.isRunning = false
        readAloud.sleepAt = nil
        flash(message, seconds: 2, now: now)
        return [.cancel(ReadAloudJob.kind)]
    }

    /// The whole book has replaced `window`, the part read first, whose blocks are numbered
    /// apart: the sentence being said (or paused at) is found in the whole book, and reading
    /// that runs goes on from it there, past where the window ended.
    func carryReadAloud(from window: Book) -> [Effect] {
        if let sentence = readAloud.sentence {
            let start = navigator.book.anchor(
                for: window.location(of: PageAnchor(paragraph: sentence.paragraph, grapheme: sentence.graphemes.lowerBound)))
            readAloud.sentence = SpokenSentence(
                paragraph: start.paragraph, graphemes: start.grapheme..<start.grapheme + sentence.graphemes.count, text: sentence.text)
        }
        guard readAloud.isRunning,
            case .success(let engine) = SpeechEngine.found(folder: speech.folder, rate: speechRate, path: programPath)
        else { return [] }
        let start = readAloud.sentence.map { PageAnchor(paragraph: $0.paragraph, grapheme: $0.graphemes.lowerBound) } ?? resumePoint()
        return [.start(readAloudJob(engine, from: start))]
    }

    /// Where reading goes on: the sentence it paused at, when that is on screen; else the top
    /// of the page.
    private func resumePoint() -> PageAnchor {
        if let sentence = readAloud.sentence {
            let start = PageAnchor(paragraph: sentence.paragraph, grapheme: sentence.graphemes.lowerBound)
            if shownPositions().contains(navigator.index.position(of: start)) { return start }
        }
        let top = mode == .scroll ? navigator.position : shownPosition
        return navigator.index.anchors(ofChapter: top.chapter)[top.page]
    }

    private func readAloudJob(_ engine: SpeechEngine, from start: PageAnchor) -> ReadAloudJob {
        let book = navigator.book
        var end = book.paragraphs.count
        if speech.stop == .chapter, let chapter = book.chapters.last(where: { $0.paragraphs.lowerBound <= start.paragraph }) {
            end = chapter.paragraphs.upperBound
        }
        return ReadAloudJob(
            book: book, paragraph: start.paragraph, grapheme: start.grapheme, end: end, engine: engine, number: readAloud.number)
    }
}
