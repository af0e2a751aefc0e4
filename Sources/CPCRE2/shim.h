// PCRE2 (libpcre2-dev, BSD licence): the regular expressions of the user's chapter rules, which,
// unlike Swift's Regex, run under limits (steps, depth, heap) and so cannot hang the reader.
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

/// `pattern` compiled in UTF mode with Unicode classes (`\d`, `\w`, `\s` match beyond ASCII, as in
/// Swift's Regex), JIT-compiled where the JIT is available; NULL with `*error` and `*offset` set
/// when the pattern is not valid.
static inline pcre2_code *tr_pcre2_compile(const char *pattern, size_t length, int *error, size_t *offset) {
    pcre2_code *code = pcre2_compile((PCRE2_SPTR)pattern, length, PCRE2_UTF | PCRE2_UCP, error, offset, NULL);
    if (code) (void)pcre2_jit_compile(code, PCRE2_JIT_COMPLETE);
    return code;
}

/// The message PCRE2 gives for an error code, into `buffer`.
static inline void tr_pcre2_error_message(int error, char *buffer, size_t size) {
    if (pcre2_get_error_message(error, (PCRE2_UCHAR *)buffer, size) < 0 && size > 0) buffer[0] = 0;
}

/// A match context whose matches stop after `steps` (PCRE2's match limit), a backtracking
/// depth of `steps` and `heapKiB` of heap: one rule on one line can cost no more.
static inline pcre2_match_context *tr_pcre2_limits(uint32_t steps, uint32_t heapKiB) {
    pcre2_match_context *context = pcre2_match_context_create(NULL);
    if (!context) return NULL;
    pcre2_set_match_limit(context, steps);
    pcre2_set_depth_limit(context, steps);
    pcre2_set_heap_limit(context, heapKiB);
    return context;
}

/// Searches `subject` (valid UTF-8: not checked again) with `code` under `context`'s limits:
/// > 0 found, PCRE2_ERROR_NOMATCH not found, another negative code when a limit stopped it.
static inline int tr_pcre2_search(const pcre2_code *code, const char *subject, size_t length,
                                  pcre2_match_context *context, pcre2_match_data *data) {
    return pcre2_match(code, (PCRE2_SPTR)subject, length, 0, PCRE2_NO_UTF_CHECK, data, context);
}

/// Match data sized for `code` (one per search: searches run on several threads at once).
static inline pcre2_match_data *tr_pcre2_match_data(const pcre2_code *code) {
    return pcre2_match_data_create_from_pattern(code, NULL);
}

static inline void tr_pcre2_match_data_free(pcre2_match_data *data) { pcre2_match_data_free(data); }
static inline void tr_pcre2_code_free(pcre2_code *code) { pcre2_code_free(code); }
static inline void tr_pcre2_context_free(pcre2_match_context *context) { pcre2_match_context_free(context); }
