/// The pictures of a MOBI or AZW3, read from the file where they lie: each is one record of the
/// book's database, stored as it is (JPEG, PNG, GIF), so showing one reads those bytes alone and
/// libmobi is not needed again.
struct MOBIPictureFiles: PictureFiles {
    /// A picture's bytes in the file.
    struct Place: Sendable {
        var offset: Int
        var size: Int
    }

    let path: String
    let places: [String: Place]

    func read(_ name: String, prefix: Int?) throws(PictureError) -> [UInt8] {
        guard let place = places[name] else { throw .unavailable("\(name) is not in the book") }
        let size = min(place.size, prefix ?? place.size)
        guard size <= PictureDecoder.maxBytes else { throw .unavailable("\(name) is larger than \(PictureDecoder.maxBytes >> 20) MB") }
        let file: SourceFile
        do { file = try SourceFile(path: path) } catch { throw .unavailable(error.description) }
        guard place.offset >= 0, place.offset + size <= file.size else { throw .unavailable("\(name) lies past the end of the file") }
        return file.bytes(in: place.offset..<place.offset + size)
    }
}
