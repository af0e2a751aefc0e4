import ReaderCore

/// Whether pictures are drawn in the page (the config file's `images`, `--images`).
package enum PictureSetting: String, Sendable, CaseIterable {
    /// Through the kitty graphics protocol when the terminal answers that it has it (kitty,
    /// Ghostty, WezTerm, Konsole), else in sixels when it says it has those (foot, mlterm, xterm
    /// -ti vt340, Windows Terminal), else as character art when chafa is installed, else the placeholder.
    case auto
    /// Through the kitty graphics protocol without asking the terminal (tmux, whose passthrough
    /// must be on, answers for the terminal outside it); character art during page turns.
    case kitty
    /// In sixels without asking the terminal; character art during page turns.
    case sixel
    /// As character art (chafa); the placeholder when chafa is missing.
    case symbols
    /// Never: an image block is its one-line `[image: alt]` placeholder.
    case off
}
