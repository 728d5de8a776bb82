/* reversi-book.h: the strong engine's opening book.
 *
 * A book is a set of reversi positions, each stored once for all eight
 * symmetries of the board (its canonical form: the smallest of the eight
 * (player, opponent) pairs), with
 *
 *   value      what the position is worth to the side to move, in hundredths
 *              of a disc, backed up by negamax over the book: the best of
 *              its "leaf" and of minus the value of every child in the book;
 *   leaf       the value of the best move whose child is not in the book,
 *              from a search of the position itself (SKY_REVERSI_BOOK_NONE
 *              once every child is in the book, the position "expanded");
 *   leaf_move  that search's move, in the canonical orientation;
 *   depth      the depth of that search (the empties when it was exact);
 *   flags      whether the leaf and the backed-up value are exact final
 *              disc differences, and whether the leaf's depth was set by
 *              the engine's reach measured on CPU time (below).
 *
 * So a book position's moves are its children in the book plus its leaf
 * move, and sky_reversi_book_backup () makes every value agree with its
 * children's: with every position to some ply in the book and the last
 * ply searched to depth d, the start position's value is that of a search
 * to ply + d.  A pass counts as no ply, as in reversi-search.h.
 *
 * Leaves searched to different depths are compared as if every search had
 * an even depth: a search of odd depth values a position about two discs
 * higher for the side to move than one of even depth (the last move of
 * its line is the side to move's, and the evaluation then favours it), so
 * a leaf of odd depth, unless exact, counts
 * SKY_REVERSI_BOOK_ODD_DEPTH_BIAS less wherever its value is used (the
 * backed-up values and the moves' values); the file keeps the search's
 * own value.  Without this, negamax over leaves of both parities picks
 * the ones biased in its side's favour.
 *
 * THE FILE FORMAT (little-endian throughout; version 1):
 *
 *   offset size  header (32 bytes)
 *        0    8  magic "SKYBOOK\0"
 *        8    4  version, 1
 *       12    4  record size in bytes, 24
 *       16    8  number of records
 *       24    8  checksum: 64-bit FNV-1a of all the record bytes
 *
 *   then the records, sorted by (player, opponent), no key twice:
 *        0    8  player's discs (bit = square, a1 = bit 0, h8 = bit 63),
 *                the canonical form
 *        8    8  opponent's discs
 *       16    2  value, signed, hundredths of a disc, side to move
 *       18    2  leaf value, signed, -32768 = none (expanded)
 *       20    1  depth of the leaf's search
 *       21    1  flags: bit 0 value exact, bit 1 leaf exact, bit 2 the
 *                leaf's depth is the reach + margin measured on the
 *                searching thread's CPU time (or was checked against it)
 *       22    1  leaf move: square 0-63, 64 = pass, 255 = none
 *       23    1  reserved, 0
 *
 * A file is read whole against a size limit and checked (magic, version,
 * size against the count, order, disjoint discs, canonical keys, the
 * checksum) before any of it is used; every failure names the file and
 * what is wrong.
 *
 * The engine's book (sky_reversi_book_get_default ()) is the shipped one
 * (the engine's GResource) extended by the user's
 * ($XDG_DATA_HOME/sakiyomi/book.skb); the shipped book is never written.
 * The user's book holds only what learning changed: the positions it
 * added and the shipped positions whose entries it changed (expanded, or
 * backed up to a new value).  Where both books hold a position they are
 * merged (sky_reversi_book_merge ()): an expanded entry stays expanded,
 * else the leaf of the deeper search is kept, and the values are backed
 * up again over both, so a newer, deeper shipped book still counts.
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define SKY_REVERSI_BOOK_NONE G_MININT16
/* Hundredths of a disc (above): measured on 12 leaves of the shipped book
 * (searched with the self-play weights, built in until 2026-12-07),
 * the depth-17 value less the mean of the depth-16 and depth-18 values
 * for the side to move was +2.00 discs on average (standard deviation
 * 0.71); +1.68 at depths 12-14 on 24 others, +1.95 at 20-22 on 8. */
#define SKY_REVERSI_BOOK_ODD_DEPTH_BIAS 200
#define SKY_REVERSI_BOOK_PASS 64
#define SKY_REVERSI_BOOK_NO_MOVE 255
#define SKY_REVERSI_BOOK_VALUE_EXACT 1
#define SKY_REVERSI_BOOK_LEAF_EXACT 2
/* The leaf was searched (or checked by sky_reversi_book_deepen ()) with
 * the reach measured on CPU time: a build that timed the reach on the wall
 * clock beside other work searched some leaves shallower than a quiet
 * core's 0.5 s reach + 4. */
#define SKY_REVERSI_BOOK_LEAF_REACHED 4
/* Bigger files are refused unread: the shipped book is at most 5 MB. */
#define SKY_REVERSI_BOOK_MAX_BYTES (64 * 1024 * 1024)

