/* games/: the rules of every game (this interface, numbergrab.h,
 * tictactoe.h, reversi.h and reversi-bitboard.h), why a move was worse
 * than another in each game's words (game-explain.h), their records in text,
 * GGF and WTHOR, and the registry of games (games.c).  Uses base/ only:
 * nothing here searches or plays.
 *
 * game.h: the interface every game's rules implement.
 *
 * The search, the CLI and the window use games only through this interface,
 * so none of them needs to know which game it is playing.
 *
 * A position is plain memory: a SkyPosition header followed by the game's own
 * state, game->position_size bytes in all, with no pointers inside except the
 * game itself.  Copying one is a memcpy, so a search can keep a stack of
 * positions without allocating per node.
 *
 * A game is described once, by a const SkyGame in its own file: its rules
 * (the functions at the end of struct _SkyGame) and what everything else
 * asks about it (the fields before them: names and words, the record's
 * tags, its rules' options, the unit and scale of its values, how a review
 * judges it, what its opponents can be set to and start at, the priority
 * opponent's table).  The window, the CLI and the engine's other floors
 * read these fields instead of naming the game.
 *
 * Adding a game: its own files (rules and description, with the kind it
 * is registered at) and one line in games.c's builtin[]; a test's own game
 * joins with sky_game_register () instead.  Translatable words are N_()
 * here and translated where they are shown.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A game's place in the registry.  The names are for the built-in games'
 * own files, which set their kind; everything else counts with
 * sky_game_count () and finds a game by sky_game_get () or its id. */
typedef enum {
  SKY_GAME_NUMBERGRAB,
  SKY_GAME_TICTACTOE,
  SKY_GAME_REVERSI,
  SKY_N_GAMES               /* the built-in games; a test may add more */
} SkyGameKind;

/* A move is a cell index, row * width + column (row 0 at the top), or one of
 * the special values below. */
typedef int SkyMove;
#define SKY_MOVE_NONE (-1)
#define SKY_MOVE_PASS (-2)
#define SKY_MAX_MOVES 64

/* The side that moved first (number-grab's 先手, tic-tac-toe's X, reversi's
 * black) and the side that moved second. */
typedef enum {
  SKY_SIDE_FIRST = 0,
  SKY_SIDE_SECOND = 1
} SkySide;

#define SKY_SIDE_OTHER(side) ((SkySide) (1 - (side)))

typedef enum {
  SKY_RESULT_NONE,          /* the game is not over */
  SKY_RESULT_FIRST_WINS,
  SKY_RESULT_SECOND_WINS,
  SKY_RESULT_DRAW
} SkyResult;

/* What a cell holds, for drawing and for screen readers. */
typedef enum {
  SKY_CELL_EMPTY,           /* an empty square (tic-tac-toe, reversi) */
  SKY_CELL_FIRST,           /* X, or a black disc */
  SKY_CELL_SECOND,          /* O, or a white disc */
  SKY_CELL_NUMBER,          /* number-grab: a number still on the board */
  SKY_CELL_TAKEN            /* number-grab: a number already taken */
} SkyCellKind;

typedef struct {
  SkyCellKind kind;
  int value;                /* number-grab: the number (also once taken) */
  SkySide owner;            /* number-grab, SKY_CELL_TAKEN: who took it */
} SkyCell;

/* How a new game is set up. */
typedef struct {
  guint32 seed;             /* number-grab: the board is drawn from this seed */
  gboolean misere;          /* tic-tac-toe: three in a row loses */
} SkyGameSetup;

/* Errors of the text parsers. */
#define SKY_GAME_ERROR (sky_game_error_quark ())
typedef enum {
  SKY_GAME_ERROR_SYNTAX,    /* the text is not a position, move or record */
  SKY_GAME_ERROR_ILLEGAL,   /* a well-formed move that is not legal here */
  SKY_GAME_ERROR_UNSUPPORTED
} SkyGameError;
GQuark sky_game_error_quark (void);

