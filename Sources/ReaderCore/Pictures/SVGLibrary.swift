#if canImport(Glibc)
import Glibc
#endif

/// SVG pictures drawn into pixels by librsvg (LGPL) on cairo, both found with `dlopen` when the
/// first SVG is shown: never linked, never loaded for a book without one. An SVG is drawn at its
/// own size in pixels, or from its view box at `defaultSide` pixels on its longer side, and never
/// larger than `maxSide`; it is parsed from memory, so it reaches no file and no network.
struct SVGLibrary: @unchecked Sendable { // C function pointers into libraries never unloaded
    typealias NewFromData =
        @convention(c) (UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<OpaquePointer?>?) -> OpaquePointer?
    typealias IntrinsicSize = @convention(c) (OpaquePointer?, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?) -> Int32
    typealias IntrinsicDimensions =
        @convention(c) (
            OpaquePointer?, UnsafeMutablePointer<Int32>?, UnsafeMutableRawPointer?, UnsafeMutablePointer<Int32>?,
            UnsafeMutableRawPointer?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Double>?
        ) -> Void
    typealias RenderDocument =
        @convention(c) (OpaquePointer?, OpaquePointer?, UnsafePointer<Double>?, UnsafeMutablePointer<OpaquePointer?>?) -> Int32
    typealias Free = @convention(c) (OpaquePointer?) -> Void
    typealias SurfaceCreate = @convention(c) (Int32, Int32, Int32) -> OpaquePointer?
    typealias Create = @convention(c) (OpaquePointer?) -> OpaquePointer?
    typealias SurfaceData = @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<UInt8>?
    typealias SurfaceInt = @convention(c) (OpaquePointer?) -> Int32

    let newFromData: NewFromData
    let intrinsicSize: IntrinsicSize
    let intrinsicDimensions: IntrinsicDimensions
    let renderDocument: RenderDocument
    let unref: Free
    let errorFree: Free
    let surfaceCreate: SurfaceCreate
    let create: Create
    let destroy: Free
    let surfaceFlush: Free
    let surfaceData: SurfaceData
    let surfaceStride: SurfaceInt
    let surfaceStatus: SurfaceInt
    let surfaceDestroy: Free

    /// What to tell a reader whose system lacks it.
    static var missing: String {
        StaticLibc.isStaticExecutable
            ? "SVG pictures are not drawn by the static build: build termreader from source with librsvg2-2"
            : "SVG pictures need librsvg: install librsvg2-2 (Debian, Ubuntu) or librsvg"
    }
    /// The longer side an SVG with only a view box is drawn at.
    static let defaultSide = 1024.0
    /// The longest side an SVG is drawn at, whatever it declares.
    static let maxSide = 4096.0

    /// librsvg and cairo, loaded once for the whole run; nil when either is missing (or librsvg is
    /// older than 2.52, which added the calls used here), and in a static executable: librsvg's
    /// Rust code keeps thread-local values the second C library cannot find (`__tls_get_addr`
    /// gives it a wild address, and the first SVG crashed the release build).
    static let shared: SVGLibrary? = {
        guard !StaticLibc.isStaticExecutable, let rsvg = RuntimeLibrary.open(["librsvg-2.so.2"]),
            let cairo = RuntimeLibrary.open(["libcairo.so.2"]),
            let glib = RuntimeLibrary.open(["libglib-2.0.so.0"]), let gobject = RuntimeLibrary.open(["libgobject-2.0.so.0"])
        else { return nil }
        return SVGLibrary(rsvg: rsvg, cairo: cairo, glib: glib, gobject: gobject)
    }()

