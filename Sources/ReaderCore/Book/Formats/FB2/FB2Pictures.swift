import FoundationEssentials

/// An FB2's pictures: its `binary` elements (base64 in the document), decoded when the book is
/// read and held by id, so showing one reads nothing again.
struct FB2Pictures: PictureFiles {
    /// Largest picture kept (decoded); a larger one is not shown.
    static let maxBytes = PictureDecoder.maxBytes

    private(set) var pictures: [String: [UInt8]] = [:]

    /// Keeps picture `id` from its base64 `text` (line breaks and spaces allowed); damaged base64 or
    /// a picture over `maxBytes` is left out.
    mutating func add(id: String, base64 text: [UInt8]) {
        guard !id.isEmpty, text.count / 4 * 3 <= Self.maxBytes,
            let data = Data(base64Encoded: Data(text), options: .ignoreUnknownCharacters), !data.isEmpty
        else { return }
        pictures[id] = Array(data)
    }

    func read(_ path: String, prefix: Int?) throws(PictureError) -> [UInt8] {
        guard let bytes = pictures[path] else { throw .unavailable("\(path) is not in the book") }
        return prefix.map { Array(bytes.prefix($0)) } ?? bytes
    }
}