/* What a game's values count (value-format.h shows each with its unit). */
typedef enum {
  SKY_VALUE_UNIT_DISCS,        /* a disc difference */
  SKY_VALUE_UNIT_TABLE_POINTS, /* the sources' minimax evaluation: points
                                * of their evaluation table */
  SKY_VALUE_UNIT_POINTS,       /* number-grab: one total minus the other */
  SKY_VALUE_UNIT_WIN_RATE,     /* a share of won playouts, 0..1 */
  SKY_VALUE_UNIT_OUTCOME,      /* > 0 a win, 0 a draw, < 0 a loss */
  SKY_N_VALUE_UNITS
} SkyValueUnit;

/* How the review finds the values of a position (study/review-position.c). */
typedef enum {
  SKY_REVIEW_SOLVE,            /* the generic search to the end of every
                                * line: exact (tic-tac-toe) */
  SKY_REVIEW_GENERIC,          /* a search in the game's points at the
                                * review's depth or time, exact where it
                                * reaches the end (number-grab's own,
                                * study/review-numbergrab.c) */
  SKY_REVIEW_ENGINE            /* the game's strong engine, its book and
                                * solver (reversi) */
} SkyReviewMethod;

/* A game's review classes: a move that loses at least this much (in the
 * review's unit) is an inaccuracy, a mistake, a blunder.  A move that
 * throws a won or drawn result away is a blunder whatever it loses. */
typedef struct {
  double inaccuracy, mistake, blunder;
} SkyReviewClasses;
/* (Tic-tac-toe's values are whole results: { 1, 1, 1 } makes any result
 * given away a blunder.) */

/* One named strength of a game's opponents (Beginner … Expert), as the
 * preferences offer it; name and description translatable with N_(). */
typedef struct {
  const char *name;
  const char *description;
  int depth;                   /* minimax depth */
  gboolean strong_eval;        /* the stronger evaluation, where the game
                                * has one (has_strong_eval) */
  gboolean tree;               /* Monte Carlo tree search, not flat */
  int playouts;                /* Monte Carlo playouts, 0: by time */
  double seconds;              /* Monte Carlo seconds, 0: by playouts */
  gboolean engine;             /* the strong engine, one second a move */
} SkyStrengthPreset;

#define SKY_N_STRENGTH_PRESETS 4

/* What a strength level plays with (players/levels.h makes it an
 * opponent's strength).  Every one has a fixed budget, no clock, so that
 * a level plays the same game for the same seed on any machine. */
typedef enum {
  SKY_LEVEL_RANDOM,            /* random legal moves */
  SKY_LEVEL_PRIORITY,          /* the priority table */
  SKY_LEVEL_MINIMAX,           /* the sources' minimax with alpha-beta */
  SKY_LEVEL_MONTECARLO,        /* Monte Carlo by playouts */
  SKY_LEVEL_ENGINE             /* the strong engine to a depth */
} SkyLevelOpponent;

/* One rung of a game's ladder of strength levels, weakest first; name
 * and description translatable with N_().  The ladder is calibrated by
 * measurement (`sakiyomi-cli levels GAME --calibrate`): each level
 * scores 60–85 % against the one below it where the game allows. */
typedef struct {
  const char *name;
  const char *description;
  SkyLevelOpponent opponent;
  int depth;                   /* minimax, engine: plies */
  gboolean strong_eval;        /* minimax: the stronger evaluation */
  gboolean tree;               /* Monte Carlo: tree search, not flat */
  int playouts;                /* Monte Carlo: playouts (0: the default) */
  int random_percent;          /* the chance of a random move instead */
} SkyStrengthLevel;

