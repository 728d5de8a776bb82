/* reversi-book.c: the opening book (see reversi-book.h for the model and
 * the file format). */
#include "config.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <glib/gi18n-lib.h>

#include "read-limited.h"
#include "reversi-bitboard.h"
#include "reversi-book.h"
#include "reversi-search.h"
#include "search-common.h"

#define HEADER_SIZE 32
#define RECORD_SIZE 24
#define FILE_VERSION 1
static const char magic[8] = "SKYBOOK";

struct _SkyReversiBook {
  /* SkyReversiBookEntry * → itself, keyed by (player, opponent). */
  GHashTable *entries;
};

/* From the engine's GResource (reversi-pattern.gresource.xml). */
GResource *sky_engine_get_resource (void);

/* ---- Symmetries ---- */

static guint64
flip_vertical (guint64 x)
{
  return GUINT64_SWAP_LE_BE (x);
}

static guint64
mirror_horizontal (guint64 x)
{
  x = ((x >> 1) & G_GUINT64_CONSTANT (0x5555555555555555))
      | ((x & G_GUINT64_CONSTANT (0x5555555555555555)) << 1);
  x = ((x >> 2) & G_GUINT64_CONSTANT (0x3333333333333333))
      | ((x & G_GUINT64_CONSTANT (0x3333333333333333)) << 2);
  x = ((x >> 4) & G_GUINT64_CONSTANT (0x0f0f0f0f0f0f0f0f))
      | ((x & G_GUINT64_CONSTANT (0x0f0f0f0f0f0f0f0f)) << 4);
  return x;
}

/* (column, row) → (row, column). */
static guint64
transpose (guint64 x)
{
  guint64 t;

  t = G_GUINT64_CONSTANT (0x0f0f0f0f00000000) & (x ^ (x << 28));
  x ^= t ^ (t >> 28);
  t = G_GUINT64_CONSTANT (0x3333000033330000) & (x ^ (x << 14));
  x ^= t ^ (t >> 14);
  t = G_GUINT64_CONSTANT (0x5500550055005500) & (x ^ (x << 7));
  x ^= t ^ (t >> 7);
  return x;
}

/* Symmetry s: transposed if bit 2, then mirrored if bit 0, then flipped
 * if bit 1. */
static guint64
transform (int s, guint64 x)
{
  if (s & 4)
    x = transpose (x);
  if (s & 1)
    x = mirror_horizontal (x);
  if (s & 2)
    x = flip_vertical (x);
  return x;
}

int
sky_reversi_book_transform_square (int s, int square)
{
  if (square < 0 || square >= 64)
    return square;
  return __builtin_ctzll (transform (s, G_GUINT64_CONSTANT (1) << square));
}

int
sky_reversi_book_untransform_square (int s, int square)
{
  if (square < 0 || square >= 64)
    return square;
  for (int sq = 0; sq < 64; sq++)
    if (sky_reversi_book_transform_square (s, sq) == square)
      return sq;
  g_assert_not_reached ();
}

void
sky_reversi_book_canonical (guint64 player, guint64 opponent,
                            guint64 *canon_player, guint64 *canon_opponent,
                            int *symmetry)
{
  guint64 best_p = player, best_o = opponent;
  int best_s = 0;

  for (int s = 1; s < 8; s++)
    {
      guint64 p = transform (s, player), o = transform (s, opponent);

      if (p < best_p || (p == best_p && o < best_o))
        {
          best_p = p;
          best_o = o;
          best_s = s;
        }
    }
  *canon_player = best_p;
  *canon_opponent = best_o;
  if (symmetry != NULL)
    *symmetry = best_s;
}

void
sky_reversi_book_start (guint64 *player, guint64 *opponent)
{
  /* Black (to move) on d5 and e4, white on d4 and e5. */
  *player = (G_GUINT64_CONSTANT (1) << 35) | (G_GUINT64_CONSTANT (1) << 28);
  *opponent = (G_GUINT64_CONSTANT (1) << 27) | (G_GUINT64_CONSTANT (1) << 36);
}

/* ---- The table ---- */

static guint
entry_hash (gconstpointer key)
{
  const SkyReversiBookEntry *e = key;
  guint64 h = e->player * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15)
              ^ (e->opponent * G_GUINT64_CONSTANT (0xc2b2ae3d27d4eb4f));

  return (guint) (h ^ (h >> 32));
}

static gboolean
entry_equal (gconstpointer a, gconstpointer b)
{
  const SkyReversiBookEntry *x = a, *y = b;

  return x->player == y->player && x->opponent == y->opponent;
}

SkyReversiBook *
sky_reversi_book_new (void)
{
  SkyReversiBook *book = g_new0 (SkyReversiBook, 1);

  book->entries = g_hash_table_new_full (entry_hash, entry_equal, g_free,
                                         NULL);
  return book;
}

void
sky_reversi_book_free (SkyReversiBook *book)
{
  if (book == NULL)
    return;
  g_hash_table_unref (book->entries);
  g_free (book);
}

guint
sky_reversi_book_size (const SkyReversiBook *book)
{
  return g_hash_table_size (book->entries);
}

static SkyReversiBookEntry *
lookup_canonical (const SkyReversiBook *book, guint64 cp, guint64 co)
{
  SkyReversiBookEntry key = { .player = cp, .opponent = co };

  return g_hash_table_lookup (book->entries, &key);
}

static SkyReversiBookEntry *
lookup (const SkyReversiBook *book, guint64 player, guint64 opponent,
        int *symmetry)
{
  guint64 cp, co;

  sky_reversi_book_canonical (player, opponent, &cp, &co, symmetry);
  return lookup_canonical (book, cp, co);
}

const SkyReversiBookEntry *
sky_reversi_book_lookup (const SkyReversiBook *book, guint64 player,
                         guint64 opponent)
{
  return lookup (book, player, opponent, NULL);
}

/* Takes e; replaces an entry with the same key. */
static void
insert (SkyReversiBook *book, SkyReversiBookEntry *e)
{
  g_hash_table_replace (book->entries, e, e);
}

