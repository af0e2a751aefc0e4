/// The cover of a book read by the EPUB path (an EPUB, or a MOBI or AZW3 unpacked by libmobi,
/// whose package names the EXTH cover): the picture the package names; else the first picture
/// of a spine document named for the cover (`cover.xhtml`, often outside the reading order);
/// else the first of the opening pages.
enum EPUBCover {
    static func bytes(of spine: EPUBSpine) throws(ReaderError) -> [UInt8]? {
        if let cover = spine.package.coverPath, let bytes = try? spine.archive.pictureFiles.read(cover, prefix: nil) { return bytes }
        let named = spine.items.first { $0.path.split(separator: "/").last?.lowercased().contains("cover") == true }
        if let named, let picture = BookCover.opening(of: try EPUBLoader.window(spine, from: named.base)) { return picture }
        return BookCover.opening(of: try EPUBLoader.window(spine, from: 0))
    }
}
