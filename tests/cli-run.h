/* cli-run.h: running the built sakiyomi-cli ($SAKIYOMI_CLI) from a test and
 * collecting its exit status and output. */
#pragma once

#include <gio/gio.h>

typedef struct {
  int status;
  char *out;
  char *err;
} Run;

void run_clear (Run *run);
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

/* Runs sakiyomi-cli with the arguments (NULL-terminated), input (or
 * nothing, if NULL) on its standard input; asserts that it exited. */
void run_cli (Run *run, const char *input, ...) G_GNUC_NULL_TERMINATED;
