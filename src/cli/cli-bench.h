/* cli-bench.h: the items of `sakiyomi-cli bench`.  Each game's items are
 * in its own file (cli-bench-reversi.c, cli-bench-numbergrab.c,
 * cli-bench-tictactoe.c); cli-bench-set.c runs them in the set's fixed
 * order and prints the table. */
#pragma once

#include "cli.h"
#include "search-types.h"

G_BEGIN_DECLS

typedef enum {
  CHECK_NONE,
  CHECK_OK,
  CHECK_WRONG
} Check;

typedef struct {
  gboolean quick;
  int depth;                /* the item's own size, 0 = the default */
  char *name;               /* set by the item */
  const char *unit;         /* what count counts (translated) */
  guint64 count;
  Check check;
  char *note;               /* the item's answer, to compare by eye */
} BenchRun;

typedef void (*BenchFunc) (BenchRun *run);

/* An item with a short id for --only. */
typedef struct {
  const char *id;
  BenchFunc run;
  int depth;
  gboolean full_only;       /* left out of --quick */
} BenchItem;

/* Each game's items, ended by one with no id. */
extern const BenchItem sky_cli_bench_reversi_items[];
extern const BenchItem sky_cli_bench_numbergrab_items[];
extern const BenchItem sky_cli_bench_tictactoe_items[];

/* The reversi items' settings: the threads of endgame-threads (--threads)
 * and the strong engine's evaluation (--weights; NULL: the built-in). */
void sky_cli_bench_reversi_setup (int threads,
                                  const SkyReversiEvaluator *evaluator);

/* The note "plays MOVE, value V" of a search's result. */
void sky_cli_bench_note_move (BenchRun *run, const SkyPosition *pos,
                              const SkySearchResult *result);

G_END_DECLS
