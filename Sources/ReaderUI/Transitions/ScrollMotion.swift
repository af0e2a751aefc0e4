#if canImport(Glibc)
import Glibc
#endif

/// The physics of continuous scrolling: each key press moves a line at once; presses in
/// quick succession (a held key) build up speed; when they stop, the text glides on and
/// slows down with exponential decay. Pure: every call takes `now` in seconds.
package struct ScrollMotion: Sendable {
    /// Presses closer together than this count as a held key.
    package static let repeatWindow = 0.25
    /// Speed added by each repeated press, lines per second, and the ceiling.
    package static let boost = 12.0
    package static let maxSpeed = 240.0
    /// Decay rate per second while gliding, and the speed below which it stops.
    package static let decay = 4.0
    package static let stopSpeed = 3.0

    /// Lines per second; positive scrolls forward.
    package private(set) var velocity = 0.0
    private var lastPress: (time: Double, forward: Bool)?
    private var lastTick = 0.0
    private var carry = 0.0

    package var isGliding: Bool { velocity != 0 }

    /// A line key was pressed: returns the lines to move at once (±1) and builds speed
    /// when it repeats in the same direction.
    package mutating func press(forward: Bool, now: Double) -> Int {
        if let last = lastPress, last.forward == forward, now - last.time < Self.repeatWindow {
            let speed = min(Self.maxSpeed, abs(velocity) + Self.boost)
            velocity = forward ? speed : -speed
        } else {
            velocity = 0
            carry = 0
        }
        lastPress = (now, forward)
        lastTick = now
        return forward ? 1 : -1
    }

    /// Whole lines to move since the last call, while gliding; slows down as it goes.
    package mutating func advance(now: Double) -> Int {
        guard velocity != 0 else { return 0 }
        let dt = max(0, now - lastTick)
        lastTick = now
        // Hold full speed while presses keep coming; glide with decay after.
        if let last = lastPress, now - last.time > Self.repeatWindow {
            velocity *= exp(-Self.decay * dt)
        }
        carry += velocity * dt
        let lines = Int(carry.rounded(.towardZero))
        carry -= Double(lines)
        if abs(velocity) < Self.stopSpeed { stop() }
        return lines
    }

    /// Stops at once (any other key).
    package mutating func stop() {
        velocity = 0
        carry = 0
        lastPress = nil
    }

    /// Milliseconds until the next glide frame, or -1 when still.
    package var nextFrameDelay: Int32 { velocity == 0 ? -1 : 16 }
}
