/* experiment.h: series of computer-vs-computer games with a tally of how
 * they went, and seed 000's experiment (minimax levels 2–5 against each
 * other, 100 games per pair, on boards drawn one after another from
 * Python's random.seed (0)).
 *
 * `sakiyomi-cli selfplay`, the Experiments window and the tests all run
 * their series through here, so the window's "Reproduce the source's table"
 * is the same code path as `selfplay --legacy`.
 *
 * An experiment owns the random streams: the opponents' GRand (seeded with
 * the seed, shared by every series of the experiment in turn), from which
 * every game draws the seed of its own generator, and, with legacy boards,
 * the one Python-compatible stream every number-grab board is drawn from in
 * order.  Without legacy boards game k of every series starts from the
 * position of seed + k, so every series meets the same boards.
 *
 * The games are played on several threads at once (series-runner.h), one
 * per processor unless the setup says otherwise.  Every game's board and
 * generator are drawn first, in order, on the calling thread, and the
 * games' results are added up there in order, so a series comes out the
 * same, to the digit, on any number of threads.
 */
#pragma once

#include "player.h"
#include "selfplay.h"

G_BEGIN_DECLS

/* Errors of experiments (besides cancellation and the opponents' own). */
#define SKY_EXPERIMENT_ERROR (sky_experiment_error_quark ())
typedef enum {
  SKY_EXPERIMENT_ERROR_INVALID,       /* a setup that cannot be run */
  SKY_EXPERIMENT_ERROR_MISMATCH       /* alpha-beta played a game differently */
} SkyExperimentError;
GQuark sky_experiment_error_quark (void);

typedef struct {
  const SkyGame *game;
  gboolean misere;          /* tic-tac-toe: three in a row loses */
  guint32 seed;
  gboolean legacy;          /* number-grab: boards from one Python stream */
  int n_games;              /* games per series, >= 1 */
  /* Play every game a second time with alpha-beta in both opponents, check
   * that it plays move for move the same, and count its evaluations. */
  gboolean alpha_beta_too;
  /* Games played at once, each on its own thread: 1..256, or 0 for one
   * per processor.  The results do not depend on it. */
  int n_threads;
} SkyExperimentSetup;

/* Index of wins[] for a result: first wins, second wins, draws. */
enum {
  SKY_SERIES_FIRST_WINS,
  SKY_SERIES_SECOND_WINS,
  SKY_SERIES_DRAWS
};

/* One series: the two opponents (set by the caller) and the tally. */
typedef struct {
  SkyStrength first, second;
  int n_games;              /* games played so far */
  int wins[3];              /* SKY_SERIES_FIRST_WINS … */
  guint64 evaluations[2];   /* evaluation-function calls, by side */
  guint64 nodes[2];
  guint64 playouts[2];
  guint64 moves[2];         /* moves made, by side (passes included) */
  guint64 ab_evaluations[2];  /* the same games with alpha-beta */
} SkySeries;

/* Both sides' evaluations per game, integer division as seed 000 prints
 * its average (0 before any game). */
guint64 sky_series_evaluations_per_game (const SkySeries *series);
guint64 sky_series_ab_evaluations_per_game (const SkySeries *series);
/* A side's evaluations per move it made (0 if it made none). */
double sky_series_evaluations_per_move (const SkySeries *series, SkySide side);

int sky_series_result_index (SkyResult result);

/* What a running experiment tells its caller, on the calling thread, game
 * after game in order whatever the number of threads.  Any of them may be
 * NULL. */
typedef struct {
  /* Before game index (0-based) of series is counted, after the game
   * before it was: with one thread before the game is played; with more
   * it may already be under way, or over. */
  void (*game_started) (const SkySeries *series, int index, gpointer data);
  /* After it: the game, and with alpha_beta_too its alpha-beta replay
   * (NULL otherwise). */
  void (*game_done) (const SkySeries *series, int index,
                     const SkySelfplayGame *game,
                     const SkySelfplayGame *ab_game, gpointer data);
  /* After a series' last game. */
  void (*series_done) (const SkySeries *series, gpointer data);
} SkyExperimentCallbacks;

typedef struct _SkyExperiment SkyExperiment;

/* NULL with an error if the setup cannot be run: legacy boards for a game
 * other than number-grab, or under a G_RANDOM_VERSION that changes GLib's
 * stream; misère for a game other than tic-tac-toe; n_games < 1; n_threads
 * out of range. */
SkyExperiment *sky_experiment_new (const SkyExperimentSetup *setup,
                                   GError **error);
void sky_experiment_free (SkyExperiment *experiment);
const SkyExperimentSetup *sky_experiment_get_setup (SkyExperiment *experiment);

/* Plays the setup's n_games between series->first and series->second,
 * adding to the tally in series (zero it first).  Returns FALSE with
 * G_IO_ERROR_CANCELLED once cancellable is cancelled (within a move), with
 * SKY_EXPERIMENT_ERROR_MISMATCH if alpha-beta played differently, or with
 * an opponent's error; series then holds the games before the first one
 * that did not finish (whole games, in order, as a serial run). */
gboolean sky_experiment_play_series (SkyExperiment *experiment,
                                     SkySeries *series,
                                     GCancellable *cancellable,
                                     const SkyExperimentCallbacks *callbacks,
                                     gpointer data,
                                     GError **error);

/* Plain minimax at depth for game, as seed 000's play (x, y) searches. */
void sky_experiment_level_strength (SkyGameKind game, int depth,
                                    SkyStrength *strength);

/* Every pair of minimax levels low..high, the first player's level outer,
 * the second's inner, as seed 000's test1 (s, e) plays them: fills
 * series[(x - low) * (high - low + 1) + (y - low)], which must have room
 * for (high - low + 1)^2 series (zeroed here).  The games of all the series
 * are one run on the threads, which go on to the next series' games while a
 * series' last ones are still being played. */
gboolean sky_experiment_play_levels (SkyExperiment *experiment,
                                     int low, int high,
                                     SkySeries *series,
                                     GCancellable *cancellable,
                                     const SkyExperimentCallbacks *callbacks,
                                     gpointer data,
                                     GError **error);

/* Seed 000's experiment: test1 (2, 6) after random.seed (0). */
#define SKY_SEED0_LOW 2
#define SKY_SEED0_HIGH 5
#define SKY_SEED0_LEVELS (SKY_SEED0_HIGH - SKY_SEED0_LOW + 1)
#define SKY_SEED0_N_SERIES (SKY_SEED0_LEVELS * SKY_SEED0_LEVELS)
#define SKY_SEED0_GAMES 100

/* The setup of seed 000's experiment (number-grab, seed 0, legacy boards,
 * 100 games per pair). */
void sky_experiment_seed0_setup (SkyExperimentSetup *setup,
                                 gboolean alpha_beta_too);

/* One cell of the article's table as it is printed: the first player's
 * and the second's level, first-player wins, second-player wins, draws,
 * average evaluations per game. */
typedef struct {
  int first, second;
  int wins[3];
  guint64 evaluations;
} SkySeed0Cell;

/* The table printed in seed 000, in the order the experiment plays the
 * pairs.  It differs from what its program prints in four places
 * (transcription slips): (2, 2) second-player wins 33 for 35, and the
 * average evaluations 6201 for 6208 at (3, 3), 20281 for 20242 at (3, 4)
 * and 21278 for 21287 at (4, 3). */
extern const SkySeed0Cell sky_seed0_article_table[SKY_SEED0_N_SERIES];

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SkyExperiment, sky_experiment_free)

G_END_DECLS
