// Non-variadic wrappers over libedit's native histedit.h API: Swift cannot call C variadic
// functions (el_set, el_get, history), and Swift 6 rejects the C globals stdin/stdout/stderr.
// A system-library target holds no .c file, so every helper here is static inline.
#ifndef CALC_CEDITLINE_SHIM_H
#define CALC_CEDITLINE_SHIM_H
#include <stdio.h>
#include <histedit.h>
#if defined(__APPLE__)
#include <vis.h>
#else
#include <bsd/vis.h>  // libbsd: the strvis/strunvis libedit's history file is written with
#endif

/// A prompt callback: returns the prompt to draw; called by libedit at every redraw.
typedef char *(*calc_el_prompt_fn)(EditLine *);
/// An editor function added with EL_ADDFN: returns one of the CC_* codes.
typedef unsigned char (*calc_el_editor_fn)(EditLine *, int);
/// A read-character function (EL_GETCFN): stores the next character, returns 1; 0 at end of
/// input; -1 on an error, `errno` set.
typedef int (*calc_el_getc_fn)(EditLine *, wchar_t *);

// MARK: - Editor

/// el_init on the process's standard streams (which Swift 6 cannot name).
static inline EditLine *calc_el_init(const char *program) {
    return el_init(program, stdin, stdout, stderr);
}

/// The stream libedit draws on, for output that must interleave with its own (candidate lists).
static inline FILE *calc_el_output(EditLine *el) {
    FILE *fp = NULL;
    if (el_get(el, EL_GETFP, 1, &fp) != 0) return NULL;
    return fp;
}

/// EL_GETCFN: the function libedit reads each character with.
static inline int calc_el_set_getc(EditLine *el, calc_el_getc_fn fn) {
    return el_set(el, EL_GETCFN, fn);
}

/// EL_PROMPT_ESC: characters between two `ignore` characters are printed but take no width.
static inline int calc_el_set_prompt(EditLine *el, calc_el_prompt_fn fn, char ignore) {
    return el_set(el, EL_PROMPT_ESC, fn, ignore);
}

/// EL_RPROMPT_ESC: the prompt drawn at the right end of the line, with the same escape marker.
static inline int calc_el_set_right_prompt(EditLine *el, calc_el_prompt_fn fn, char ignore) {
    return el_set(el, EL_RPROMPT_ESC, fn, ignore);
}

static inline int calc_el_set_editor(EditLine *el, const char *mode) {
    return el_set(el, EL_EDITOR, mode);
}

/// EL_SIGNAL: let libedit restore the terminal and re-raise on SIGINT, SIGTERM, SIGTSTP, …
/// (calc turns it off: its SIGWINCH handler resized the display mid-redraw; see LineEditor+Resize.swift)
static inline int calc_el_set_signal(EditLine *el, int on) {
    return el_set(el, EL_SIGNAL, on);
}

/// EL_SETTY with one setting for the edit mode, e.g. "-isig".
static inline int calc_el_setty_edit(EditLine *el, const char *setting) {
    return el_set(el, EL_SETTY, "-d", setting, (const char *)NULL);
}

/// EL_PREP_TERM: 1 puts the terminal in editing (raw) mode, 0 restores its own (cooked) mode.
static inline int calc_el_prepare_terminal(EditLine *el, int editing) {
    return el_set(el, EL_PREP_TERM, editing);
}

static inline int calc_el_add_function(EditLine *el, const char *name, const char *help,
                                       calc_el_editor_fn fn) {
    return el_set(el, EL_ADDFN, name, help, fn);
}

/// EL_BIND of one key sequence (e.g. "^I") to a built-in or added function name.
static inline int calc_el_bind(EditLine *el, const char *keys, const char *function) {
    return el_set(el, EL_BIND, keys, function, (const char *)NULL);
}

static inline int calc_el_set_client_data(EditLine *el, void *data) {
    return el_set(el, EL_CLIENTDATA, data);
}

static inline void *calc_el_client_data(EditLine *el) {
    void *data = NULL;
    if (el_get(el, EL_CLIENTDATA, &data) != 0) return NULL;
    return data;
}

/// Attaches a History to the editor: Up/Down and Ctrl-R then walk it.
static inline int calc_el_set_history(EditLine *el, History *h) {
    return el_set(el, EL_HIST, history, h);
}

/// The terminal width libedit uses (termcap "co"), or 0 when unknown.
static inline int calc_el_columns(EditLine *el) {
    int columns = 0;
    if (el_get(el, EL_GETTC, "co", &columns, (void *)NULL) != 0) return 0;
    return columns;
}

/// The terminal's rows as libedit knows them (termcap `li`); 0 when it does not.
static inline int calc_el_rows(EditLine *el) {
    int rows = 0;
    if (el_get(el, EL_GETTC, "li", &rows, (void *)NULL) != 0) return 0;
    return rows;
}

// MARK: - History

static inline int calc_history_set_size(History *h, int size) {
    HistEvent ev;
    return history(h, &ev, H_SETSIZE, size);
}

/// H_SETUNIQUE: H_ENTER then ignores an entry equal to the newest one.
static inline int calc_history_set_unique(History *h, int on) {
    HistEvent ev;
    return history(h, &ev, H_SETUNIQUE, on);
}

static inline int calc_history_enter(History *h, const char *line) {
    HistEvent ev;
    return history(h, &ev, H_ENTER, line);
}

/// H_LOAD: appends the entries of a `_HiStOrY_V2_` file; -1 when it cannot be read or parsed.
static inline int calc_history_load(History *h, const char *path) {
    HistEvent ev;
    return history(h, &ev, H_LOAD, path);
}

/// H_SAVE_FP: writes the header and every entry to `fp`; -1 on some failures. Not H_SAVE, which
/// ignores failed writes and a failed fclose: on a full disk it reports success for a cut-short file.
/// Decodes one line of a history file as libedit's H_LOAD does (strvis escapes, `\040` for a
/// space); returns the decoded length, or -1 for a malformed escape. `dst` needs strlen(src) + 1.
static inline int calc_strunvis(char *dst, const char *src) { return strunvis(dst, src); }

static inline int calc_history_save_fp(History *h, FILE *fp) {
    HistEvent ev;
    return history(h, &ev, H_SAVE_FP, fp);
}

/// Iteration from the oldest entry: H_LAST, then H_PREV until it fails (returns -1).
static inline int calc_history_oldest(History *h, HistEvent *ev) {
    return history(h, ev, H_LAST);
}

static inline int calc_history_newer(History *h, HistEvent *ev) {
    return history(h, ev, H_PREV);
}

#endif