static int
compare_entries (gconstpointer a, gconstpointer b)
{
  const SkyReversiBookEntry *x = *(SkyReversiBookEntry *const *) a;
  const SkyReversiBookEntry *y = *(SkyReversiBookEntry *const *) b;

  if (x->player != y->player)
    return x->player < y->player ? -1 : 1;
  if (x->opponent != y->opponent)
    return x->opponent < y->opponent ? -1 : 1;
  return 0;
}

GPtrArray *
sky_reversi_book_entries (const SkyReversiBook *book)
{
  GPtrArray *list = g_ptr_array_sized_new (sky_reversi_book_size (book));
  GHashTableIter iter;
  gpointer key;

  g_hash_table_iter_init (&iter, book->entries);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    g_ptr_array_add (list, key);
  g_ptr_array_sort (list, compare_entries);
  return list;
}

/* ---- The file ---- */

static guint64
fnv1a (const guint8 *data, gsize n)
{
  guint64 h = G_GUINT64_CONSTANT (0xcbf29ce484222325);

  for (gsize i = 0; i < n; i++)
    {
      h ^= data[i];
      h *= G_GUINT64_CONSTANT (0x100000001b3);
    }
  return h;
}

static void
put64 (guint8 *p, guint64 v)
{
  for (int i = 0; i < 8; i++)
    p[i] = (guint8) (v >> (8 * i));
}

static guint64
get64 (const guint8 *p)
{
  guint64 v = 0;

  for (int i = 0; i < 8; i++)
    v |= (guint64) p[i] << (8 * i);
  return v;
}

static void
put16 (guint8 *p, guint16 v)
{
  p[0] = (guint8) v;
  p[1] = (guint8) (v >> 8);
}

static guint16
get16 (const guint8 *p)
{
  return (guint16) (p[0] | (p[1] << 8));
}

GBytes *
sky_reversi_book_to_bytes (const SkyReversiBook *book)
{
  g_autoptr(GPtrArray) list = sky_reversi_book_entries (book);
  gsize size = HEADER_SIZE + (gsize) list->len * RECORD_SIZE;
  guint8 *data = g_malloc0 (size);

  for (guint i = 0; i < list->len; i++)
    {
      const SkyReversiBookEntry *e = list->pdata[i];
      guint8 *r = data + HEADER_SIZE + (gsize) i * RECORD_SIZE;

      put64 (r, e->player);
      put64 (r + 8, e->opponent);
      put16 (r + 16, (guint16) e->value);
      put16 (r + 18, (guint16) e->leaf);
      r[20] = e->depth;
      r[21] = e->flags;
      r[22] = e->leaf_move;
    }
  memcpy (data, magic, 8);
  data[8] = FILE_VERSION;
  data[12] = RECORD_SIZE;
  put64 (data + 16, list->len);
  put64 (data + 24, fnv1a (data + HEADER_SIZE, size - HEADER_SIZE));
  return g_bytes_new_take (data, size);
}

gboolean
sky_reversi_book_save (const SkyReversiBook *book, const char *path,
                       GError **error)
{
  g_autoptr(GBytes) bytes = sky_reversi_book_to_bytes (book);
  gsize size;
  const char *data = g_bytes_get_data (bytes, &size);

  return g_file_set_contents (path, data, (gssize) size, error);
}

static gboolean
invalid (GError **error, const char *name, const char *problem)
{
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
               _("%s: not a valid opening book: %s"), name, problem);
  return FALSE;
}

SkyReversiBook *
sky_reversi_book_new_from_bytes (GBytes *bytes, const char *name,
                                 GError **error)
{
  gsize size;
  const guint8 *data = g_bytes_get_data (bytes, &size);
  g_autoptr(SkyReversiBook) book = NULL;
  guint64 count;

  if (size < HEADER_SIZE || memcmp (data, magic, 8) != 0)
    {
      invalid (error, name, _("it does not start with the book's magic “SKYBOOK”"));
      return NULL;
    }
  if (data[8] != FILE_VERSION || data[9] || data[10] || data[11])
    {
      invalid (error, name, _("unknown version (this program reads version 1)"));
      return NULL;
    }
  if (data[12] != RECORD_SIZE || data[13] || data[14] || data[15])
    {
      invalid (error, name, _("the record size is not 24 bytes"));
      return NULL;
    }
  count = get64 (data + 16);
  if (count > (size - HEADER_SIZE) / RECORD_SIZE
      || HEADER_SIZE + count * RECORD_SIZE != size)
    {
      invalid (error, name, _("its size does not match the number of positions in its header"));
      return NULL;
    }
  if (fnv1a (data + HEADER_SIZE, size - HEADER_SIZE) != get64 (data + 24))
    {
      invalid (error, name, _("the checksum does not match (the file is damaged)"));
      return NULL;
    }

  book = sky_reversi_book_new ();
  for (guint64 i = 0; i < count; i++)
    {
      const guint8 *r = data + HEADER_SIZE + i * RECORD_SIZE;
      SkyReversiBookEntry *e = g_new0 (SkyReversiBookEntry, 1);
      guint64 cp, co;

      e->player = get64 (r);
      e->opponent = get64 (r + 8);
      e->value = (gint16) get16 (r + 16);
      e->leaf = (gint16) get16 (r + 18);
      e->depth = r[20];
      e->flags = r[21];
      e->leaf_move = r[22];
      insert (book, e);
      if ((e->player & e->opponent) != 0)
        {
          invalid (error, name, _("a position has a disc of both sides on one square"));
          return NULL;
        }
      sky_reversi_book_canonical (e->player, e->opponent, &cp, &co, NULL);
      if (cp != e->player || co != e->opponent)
        {
          invalid (error, name, _("a position is not in its canonical form"));
          return NULL;
        }
      if (i > 0 && (get64 (r - RECORD_SIZE) > e->player
                    || (get64 (r - RECORD_SIZE) == e->player
                        && get64 (r - RECORD_SIZE + 8) >= e->opponent)))
        {
          invalid (error, name, _("the positions are not sorted"));
          return NULL;
        }
      if ((e->leaf_move > SKY_REVERSI_BOOK_PASS
           && e->leaf_move != SKY_REVERSI_BOOK_NO_MOVE)
          || e->value < -6400 || e->value > 6400
          || (e->leaf != SKY_REVERSI_BOOK_NONE
              && (e->leaf < -6400 || e->leaf > 6400)))
        {
          invalid (error, name, _("a position has a value or move out of range"));
          return NULL;
        }
    }
  return g_steal_pointer (&book);
}

