import ReaderCore

#if canImport(Glibc)
import Glibc
#endif

/// The functions of chafa (LGPL) that termreader calls, found in `libchafa.so.0` with `dlopen` on
/// first use: chafa is never linked, and a reader that shows no picture never loads it.
struct ChafaLibrary: @unchecked Sendable { // C function pointers into a library never unloaded
    typealias ConfigNew = @convention(c) () -> OpaquePointer?
    typealias ConfigUnref = @convention(c) (OpaquePointer?) -> Void
    typealias ConfigSetGeometry = @convention(c) (OpaquePointer?, Int32, Int32) -> Void
    typealias ConfigSetInt = @convention(c) (OpaquePointer?, Int32) -> Void
    typealias ConfigSetColor = @convention(c) (OpaquePointer?, UInt32) -> Void
    typealias ConfigSetSymbolMap = @convention(c) (OpaquePointer?, OpaquePointer?) -> Void
    typealias SymbolMapNew = @convention(c) () -> OpaquePointer?
    typealias SymbolMapAddByTags = @convention(c) (OpaquePointer?, Int32) -> Void
    typealias CanvasNew = @convention(c) (OpaquePointer?) -> OpaquePointer?
    typealias CanvasDraw = @convention(c) (OpaquePointer?, Int32, UnsafePointer<UInt8>?, Int32, Int32, Int32) -> Void
    typealias CanvasCharAt = @convention(c) (OpaquePointer?, Int32, Int32) -> UInt32
    typealias CanvasColorsAt =
        @convention(c) (OpaquePointer?, Int32, Int32, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?)
        -> Void
    typealias SetThreads = @convention(c) (Int32) -> Void
    /// Returns a glib `GString` (`{ char *str; size_t len; size_t allocated_len; }`).
    typealias CanvasPrint = @convention(c) (OpaquePointer?, OpaquePointer?) -> UnsafeMutableRawPointer?
    typealias StringFree = @convention(c) (UnsafeMutableRawPointer?, Int32) -> UnsafeMutableRawPointer?

    /// What drawing in sixels takes (chafa 1.8 and later): the pixel mode, the cell size, printing
    /// the canvas, and freeing what printing returns.
    struct Sixels {
        let setPixelMode: ConfigSetInt
        let setCellGeometry: ConfigSetGeometry
        let print: CanvasPrint
        let free: StringFree
    }

    let configNew: ConfigNew
    let configUnref: ConfigUnref
    let setGeometry: ConfigSetGeometry
    let setCanvasMode: ConfigSetInt
    let setDitherMode: ConfigSetInt
    let setColorExtractor: ConfigSetInt
    let setBackground: ConfigSetColor
    let setForeground: ConfigSetColor
    let setSymbolMap: ConfigSetSymbolMap
    let symbolMapNew: SymbolMapNew
    let symbolMapUnref: ConfigUnref
    let addByTags: SymbolMapAddByTags
    let canvasNew: CanvasNew
    let canvasUnref: ConfigUnref
    let drawAllPixels: CanvasDraw
    let charAt: CanvasCharAt
    let colorsAt: CanvasColorsAt
    /// Nil when this chafa cannot draw sixels.
    let sixels: Sixels?

    /// The library's file name (its soname, as Debian's `libchafa0` installs it).
    static let soname = "libchafa.so.0"
    /// What to tell a reader whose system lacks it.
    static let missing = "pictures need chafa: install libchafa0 (Debian, Ubuntu) or chafa"

    /// chafa, loaded once for the whole run; nil when it is not installed (or too old: 1.8 added
    /// the cell accessors). Loading it sets chafa to one thread: in a static executable (the
    /// release build) chafa's thread pool crashes, so no canvas is ever drawn before that.
    /// There chafa and glib run on a second C library of their own; `StaticLibc` keeps the two
    /// from handing out the same thread keys.
    static let shared: ChafaLibrary? = {
        guard let loaded = RuntimeLibrary.open([soname]), let setThreads: SetThreads = loaded.function("chafa_set_n_threads"),
            let library = ChafaLibrary(library: loaded)
        else { return nil }
        setThreads(1)
        return library
    }()