typedef struct {
  guint64 player, opponent;
  gint16 value;
  gint16 leaf;
  guint8 depth;
  guint8 flags;
  guint8 leaf_move;
} SkyReversiBookEntry;

typedef struct _SkyReversiBook SkyReversiBook;

/* One move of a book position (sky_reversi_book_moves ()). */
typedef struct {
  int square;               /* 0-63, or SKY_REVERSI_BOOK_PASS */
  int value;                /* hundredths of a disc, for the mover */
  gboolean exact;
  gboolean in_book;         /* the child is in the book; else the leaf move */
  int depth;                /* the depth behind the value */
} SkyReversiBookMove;

/* How positions are searched when they are added. */
typedef struct {
  int depth;                /* search depth, >= 1 */
  int exact_empties;        /* solve exactly at this many empties or fewer */
  gboolean selective;       /* the search with Multi-ProbCut (deeper for
                             * the time; off: plain alpha-beta values) */
  double reach_seconds;     /* > 0: search each position at least margin
                             * plies deeper than the engine's own search
                             * (time-budgeted, one thread) reaches in this
                             * time there, and never shallower than depth */
  int margin;
  int max_plies;            /* extend: expand positions up to this ply */
  int width;                /* extend: follow moves within this many discs
                             * of the best */
  guint count;              /* extend: stop at this many positions */
  guint checkpoint;         /* extend: call checkpoint every this many new
                             * positions (0 = never) */
  int threads;              /* extend: search this many new positions at
                             * once, each on a thread of its own (0 or 1:
                             * one at a time); the values are the same */
  gboolean (*checkpoint_func) (SkyReversiBook *book, gpointer data,
                               GError **error);
  gpointer checkpoint_data;
  /* learn: called after each position of the game is expanded, with how
   * many of the game's positions are done and how many there are. */
  void (*progress_func) (int done, int total, gpointer data);
  gpointer progress_data;
  GCancellable *cancellable;
} SkyReversiBookParams;

/* The rules the shipped book was made by (build-aux/build-book), which
 * learning follows: depth 18 at least and 4 more than the engine reaches
 * in 0.5 s on one thread at the position, the selective search, exact at
 * 24 empties or fewer; a game is learnt to its 36th move, where the book
 * is exact.  Any width and count; no checkpoints or progress. */
void sky_reversi_book_params_init_learn (SkyReversiBookParams *params);

SkyReversiBook *sky_reversi_book_new (void);
void sky_reversi_book_free (SkyReversiBook *book);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (SkyReversiBook, sky_reversi_book_free)

/* Reads a book file (see above); NULL and an error naming path if it
 * cannot be read, is bigger than max_bytes or is not a valid book. */
SkyReversiBook *sky_reversi_book_load (const char *path, gsize max_bytes,
                                       GError **error);
/* The same from bytes; name is the file's name in the errors. */
SkyReversiBook *sky_reversi_book_new_from_bytes (GBytes *bytes,
                                                 const char *name,
                                                 GError **error);
GBytes *sky_reversi_book_to_bytes (const SkyReversiBook *book);
/* Writes the file atomically (a reader never sees half a book) through
 * the one writer (write-atomic.h): the error names path. */
gboolean sky_reversi_book_save (const SkyReversiBook *book, const char *path,
                                GError **error);
/* Saves a book that was learnt into while another process may have
 * written the same file: under the file's lock (file-lock.h), the file
 * as it is now (if there is one) is read again and merged into book
 * (sky_reversi_book_merge ()), values backed up, and book written, so
 * that two learners at once lose nothing. */
gboolean sky_reversi_book_save_merged (SkyReversiBook *book, const char *path,
                                       GError **error);
/* Reads the user's book at path for learning or playing: as
 * sky_reversi_book_load (), the error (G_IO_ERROR_FAILED unless the file
 * cannot be opened) naming the file as the user's book and saying what to
 * do: an empty or damaged file is moved away or deleted, and learning
 * starts a new one. */
SkyReversiBook *sky_reversi_book_load_user (const char *path, GError **error);

guint sky_reversi_book_size (const SkyReversiBook *book);
/* The canonical form of a position and the symmetry (0-7) that makes it. */
void sky_reversi_book_canonical (guint64 player, guint64 opponent,
                                 guint64 *canon_player,
                                 guint64 *canon_opponent, int *symmetry);
/* A square moved by symmetry s and back. */
int sky_reversi_book_transform_square (int s, int square);
int sky_reversi_book_untransform_square (int s, int square);

/* The entry of a position in any orientation, or NULL. */
const SkyReversiBookEntry *sky_reversi_book_lookup (const SkyReversiBook *book,
                                                    guint64 player,
                                                    guint64 opponent);
/* Every entry, sorted by key (for export). */
GPtrArray *sky_reversi_book_entries (const SkyReversiBook *book);

/* The moves the book knows in a position (its children in the book, and
 * its leaf move), best first, in the position's own orientation; 0 if the
 * position is not in the book. */
int sky_reversi_book_moves (const SkyReversiBook *book, guint64 player,
                            guint64 opponent, SkyReversiBookMove *moves);

