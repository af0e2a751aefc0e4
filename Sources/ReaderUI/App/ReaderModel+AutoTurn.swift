/// Hands-free reading: `a` starts and pauses it; while it runs a page turns (animated in the
/// current mode) every few seconds, or scroll mode moves a line at a time; `+`/`-` change
/// the pace; any other key pauses it (and does what it does); it stops at the end of the book.
extension ReaderModel {
    /// Whether hands-free reading runs.
    var isAutoTurning: Bool { autoTurnDue != nil }

    /// Seconds between steps at the remembered pace: a spread holds two pages, so it stays twice as long.
    var autoTurnInterval: Double {
        remembered.autoTurn.interval(scrolling: mode == .scroll) * (layout.isSpread ? 2 : 1)
    }

    /// A key while hands-free reading runs: the pace keys change it; any other key pauses it
    /// and goes on to its usual action (true when the key was used up here).
    func autoTurnKey(_ action: Action?, now: Double) -> Bool {
        guard isAutoTurning else { return false }
        switch action {
        case .widerText, .narrowerText:
            remembered.autoTurn.change(faster: action == .widerText, scrolling: mode == .scroll)
            autoTurnDue = now + autoTurnInterval
            flash("auto: " + remembered.autoTurn.description(scrolling: mode == .scroll), seconds: 2, now: now)
            return true
        case .autoTurn:
            stopAutoTurn("auto: paused", now: now)
            return true
        default:
            stopAutoTurn("auto: paused", now: now)
            return false
        }
    }

    /// Starts hands-free reading at the remembered pace.
    func startAutoTurn(now: Double) {
        let scrolling = mode == .scroll
        autoTurnDue = now + autoTurnInterval
        flash("auto: \(remembered.autoTurn.description(scrolling: scrolling)) · + faster · - slower · any key pauses", seconds: 4, now: now)
    }

    /// Takes the step that is due, if it is: a page turn, or a line in scroll mode.
    func autoTurnTick(now: Double) -> [Effect] {
        guard let due = autoTurnDue, now >= due else { return [] }
        let scrolling = mode == .scroll
        if scrolling {
            let effects = scroll(by: 1)
            if hint == "end of book" { stopAutoTurn("end of book: auto stopped", now: now) } else { autoTurnDue = now + autoTurnInterval }
            return effects
        }
        guard isProvisional || turnTarget(.next, from: shownPosition) != nil else {
            stopAutoTurn("end of book: auto stopped", now: now)
            return []
        }
        autoTurnDue = now + autoTurnInterval
        return turn(.next, now: now)
    }

    private func stopAutoTurn(_ message: String, now: Double) {
        autoTurnDue = nil
        flash(message, seconds: 2, now: now)
    }
}