SkyReversiBook *
sky_reversi_book_load (const char *path, gsize max_bytes, GError **error)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *contents = NULL;
  gsize length;

  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE,
                            G_FILE_QUERY_INFO_NONE, NULL, error);
  if (info == NULL)
    return NULL;
  if ((guint64) g_file_info_get_size (info) > max_bytes)
    {
      /* The count as text: xgettext cannot see through G_GSIZE_FORMAT. */
      g_autofree char *limit = g_strdup_printf ("%" G_GSIZE_FORMAT, max_bytes);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("%s: the book is bigger than %s bytes"), path, limit);
      return NULL;
    }
  /* The size above is 0 for a device or a pipe (/dev/zero): read against
   * the limit all the same. */
  contents = sky_read_file_limited (path, max_bytes, _("an opening book"),
                                    0, NULL, NULL, &length, error);
  if (contents == NULL)
    return NULL;
  bytes = g_bytes_new_take (g_steal_pointer (&contents), length);
  return sky_reversi_book_new_from_bytes (bytes, path, error);
}

/* ---- Values ---- */

static int
final_value (guint64 P, guint64 O)
{
  int diff = sky_reversi_popcount (P) - sky_reversi_popcount (O);
  int empties = 64 - sky_reversi_popcount (P | O);

  if (diff > 0)
    diff += empties;
  else if (diff < 0)
    diff -= empties;
  return diff * 100;
}

static gboolean
game_over (guint64 P, guint64 O)
{
  return sky_reversi_mobility (P, O) == 0 && sky_reversi_mobility (O, P) == 0;
}

/* The children of P (to move) against O, each as (player, opponent) of
 * the child; a pass is the one child (O, P).  Returns how many (0 when
 * the game is over). */
static int
children (guint64 P, guint64 O, guint64 *cp, guint64 *co, int *squares)
{
  guint64 mob = sky_reversi_mobility (P, O);
  int n = 0;

  if (mob == 0)
    {
      if (sky_reversi_mobility (O, P) == 0)
        return 0;
      cp[0] = O;
      co[0] = P;
      squares[0] = SKY_REVERSI_BOOK_PASS;
      return 1;
    }
  while (mob != 0)
    {
      int sq = __builtin_ctzll (mob);
      guint64 flips = sky_reversi_flips (P, O, sq);

      mob &= mob - 1;
      cp[n] = O ^ flips;
      co[n] = P ^ flips ^ (G_GUINT64_CONSTANT (1) << sq);
      squares[n] = sq;
      n++;
    }
  return n;
}

/* Negamax from e, memoized by visited (entries done in this pass). */
static void
backup_entry (SkyReversiBook *book, SkyReversiBookEntry *e,
              GHashTable *visited)
{
  guint64 cp[SKY_MAX_MOVES], co[SKY_MAX_MOVES];
  int squares[SKY_MAX_MOVES];
  int n, best = SKY_REVERSI_BOOK_NONE;
  gboolean exact = TRUE, any = FALSE;

  if (!g_hash_table_add (visited, e))
    return;
  n = children (e->player, e->opponent, cp, co, squares);
  for (int i = 0; i < n; i++)
    {
      SkyReversiBookEntry *child = lookup (book, cp[i], co[i], NULL);

      if (child == NULL)
        continue;
      backup_entry (book, child, visited);
      any = TRUE;
      if (-child->value > best)
        best = -child->value;
      exact = exact && (child->flags & SKY_REVERSI_BOOK_VALUE_EXACT);
    }
  if (e->leaf != SKY_REVERSI_BOOK_NONE)
    {
      any = TRUE;
      if (e->leaf > best)
        best = e->leaf;
      exact = exact && (e->flags & SKY_REVERSI_BOOK_LEAF_EXACT);
    }
  if (!any)
    return;   /* an expanded position whose children were all left out */
  e->value = (gint16) best;
  e->flags = (e->flags & ~SKY_REVERSI_BOOK_VALUE_EXACT)
             | (exact ? SKY_REVERSI_BOOK_VALUE_EXACT : 0);
}

void
sky_reversi_book_backup (SkyReversiBook *book)
{
  g_autoptr(GHashTable) visited = g_hash_table_new (NULL, NULL);
  g_autoptr(GPtrArray) list = sky_reversi_book_entries (book);

  for (guint i = 0; i < list->len; i++)
    backup_entry (book, list->pdata[i], visited);
}

/* How much a leaf's search knows: exact above every depth. */
static int
leaf_rank (const SkyReversiBookEntry *e)
{
  return (e->flags & SKY_REVERSI_BOOK_LEAF_EXACT) ? 256 : e->depth;
}

void
sky_reversi_book_merge (SkyReversiBook *book, const SkyReversiBook *other)
{
  GHashTableIter iter;
  gpointer key;

  g_hash_table_iter_init (&iter, other->entries);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    {
      const SkyReversiBookEntry *o = key;
      SkyReversiBookEntry *e = lookup_canonical (book, o->player,
                                                 o->opponent);

      if (e == NULL)
        insert (book, g_memdup2 (o, sizeof *o));
      else if (e->leaf == SKY_REVERSI_BOOK_NONE)
        continue;     /* expanded: its children are the book's */
      else if (o->leaf == SKY_REVERSI_BOOK_NONE)
        {
          e->leaf = SKY_REVERSI_BOOK_NONE;
          e->leaf_move = SKY_REVERSI_BOOK_NO_MOVE;
          e->flags &= ~SKY_REVERSI_BOOK_LEAF_EXACT;
        }
      else if (leaf_rank (o) >= leaf_rank (e))
        {
          e->leaf = o->leaf;
          e->leaf_move = o->leaf_move;
          e->depth = o->depth;
          e->flags = (e->flags & ~(SKY_REVERSI_BOOK_LEAF_EXACT
                                   | SKY_REVERSI_BOOK_LEAF_REACHED))
                     | (o->flags & (SKY_REVERSI_BOOK_LEAF_EXACT
                                    | SKY_REVERSI_BOOK_LEAF_REACHED));
        }
    }
  sky_reversi_book_backup (book);
}