/* The book's line after square (0-63 or SKY_REVERSI_BOOK_PASS) in (player,
 * opponent): square, then the book's best move in each position after it
 * while the book has the position, at most max moves, into line; their
 * number. */
int sky_reversi_book_line (const SkyReversiBook *book, guint64 player,
                           guint64 opponent, int square, int *line, int max);

/* A book move: uniformly among the moves within variety discs of the best
 * (rand draws; variety 0 = always the best, the first of equal values).
 * FALSE if the position is not in the book or has no move there. */
gboolean sky_reversi_book_choose (const SkyReversiBook *book, guint64 player,
                                  guint64 opponent, int variety, GRand *rand,
                                  SkyReversiBookMove *move);

/* Puts other's entries into book, then backs up.  For a position in both,
 * the entry is expanded if either is, else it keeps the leaf of the
 * deeper search (exact counts as deepest; other's on a tie). */
void sky_reversi_book_merge (SkyReversiBook *book,
                             const SkyReversiBook *other);

/* Negamax over the whole book: every value the best of its leaf and of
 * minus its children's values, exact when all of those are. */
void sky_reversi_book_backup (SkyReversiBook *book);

/* Adds a position by searching it (nothing if it is there already). */
gboolean sky_reversi_book_add (SkyReversiBook *book, guint64 player,
                               guint64 opponent,
                               const SkyReversiBookParams *params,
                               GError **error);
/* Puts every child of a position in the book (searching those missing), so
 * that it has no leaf left.  added (may be NULL) is increased by the
 * positions added. */
gboolean sky_reversi_book_expand (SkyReversiBook *book, guint64 player,
                                  guint64 opponent,
                                  const SkyReversiBookParams *params,
                                  guint *added, GError **error);
/* From the start position: expands, lowest ply first, the positions not
 * expanded yet that are reached by moves within params->width discs of the
 * best, up to params->max_plies, until the book has params->count
 * positions or none is left; backs up after each round and before every
 * checkpoint. */
gboolean sky_reversi_book_extend (SkyReversiBook *book,
                                  const SkyReversiBookParams *params,
                                  GError **error);
/* Searches again, to the depth params asks for, the leaves whose search
 * was shallower: with params->reach_seconds, each leaf not marked
 * SKY_REVERSI_BOOK_LEAF_REACHED has its reach measured (on CPU time) and is
 * searched again unless its depth is at least max (params->depth, reach +
 * params->margin), then marked; without, the leaves shallower than
 * params->depth.  Exact leaves are left alone.  On params->threads
 * threads, params->checkpoint leaves a round (with a checkpoint between
 * rounds); values backed up.  checked and deepened (may be NULL) are
 * increased by the leaves looked at and searched again. */
gboolean sky_reversi_book_deepen (SkyReversiBook *book,
                                  const SkyReversiBookParams *params,
                                  guint *checked, guint *deepened,
                                  GError **error);
/* Clears every leaf's SKY_REVERSI_BOOK_LEAF_REACHED, so that deepen with a
 * reach checks them all again (the reach has changed: a faster engine,
 * another machine, a measure found wrong); returns how many were marked. */
guint sky_reversi_book_unmark (SkyReversiBook *book);
/* A game from the start: every position before a move expanded (so the
 * moves not played are in the book too), up to params->max_plies. */
gboolean sky_reversi_book_learn (SkyReversiBook *book, const int *moves,
                                 int n_moves,
                                 const SkyReversiBookParams *params,
                                 GError **error);

/* $XDG_DATA_HOME/sakiyomi/book.skb. */
char *sky_reversi_book_user_path (void);
/* The shipped book alone (empty, with a warning, if it cannot be read). */
SkyReversiBook *sky_reversi_book_load_shipped (void);
/* The shipped book extended by the user's, loaded at the first call and
 * again after sky_reversi_book_reload_default () (a user book that cannot
 * be read is left out with a warning).  Never NULL, and never freed: a
 * search may still read a book that a reload replaced. */
const SkyReversiBook *sky_reversi_book_get_default (void);
/* Reads the shipped and user books again for the next
 * sky_reversi_book_get_default (). */
void sky_reversi_book_reload_default (void);

/* Learns a game (sky_reversi_book_learn ()) into the user's book at
 * user_path (NULL: sky_reversi_book_user_path (), its folder made if
 * missing), on top of the shipped book, which is never written: the user
 * book is then what differs from the shipped one (see above), written
 * atomically, and the engine's book is reloaded.  added (may be NULL) is
 * set to the positions that are new.  A user book that cannot be read is
 * an error and is left as it is; so is a cancelled learning (nothing is
 * written). */
gboolean sky_reversi_book_learn_user (const int *moves, int n_moves,
                                      const SkyReversiBookParams *params,
                                      const char *user_path, guint *added,
                                      GError **error);

/* The start position as player to move, opponent. */
void sky_reversi_book_start (guint64 *player, guint64 *opponent);

G_END_DECLS
