import Glibc
import Testing

@testable import ReaderCore

/// Once a picture is decoded, large blocks (pictures) are mapped on their own and so returned to
/// the system when freed, even after a larger block was freed (which would otherwise raise
/// glibc's threshold past them).
struct LargeAllocationsTests {
    /// Whether glibc mapped the block at `pointer` on its own: it marks such a chunk in the size
    /// word just before the block (`IS_MMAPPED`, 0x2).
    static func isMapped(_ pointer: UnsafeMutableRawPointer) -> Bool {
        pointer.load(fromByteOffset: -MemoryLayout<Int>.size, as: Int.self) & 2 != 0
    }

    /// In a process of its own: in the test process, earlier tests leave free blocks in the heap
    /// that glibc reuses whatever its threshold.
    @Test func aBlockOf128KBOrMoreIsMappedOnItsOwnAfterALargerOneWasFreed() async {
        await #expect(processExitsWith: .success) {
            _ = try? PictureDecoder.decode(PictureDecoderTests.fixture("quadrants.png"))
            free(malloc(8 << 20))
            guard let block = malloc(2 << 20), let small = malloc(100 << 10) else { exit(2) }
            // Smaller blocks come from the heap, as before.
            exit(LargeAllocationsTests.isMapped(block) && !LargeAllocationsTests.isMapped(small) ? 0 : 1)
        }
    }
}