    /// Finds every function in `library`; nil when one is missing.
    private init?(library: RuntimeLibrary) {
        func f<F>(_ name: String) -> F? { library.function(name) }
        guard let configNew: ConfigNew = f("chafa_canvas_config_new"),
            let configUnref: ConfigUnref = f("chafa_canvas_config_unref"),
            let setGeometry: ConfigSetGeometry = f("chafa_canvas_config_set_geometry"),
            let setCanvasMode: ConfigSetInt = f("chafa_canvas_config_set_canvas_mode"),
            let setDitherMode: ConfigSetInt = f("chafa_canvas_config_set_dither_mode"),
            let setColorExtractor: ConfigSetInt = f("chafa_canvas_config_set_color_extractor"),
            let setBackground: ConfigSetColor = f("chafa_canvas_config_set_bg_color"),
            let setForeground: ConfigSetColor = f("chafa_canvas_config_set_fg_color"),
            let setSymbolMap: ConfigSetSymbolMap = f("chafa_canvas_config_set_symbol_map"),
            let symbolMapNew: SymbolMapNew = f("chafa_symbol_map_new"),
            let symbolMapUnref: ConfigUnref = f("chafa_symbol_map_unref"),
            let addByTags: SymbolMapAddByTags = f("chafa_symbol_map_add_by_tags"),
            let canvasNew: CanvasNew = f("chafa_canvas_new"),
            let canvasUnref: ConfigUnref = f("chafa_canvas_unref"),
            let drawAllPixels: CanvasDraw = f("chafa_canvas_draw_all_pixels"),
            let charAt: CanvasCharAt = f("chafa_canvas_get_char_at"),
            let colorsAt: CanvasColorsAt = f("chafa_canvas_get_colors_at")
        else { return nil }
        self.configNew = configNew
        self.configUnref = configUnref
        self.setGeometry = setGeometry
        self.setCanvasMode = setCanvasMode
        self.setDitherMode = setDitherMode
        self.setColorExtractor = setColorExtractor
        self.setBackground = setBackground
        self.setForeground = setForeground
        self.setSymbolMap = setSymbolMap
        self.symbolMapNew = symbolMapNew
        self.symbolMapUnref = symbolMapUnref
        self.addByTags = addByTags
        self.canvasNew = canvasNew
        self.canvasUnref = canvasUnref
        self.drawAllPixels = drawAllPixels
        self.charAt = charAt
        self.colorsAt = colorsAt
        if let setPixelMode: ConfigSetInt = f("chafa_canvas_config_set_pixel_mode"),
            let setCellGeometry: ConfigSetGeometry = f("chafa_canvas_config_set_cell_geometry"),
            let print: CanvasPrint = f("chafa_canvas_print"), let free: StringFree = f("g_string_free")
        {
            sixels = Sixels(setPixelMode: setPixelMode, setCellGeometry: setCellGeometry, print: print, free: free)
        } else {
            sixels = nil
        }
    }
}

extension ChafaLibrary {
    /// chafa's `CHAFA_PIXEL_RGBA8_UNASSOCIATED` and `CHAFA_PIXEL_RGB8`: the decoders' pixels.
    static let rgba: Int32 = 4
    static let rgb: Int32 = 8

    /// Draws `bitmap` over the whole of `canvas`, scaled to it.
    func draw(_ bitmap: Bitmap, on canvas: OpaquePointer) {
        let (width, height) = (Int32(bitmap.size.width), Int32(bitmap.size.height))
        let type = bitmap.channels == 4 ? Self.rgba : Self.rgb
        bitmap.pixels.withUnsafeBufferPointer {
            drawAllPixels(canvas, type, $0.baseAddress, width, height, width * Int32(bitmap.channels))
        }
    }
}