/* What a game's opponents can be set to, and where they start. */
typedef struct {
  int depth_max;               /* minimax depth: 1 .. depth_max */
  int source_depth;            /* the sources' own depth for this game
                                * (sky_strength_init_default ()) */
  int depth;                   /* a new player's depth (the settings'
                                * default) */
  gboolean has_strong_eval;    /* a stronger evaluation to choose */
  gboolean has_book;           /* the game has a strong engine of its
                                * own (reversi/, players/reversi-player.c)
                                * that plays from a book, with a variety
                                * setting; otherwise the strong engine is
                                * the generic search */
  double montecarlo_seconds;   /* a new player's Monte Carlo time */
  /* Flat Monte Carlo without a number of playouts or a time: playouts
   * per legal move by empty squares / 10 (the last entry for more), the
   * source's schedule; NULL for the engine's default number. */
  const int *montecarlo_schedule;
  int montecarlo_schedule_length;
  /* The strong engine's values are hundredths of a unit until it has
   * solved the position (reversi's evaluation); otherwise whole units. */
  gboolean engine_centi_units;
  /* What the strong engine does, and what the Monte Carlo playouts are
   * when their number is not set (the preferences' switch off), for the
   * preferences, N_(). */
  const char *engine_description;
  const char *playouts_description;
  SkyStrengthPreset presets[SKY_N_STRENGTH_PRESETS];
  /* The ladder of strength levels, weakest first (none for a test's
   * own game). */
  const SkyStrengthLevel *levels;
  int n_levels;
} SkyGameStrength;

typedef struct _SkyGame SkyGame;
/* How a game's text record is written and read (record-form.h). */
typedef struct _SkyRecordForm SkyRecordForm;
/* Why a move was worse than another (game-explain.h). */
typedef struct _SkyExplainMoves SkyExplainMoves;
typedef struct _SkyExplainReason SkyExplainReason;

/* The header every game's position struct starts with. */
typedef struct {
  const SkyGame *game;
  SkySide to_move;
  int ply;                  /* moves played so far, passes included */
  SkyMove last_move;        /* SKY_MOVE_NONE at the start */
} SkyPosition;

/* A game, described once: its rules (the functions below), its names and
 * words, how its records are written, what its values count, how a review
 * judges it and what its opponents can be set to.  Everything outside a
 * game's own files asks this description instead of naming the game. */
struct _SkyGame {
  SkyGameKind kind;         /* its place in the registry (games.c) */
  const char *id;           /* "numbergrab", "tictactoe", "reversi": in
                             * records, settings and on the command line */
  const char *name;         /* translatable with N_(), e.g. "Number-grab" */
  int width, height;
  gsize position_size;

  /* ---- Names and words, translatable with N_() ---- */
  const char *menu_label;   /* the Game menu's item, with its mnemonic:
                             * "_Reversi" */
  const char *board_name;   /* for screen readers: "Reversi board" */
  const char *side_names[2];  /* "Black", "White"; "First player" */
  /* What a cell a side holds is called, for screen readers: "black
   * disc", "X"; number-grab's taken numbers, "taken by the first
   * player". */
  const char *piece_names[2];
  /* The record's tag naming each side's player, never translated:
   * "Black", "White" (GGF's PB and PW); "X", "O"; "First", "Second". */
  const char *side_tags[2];
  /* Squares are named as in reversi's records, column letter and row
   * number ("e4"); otherwise in words ("row 2, column 3"). */
  gboolean algebraic_squares;

  /* ---- Its text record (record.h) ---- */
  /* The start lines and the moves, in the game's own record file
   * (reversi-record.c, …); NULL: the start's own text where it is not
   * the standard start, blank-separated moves. */
  const SkyRecordForm *record_form;
  /* A record without a "# Sakiyomi GAME" line is this game's (reversi's
   * plain transcripts); one game at most. */
  gboolean record_without_header;

  /* ---- The rules' options ---- */
  /* The misère rule exists (SkyGameSetup.misere); its name, N_(). */
  gboolean has_misere;
  const char *misere_name;  /* "Misère tic-tac-toe" */
  /* The Game menu's switch for the rule, with its mnemonic, N_(). */
  const char *misere_menu_label;
  /* The board is drawn from SkyGameSetup.seed (number-grab). */
  gboolean board_from_seed;
  /* The score is worth showing beside the players (not tic-tac-toe's). */
  gboolean shows_score;