/* ---- Moves ---- */

static int
compare_moves (const void *a, const void *b)
{
  const SkyReversiBookMove *x = a, *y = b;

  if (x->value != y->value)
    return x->value > y->value ? -1 : 1;
  return x->square - y->square;
}

int
sky_reversi_book_moves (const SkyReversiBook *book, guint64 player,
                        guint64 opponent, SkyReversiBookMove *moves)
{
  guint64 cp[SKY_MAX_MOVES], co[SKY_MAX_MOVES];
  int squares[SKY_MAX_MOVES];
  int symmetry, n, count = 0, leaf_square = -1;
  const SkyReversiBookEntry *e = lookup (book, player, opponent, &symmetry);

  if (e == NULL)
    return 0;
  if (e->leaf != SKY_REVERSI_BOOK_NONE
      && e->leaf_move != SKY_REVERSI_BOOK_NO_MOVE)
    leaf_square = e->leaf_move == SKY_REVERSI_BOOK_PASS
                  ? SKY_REVERSI_BOOK_PASS
                  : sky_reversi_book_untransform_square (symmetry,
                                                         e->leaf_move);
  n = children (player, opponent, cp, co, squares);
  for (int i = 0; i < n; i++)
    {
      const SkyReversiBookEntry *child = lookup (book, cp[i], co[i], NULL);

      if (child != NULL)
        moves[count++] = (SkyReversiBookMove) {
          .square = squares[i],
          .value = -child->value,
          .exact = (child->flags & SKY_REVERSI_BOOK_VALUE_EXACT) != 0,
          .in_book = TRUE,
          .depth = child->depth,
        };
      else if (squares[i] == leaf_square)
        moves[count++] = (SkyReversiBookMove) {
          .square = squares[i],
          .value = e->leaf,
          .exact = (e->flags & SKY_REVERSI_BOOK_LEAF_EXACT) != 0,
          .in_book = FALSE,
          .depth = e->depth,
        };
    }
  qsort (moves, count, sizeof *moves, compare_moves);
  return count;
}

int
sky_reversi_book_line (const SkyReversiBook *book, guint64 player,
                       guint64 opponent, int square, int *line, int max)
{
  int n = 0;

  while (n < max)
    {
      guint64 flips = square == SKY_REVERSI_BOOK_PASS
                      ? 0 : sky_reversi_flips (player, opponent, square);
      guint64 next = opponent ^ flips;
      SkyReversiBookMove moves[SKY_MAX_MOVES];

      line[n++] = square;
      opponent = square == SKY_REVERSI_BOOK_PASS
                 ? player
                 : player | flips | G_GUINT64_CONSTANT (1) << square;
      player = next;
      if (sky_reversi_book_moves (book, player, opponent, moves) == 0)
        break;
      square = moves[0].square;
    }
  return n;
}

gboolean
sky_reversi_book_choose (const SkyReversiBook *book, guint64 player,
                         guint64 opponent, int variety, GRand *rand,
                         SkyReversiBookMove *move)
{
  SkyReversiBookMove moves[SKY_MAX_MOVES];
  int n = sky_reversi_book_moves (book, player, opponent, moves);
  int within = 0;

  if (n == 0)
    return FALSE;
  while (within < n && moves[within].value >= moves[0].value - variety * 100)
    within++;
  /* No variety: the first of the best, drawing nothing, so that a game
   * without variety does not depend on the generator's state. */
  *move = moves[variety > 0 && within > 1 && rand != NULL
                ? g_rand_int_range (rand, 0, within) : 0];
  return TRUE;
}

/* ---- Adding positions ---- */

/* A search that measures the engine's reach itself.  Its iterations are
 * those the engine's own search under a clock makes (one thread, the same
 * table, the selective search), so it can tell where that search would
 * have stopped: before an iteration it expects not to fit in the time
 * (the same rule as reversi-search.c's), or in one that would not end in
 * time.  It then goes on to margin plies more and stops: the position is
 * searched once, not once for the reach and again for the value.
 *
 * The time is the searching thread's CPU time, not the wall clock's: the
 * reach of the engine on a core of its own, whatever else the machine
 * runs.  (Measured on the wall clock, a build beside other work searched
 * four leaves in ten shallower than a quiet core's reach + 4.) */
typedef struct {
  gint64 start, last_end;   /* microseconds */
  gint64 last, previous;    /* the last two iterations' times */
  gint64 budget;
  int min_depth, margin;
  int reach;                /* the timed search's last completed depth */
  gboolean reach_known;     /* the timed search would have stopped */
  int have_depth;           /* deepen: the leaf's depth so far, 0 = none */
  gboolean enough;          /* deepen: have_depth is deep enough */
  gboolean done;            /* result holds the iteration wanted */
  SkySearchResult result;
  GCancellable *stop;
} ReachSearch;

/* The calling thread's CPU time in microseconds. */
static gint64
thread_cpu_time (void)
{
  struct timespec t;

  if (clock_gettime (CLOCK_THREAD_CPUTIME_ID, &t) != 0)
    return g_get_monotonic_time ();
  return (gint64) t.tv_sec * G_USEC_PER_SEC + t.tv_nsec / 1000;
}

static void
reach_search_progress (const SkyProgress *progress, gpointer data)
{
  ReachSearch *r = data;
  gint64 now = thread_cpu_time ();
  gint64 elapsed = now - r->start;

  if (!progress->has_iteration || r->done)
    return;
  r->previous = r->last;
  r->last = now - r->last_end;
  r->last_end = now;
  if (!r->reach_known)
    {
      /* The first iteration always completes; a later one that ends after
       * the budget was cut short there. */
      if (progress->iteration.depth == 1 || elapsed <= r->budget)
        r->reach = progress->iteration.depth;
      if (elapsed > r->budget
          || (elapsed + sky_search_next_iteration (r->last, r->previous, 2, 8)
                > r->budget
              && elapsed * 3 > r->budget))
        r->reach_known = TRUE;
    }
  if (r->reach_known
      && r->have_depth >= MAX (r->min_depth, r->reach + r->margin))
    {
      r->enough = TRUE;
      g_cancellable_cancel (r->stop);
    }
  else if (r->reach_known
           && progress->iteration.depth >= MAX (r->min_depth,
                                                r->reach + r->margin))
    {
      r->result = progress->iteration;
      r->done = TRUE;
      g_cancellable_cancel (r->stop);
    }
}

