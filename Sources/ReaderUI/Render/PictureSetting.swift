import ReaderCore

/// Whether pictures are drawn in the page (the config file's `images`, `--images`).
package enum PictureSetting: String, Sendable, CaseIterable {
    /// As character art when chafa is installed, else the placeholder (later: the terminal's own graphics).
    case auto
    /// As character art (chafa); the placeholder when chafa is missing.
    case symbols
    /// Never: an image block is its one-line `[image: alt]` placeholder.
    case off

    /// The cell size pictures are laid out with until the terminal says its own: 8×16 pixels.
    package static let defaultCell = PixelSize(width: 8, height: 16)
}