  /* ---- Values and the review ---- */
  SkyValueUnit value_unit;  /* of a review, an exact value, and the
                             * sources' searches where they count the
                             * game itself */
  SkyValueUnit minimax_unit;/* of the sources' minimax evaluation */
  double graph_scale_floor; /* the eval graph's smallest half-height */
  SkyReviewMethod review_method;
  SkyReviewClasses review_classes;

  /* ---- Opponents ---- */
  SkyGameStrength strength;
  /* The priority-table opponent's table, width * height entries, bigger
   * first; NULL to take a cell's own value (number-grab's numbers). */
  const int *priority_table;
  /* Ties go to the first square in reading order (seed 004's scan);
   * otherwise to the first of the game's own move order. */
  gboolean priority_ties_by_square;
  /* The generic search answers a search to the end from a table of every
   * position's exact value (players/tictactoe-table.c). */
  gboolean exact_table;

  /* Writes the start position into pos (position_size bytes). */
  void (*init) (SkyPosition *pos, const SkyGameSetup *setup);

  /* Fills moves[] (room for SKY_MAX_MOVES) with the legal moves in the
   * sources' order and returns how many.  A side that must pass gets the one
   * move SKY_MOVE_PASS; a finished game has none. */
  int (*legal_moves) (const SkyPosition *pos, SkyMove *moves);

  /* Plays a legal move in place. */
  void (*play) (SkyPosition *pos, SkyMove move);

  /* The game is over: the seeds' own end conditions. */
  gboolean (*is_over) (const SkyPosition *pos);

  /* Points of a side: number-grab total taken, reversi discs, tic-tac-toe 1
   * for the side with three in a row (0 otherwise). */
  int (*score) (const SkyPosition *pos, SkySide side);

  SkyResult (*result) (const SkyPosition *pos);

  /* Static evaluation for minimax, from side's point of view (bigger is
   * better for side).  strong selects the game's stronger evaluation where it
   * has one (reversi positional); otherwise the sources' own function. */
  int (*evaluate) (const SkyPosition *pos, SkySide side, gboolean strong);

  /* Value of a finished game for side, reached plies moves below the search
   * root (the first move from the root is plies == 1). */
  int (*final_value) (const SkyPosition *pos, SkySide side, int plies);

  SkyCell (*cell) (const SkyPosition *pos, int index);

  /* Text forms.  Strings returned are newly allocated. */
  char *(*position_to_string) (const SkyPosition *pos);
  gboolean (*position_from_string) (SkyPosition *pos, const char *text,
                                    GError **error);
  char *(*move_to_string) (const SkyPosition *pos, SkyMove move);
  /* Parses a move and checks that it is legal in pos. */
  gboolean (*move_from_string) (const SkyPosition *pos, const char *text,
                                SkyMove *move, GError **error);

  /* The position editor: sets pos to cells[] (width * height of
   * SKY_CELL_EMPTY, SKY_CELL_FIRST or SKY_CELL_SECOND) with to_move to move,
   * under setup's rule; FALSE, with an error saying why, for a position no
   * game of the rules reaches.  pos holds the cells either way, so that an
   * editor can show what is being set up.  NULL for a game whose positions
   * cannot be set up (number-grab's board comes from its seed). */
  gboolean (*position_from_cells) (SkyPosition *pos, const SkyCellKind *cells,
                                   SkySide to_move, const SkyGameSetup *setup,
                                   GError **error);

  /* Monte Carlo's random game from pos to its end, the result, drawing
   * from *rng (a 64-bit state, never 0, seeded from the search's GRand):
   * a game's own fast loop (reversi's bitboards).  NULL: the generic
   * playout through the functions above. */
  SkyResult (*random_playout) (const SkyPosition *pos, guint64 *rng);

