import Testing

@testable import ReaderUI

/// The curl that follows the pointer: held, the page's corner is at the pointer; let go, the
/// touch point travels from there to where the page lies flat, without a jump.
struct CurlTransitionPointerTests {
    let curl = CurlTransition()
    let from = Pages.page(["abcdefghijkl", "mnopqrstuvwx", "yz0123456789", "ABCDEFGHIJKL"], palette: .light)
    let to = Pages.page(["............", "------------", "............", "------------"], palette: .light)

    @Test func heldThePageIsFoldedAtThePointer() {
        let held = curl.compose(
            from: from, to: to, pointer: .holding(touch: (5, 3), corner: .bottomRight), progress: 0.3, direction: .next, palette: .light)
        #expect(held == curl.compose(from: from, to: to, touch: (5, 3), corner: .bottomRight, palette: .light))
        // Turning back lays the previous page (`to`) over the current one.
        let back = curl.compose(
            from: from, to: to, pointer: .holding(touch: (5, 3), corner: .bottomRight), progress: 0.3, direction: .previous,
            palette: .light)
        #expect(back == curl.compose(from: to, to: from, touch: (5, 3), corner: .bottomRight, palette: .light))
    }

    @Test(arguments: [true, false])
    func letGoThePageMovesOnFromThePointer(completing: Bool) {
        func released(_ progress: Double) -> Frame {
            curl.compose(
                from: from, to: to, pointer: .released(touch: (5, 3), progress: 0.4, completing: completing), progress: progress,
                direction: .next, palette: .light)
        }
        #expect(released(0.4) == curl.compose(from: from, to: to, touch: (5, 3), corner: .bottomRight, palette: .light))
        // Half way to the end: the touch half way from the pointer to the flat page's corner.
        let flat = completing ? (x: -12.0, y: 4.0) : (x: 12.0, y: 4.0)
        let middle = (x: (5 + flat.x) / 2, y: (3 + flat.y) / 2)
        #expect(released(completing ? 0.7 : 0.2) == curl.compose(from: from, to: to, touch: middle, corner: .bottomRight, palette: .light))
        #expect(released(completing ? 1 : 0) == curl.compose(from: from, to: to, touch: flat, corner: .bottomRight, palette: .light))
    }

    /// Pages that turn to the left mirror the curl; a mirrored transition that does not follow
    /// the pointer is drawn by the progress alone.
    @Test func aMirroredTransitionFollowsThePointerOnlyWhenItsBaseDoes() {
        let pointer = PagePointer.holding(touch: (5, 3), corner: .bottomRight)
        let mirroredCurl = MirroredTransition(curl, columns: 12)
        #expect(
            mirroredCurl.compose(from: from, to: to, pointer: pointer, progress: 0.3, direction: .next, palette: .light)
                == curl.compose(
                    from: from.mirrored(columns: 12), to: to.mirrored(columns: 12), pointer: pointer, progress: 0.3, direction: .next,
                    palette: .light
                ).mirrored(columns: 12))
        let push = MirroredTransition(PushTransition(), columns: 12)
        #expect(
            push.compose(from: from, to: to, pointer: pointer, progress: 0.3, direction: .next, palette: .light)
                == push.compose(from: from, to: to, progress: 0.3, direction: .next, palette: .light))
    }
}
