import FoundationEssentials

/// The system clipboard through the terminal (OSC 52): works over ssh, and in tmux with
/// `set-clipboard on`. The text travels as base64, so nothing in it can speak to the terminal.
enum Clipboard {
    /// The sequence that puts `text` on the clipboard.
    static func sequence(for text: String) -> String {
        "\u{1B}]52;c;" + Data(text.utf8).base64EncodedString() + "\u{07}"
    }
}
