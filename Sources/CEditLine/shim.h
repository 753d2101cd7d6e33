// Non-variadic wrappers over libedit for Swift.
//
// Swift cannot call C variadic functions (`el_set`, `el_get`, `history`), and in Swift 6 mode it
// cannot touch the C `stdin`/`stdout`/`stderr` globals. Every wrapper here is `static inline` so
// the module needs no compiled C sources.
#ifndef WXSH_CEDITLINE_SHIM_H
#define WXSH_CEDITLINE_SHIM_H

#include <histedit.h>
#include <langinfo.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>
#include <wchar.h>  // also gives Swift mbstate_t and mbrtowc, which Glibc's module hides

typedef char *(*cel_prompt_fn)(EditLine *);
typedef unsigned char (*cel_command_fn)(EditLine *, int);
typedef int (*cel_getc_fn)(EditLine *, wchar_t *);

/// The process's real `stdin` FILE.
static inline FILE *cel_stdin(void) { return stdin; }
/// The process's real `stdout` FILE, the one `print` writes through.
static inline FILE *cel_stdout(void) { return stdout; }
/// The process's real `stderr` FILE.
static inline FILE *cel_stderr(void) { return stderr; }

/// Sets the prompt function, with `esc` delimiting non-printing sequences (EL_PROMPT_ESC).
static inline int cel_set_prompt_esc(EditLine *el, cel_prompt_fn fn, char esc) {
  return el_set(el, EL_PROMPT_ESC, fn, esc);
}

/// Selects the key map: "emacs" or "vi" (EL_EDITOR).
static inline int cel_set_editor(EditLine *el, const char *mode) {
  return el_set(el, EL_EDITOR, mode);
}

/// Lets libedit install its own signal handlers while reading (EL_SIGNAL).
static inline int cel_set_signal(EditLine *el, int on) { return el_set(el, EL_SIGNAL, on); }

/// Attaches a history list (EL_HIST).
static inline int cel_set_hist(EditLine *el, History *h) {
  return el_set(el, EL_HIST, history, h);
}

/// Registers a named editor function (EL_ADDFN).
static inline int cel_add_fn(EditLine *el, const char *name, const char *help, cel_command_fn fn) {
  return el_set(el, EL_ADDFN, name, help, fn);
}

/// Binds a key sequence such as "^I" to a named editor function (EL_BIND).
static inline int cel_bind(EditLine *el, const char *key, const char *name) {
  return el_set(el, EL_BIND, key, name, NULL);
}

/// Stores an opaque pointer for the callbacks (EL_CLIENTDATA).
static inline int cel_set_clientdata(EditLine *el, void *data) {
  return el_set(el, EL_CLIENTDATA, data);
}

/// Reads the opaque pointer back (EL_CLIENTDATA), or NULL.
static inline void *cel_get_clientdata(EditLine *el) {
  void *data = NULL;
  if (el_get(el, EL_CLIENTDATA, &data) != 0) return NULL;
  return data;
}

/// Redraws the prompt and the line (EL_REFRESH); only from inside `el_gets`.
static inline int cel_refresh(EditLine *el) { return el_set(el, EL_REFRESH); }

/// Puts the terminal in libedit's editing mode (1) or its cooked mode (0) (EL_PREP_TERM).
static inline int cel_prep_term(EditLine *el, int on) { return el_set(el, EL_PREP_TERM, on); }

/// Installs a character reader (EL_GETCFN).
static inline int cel_set_getcfn(EditLine *el, cel_getc_fn fn) {
  return el_set(el, EL_GETCFN, fn);
}

/// Terminal width in columns as libedit sees it, or 0.
static inline int cel_columns(EditLine *el) {
  int cols = 0;
  if (el_get(el, EL_GETTC, "co", &cols) != 0) return 0;
  return cols;
}

/// Display width of one wide character (`wcwidth` is hidden from Swift's Glibc module).
static inline int cel_wcwidth(wchar_t c) { return wcwidth(c); }

/// Sets the character type from the environment and falls back to C.UTF-8 when that is not
/// UTF-8.
///
/// libedit drops every non-ASCII byte in the "C" locale, so UTF-8 input needs this even when
/// `LANG` is unset. Only LC_CTYPE is set (libedit and `wcwidth` read nothing else): LC_ALL
/// would also set LC_NUMERIC, and under de_DE every `printf("%.4f")` would then write a
/// decimal comma into URLs and file names. Returns 1 when the character set is UTF-8.
static inline int cel_setup_utf8_locale(void) {
  setlocale(LC_CTYPE, "");
  const char *codeset = nl_langinfo(CODESET);
  if (codeset != NULL && strcmp(codeset, "UTF-8") == 0) return 1;
  if (setlocale(LC_CTYPE, "C.UTF-8") == NULL) return 0;
  codeset = nl_langinfo(CODESET);
  return codeset != NULL && strcmp(codeset, "UTF-8") == 0;
}

/// Caps the in-memory history list (H_SETSIZE).
static inline int cel_history_setsize(History *h, int size) {
  HistEvent ev;
  return history(h, &ev, H_SETSIZE, size);
}

/// Drops consecutive duplicates when set (H_SETUNIQUE).
static inline int cel_history_setunique(History *h, int unique) {
  HistEvent ev;
  return history(h, &ev, H_SETUNIQUE, unique);
}

/// Adds a line to the in-memory history (H_ENTER).
static inline int cel_history_enter(History *h, const char *line) {
  HistEvent ev;
  return history(h, &ev, H_ENTER, line);
}

/// The newest history line, or NULL when there is none; `cel_history_next` then walks to older
/// ones (H_FIRST, H_NEXT).
static inline const char *cel_history_first(History *h) {
  HistEvent ev;
  return history(h, &ev, H_FIRST) == 0 ? ev.str : NULL;
}

/// The next older history line after the one last returned, or NULL.
static inline const char *cel_history_next(History *h) {
  HistEvent ev;
  return history(h, &ev, H_NEXT) == 0 ? ev.str : NULL;
}

/// Empties the in-memory history (H_CLEAR).
static inline int cel_history_clear(History *h) {
  HistEvent ev;
  return history(h, &ev, H_CLEAR);
}

#endif
