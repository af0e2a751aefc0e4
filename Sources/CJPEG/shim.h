// libjpeg-turbo (libjpeg62-turbo-dev, BSD-style/IJG licences): JPEG pictures. libjpeg reports a
// fatal error by calling `error_exit`, which must not return: it jumps back here with longjmp,
// which Swift cannot do, so every call into libjpeg happens inside these C functions.
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <jpeglib.h>
#include <jerror.h>

/// libjpeg's error manager with the place to jump back to.
struct tr_jpeg_error {
    struct jpeg_error_mgr manager;
    jmp_buf escape;
};

/// A fatal error: back to the caller's setjmp.
static void tr_jpeg_fail(j_common_ptr info) {
    longjmp(((struct tr_jpeg_error *)info->err)->escape, 1);
}

/// Warnings are not printed; data that ends early is an error (a truncated file), not a grey rest.
static void tr_jpeg_message(j_common_ptr info, int level) {
    if (level < 0 && info->err->msg_code == JWRN_JPEG_EOF) tr_jpeg_fail(info);
}

/// More scans than this is not a picture but a decompression bomb (each scan decodes the whole picture again).
#define TR_JPEG_MAX_SCANS 500

/// Stops a progressive picture past `TR_JPEG_MAX_SCANS` scans.
static void tr_jpeg_progress(j_common_ptr info) {
    j_decompress_ptr d = (j_decompress_ptr)info;
    if (info->is_decompressor && d->input_scan_number > TR_JPEG_MAX_SCANS) tr_jpeg_fail(info);
}

/// Reads the header of the JPEG in `data`: 1 with `*width` and `*height` set, 0 when it is not a readable JPEG.
static inline int tr_jpeg_size(const unsigned char *data, size_t size, uint32_t *width, uint32_t *height) {
    struct jpeg_decompress_struct info;
    struct tr_jpeg_error error;
    memset(&info, 0, sizeof info);
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = tr_jpeg_fail;
    error.manager.emit_message = tr_jpeg_message;
    if (setjmp(error.escape)) {
        jpeg_destroy_decompress(&info);
        return 0;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)size);
    jpeg_read_header(&info, TRUE);
    *width = info.image_width;
    *height = info.image_height;
    jpeg_destroy_decompress(&info);
    return 1;
}

/// Decodes the JPEG in `data` at `eighths`/8 of its size (1…8: libjpeg scales while it decodes,
/// so the whole picture is never made) into `out` (RGB, 3 bytes a pixel, rows packed: a JPEG has
/// no alpha), which holds `width`×`height`, the scaled size: 1 when done, 0 when the data is
/// damaged, cut short or not that size. CMYK pictures (Adobe's, stored inverted) are converted
/// here, a row at a time; libjpeg converts the rest.
static inline int tr_jpeg_decode(
    const unsigned char *data, size_t size, unsigned char *out, uint32_t width, uint32_t height, unsigned eighths) {
    struct jpeg_decompress_struct info;
    struct tr_jpeg_error error;
    struct jpeg_progress_mgr progress;
    memset(&info, 0, sizeof info);
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = tr_jpeg_fail;
    error.manager.emit_message = tr_jpeg_message;
    progress.progress_monitor = tr_jpeg_progress;
    if (setjmp(error.escape)) {
        jpeg_destroy_decompress(&info);
        return 0;
    }
    jpeg_create_decompress(&info);
    info.progress = &progress;
    jpeg_mem_src(&info, data, (unsigned long)size);
    jpeg_read_header(&info, TRUE);
    int cmyk = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
    info.out_color_space = cmyk ? JCS_CMYK : JCS_RGB;
    info.scale_num = eighths;
    info.scale_denom = 8;
    jpeg_start_decompress(&info);
    if (info.output_width != width || info.output_height != height || info.output_components != (cmyk ? 4 : 3)) {
        jpeg_destroy_decompress(&info);
        return 0;
    }
    // A CMYK row is read into libjpeg's own image memory (freed with the decompressor), then converted.
    JSAMPARRAY cmyk_row = cmyk ? (*info.mem->alloc_sarray)((j_common_ptr)&info, JPOOL_IMAGE, width * 4, 1) : NULL;
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = out + (size_t)info.output_scanline * width * 3;
        if (!cmyk) {
            jpeg_read_scanlines(&info, &row, 1);
            continue;
        }
        jpeg_read_scanlines(&info, cmyk_row, 1);
        for (uint32_t x = 0; x < width; x++) {
            const unsigned char *p = cmyk_row[0] + 4 * x;
            unsigned k = p[3];
            row[3 * x] = (unsigned char)(p[0] * k / 255);
            row[3 * x + 1] = (unsigned char)(p[1] * k / 255);
            row[3 * x + 2] = (unsigned char)(p[2] * k / 255);
        }
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    return 1;
}
