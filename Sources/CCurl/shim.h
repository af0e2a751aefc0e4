// libcurl (libcurl4-openssl-dev, curl licence): the HTTP client OPDS catalogues are read with.
// Header only, nothing is linked: a reader who never opens a catalogue never loads libcurl and
// its TLS stack (CurlLibrary finds the functions with dlopen). curl_easy_setopt and
// curl_easy_getinfo take variable arguments, which Swift cannot pass: these call them through the
// pointer dlsym found, with one argument of each kind termreader passes.
#include <curl/curl.h>

typedef size_t (*termreader_curl_write)(char *, size_t, size_t, void *);
typedef int (*termreader_curl_progress)(void *, curl_off_t, curl_off_t, curl_off_t, curl_off_t);

static inline CURLcode termreader_curl_setopt_long(void *setopt, CURL *curl, CURLoption option, long value) {
    return ((CURLcode (*)(CURL *, CURLoption, ...))setopt)(curl, option, value);
}

static inline CURLcode termreader_curl_setopt_pointer(void *setopt, CURL *curl, CURLoption option, const void *value) {
    return ((CURLcode (*)(CURL *, CURLoption, ...))setopt)(curl, option, value);
}

static inline CURLcode termreader_curl_setopt_offset(void *setopt, CURL *curl, CURLoption option, curl_off_t value) {
    return ((CURLcode (*)(CURL *, CURLoption, ...))setopt)(curl, option, value);
}

static inline CURLcode termreader_curl_setopt_write(void *setopt, CURL *curl, CURLoption option, termreader_curl_write value) {
    return ((CURLcode (*)(CURL *, CURLoption, ...))setopt)(curl, option, value);
}

static inline CURLcode termreader_curl_setopt_progress(void *setopt, CURL *curl, CURLoption option, termreader_curl_progress value) {
    return ((CURLcode (*)(CURL *, CURLoption, ...))setopt)(curl, option, value);
}

static inline CURLcode termreader_curl_getinfo_long(void *getinfo, CURL *curl, CURLINFO info, long *value) {
    return ((CURLcode (*)(CURL *, CURLINFO, ...))getinfo)(curl, info, value);
}

static inline CURLcode termreader_curl_getinfo_string(void *getinfo, CURL *curl, CURLINFO info, char **value) {
    return ((CURLcode (*)(CURL *, CURLINFO, ...))getinfo)(curl, info, value);
}

// Macros with casts, which Swift does not import.
static const long termreader_curlauth_basic_digest = (long)(CURLAUTH_BASIC | CURLAUTH_DIGEST);
static const long termreader_curl_global_default = CURL_GLOBAL_DEFAULT;
