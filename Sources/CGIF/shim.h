// giflib (libgif-dev, MIT licence): the first frame of a GIF. giflib reports errors as return
// values; the bytes are read from memory through its input callback.
#include <gif_lib.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>

/// The bytes giflib reads, and how far it has read.
struct tr_gif_input {
    const unsigned char *data;
    size_t size;
    size_t at;
};

/// giflib's input callback: up to `length` bytes from memory.
static int tr_gif_read(GifFileType *gif, GifByteType *buffer, int length) {
    struct tr_gif_input *input = (struct tr_gif_input *)gif->UserData;
    size_t left = input->size - input->at;
    size_t n = length < 0 ? 0 : (size_t)length < left ? (size_t)length : left;
    memcpy(buffer, input->data + input->at, n);
    input->at += n;
    return (int)n;
}

/// Reads the header of the GIF in `data` (its logical screen): 1 with `*width` and `*height` set,
/// 0 when it is not a readable GIF.
static inline int tr_gif_size(const unsigned char *data, size_t size, uint32_t *width, uint32_t *height) {
    struct tr_gif_input input = {data, size, 0};
    int error = 0;
    GifFileType *gif = DGifOpen(&input, tr_gif_read, &error);
    if (!gif) return 0;
    int ok = gif->SWidth > 0 && gif->SHeight > 0;
    *width = (uint32_t)gif->SWidth;
    *height = (uint32_t)gif->SHeight;
    DGifCloseFile(gif, &error);
    return ok;
}

/// Decodes the first frame of the GIF in `data`, whose screen is `width`×`height`, into `out`
/// (RGBA, 4 bytes a pixel, rows packed; what the frame leaves uncovered and its transparent
/// colour are transparent): 1 when done, 0 when the data is damaged, cut short or not that size.
static inline int tr_gif_decode(const unsigned char *data, size_t size, unsigned char *out, uint32_t width, uint32_t height) {
    struct tr_gif_input input = {data, size, 0};
    int error = 0;
    GifFileType *gif = DGifOpen(&input, tr_gif_read, &error);
    if (!gif) return 0;
    int ok = 0, transparent = NO_TRANSPARENT_COLOR;
    GifRecordType record;
    GifPixelType *line = NULL;
    if ((uint32_t)gif->SWidth != width || (uint32_t)gif->SHeight != height) goto done;
    memset(out, 0, (size_t)width * height * 4);
    while (DGifGetRecordType(gif, &record) == GIF_OK) {
        if (record == TERMINATE_RECORD_TYPE) break;
        if (record == EXTENSION_RECORD_TYPE) {
            int code = 0;
            GifByteType *extension = NULL;
            if (DGifGetExtension(gif, &code, &extension) != GIF_OK) goto done;
            if (code == GRAPHICS_EXT_FUNC_CODE && extension) {
                GraphicsControlBlock control;
                if (DGifExtensionToGCB(extension[0], extension + 1, &control) == GIF_OK) transparent = control.TransparentColor;
            }
            while (extension) {
                if (DGifGetExtensionNext(gif, &extension) != GIF_OK) goto done;
            }
            continue;
        }
        if (record != IMAGE_DESC_RECORD_TYPE || DGifGetImageDesc(gif) != GIF_OK) goto done;
        GifImageDesc frame = gif->Image;
        ColorMapObject *colors = frame.ColorMap ? frame.ColorMap : gif->SColorMap;
        if (!colors || frame.Width <= 0 || frame.Height <= 0) goto done;
        line = (GifPixelType *)malloc((size_t)frame.Width);
        if (!line) goto done;
        // Interlaced rows come in four passes: every 8th from 0, every 8th from 4, every 4th from 2, every 2nd from 1.
        static const int starts[] = {0, 4, 2, 1}, steps[] = {8, 8, 4, 2};
        int passes = frame.Interlace ? 4 : 1;
        for (int pass = 0; pass < passes; pass++) {
            int first = frame.Interlace ? starts[pass] : 0, step = frame.Interlace ? steps[pass] : 1;
            for (int y = first; y < frame.Height; y += step) {
                if (DGifGetLine(gif, line, frame.Width) != GIF_OK) goto done;
                long row = (long)frame.Top + y;
                if (row < 0 || row >= (long)height) continue;
                for (int x = 0; x < frame.Width; x++) {
                    long column = (long)frame.Left + x;
                    int index = line[x];
                    if (column < 0 || column >= (long)width || index == transparent || index >= colors->ColorCount) continue;
                    unsigned char *p = out + ((size_t)row * width + (size_t)column) * 4;
                    p[0] = colors->Colors[index].Red;
                    p[1] = colors->Colors[index].Green;
                    p[2] = colors->Colors[index].Blue;
                    p[3] = 255;
                }
            }
        }
        ok = 1;
        break;
    }
done:
    free(line);
    DGifCloseFile(gif, &error);
    return ok;
}
