#ifndef TERMREADER_CNCURSES_SHIM_H
#define TERMREADER_CNCURSES_SHIM_H

// Wide-character ncurses: must be defined before the header, or
// mvadd_wch/setcchar do not import.
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <locale.h>
#include <wchar.h>
#include <ncursesw/curses.h>

// wcwidth is not visible through Glibc in Swift.
int wcwidth(wchar_t c);

// Swift 6 refuses C mutable globals and cannot import these macros.
static inline WINDOW *tr_stdscr(void) { return stdscr; }
static inline int tr_cols(void) { return COLS; }
static inline int tr_lines(void) { return LINES; }
static inline int tr_colors(void) { return COLORS; }
static inline int tr_color_pairs(void) { return COLOR_PAIRS; }
static inline attr_t tr_a_normal(void) { return A_NORMAL; }
static inline attr_t tr_a_bold(void) { return A_BOLD; }
static inline attr_t tr_a_dim(void) { return A_DIM; }
static inline attr_t tr_a_reverse(void) { return A_REVERSE; }
static inline attr_t tr_a_underline(void) { return A_UNDERLINE; }
static inline attr_t tr_a_italic(void) { return A_ITALIC; }
static inline mmask_t tr_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t tr_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t tr_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t tr_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t tr_button5_pressed(void) { return BUTTON5_PRESSED; }
static inline mmask_t tr_report_mouse_position(void) { return REPORT_MOUSE_POSITION; }
static inline mmask_t tr_all_mouse_events(void) { return ALL_MOUSE_EVENTS; }

// stdio's streams are C mutable globals too (newterm takes them).
static inline FILE *tr_stdin(void) { return stdin; }
static inline FILE *tr_stdout(void) { return stdout; }

#endif
