import Synchronization

/// The pictures of an EPUB, read from its container: the archive is opened on the first read and
/// kept (its directory is listed once), one read at a time.
final class EPUBPictureFiles: PictureFiles {
    private let path: String
    /// The opened archive, or why it could not be opened.
    private let archive = Mutex<Result<EPUBArchive, PictureError>?>(nil)

    init(path: String) {
        self.path = path
    }

    func read(_ name: String, prefix: Int?) throws(PictureError) -> [UInt8] {
        let path = self.path
        let result = archive.withLock { opened -> Result<[UInt8], PictureError> in
            if opened == nil {
                opened = Result { () throws(ReaderError) in try EPUBArchive(path: path) }.mapError { .unavailable($0.description) }
            }
            switch opened! {
            case .failure(let error): return .failure(error)
            case .success(let archive):
                guard let size = archive.size(of: name) else { return .failure(.unavailable("\(name) is not in the book")) }
                guard size <= PictureDecoder.maxBytes || prefix.map({ $0 <= PictureDecoder.maxBytes }) == true else {
                    return .failure(.unavailable("\(name) is larger than \(PictureDecoder.maxBytes >> 20) MB"))
                }
                return Result { () throws(ReaderError) in try archive.read(name, prefix: prefix) }.mapError { .unavailable($0.description) }
            }
        }
        return try result.get()
    }
}