static void
cancel_search (GCancellable *cancellable G_GNUC_UNUSED, gpointer stop)
{
  g_cancellable_cancel (stop);
}

/* Searches (P, O) as search_entry () does with params->reach_seconds.
 * With have_depth > 0 (deepen), a search that finds that depth deep enough
 * stops there and sets *enough instead of a result. */
static gboolean
search_with_reach (guint64 P, guint64 O, const SkyReversiBookParams *params,
                   int have_depth, SkyReversiSearchOptions *options,
                   SkySearchResult *result, gboolean *enough, GError **error)
{
  g_autoptr (GCancellable) stop = g_cancellable_new ();
  ReachSearch r = {
    .budget = sky_seconds_to_budget (params->reach_seconds),
    .min_depth = params->depth,
    .margin = params->margin,
    .reach = 1,               /* a first iteration always completes */
    .have_depth = have_depth,
    .stop = stop,
  };
  g_autoptr (GError) local_error = NULL;
  gulong handler = 0;
  gboolean ok;

  if (params->cancellable != NULL)
    handler = g_cancellable_connect (params->cancellable,
                                     G_CALLBACK (cancel_search), stop, NULL);
  options->max_depth = 0;     /* until the progress stops it */
  options->cancellable = stop;
  options->progress = reach_search_progress;
  options->progress_data = &r;
  r.start = r.last_end = thread_cpu_time ();
  ok = sky_reversi_search (P, O, options, result, &local_error);
  if (params->cancellable != NULL)
    g_cancellable_disconnect (params->cancellable, handler);
  if (g_cancellable_is_cancelled (params->cancellable))
    return sky_search_set_cancelled (error, params->cancellable,
                                     _("The search was cancelled"));
  if (enough != NULL)
    *enough = r.enough;
  if (r.enough)
    return TRUE;
  if (r.done)
    *result = r.result;
  else if (!ok)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  return TRUE;
}

/* A new entry for (P, O): its search, or with have_depth > 0 (deepen:
 * the entry's leaf is that deep) nothing if that is deep enough, which
 * *enough then says. */
static gboolean
search_entry_deeper (guint64 P, guint64 O, const SkyReversiBookParams *params,
                     int have_depth, SkyReversiBookEntry *e, gboolean *enough,
                     GError **error)
{
  int empties = 64 - sky_reversi_popcount (P | O);
  int symmetry;

  sky_reversi_book_canonical (P, O, &e->player, &e->opponent, &symmetry);
  e->leaf_move = SKY_REVERSI_BOOK_NO_MOVE;
  if (game_over (P, O))
    {
      e->leaf = (gint16) final_value (P, O);
      e->depth = 0;
      e->flags = SKY_REVERSI_BOOK_LEAF_EXACT;
    }
  else
    {
      SkyReversiSearchOptions options = {
        .max_depth = params->depth,
        .solve_empties = empties <= params->exact_empties ? empties : -1,
        .threads = 1,
        .selective = params->selective ? SKY_SELECTIVE_ON : SKY_SELECTIVE_OFF,
        .cancellable = params->cancellable,
      };
      SkySearchResult result;
      gboolean reach = params->reach_seconds > 0
                       && empties > params->exact_empties;
      gboolean ok;

      if (enough != NULL)
        *enough = FALSE;
      if (reach)
        ok = search_with_reach (P, O, params, have_depth, &options, &result,
                                enough, error);
      else if (have_depth > 0 && enough != NULL
               && empties > params->exact_empties
               && have_depth >= params->depth)
        {
          *enough = TRUE;
          return TRUE;
        }
      else
        ok = sky_reversi_search (P, O, &options, &result, error);
      if (!ok)
        return FALSE;
      if (enough != NULL && *enough)
        return TRUE;
      e->leaf = (gint16) (result.solved ? result.value * 100 : result.value);
      e->depth = (guint8) (result.solved ? empties : result.depth);
      e->flags = result.solved ? SKY_REVERSI_BOOK_LEAF_EXACT
                 : reach ? SKY_REVERSI_BOOK_LEAF_REACHED : 0;
      e->leaf_move = result.move == SKY_MOVE_PASS
                     ? SKY_REVERSI_BOOK_PASS
                     : (guint8) sky_reversi_book_transform_square (symmetry,
                                                                   result.move);
    }
  e->value = e->leaf;
  if (e->flags & SKY_REVERSI_BOOK_LEAF_EXACT)
    e->flags |= SKY_REVERSI_BOOK_VALUE_EXACT;
  return TRUE;
}

static gboolean
search_entry (guint64 P, guint64 O, const SkyReversiBookParams *params,
              SkyReversiBookEntry *e, GError **error)
{
  return search_entry_deeper (P, O, params, 0, e, NULL, error);
}

gboolean
sky_reversi_book_add (SkyReversiBook *book, guint64 player, guint64 opponent,
                      const SkyReversiBookParams *params, GError **error)
{
  SkyReversiBookEntry e;

  if (lookup (book, player, opponent, NULL) != NULL)
    return TRUE;
  if (!search_entry (player, opponent, params, &e, error))
    return FALSE;
  insert (book, g_memdup2 (&e, sizeof e));
  return TRUE;
}

/* Marks (P, O), whose children are all in the book now, expanded. */
static void
mark_expanded (SkyReversiBook *book, guint64 P, guint64 O)
{
  SkyReversiBookEntry *e = lookup (book, P, O, NULL);

  e->leaf = SKY_REVERSI_BOOK_NONE;
  e->leaf_move = SKY_REVERSI_BOOK_NO_MOVE;
  e->flags &= ~SKY_REVERSI_BOOK_LEAF_EXACT;
}

typedef struct {
  guint64 player, opponent;
  int ply;
} Candidate;

static int
compare_candidates (gconstpointer a, gconstpointer b)
{
  const Candidate *x = a, *y = b;

  if (x->ply != y->ply)
    return x->ply - y->ply;
  if (x->player != y->player)
    return x->player < y->player ? -1 : 1;
  if (x->opponent != y->opponent)
    return x->opponent < y->opponent ? -1 : 1;
  return 0;
}

