import CSystem

/// glibc's allocator maps a block of 128 KB or more on its own, and returns it to the system when
/// it is freed; but each time such a block is freed it raises that threshold to the block's size
/// (up to 32 MB). After the first picture, pictures (decoded, compressed for the terminal, drawn:
/// megabytes each, short-lived) would come from the heap and the background thread's arena, where
/// freed blocks stay resident beside live ones: a photo book read through at 200×60 cells peaked
/// at 120 MB with the sliding threshold and 82 MB with a fixed one. Fixing it keeps every large
/// block mapped on its own. Set when the first picture is decoded (a book's, or a cover in the
/// library): reading a book without pictures allocates as it always has.
enum LargeAllocations {
    /// Blocks this large or larger are mapped on their own: glibc's own first threshold.
    static let threshold: Int32 = 128 << 10

    /// Fixes the threshold for the rest of the process, the first time it is used.
    static let mapOnTheirOwn: Void = { _ = tr_map_blocks_from(threshold) }()
}