  /* ---- Asked for by the window (app-descriptor) ---- */
  /* Whether pos is played under the misère rule, which the position
   * itself keeps: what a game opened from a record or set up is played
   * under.  NULL where has_misere is FALSE. */
  gboolean (*is_misere) (const SkyPosition *pos);
  /* Why cell, named cell_name, is not a legal move in pos: a translated
   * sentence, newly allocated ("You must take a number from row 3.").
   * NULL (or no hook) leaves it to the window's own words: "e4 is not
   * empty.", "e4 is not a legal move.". */
  char *(*explain_illegal) (const SkyPosition *pos, int cell,
                            const char *cell_name);
  /* The prompt to the side to move where the rules say where it may move
   * ("take a number from row 3"), translated and newly allocated: who is
   * the side's name, or NULL to address the person ("Your turn: …").
   * No hook: any legal square will do, and the window says whose turn it
   * is. */
  char *(*prompt) (const SkyPosition *pos, const char *who);
  /* A finished game in words where its score says nothing ("Three in a
   * row"), translated and newly allocated; no hook: the score. */
  char *(*describe_end) (const SkyPosition *pos);
  /* Why moves->played was worse than moves->better (or, when they are
   * the same, what makes it good), in the game's own words
   * (game-explain.h): writes up to SKY_EXPLAIN_MAX_FOUND reasons into
   * found, in any order, and returns how many.  No hook: the review's
   * numbers alone (study/explain.h). */
  int (*explain) (const SkyExplainMoves *moves, SkyExplainReason *found);
  /* Its openings have names (study/openings.c), shown as a game goes. */
  gboolean has_named_openings;
  /* Its page of the user manual, help/C/<help_page>.page; NULL: the
   * manual has none, and Help opens the contents. */
  const char *help_page;
  /* The experiments form's first series: plain minimax at this depth
   * against random, quick enough for its 100 games. */
  int experiment_depth;
};

/* The registry of games (games.c): the games in the order menus list
 * them.  Kinds count from 0 to sky_game_count () - 1. */
guint sky_game_count (void);
const SkyGame *sky_game_get (SkyGameKind kind);
const SkyGame *sky_game_from_id (const char *id);
/* Adds a game after the built-in ones and sets its kind: how a test's own
 * game joins (one line, before any thread uses the registry). */
SkyGameKind sky_game_register (SkyGame *game);

/* Positions (game.c). */
SkyPosition *sky_position_new (const SkyGame *game, const SkyGameSetup *setup);
SkyPosition *sky_position_copy (const SkyPosition *pos);
void sky_position_copy_into (SkyPosition *dest, const SkyPosition *src);
void sky_position_free (SkyPosition *pos);
SkyPosition *sky_position_new_from_string (const SkyGame *game,
                                           const char *text, GError **error);
gboolean sky_position_is_legal_move (const SkyPosition *pos, SkyMove move);
/* A set-up position (game->position_from_cells) into pos, room for
 * game->position_size bytes, also refused when the game would already be
 * over in it: there is nothing to play from there.  FALSE with the reason
 * (SKY_GAME_ERROR_UNSUPPORTED if the game's positions cannot be set up,
 * pos then untouched); otherwise pos holds the cells either way, for an
 * editor to show. */
gboolean sky_position_set_up (SkyPosition *pos, const SkyGame *game,
                              const SkyCellKind *cells, SkySide to_move,
                              const SkyGameSetup *setup, GError **error);
/* The same, newly allocated; NULL if refused. */
SkyPosition *sky_position_new_from_cells (const SkyGame *game,
                                          const SkyCellKind *cells,
                                          SkySide to_move,
                                          const SkyGameSetup *setup,
                                          GError **error);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (SkyPosition, sky_position_free)

/* Convenience wrappers over the vtable. */
static inline int
sky_position_legal_moves (const SkyPosition *pos, SkyMove *moves)
{
  return pos->game->legal_moves (pos, moves);
}

static inline void
sky_position_play (SkyPosition *pos, SkyMove move)
{
  pos->game->play (pos, move);
}

static inline gboolean
sky_position_is_over (const SkyPosition *pos)
{
  return pos->game->is_over (pos);
}

G_END_DECLS
