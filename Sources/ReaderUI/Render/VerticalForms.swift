/// The vertical presentation forms of punctuation, brackets and marks that turn in vertical
/// text (Unicode's Vertical Forms and CJK Compatibility Forms), and the turned long-vowel mark
/// and dash. Small kana and everything else keep their form.
package enum VerticalForms {
    /// Horizontal character → its vertical form.
    package static let vertical: [Character: Character] = [
        "，": "︐", "、": "︑", "。": "︒", "：": "︓", "；": "︔", "！": "︕", "？": "︖",
        "〖": "︗", "〗": "︘", "…": "︙", "‥": "︰", "—": "︱", "–": "︲", "＿": "︳",
        "（": "︵", "）": "︶", "｛": "︷", "｝": "︸", "〔": "︹", "〕": "︺", "【": "︻", "】": "︼",
        "《": "︽", "》": "︾", "〈": "︿", "〉": "﹀", "「": "﹁", "」": "﹂", "『": "﹃", "』": "﹄",
        "［": "﹇", "］": "﹈", "ー": "丨",
    ]

    /// Vertical form → the horizontal character it stands for: reading a vertical page back as
    /// text (one to one, as `vertical` is).
    package static let horizontal = Dictionary(uniqueKeysWithValues: vertical.map { ($0.value, $0.key) })

    /// How `ch` is drawn in a vertical column.
    package static func form(of ch: Character) -> Character { vertical[ch] ?? ch }
}
