import Foundation
import ReaderCore

/// Small pattern files written for the tests, so that they do not depend on the patterns installed:
/// Liang's `hyphenation` patterns (`hy-phen-ation`, `na-tion`) and a few accented ones in UTF-8,
/// and one in ISO 8859-1 (`stra-ßenbahn`), in a folder removed when the tests end.
public enum HyphenationFixture {
    public static let folder: String = {
        let folder = path
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(atPath: HyphenationFixture.path) }
        let english = "UTF-8\nLEFTHYPHENMIN 2\nRIGHTHYPHENMIN 3\nhy3ph\nhe2n\nhena4\nhen5at\n1na\nn2at\n1tio\n2io\n1ti\n1fé\nl1l\n"
        FileManager.default.createFile(atPath: folder + "/hyph_en_US.dic", contents: Data(english.utf8))
        FileManager.default.createFile(
            atPath: folder + "/hyph_de_DE.dic", contents: Data("ISO8859-1\nLEFTHYPHENMIN 2\nRIGHTHYPHENMIN 2\n1".utf8) + Data([0xDF, 0x0A]))
        FileManager.default.createFile(atPath: folder + "/hyph_xx_XX.dic", contents: Data("KOI8-R\n1na\n".utf8))
        return folder
    }()

    /// The folder's name, one per test process.
    private static var path: String { NSTemporaryDirectory() + "termreader-hyphen-\(getpid())" }

    public static var english: Hyphenator { Hyphenator.shared(file: folder + "/hyph_en_US.dic")! }
}