/* The positions to expand next, reached from (P, O) by moves within the
 * width of the best. */
static void
collect (const SkyReversiBook *book, guint64 P, guint64 O,
         const SkyReversiBookParams *params, GHashTable *visited,
         GArray *out)
{
  SkyReversiBookEntry *e = lookup (book, P, O, NULL);
  guint64 cp[SKY_MAX_MOVES], co[SKY_MAX_MOVES];
  int squares[SKY_MAX_MOVES];
  int n, ply = sky_reversi_popcount (P | O) - 4;

  if (e == NULL || !g_hash_table_add (visited, e))
    return;
  n = children (P, O, cp, co, squares);
  if (n == 0)
    return;
  if (e->leaf != SKY_REVERSI_BOOK_NONE)
    {
      /* A pass does not use up a ply. */
      if (ply < params->max_plies
          || (n == 1 && squares[0] == SKY_REVERSI_BOOK_PASS))
        {
          Candidate c = { e->player, e->opponent, ply };

          g_array_append_val (out, c);
        }
      return;
    }
  for (int i = 0; i < n; i++)
    {
      const SkyReversiBookEntry *child = lookup (book, cp[i], co[i], NULL);

      if (child != NULL && -child->value >= e->value - params->width * 100)
        collect (book, cp[i], co[i], params, visited, out);
    }
}

/* ---- Searching positions on several threads ---- */

/* New positions to search, each on the first free thread; every search
 * has tables of its own, so the values do not depend on the threads. */
typedef struct {
  guint64 player, opponent;     /* as reached (any orientation) */
  int have_depth;               /* deepen: the leaf's depth, else 0 */
  gboolean enough;              /* deepen: that depth is deep enough */
  SkyReversiBookEntry entry;    /* the result (unless enough) */
} Job;

typedef struct {
  GArray *jobs;
  const SkyReversiBookParams *params;
  gint next;                    /* the next job to take (atomic) */
  gint failed;                  /* a search failed: stop (atomic) */
  GMutex lock;
  GError *error;                /* the first failure, under lock */
} Work;

static gpointer
work_run (gpointer data)
{
  Work *w = data;

  while (!g_atomic_int_get (&w->failed))
    {
      guint i = (guint) g_atomic_int_add (&w->next, 1);
      Job *job;
      GError *error = NULL;

      if (i >= w->jobs->len)
        break;
      job = &g_array_index (w->jobs, Job, i);
      if (!search_entry_deeper (job->player, job->opponent, w->params,
                                job->have_depth, &job->entry, &job->enough,
                                &error))
        {
          g_mutex_lock (&w->lock);
          if (w->error == NULL)
            w->error = g_steal_pointer (&error);
          g_mutex_unlock (&w->lock);
          g_clear_error (&error);
          g_atomic_int_set (&w->failed, 1);
        }
    }
  return NULL;
}

/* Searches every job, on params->threads threads (this one among them). */
static gboolean
search_jobs (GArray *jobs, const SkyReversiBookParams *params,
             GError **error)
{
  Work w = { .jobs = jobs, .params = params };
  guint n_threads = MIN ((guint) MAX (params->threads, 1), jobs->len);
  g_autoptr(GPtrArray) threads = g_ptr_array_new ();

  g_mutex_init (&w.lock);
  for (guint i = 1; i < n_threads; i++)
    g_ptr_array_add (threads, g_thread_new ("book", work_run, &w));
  work_run (&w);
  for (guint i = 0; i < threads->len; i++)
    g_thread_join (threads->pdata[i]);
  g_mutex_clear (&w.lock);
  if (w.error != NULL)
    {
      g_propagate_error (error, w.error);
      return FALSE;
    }
  return TRUE;
}

/* Expands the candidates of one batch together: their children not in
 * the book yet (each once) are searched on the threads, then added, and
 * the candidates marked expanded. */
static gboolean
expand_batch (SkyReversiBook *book, const Candidate *candidates, guint n,
              const SkyReversiBookParams *params, guint *added,
              GError **error)
{
  g_autoptr(GArray) jobs = g_array_new (FALSE, FALSE, sizeof (Job));
  g_autoptr(GHashTable) queued = g_hash_table_new_full (entry_hash,
                                                        entry_equal, g_free,
                                                        NULL);

  for (guint c = 0; c < n; c++)
    {
      guint64 cp[SKY_MAX_MOVES], co[SKY_MAX_MOVES];
      int squares[SKY_MAX_MOVES];
      int m = children (candidates[c].player, candidates[c].opponent,
                        cp, co, squares);

      for (int i = 0; i < m; i++)
        {
          Job job = { .player = cp[i], .opponent = co[i] };

          sky_reversi_book_canonical (cp[i], co[i], &job.entry.player,
                                      &job.entry.opponent, NULL);
          if (lookup_canonical (book, job.entry.player, job.entry.opponent)
              == NULL
              && !g_hash_table_contains (queued, &job.entry))
            {
              g_array_append_val (jobs, job);
              g_hash_table_add (queued,
                                g_memdup2 (&job.entry, sizeof job.entry));
            }
        }
    }
  if (!search_jobs (jobs, params, error))
    return FALSE;
  for (guint i = 0; i < jobs->len; i++)
    insert (book, g_memdup2 (&g_array_index (jobs, Job, i).entry,
                             sizeof (SkyReversiBookEntry)));
  *added += jobs->len;
  /* A candidate always has moves (collect () skips finished games). */
  for (guint c = 0; c < n; c++)
    mark_expanded (book, candidates[c].player, candidates[c].opponent);
  return TRUE;
}

/* Does deepen look at e: a leaf not solved, and with a reach to compare
 * with, one whose depth was not set by the CPU-time reach. */
static gboolean
to_deepen (const SkyReversiBookEntry *e, const SkyReversiBookParams *params)
{
  if (e->leaf == SKY_REVERSI_BOOK_NONE
      || (e->flags & SKY_REVERSI_BOOK_LEAF_EXACT))
    return FALSE;
  return params->reach_seconds > 0
         ? !(e->flags & SKY_REVERSI_BOOK_LEAF_REACHED)
         : e->depth < params->depth;
}

