import Foundation
import TestSupport
import Testing

/// Every test that drives a real terminal runs inside this suite, one at a time:
/// tmux servers started in parallel from one test process interfere with each other.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "needs tmux"))
struct EndToEnd {}
