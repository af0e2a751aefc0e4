// Google's gumbo (libgumbo-dev): an HTML5 parser in C, for EPUB XHTML, OPF, NCX and nav.
#include <gumbo.h>

/// The options every document is parsed with: the defaults, with at most 100 parse errors
/// recorded (gumbo keeps every error by default, and a hostile document of stray end tags has
/// one per tag: gigabytes of records nobody reads).
static inline const GumboOptions *tr_gumbo_default_options(void) {
    static GumboOptions options;
    static int ready = 0;
    if (!ready) {
        options = kGumboDefaultOptions;
        options.max_errors = 100;
        ready = 1;
    }
    return &options;
}