gboolean
sky_reversi_book_deepen (SkyReversiBook *book,
                         const SkyReversiBookParams *params, guint *checked,
                         guint *deepened, GError **error)
{
  g_autoptr(GPtrArray) list = sky_reversi_book_entries (book);
  g_autoptr(GPtrArray) todo = g_ptr_array_new ();
  guint batch = params->checkpoint > 0 ? params->checkpoint : G_MAXUINT;

  for (guint i = 0; i < list->len; i++)
    if (to_deepen (list->pdata[i], params))
      g_ptr_array_add (todo, list->pdata[i]);
  for (guint first = 0; first < todo->len; first += batch)
    {
      guint n = MIN (batch, todo->len - first);
      g_autoptr(GArray) jobs = g_array_sized_new (FALSE, TRUE, sizeof (Job), n);

      for (guint i = 0; i < n; i++)
        {
          SkyReversiBookEntry *e = todo->pdata[first + i];
          Job job = { .player = e->player, .opponent = e->opponent,
                      .have_depth = MAX (e->depth, 1) };

          g_array_append_val (jobs, job);
        }
      if (!search_jobs (jobs, params, error))
        return FALSE;
      for (guint i = 0; i < n; i++)
        {
          SkyReversiBookEntry *e = todo->pdata[first + i];
          const Job *job = &g_array_index (jobs, Job, i);
          guint8 leaf_flags = SKY_REVERSI_BOOK_LEAF_EXACT
                              | SKY_REVERSI_BOOK_LEAF_REACHED;

          if (job->enough)
            {
              if (params->reach_seconds > 0)
                e->flags |= SKY_REVERSI_BOOK_LEAF_REACHED;
              continue;
            }
          /* The canonical position was searched: its move needs no
           * turning. */
          e->leaf = job->entry.leaf;
          e->leaf_move = job->entry.leaf_move;
          e->depth = job->entry.depth;
          e->flags = (e->flags & ~leaf_flags) | (job->entry.flags & leaf_flags);
          if (deepened != NULL)
            (*deepened)++;
        }
      if (checked != NULL)
        *checked += n;
      sky_reversi_book_backup (book);
      if (params->checkpoint_func != NULL && first + n < todo->len
          && !params->checkpoint_func (book, params->checkpoint_data, error))
        return FALSE;
    }
  sky_reversi_book_backup (book);
  return TRUE;
}

gboolean
sky_reversi_book_expand (SkyReversiBook *book, guint64 player,
                         guint64 opponent, const SkyReversiBookParams *params,
                         guint *added, GError **error)
{
  guint64 cp[SKY_MAX_MOVES], co[SKY_MAX_MOVES];
  int squares[SKY_MAX_MOVES];
  Candidate c = { player, opponent, 0 };
  guint new_positions = 0;

  if (!sky_reversi_book_add (book, player, opponent, params, error))
    return FALSE;
  if (children (player, opponent, cp, co, squares) == 0)
    return TRUE;    /* the game is over: nothing to expand */
  if (!expand_batch (book, &c, 1, params, &new_positions, error))
    return FALSE;
  if (added != NULL)
    *added += new_positions;
  return TRUE;
}

/* How many new positions expanding c would add (children shared with
 * other candidates are counted for each). */
static guint
children_not_in_book (const SkyReversiBook *book, const Candidate *c)
{
  guint64 cp[SKY_MAX_MOVES], co[SKY_MAX_MOVES];
  int squares[SKY_MAX_MOVES];
  int m = children (c->player, c->opponent, cp, co, squares);
  guint n = 0;

  for (int i = 0; i < m; i++)
    if (lookup (book, cp[i], co[i], NULL) == NULL)
      n++;
  return n;
}

gboolean
sky_reversi_book_extend (SkyReversiBook *book,
                         const SkyReversiBookParams *params, GError **error)
{
  guint64 P, O;
  guint since_checkpoint = 0;
  /* Enough searches in a batch to keep every thread busy most of it. */
  guint batch_jobs = 4 * (guint) MAX (params->threads, 1);

  sky_reversi_book_start (&P, &O);
  if (!sky_reversi_book_add (book, P, O, params, error))
    return FALSE;
  while (sky_reversi_book_size (book) < params->count)
    {
      g_autoptr(GHashTable) visited = g_hash_table_new (NULL, NULL);
      g_autoptr(GArray) todo = g_array_new (FALSE, FALSE, sizeof (Candidate));
      guint end, i = 0;

      sky_reversi_book_backup (book);
      collect (book, P, O, params, visited, todo);
      if (todo->len == 0)
        break;
      g_array_sort (todo, compare_candidates);
      /* One round: the lowest ply found, so that the next round sees
       * their values before it goes deeper. */
      for (end = 0; end < todo->len
           && g_array_index (todo, Candidate, end).ply
              == g_array_index (todo, Candidate, 0).ply; end++)
        ;
      while (i < end && sky_reversi_book_size (book) < params->count)
        {
          guint first = i, jobs = 0;

          /* Candidates until the batch is full, the count could be
           * reached, or a checkpoint is due. */
          while (i < end && jobs < batch_jobs
                 && sky_reversi_book_size (book) + jobs < params->count
                 && (params->checkpoint == 0
                     || since_checkpoint + jobs < params->checkpoint))
            jobs += children_not_in_book (book,
                                          &g_array_index (todo, Candidate,
                                                          i++));
          if (!expand_batch (book, &g_array_index (todo, Candidate, first),
                             i - first, params, &since_checkpoint, error))
            return FALSE;
          if (params->checkpoint > 0 && params->checkpoint_func != NULL
              && since_checkpoint >= params->checkpoint)
            {
              since_checkpoint = 0;
              sky_reversi_book_backup (book);
              if (!params->checkpoint_func (book, params->checkpoint_data,
                                            error))
                return FALSE;
            }
        }
    }
  sky_reversi_book_backup (book);
  return TRUE;
}

