// libpng (libpng-dev, the libpng licence): PNG pictures through its simplified API, which
// reports errors as return values (it catches libpng's longjmp itself), so nothing here jumps.
#include <png.h>
#include <stdint.h>
#include <string.h>

/// Reads the header of the PNG in `data`: 1 with `*width` and `*height` set, 0 when it is not a readable PNG.
static inline int tr_png_size(const unsigned char *data, size_t size, uint32_t *width, uint32_t *height) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_memory(&image, data, size)) return 0;
    *width = image.width;
    *height = image.height;
    png_image_free(&image);
    return 1;
}

/// Decodes the PNG in `data`, whose header says `width`×`height`, into `out` (RGBA, 4 bytes a
/// pixel, rows packed): 1 when done, 0 when the data is damaged or not that size.
static inline int tr_png_decode(const unsigned char *data, size_t size, unsigned char *out, uint32_t width, uint32_t height) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_memory(&image, data, size)) return 0;
    if (image.width != width || image.height != height) {
        png_image_free(&image);
        return 0;
    }
    image.format = PNG_FORMAT_RGBA;
    // png_image_finish_read frees the image's memory whatever its result.
    return png_image_finish_read(&image, NULL, out, 0, NULL) ? 1 : 0;
}
