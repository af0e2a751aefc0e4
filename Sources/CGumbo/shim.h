// Google's gumbo (libgumbo-dev): an HTML5 parser in C, for EPUB XHTML, OPF, NCX and nav.
#include <gumbo.h>
#include <setjmp.h>
#include <stdlib.h>

/// One allocation gumbo made under a budget: linked to the others so that all are freed at once.
/// Four words, so the bytes after it keep malloc's 16-byte alignment.
typedef struct TRGumboBlock {
    struct TRGumboBlock *previous, *next;
    size_t size, unused;
} TRGumboBlock;

/// A parse's memory: every block gumbo holds, their bytes (headers included) and the most it may
/// hold. A parse that would go past `limit` jumps back to `tr_gumbo_parse`, which frees it all.
/// HTML5 rebuilds every open formatting element (`<b id=1>`…`<b id=300>`, never closed) inside each
/// paragraph after them, so 170 KB of markup can ask for gigabytes: no count of tags predicts that.
typedef struct TRGumboBudget {
    GumboOptions options;
    size_t used, limit;
    TRGumboBlock blocks;
    jmp_buf exceeded;
} TRGumboBudget;

static void *tr_gumbo_allocate(void *userdata, size_t size) {
    TRGumboBudget *budget = userdata;
    size_t total = sizeof(TRGumboBlock) + size;
    TRGumboBlock *block = total <= budget->limit - budget->used ? malloc(total) : NULL;
    if (block == NULL) longjmp(budget->exceeded, 1);
    budget->used += total;
    block->size = total;
    block->previous = &budget->blocks;
    block->next = budget->blocks.next;
    budget->blocks.next->previous = block;
    budget->blocks.next = block;
    return block + 1;
}

static void tr_gumbo_deallocate(void *userdata, void *pointer) {
    if (pointer == NULL) return;
    TRGumboBudget *budget = userdata;
    TRGumboBlock *block = (TRGumboBlock *)pointer - 1;
    budget->used -= block->size;
    block->previous->next = block->next;
    block->next->previous = block->previous;
    free(block);
}

/// Frees everything a parse holds: its output, or what it had built when it ran out of budget.
static inline void tr_gumbo_release(TRGumboBudget *budget) {
    if (budget == NULL) return;
    for (TRGumboBlock *block = budget->blocks.next; block != &budget->blocks;) {
        TRGumboBlock *next = block->next;
        free(block);
        block = next;
    }
    free(budget);
}

/// Parses `length` bytes holding at most `limit` bytes of gumbo's memory at once, with at most 100
/// parse errors recorded (gumbo keeps every error by default, and a document of stray end tags has
/// one per tag). The output lives in `*budget` (free it with `tr_gumbo_release`); NULL when the
/// parse needed more, everything it took already freed.
static inline GumboOutput *tr_gumbo_parse(const char *buffer, size_t length, size_t limit, TRGumboBudget **budget) {
    TRGumboBudget *parse = calloc(1, sizeof(TRGumboBudget));
    *budget = NULL;
    if (parse == NULL) return NULL;
    parse->options = kGumboDefaultOptions;
    parse->options.max_errors = 100;
    parse->options.allocator = tr_gumbo_allocate;
    parse->options.deallocator = tr_gumbo_deallocate;
    parse->options.userdata = parse;
    parse->limit = limit;
    parse->blocks.previous = parse->blocks.next = &parse->blocks;
    if (setjmp(parse->exceeded) != 0) {
        tr_gumbo_release(parse);
        return NULL;
    }
    GumboOutput *output = gumbo_parse_with_options(&parse->options, buffer, length);
    *budget = parse;
    return output;
}