gboolean
sky_reversi_book_learn (SkyReversiBook *book, const int *moves, int n_moves,
                        const SkyReversiBookParams *params, GError **error)
{
  guint64 P, O;
  int total = 0;

  /* The positions learnt: those before a ply of max_plies (a pass is no
   * ply), up to the game's end; a bad move is found below. */
  for (int i = 0, ply = 0; i <= n_moves && ply < params->max_plies; i++)
    {
      total++;
      if (i < n_moves && moves[i] != SKY_REVERSI_BOOK_PASS)
        ply++;
    }
  sky_reversi_book_start (&P, &O);
  for (int i = 0, done = 0; i <= n_moves; i++)
    {
      guint64 mob = sky_reversi_mobility (P, O);

      if (sky_reversi_popcount (P | O) - 4 >= params->max_plies)
        break;
      if (!sky_reversi_book_expand (book, P, O, params, NULL, error))
        return FALSE;
      done++;
      if (params->progress_func != NULL)
        params->progress_func (done, MAX (done, total),
                               params->progress_data);
      if (i == n_moves)
        break;
      if (moves[i] == SKY_REVERSI_BOOK_PASS)
        {
          if (mob != 0)
            {
              g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           _("move %d passes while a move is possible"), i + 1);
              return FALSE;
            }
        }
      else if (moves[i] < 0 || moves[i] >= 64
               || !(mob & (G_GUINT64_CONSTANT (1) << moves[i])))
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       _("move %d is not a legal move"), i + 1);
          return FALSE;
        }
      else
        {
          guint64 flips = sky_reversi_flips (P, O, moves[i]);

          P ^= flips | (G_GUINT64_CONSTANT (1) << moves[i]);
          O ^= flips;
        }
      {
        guint64 t = P;

        P = O;
        O = t;
      }
    }
  sky_reversi_book_backup (book);
  return TRUE;
}

/* ---- The engine's book ---- */

char *
sky_reversi_book_user_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "sakiyomi", "book.skb",
                           NULL);
}

void
sky_reversi_book_params_init_learn (SkyReversiBookParams *params)
{
  *params = (SkyReversiBookParams) {
    .depth = 18, .exact_empties = 24, .selective = TRUE,
    .reach_seconds = 0.5, .margin = 4, .max_plies = 60 - 24,
    .width = 128, .count = G_MAXUINT,
  };
}

SkyReversiBook *
sky_reversi_book_load_shipped (void)
{
  SkyReversiBook *book = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;

  bytes = g_resource_lookup_data (sky_engine_get_resource (),
                                  "/io/github/sakiyomi/Sakiyomi/engine/reversi-book.skb",
                                  G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
  if (bytes != NULL)
    book = sky_reversi_book_new_from_bytes (bytes, "reversi-book.skb",
                                            &error);
  if (book == NULL)
    {
      g_warning ("%s", error->message);
      book = sky_reversi_book_new ();
    }
  return book;
}

static SkyReversiBook *
load_default (void)
{
  SkyReversiBook *made = sky_reversi_book_load_shipped ();
  g_autofree char *user_path = sky_reversi_book_user_path ();

  if (g_file_test (user_path, G_FILE_TEST_EXISTS))
    {
      g_autoptr(GError) user_error = NULL;
      g_autoptr(SkyReversiBook) user =
        sky_reversi_book_load (user_path, SKY_REVERSI_BOOK_MAX_BYTES,
                               &user_error);

      if (user != NULL)
        sky_reversi_book_merge (made, user);
      else
        g_warning ("%s", user_error->message);
    }
  return made;
}

/* The books a reload replaced stay here: a search may still read them. */
static GMutex default_lock;
static SkyReversiBook *default_book;
static GPtrArray *replaced_books;

const SkyReversiBook *
sky_reversi_book_get_default (void)
{
  SkyReversiBook *book;

  g_mutex_lock (&default_lock);
  if (default_book == NULL)
    default_book = load_default ();
  book = default_book;
  g_mutex_unlock (&default_lock);
  return book;
}

void
sky_reversi_book_reload_default (void)
{
  SkyReversiBook *fresh = load_default ();

  g_mutex_lock (&default_lock);
  if (default_book != NULL)
    {
      if (replaced_books == NULL)
        replaced_books = g_ptr_array_new ();
      g_ptr_array_add (replaced_books, default_book);
    }
  default_book = fresh;
  g_mutex_unlock (&default_lock);
}

static gboolean
same_entry (const SkyReversiBookEntry *a, const SkyReversiBookEntry *b)
{
  return a->value == b->value && a->leaf == b->leaf && a->depth == b->depth
         && a->flags == b->flags && a->leaf_move == b->leaf_move;
}

gboolean
sky_reversi_book_learn_user (const int *moves, int n_moves,
                             const SkyReversiBookParams *params,
                             const char *user_path, guint *added,
                             GError **error)
{
  g_autoptr(SkyReversiBook) shipped = sky_reversi_book_load_shipped ();
  g_autoptr(SkyReversiBook) work = sky_reversi_book_new ();
  g_autoptr(SkyReversiBook) diff = sky_reversi_book_new ();
  g_autofree char *path = g_strdup (user_path);
  g_autofree char *dir = NULL;
  GHashTableIter iter;
  gpointer key;
  guint before;

  if (path == NULL)
    path = sky_reversi_book_user_path ();
  sky_reversi_book_merge (work, shipped);
  if (g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_autoptr(SkyReversiBook) user =
        sky_reversi_book_load (path, SKY_REVERSI_BOOK_MAX_BYTES, error);

      if (user == NULL)
        return FALSE;
      sky_reversi_book_merge (work, user);
    }
  before = sky_reversi_book_size (work);
  if (!sky_reversi_book_learn (work, moves, n_moves, params, error))
    return FALSE;

  g_hash_table_iter_init (&iter, work->entries);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    {
      const SkyReversiBookEntry *e = key;
      const SkyReversiBookEntry *s = lookup_canonical (shipped, e->player,
                                                       e->opponent);

      if (s == NULL || !same_entry (s, e))
        insert (diff, g_memdup2 (e, sizeof *e));
    }
  dir = g_path_get_dirname (path);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved),
                   _("Cannot make the folder %s: %s"), dir,
                   g_strerror (saved));
      return FALSE;
    }
  if (!sky_reversi_book_save (diff, path, error))
    return FALSE;
  if (added != NULL)
    *added = sky_reversi_book_size (work) - before;
  sky_reversi_book_reload_default ();
  return TRUE;
}
