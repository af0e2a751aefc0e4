import ReaderCore

/// Where reading aloud is: the sentence being said (or, paused, the one to go on from), its
/// number, whether it runs, and when the sleep timer stops it.
struct ReadAloud {
    var sentence: SpokenSentence?
    var number = 1
    var isRunning = false
    /// Seconds on the model's clock at which it stops; nil: no timer.
    var sleepAt: Double?
}