    private init?(rsvg: RuntimeLibrary, cairo: RuntimeLibrary, glib: RuntimeLibrary, gobject: RuntimeLibrary) {
        guard let newFromData: NewFromData = rsvg.function("rsvg_handle_new_from_data"),
            let intrinsicSize: IntrinsicSize = rsvg.function("rsvg_handle_get_intrinsic_size_in_pixels"),
            let intrinsicDimensions: IntrinsicDimensions = rsvg.function("rsvg_handle_get_intrinsic_dimensions"),
            let renderDocument: RenderDocument = rsvg.function("rsvg_handle_render_document"),
            let unref: Free = gobject.function("g_object_unref"), let errorFree: Free = glib.function("g_error_free"),
            let surfaceCreate: SurfaceCreate = cairo.function("cairo_image_surface_create"),
            let create: Create = cairo.function("cairo_create"), let destroy: Free = cairo.function("cairo_destroy"),
            let surfaceFlush: Free = cairo.function("cairo_surface_flush"),
            let surfaceData: SurfaceData = cairo.function("cairo_image_surface_get_data"),
            let surfaceStride: SurfaceInt = cairo.function("cairo_image_surface_get_stride"),
            let surfaceStatus: SurfaceInt = cairo.function("cairo_surface_status"),
            let surfaceDestroy: Free = cairo.function("cairo_surface_destroy")
        else { return nil }
        (self.newFromData, self.intrinsicSize, self.intrinsicDimensions, self.renderDocument) =
            (newFromData, intrinsicSize, intrinsicDimensions, renderDocument)
        (self.unref, self.errorFree, self.surfaceCreate, self.create, self.destroy) = (unref, errorFree, surfaceCreate, create, destroy)
        (self.surfaceFlush, self.surfaceData, self.surfaceStride, self.surfaceStatus, self.surfaceDestroy) =
            (surfaceFlush, surfaceData, surfaceStride, surfaceStatus, surfaceDestroy)
    }

    /// The size `bytes` are drawn at; nil when they are not an SVG librsvg reads.
    func size(of bytes: [UInt8]) -> PixelSize? {
        withHandle(bytes) { size(of: $0) }
    }

    /// `bytes` drawn into RGBA at `size(of:)`; nil when they cannot be.
    func draw(_ bytes: [UInt8]) -> Bitmap? {
        withHandle(bytes) { handle in
            guard let size = size(of: handle), let surface = surfaceCreate(0, Int32(size.width), Int32(size.height)) else { return nil }
            defer { surfaceDestroy(surface) }
            guard surfaceStatus(surface) == 0, let cr = create(surface) else { return nil }
            // An `RsvgRectangle`: x, y, width, height.
            let viewport = [0, 0, Double(size.width), Double(size.height)]
            var error: OpaquePointer?
            let drawn = renderDocument(handle, cr, viewport, &error)
            destroy(cr)
            if let error { errorFree(error) }
            surfaceFlush(surface)
            guard drawn != 0, let data = surfaceData(surface) else { return nil }
            return Self.rgba(data, stride: Int(surfaceStride(surface)), size: size)
        }
    }

    /// Runs `body` with `bytes` parsed, the handle freed after.
    private func withHandle<T>(_ bytes: [UInt8], _ body: (OpaquePointer) -> T?) -> T? {
        var error: OpaquePointer?
        let handle = bytes.withUnsafeBufferPointer { newFromData($0.baseAddress, $0.count, &error) }
        if let error { errorFree(error) }
        guard let handle else { return nil }
        defer { unref(handle) }
        return body(handle)
    }

    /// The SVG's own size in pixels, else its view box's shape at `defaultSide`, within `maxSide`.
    private func size(of handle: OpaquePointer) -> PixelSize? {
        var width = 0.0, height = 0.0
        if intrinsicSize(handle, &width, &height) == 0 || width <= 0 || height <= 0 {
            var hasBox: Int32 = 0
            var box = [0.0, 0, 0, 0] // an `RsvgRectangle`: x, y, width, height
            intrinsicDimensions(handle, nil, nil, nil, nil, &hasBox, &box)
            guard hasBox != 0, box[2] > 0, box[3] > 0 else { return nil }
            let scale = Self.defaultSide / max(box[2], box[3])
            (width, height) = (box[2] * scale, box[3] * scale)
        }
        guard width.isFinite, height.isFinite else { return nil }
        let scale = min(1, Self.maxSide / max(width, height))
        return PixelSize(width: max(1, Int((width * scale).rounded())), height: max(1, Int((height * scale).rounded())))
    }

    /// cairo's ARGB32 (native-endian words, colours multiplied by alpha) as straight RGBA bytes.
    private static func rgba(_ data: UnsafeMutablePointer<UInt8>, stride: Int, size: PixelSize) -> Bitmap {
        var out = [UInt8](repeating: 0, count: size.width * size.height * 4)
        for y in 0..<size.height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<size.width {
                let word = row[x]
                let a = UInt32(word >> 24)
                let i = (y * size.width + x) * 4
                guard a > 0 else { continue }
                out[i] = UInt8(min(255, (word >> 16 & 0xFF) * 255 / a))
                out[i + 1] = UInt8(min(255, (word >> 8 & 0xFF) * 255 / a))
                out[i + 2] = UInt8(min(255, (word & 0xFF) * 255 / a))
                out[i + 3] = UInt8(a)
            }
        }
        return Bitmap(size: size, rgba: out)
    }
}
