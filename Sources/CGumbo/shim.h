// Google's gumbo (libgumbo-dev): an HTML5 parser in C, for EPUB XHTML, OPF, NCX and nav.
#include <gumbo.h>

/// The default options, as a pointer Swift can pass on (the C global is `const`).
static inline const GumboOptions *tr_gumbo_default_options(void) {
    return &kGumboDefaultOptions;
}
