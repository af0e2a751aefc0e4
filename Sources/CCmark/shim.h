// cmark-gfm (libcmark-gfm-dev, libcmark-gfm-extensions-dev; BSD-2): CommonMark with GitHub's
// tables, strikethrough, autolinks and footnotes, for Markdown books.
#include <stdlib.h>
#include <cmark-gfm.h>
#include <cmark-gfm-extension_api.h>
#include <cmark-gfm-core-extensions.h>

/// Registers the GitHub extensions. cmark-gfm checks and sets a plain flag to do it once, so two
/// threads calling it at once both register: call it once, before any thread renders.
static inline void tr_cmark_register(void) {
    cmark_gfm_core_extensions_ensure_registered();
}

/// `length` bytes of Markdown as HTML, each block element carrying `data-sourcepos="line:column-…"`;
/// raw HTML is kept (the reader parses and cleans it as any book's markup). Free it with
/// `tr_cmark_free`; NULL when out of memory. `tr_cmark_register` must have run.
static inline char *tr_markdown_to_html(const char *text, size_t length) {
    int options = CMARK_OPT_SOURCEPOS | CMARK_OPT_FOOTNOTES | CMARK_OPT_UNSAFE | CMARK_OPT_VALIDATE_UTF8;
    cmark_parser *parser = cmark_parser_new(options);
    if (!parser) return NULL;
    const char *names[] = {"table", "strikethrough", "autolink"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        cmark_syntax_extension *extension = cmark_find_syntax_extension(names[i]);
        if (extension) cmark_parser_attach_syntax_extension(parser, extension);
    }
    cmark_parser_feed(parser, text, length);
    cmark_node *document = cmark_parser_finish(parser);
    char *html = document ? cmark_render_html(document, options, cmark_parser_get_syntax_extensions(parser)) : NULL;
    if (document) cmark_node_free(document);
    cmark_parser_free(parser);
    return html;
}

/// Frees what `tr_markdown_to_html` returned.
static inline void tr_cmark_free(char *html) {
    if (html) cmark_get_default_mem_allocator()->free(html);
}
