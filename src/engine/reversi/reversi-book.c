/* reversi-book.c: the opening book (see reversi-book.h for the model and
 * the file format): its table, its file, its values backed up, its moves
 * and the engine's book.  Growing a book by searching is
 * reversi-book-build.c's. */
#include "config.h"

#include <string.h>
#include <sys/stat.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "file-lock.h"
#include "read-limited.h"
#include "reversi-bitboard.h"
#include "reversi-book.h"
#include "reversi-book-private.h"
#include "reversi-resource.h"
#include "reversi-search.h"
#include "search-common.h"
#include "write-atomic.h"

#define HEADER_SIZE 32
#define RECORD_SIZE 24
#define FILE_VERSION 1
static const char magic[8] = "SKYBOOK";

struct _SkyReversiBook {
  /* SkyReversiBookEntry * → itself, keyed by (player, opponent). */
  GHashTable *entries;
};

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

guint
sky_reversi_book_entry_hash (gconstpointer key)
{
  const SkyReversiBookEntry *e = key;
  guint64 h = e->player * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15)
              ^ (e->opponent * G_GUINT64_CONSTANT (0xc2b2ae3d27d4eb4f));

  return (guint) (h ^ (h >> 32));
}

gboolean
sky_reversi_book_entry_equal (gconstpointer a, gconstpointer b)
{
  const SkyReversiBookEntry *x = a, *y = b;

  return x->player == y->player && x->opponent == y->opponent;
}

SkyReversiBook *
sky_reversi_book_new (void)
{
  SkyReversiBook *book = g_new0 (SkyReversiBook, 1);

  book->entries = g_hash_table_new_full (sky_reversi_book_entry_hash,
                                         sky_reversi_book_entry_equal, g_free,
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

SkyReversiBookEntry *
sky_reversi_book_find_canonical (const SkyReversiBook *book, guint64 cp,
                                 guint64 co)
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
  return sky_reversi_book_find_canonical (book, cp, co);
}

const SkyReversiBookEntry *
sky_reversi_book_lookup (const SkyReversiBook *book, guint64 player,
                         guint64 opponent)
{
  return lookup (book, player, opponent, NULL);
}

SkyReversiBookEntry *
sky_reversi_book_find (const SkyReversiBook *book, guint64 player,
                       guint64 opponent)
{
  return lookup (book, player, opponent, NULL);
}

void
sky_reversi_book_insert (SkyReversiBook *book, SkyReversiBookEntry *e)
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

  return sky_write_file_atomic (path, data, (gssize) size, error);
}

gboolean
sky_reversi_book_save_merged (SkyReversiBook *book, const char *path,
                              GError **error)
{
  g_autoptr(SkyFileLock) lock = sky_file_lock (path, error);

  if (lock == NULL)
    return FALSE;
  if (g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_autoptr(SkyReversiBook) now =
        sky_reversi_book_load (path, SKY_REVERSI_BOOK_MAX_BYTES, error);

      if (now == NULL)
        return FALSE;
      sky_reversi_book_merge (book, now);
    }
  return sky_reversi_book_save (book, path, error);
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
      invalid (error, name, _("it does not start with the book’s magic “SKYBOOK”"));
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
      sky_reversi_book_insert (book, e);
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
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *contents = NULL;
  gsize length;

  /* A regular file is refused by its size before it is read; a device or
   * a pipe (/dev/zero) once more than max_bytes have come. */
  contents = sky_read_file_limited (path, max_bytes, _("an opening book"),
                                    0, NULL, NULL, &length, error);
  if (contents == NULL)
    return NULL;
  bytes = g_bytes_new_take (g_steal_pointer (&contents), length);
  return sky_reversi_book_new_from_bytes (bytes, path, error);
}


SkyReversiBook *
sky_reversi_book_load_user (const char *path, GError **error)
{
  g_autoptr(GError) local = NULL;
  g_autofree char *display = g_filename_display_name (path);
  SkyReversiBook *book;
  GStatBuf st;

  book = sky_reversi_book_load (path, SKY_REVERSI_BOOK_MAX_BYTES, &local);
  if (book != NULL)
    return book;
  if (g_error_matches (local, G_IO_ERROR, G_IO_ERROR_NOT_FOUND)
      || g_error_matches (local, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED))
    g_propagate_error (error, g_steal_pointer (&local));
  else if (g_stat (path, &st) == 0 && S_ISREG (st.st_mode) && st.st_size == 0)
    /* TRANSLATORS: %s is the file, ~/.local/share/sakiyomi/book.skb */
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                 _("The user’s opening book %s is empty (a learning cut short or a full disk?): move it away or delete it, and learning starts a new one"),
                 display);
  else
    /* TRANSLATORS: %s is what is wrong with the book file, naming it */
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                 _("%s; it is the user’s opening book: move it away or delete it, and learning starts a new one"),
                 local->message);
  return NULL;
}

/* ---- Values ---- */

int
sky_reversi_book_children (guint64 P, guint64 O, guint64 *cp, guint64 *co,
                           int *squares)
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

/* An odd-depth search's value less the bias of its parity, within the
 * range of a final disc difference. */
int
sky_reversi_book_counted_leaf (const SkyReversiBookEntry *e)
{
  if (e->leaf == SKY_REVERSI_BOOK_NONE
      || (e->flags & SKY_REVERSI_BOOK_LEAF_EXACT) || e->depth % 2 == 0)
    return e->leaf;
  return MAX (e->leaf - SKY_REVERSI_BOOK_ODD_DEPTH_BIAS, -6400);
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
  n = sky_reversi_book_children (e->player, e->opponent, cp, co, squares);
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
      best = MAX (best, sky_reversi_book_counted_leaf (e));
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
      SkyReversiBookEntry *e = sky_reversi_book_find_canonical (book, o->player,
                                                 o->opponent);

      if (e == NULL)
        sky_reversi_book_insert (book, g_memdup2 (o, sizeof *o));
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
  n = sky_reversi_book_children (player, opponent, cp, co, squares);
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
          .value = sky_reversi_book_counted_leaf (e),
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

/* ---- The engine's book ---- */

char *
sky_reversi_book_user_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "sakiyomi", "book.skb",
                           NULL);
}

SkyReversiBook *
sky_reversi_book_load_shipped (void)
{
  SkyReversiBook *book = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;

  bytes = g_resource_lookup_data (sky_reversi_engine_resource (),
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
        sky_reversi_book_load_user (user_path, &user_error);

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
