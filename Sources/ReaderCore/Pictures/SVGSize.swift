/// The size in pixels an SVG is drawn at, read from its root element by expat (nothing drawn): its
/// own width and height (CSS units at 96 pixels an inch, as librsvg reads them), else its view
/// box's shape at `defaultSide` pixels on the longer side; never larger than `maxSide`.
enum SVGSize {
    /// The longer side an SVG with only a view box (or a size in percent) is drawn at.
    static let defaultSide = 1024.0
    /// The longest side an SVG is drawn at, whatever it declares.
    static let maxSide = 4096.0

    /// The size of the SVG in `bytes` (the whole file or its head); nil when no `svg` root element
    /// with a usable size or view box is found in them.
    static func of(_ bytes: [UInt8]) -> PixelSize? {
        var root: (name: String, attributes: [String: String])?
        weak var reading: XMLEvents? // weak: the reader holds the closure that holds this
        XMLEvents.read(
            bytes, reader: { reading = $0 },
            start: { name, attributes in
                root = (name, attributes)
                reading?.stop()
            }, end: { _ in }, characters: { _ in })
        guard let root, root.name == "svg" else { return nil }
        return size(width: root.attributes["width"], height: root.attributes["height"], viewBox: root.attributes["viewBox"])
    }

    /// The size from the root's attributes.
    static func size(width: String?, height: String?, viewBox: String?) -> PixelSize? {
        let box = viewBox.map(numbers) ?? []
        let boxSize = box.count == 4 && box[2] > 0 && box[3] > 0 ? (box[2], box[3]) : nil
        var (w, h) = (width.flatMap(pixels), height.flatMap(pixels))
        // A side left out (or in percent) takes the view box's shape from the other, as librsvg does.
        if let boxSize, w == nil, let h { w = h * boxSize.0 / boxSize.1 }
        if let boxSize, h == nil, let w { h = w * boxSize.1 / boxSize.0 }
        if w == nil || h == nil, let boxSize {
            let scale = defaultSide / max(boxSize.0, boxSize.1)
            (w, h) = (boxSize.0 * scale, boxSize.1 * scale)
        }
        guard let w, let h, w > 0, h > 0, w.isFinite, h.isFinite else { return nil }
        let scale = min(1, maxSide / max(w, h))
        return PixelSize(width: max(1, Int((w * scale).rounded())), height: max(1, Int((h * scale).rounded())))
    }

    /// A CSS length in pixels (`12`, `12px`, `2in`, `10mm`, `1.5em`…); nil for a percentage, an
    /// unknown unit or no number.
    static func pixels(_ length: String) -> Double? {
        let text = length.filter { !" \t\n\r".contains($0) }
        guard text.utf8.count <= 64 else { return nil } // no length is longer; each prefix below is read
        // The number is the longest prefix Swift reads as one (`1.5` of `1.5em`, `1e2` of `1e2px`).
        guard let end = text.indices.reversed().first(where: { Double(text[...$0]) != nil }),
            let value = Double(text[...end]), value.isFinite
        else { return nil }
        let perUnit: [String: Double] = [
            "": 1, "px": 1, "pt": 96.0 / 72, "pc": 16, "in": 96, "cm": 96 / 2.54, "mm": 96 / 25.4, "q": 96 / 101.6,
            "em": 12, "ex": 6,
        ]
        return perUnit[text[text.index(after: end)...].lowercased()].map { value * $0 }
    }

    /// The numbers in a list separated by spaces or commas.
    private static func numbers(_ list: String) -> [Double] {
        list.split(whereSeparator: { " ,\t\n\r".contains($0) }).compactMap { Double($0) }.filter(\.isFinite)
    }
}
