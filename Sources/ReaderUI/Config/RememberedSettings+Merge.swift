/// Two readers running at once each save the settings they changed, onto what the other saved
/// meanwhile: per setting, the latest change wins, and neither run's searches are lost.
extension RememberedSettings {
    /// `self` (this run's settings) merged onto `disk` (the file as it is now), given `base`, the
    /// settings this run last kept (or read at start): a setting this run did not change since
    /// `base` takes `disk`'s value; searches are `disk`'s followed by those this run added.
    package func merged(base: RememberedSettings, disk: RememberedSettings) -> RememberedSettings {
        var result = self
        if theme == base.theme { result.theme = disk.theme }
        if mode == base.mode { result.mode = disk.mode }
        if textWidth == base.textWidth { result.textWidth = disk.textWidth }
        if layout == base.layout { result.layout = disk.layout }
        if pace == base.pace { result.pace = disk.pace }
        if autoTurn == base.autoTurn { result.autoTurn = disk.autoTurn }
        if lineSpacing == base.lineSpacing { result.lineSpacing = disk.lineSpacing }
        if ruby == base.ruby { result.ruby = disk.ruby }
        if chinese == base.chinese { result.chinese = disk.chinese }
        if hyphenate == base.hyphenate { result.hyphenate = disk.hyphenate }
        result.searchHistory = disk.searchHistory
        for query in searchHistory where !base.searchHistory.contains(query) { result.remember(query: query) }
        return result
    }
}
