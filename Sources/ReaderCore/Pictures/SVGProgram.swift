#if canImport(Glibc)
import Glibc
#endif

/// SVG pictures drawn into pixels by `rsvg-convert` (librsvg's own program, LGPL), run as a
/// separate process: it works beside the static binary (librsvg cannot be loaded into it), a
/// hostile SVG that loops or crashes costs a child under a deadline, never the reader, and the
/// picture is drawn at the size it is shown, as vector art allows. The SVG goes to it on standard
/// input, so it has no file to resolve names against and reaches no file and no network.
enum SVGProgram {
    /// The program, found on `PATH`.
    static let program = "rsvg-convert"
    /// What to tell a reader whose system lacks it.
    static let missing = "SVG pictures need rsvg-convert: install librsvg2-bin"
    /// Longest a drawing may take.
    static let seconds = 10

    /// Whether the program is on `PATH` (looked for once).
    static let isInstalled: Bool = {
        let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":").contains { access("\($0)/\(program)", X_OK) == 0 }
    }()

    /// `bytes` drawn into RGBA to fit `size` (its shape kept).
    static func draw(_ bytes: [UInt8], at size: PixelSize) throws(PictureError) -> Bitmap {
        let arguments = ["--width", "\(size.width)", "--height", "\(size.height)", "--keep-aspect-ratio", "--format", "png"]
        // A PNG is never larger than its pixels, plus its chunks.
        let limit = size.width * size.height * 4 + size.height + (1 << 16)
        switch ChildProcess(program: program, arguments: arguments, seconds: seconds, outputLimit: limit, input: bytes).run() {
        case .success(let run) where run.status == 0 && PictureFormat.sniff(run.output) == .png:
            let bitmap = try PictureDecoder.decode(run.output)
            guard bitmap.size.width <= size.width + 1, bitmap.size.height <= size.height + 1 else { throw .unreadable(.svg) }
            return bitmap
        case .failure(.notFound): throw .unavailable(missing)
        default: throw .unreadable(.svg)
        }
    }
}
