/* reversi-training.c: training positions, their labels and their files
 * (see reversi-training.h). */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "reversi-bitboard.h"
#include "reversi-endgame.h"
#include "reversi-eval.h"
#include "reversi-search.h"
#include "read-limited.h"
#include "reversi-training.h"
#include "write-atomic.h"

#define START_BLACK G_GUINT64_CONSTANT (0x0000000810000000)
#define START_WHITE G_GUINT64_CONSTANT (0x0000001008000000)

/* The self-play search's table: small, since it is made anew for every
 * move of a shallow search. */
#define SELFPLAY_TABLE_BITS 16
/* The labelling search's table. */
#define LABEL_TABLE_BITS 18

/* Labels waiting in a writer before it writes them out. */
#define WRITER_BUFFER_RECORDS 4096

/* --- Positions --------------------------------------------------------- */

void
sky_reversi_generate_options_init (SkyReversiGenerateOptions *options)
{
  *options = (SkyReversiGenerateOptions) {
    .seed = 1,
    .games = 1000,
    .depth = 4,
    .noise_percent = 10,
    .opening_min = 8,
    .opening_max = 20,
    .min_empties = 1,
    .max_empties = 59,
    .threads = 1,
  };
}

static int
random_square (guint64 moves, GRand *rand)
{
  int k = g_rand_int_range (rand, 0, sky_reversi_popcount (moves));

  while (k-- > 0)
    moves &= moves - 1;
  return __builtin_ctzll (moves);
}

static int
search_square (guint64 P, guint64 O, int depth,
               const SkyReversiEvaluator *evaluator)
{
  SkyReversiSearchOptions options = {
    .max_depth = depth,
    .evaluator = evaluator,
    .seconds = 0,
    .solve_empties = -1,
    .table_bits = SELFPLAY_TABLE_BITS,
  };
  SkySearchResult result;

  /* No cancellable and no time limit: it cannot fail. */
  if (!sky_reversi_search (P, O, &options, &result, NULL))
    g_assert_not_reached ();
  return result.move;
}

void
sky_reversi_training_game (const SkyReversiGenerateOptions *options,
                           guint index, GArray *positions)
{
  const guint32 seeds[2] = { options->seed, index };
  g_autoptr(GRand) rand = g_rand_new_with_seed_array (seeds, 2);
  int opening = g_rand_int_range (rand, options->opening_min,
                                  options->opening_max + 1);
  guint64 P = START_BLACK, O = START_WHITE, t;

  for (int ply = 0;;)
    {
      guint64 moves = sky_reversi_mobility (P, O), flips;
      int empties = 64 - sky_reversi_popcount (P | O);
      int sq;

      if (moves == 0)
        {
          if (sky_reversi_mobility (O, P) == 0)
            break;
          t = P;
          P = O;
          O = t;
          continue;
        }
      if (ply >= opening && empties >= options->min_empties
          && empties <= options->max_empties)
        {
          SkyReversiTrainingPosition pos = { P, O };

          g_array_append_val (positions, pos);
        }
      if (ply < opening
          || (int) g_rand_int_range (rand, 0, 100) < options->noise_percent)
        sq = random_square (moves, rand);
      else
        sq = search_square (P, O, options->depth, options->evaluator);
      flips = sky_reversi_flips (P, O, sq);
      t = P | flips | (G_GUINT64_CONSTANT (1) << sq);
      P = O & ~flips;
      O = t;
      ply++;
    }
}

/* The set: open addressing over the canonical forms, (0, 0) marking an
 * empty slot (no position has no discs). */
struct _SkyReversiPositionSet {
  SkyReversiTrainingPosition *slots;
  gsize mask;
  gsize size;
};

SkyReversiPositionSet *
sky_reversi_position_set_new (void)
{
  SkyReversiPositionSet *set = g_new0 (SkyReversiPositionSet, 1);

  set->mask = 1023;
  set->slots = g_new0 (SkyReversiTrainingPosition, set->mask + 1);
  return set;
}

void
sky_reversi_position_set_free (SkyReversiPositionSet *set)
{
  if (set == NULL)
    return;
  g_free (set->slots);
  g_free (set);
}

static inline gsize
set_hash (guint64 P, guint64 O)
{
  guint64 h = P * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15)
              ^ O * G_GUINT64_CONSTANT (0xc2b2ae3d27d4eb4f);

  return (gsize) (h ^ h >> 29);
}

/* The slot of canonical (P, O): where it is, or the empty one where it
 * would go. */
static SkyReversiTrainingPosition *
set_slot (SkyReversiTrainingPosition *slots, gsize mask, guint64 P,
          guint64 O)
{
  for (gsize i = set_hash (P, O) & mask;; i = (i + 1) & mask)
    if ((slots[i].P == P && slots[i].O == O)
        || (slots[i].P == 0 && slots[i].O == 0))
      return &slots[i];
}

gboolean
sky_reversi_position_set_add (SkyReversiPositionSet *set, guint64 P,
                              guint64 O)
{
  SkyReversiTrainingPosition *slot;

  g_return_val_if_fail ((P | O) != 0, FALSE);
  sky_reversi_canonical (P, O, &P, &O);
  slot = set_slot (set->slots, set->mask, P, O);
  if (slot->P != 0 || slot->O != 0)
    return FALSE;
  slot->P = P;
  slot->O = O;
  set->size++;
  /* At most half full. */
  if (set->size * 2 > set->mask)
    {
      gsize mask = set->mask * 2 + 1;
      SkyReversiTrainingPosition *slots = g_new0 (SkyReversiTrainingPosition,
                                                  mask + 1);

      for (gsize i = 0; i <= set->mask; i++)
        if (set->slots[i].P != 0 || set->slots[i].O != 0)
          *set_slot (slots, mask, set->slots[i].P, set->slots[i].O)
            = set->slots[i];
      g_free (set->slots);
      set->slots = slots;
      set->mask = mask;
    }
  return TRUE;
}

gboolean
sky_reversi_position_set_contains (const SkyReversiPositionSet *set,
                                   guint64 P, guint64 O)
{
  SkyReversiTrainingPosition *slot;

  sky_reversi_canonical (P, O, &P, &O);
  slot = set_slot (set->slots, set->mask, P, O);
  return slot->P != 0 || slot->O != 0;
}

gsize
sky_reversi_position_set_size (const SkyReversiPositionSet *set)
{
  return set->size;
}

/* Generation on threads: workers take the next game number and leave the
 * game's positions in games[i]; the caller's thread takes them in order. */
typedef struct {
  const SkyReversiGenerateOptions *options;
  gint next;
  GMutex mutex;
  GCond cond;
  GArray **games;
  int done;
} Generation;

static gpointer
generate_worker (gpointer data)
{
  Generation *g = data;
  int i;

  while ((i = g_atomic_int_add (&g->next, 1)) < g->options->games)
    {
      GArray *positions = g_array_new (FALSE, FALSE,
                                       sizeof (SkyReversiTrainingPosition));

      sky_reversi_training_game (g->options, (guint) i, positions);
      g_mutex_lock (&g->mutex);
      g->games[i] = positions;
      g->done++;
      g_cond_signal (&g->cond);
      g_mutex_unlock (&g->mutex);
    }
  return NULL;
}

GArray *
sky_reversi_training_generate (const SkyReversiGenerateOptions *options,
                               SkyReversiPositionSet *seen,
                               SkyReversiGenerateProgressFunc progress,
                               gpointer user_data, gsize *repeated)
{
  g_autoptr(SkyReversiPositionSet) own = NULL;
  GArray *result = g_array_new (FALSE, FALSE,
                                sizeof (SkyReversiTrainingPosition));
  g_autoptr(GPtrArray) threads = g_ptr_array_new ();
  Generation g = { .options = options };
  int taken = 0, n_threads = CLAMP (options->threads, 1, 64);
  gsize n_repeated = 0;
  gint64 next_report = g_get_monotonic_time ();

  g_return_val_if_fail (options->games >= 0, result);
  if (seen == NULL)
    seen = own = sky_reversi_position_set_new ();
  g_mutex_init (&g.mutex);
  g_cond_init (&g.cond);
  g.games = g_new0 (GArray *, MAX (options->games, 1));
  for (int t = 0; t < MIN (n_threads, options->games); t++)
    g_ptr_array_add (threads, g_thread_new ("training", generate_worker, &g));

  g_mutex_lock (&g.mutex);
  while (taken < options->games)
    {
      GArray *game;

      while (g.games[taken] == NULL)
        if (!g_cond_wait_until (&g.cond, &g.mutex, next_report))
          {
            /* Half a second without the next game: report anyway. */
            g_mutex_unlock (&g.mutex);
            if (progress != NULL)
              progress (taken, options->games, result->len, user_data);
            next_report = g_get_monotonic_time () + G_USEC_PER_SEC / 2;
            g_mutex_lock (&g.mutex);
          }
      game = g.games[taken];
      g.games[taken] = NULL;
      g_mutex_unlock (&g.mutex);

      for (guint i = 0; i < game->len; i++)
        {
          const SkyReversiTrainingPosition *pos
            = &g_array_index (game, SkyReversiTrainingPosition, i);

          if (sky_reversi_position_set_add (seen, pos->P, pos->O))
            g_array_append_val (result, *pos);
          else
            n_repeated++;
        }
      g_array_unref (game);
      taken++;
      if (progress != NULL && g_get_monotonic_time () >= next_report)
        {
          progress (taken, options->games, result->len, user_data);
          next_report = g_get_monotonic_time () + G_USEC_PER_SEC / 2;
        }
      g_mutex_lock (&g.mutex);
    }
  g_mutex_unlock (&g.mutex);
  for (guint t = 0; t < threads->len; t++)
    g_thread_join (threads->pdata[t]);
  if (progress != NULL)
    progress (taken, options->games, result->len, user_data);
  g_free (g.games);
  g_mutex_clear (&g.mutex);
  g_cond_clear (&g.cond);
  if (repeated != NULL)
    *repeated = n_repeated;
  return result;
}

gsize
sky_reversi_training_add_game (const SkyReversiTrainingPosition *game,
                               gsize n, int min_empties, int max_empties,
                               SkyReversiPositionSet *seen, GArray *positions,
                               gsize *repeated)
{
  gsize added = 0;

  g_return_val_if_fail (seen != NULL && positions != NULL, 0);
  for (gsize i = 0; i < n; i++)
    {
      guint64 P = game[i].P, O = game[i].O;
      int empties = 64 - sky_reversi_popcount (P | O);

      if (empties < min_empties || empties > max_empties
          || (P & O) != 0 || sky_reversi_mobility (P, O) == 0)
        continue;
      if (sky_reversi_position_set_add (seen, P, O))
        {
          g_array_append_val (positions, game[i]);
          added++;
        }
      else if (repeated != NULL)
        (*repeated)++;
    }
  return added;
}

/* --- Symmetries -------------------------------------------------------- */

static inline guint64
mirror_files (guint64 x)
{
  const guint64 k1 = G_GUINT64_CONSTANT (0x5555555555555555);
  const guint64 k2 = G_GUINT64_CONSTANT (0x3333333333333333);
  const guint64 k4 = G_GUINT64_CONSTANT (0x0f0f0f0f0f0f0f0f);

  x = ((x >> 1) & k1) | ((x & k1) << 1);
  x = ((x >> 2) & k2) | ((x & k2) << 2);
  return ((x >> 4) & k4) | ((x & k4) << 4);
}

static inline guint64
mirror_ranks (guint64 x)
{
  return GUINT64_SWAP_LE_BE (x);
}

/* Square (rank r, file f) to (rank f, file r). */
static inline guint64
transpose (guint64 x)
{
  const guint64 k1 = G_GUINT64_CONSTANT (0x5500550055005500);
  const guint64 k2 = G_GUINT64_CONSTANT (0x3333000033330000);
  const guint64 k4 = G_GUINT64_CONSTANT (0x0f0f0f0f00000000);
  guint64 t;

  t = k4 & (x ^ (x << 28));
  x ^= t ^ (t >> 28);
  t = k2 & (x ^ (x << 14));
  x ^= t ^ (t >> 14);
  t = k1 & (x ^ (x << 7));
  x ^= t ^ (t >> 7);
  return x;
}

guint64
sky_reversi_symmetry (guint64 board, int s)
{
  if (s & 1)
    board = mirror_files (board);
  if (s & 2)
    board = mirror_ranks (board);
  if (s & 4)
    board = transpose (board);
  return board;
}

void
sky_reversi_canonical (guint64 P, guint64 O, guint64 *canonical_P,
                       guint64 *canonical_O)
{
  guint64 best_P = P, best_O = O;

  for (int s = 1; s < 8; s++)
    {
      guint64 p = sky_reversi_symmetry (P, s), o = sky_reversi_symmetry (O, s);

      if (p < best_P || (p == best_P && o < best_O))
        {
          best_P = p;
          best_O = o;
        }
    }
  *canonical_P = best_P;
  *canonical_O = best_O;
}

/* --- Labels ------------------------------------------------------------ */

struct _SkyReversiLabeler {
  int exact_empties;
  int depth;
  SkyReversiSolver *solver;
  SkyReversiEvaluator *evaluator;   /* NULL: the default */
};

SkyReversiLabeler *
sky_reversi_labeler_new (int exact_empties, int depth)
{
  SkyReversiLabeler *labeler;

  g_return_val_if_fail (exact_empties >= 0 && exact_empties <= 64, NULL);
  g_return_val_if_fail (depth >= 0 && depth <= 60, NULL);
  labeler = g_new0 (SkyReversiLabeler, 1);
  labeler->exact_empties = exact_empties;
  labeler->depth = depth;
  labeler->solver = sky_reversi_solver_new (0);
  return labeler;
}

void
sky_reversi_labeler_free (SkyReversiLabeler *labeler)
{
  if (labeler == NULL)
    return;
  sky_reversi_solver_free (labeler->solver);
  g_clear_pointer (&labeler->evaluator, sky_reversi_evaluator_unref);
  g_free (labeler);
}

void
sky_reversi_labeler_set_evaluator (SkyReversiLabeler *labeler,
                                   SkyReversiEvaluator *evaluator)
{
  if (evaluator != NULL)
    sky_reversi_evaluator_ref (evaluator);
  g_clear_pointer (&labeler->evaluator, sky_reversi_evaluator_unref);
  labeler->evaluator = evaluator;
}

gboolean
sky_reversi_labeler_can_label (const SkyReversiLabeler *labeler, int empties)
{
  return empties <= labeler->exact_empties || labeler->depth > 0;
}

void
sky_reversi_labeler_label (SkyReversiLabeler *labeler, guint64 P, guint64 O,
                           SkyReversiLabel *label, guint64 *nodes)
{
  int empties = 64 - sky_reversi_popcount (P | O);
  gboolean over = sky_reversi_mobility (P, O) == 0
                  && sky_reversi_mobility (O, P) == 0;

  g_return_if_fail ((P & O) == 0);
  g_return_if_fail (sky_reversi_labeler_can_label (labeler, empties) || over);

  memset (label, 0, sizeof *label);
  label->P = P;
  label->O = O;
  label->empties = (guint8) empties;
  if (empties <= labeler->exact_empties || over)
    {
      SkyReversiSolveStats stats = { 0 };
      int score = sky_reversi_solver_solve (labeler->solver, P, O,
                                            -SKY_REVERSI_SCORE_MAX,
                                            SKY_REVERSI_SCORE_MAX, &stats);

      label->value = (gint16) (100 * score);
      label->source = SKY_REVERSI_LABEL_EXACT;
      if (nodes != NULL)
        *nodes += stats.nodes;
    }
  else
    {
      SkyReversiSearchOptions options = {
        .max_depth = labeler->depth,
        .seconds = 0,
        .solve_empties = -1,
        .table_bits = LABEL_TABLE_BITS,
        .evaluator = labeler->evaluator,
      };
      SkySearchResult result;

      if (!sky_reversi_search (P, O, &options, &result, NULL))
        g_assert_not_reached ();  /* no cancellable, no time limit */
      if (result.solved)
        {
          label->value = (gint16) (100 * result.value);
          label->source = SKY_REVERSI_LABEL_EXACT;
        }
      else
        {
          label->value = (gint16) CLAMP (result.value, -SKY_REVERSI_EVAL_LIMIT,
                                         SKY_REVERSI_EVAL_LIMIT);
          label->source = (guint8) labeler->depth;
        }
      if (nodes != NULL)
        *nodes += result.nodes;
    }
}

/* --- Files ------------------------------------------------------------- */

static void
put_u64 (guint8 *out, guint64 v)
{
  for (int i = 0; i < 8; i++)
    out[i] = (guint8) (v >> (8 * i));
}

static guint64
get_u64 (const guint8 *in)
{
  guint64 v = 0;

  for (int i = 0; i < 8; i++)
    v |= (guint64) in[i] << (8 * i);
  return v;
}

static void
encode_label (guint8 *out, const SkyReversiLabel *label)
{
  guint16 value = (guint16) label->value;

  put_u64 (out, label->P);
  put_u64 (out + 8, label->O);
  out[16] = (guint8) (value & 0xff);
  out[17] = (guint8) (value >> 8);
  out[18] = label->empties;
  out[19] = label->source;
}

static void
decode_label (const guint8 *in, SkyReversiLabel *label)
{
  memset (label, 0, sizeof *label);
  label->P = get_u64 (in);
  label->O = get_u64 (in + 8);
  label->value = (gint16) (guint16) (in[16] | in[17] << 8);
  label->empties = in[18];
  label->source = in[19];
}

static gboolean
bad_record (const char *path, gsize offset, const char *why, GError **error)
{
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
               /* TRANSLATORS: the file, the byte offset, and why */
               _("%s: bad record at byte %llu: %s"),
               path, (unsigned long long) offset, why);
  return FALSE;
}

static gboolean
check_position (const char *path, gsize offset, guint64 P, guint64 O,
                GError **error)
{
  if ((P & O) != 0)
    return bad_record (path, offset, _("a square holds discs of both sides"),
                       error);
  if (sky_reversi_popcount (P | O) < 4)
    return bad_record (path, offset, _("fewer than four discs"), error);
  return TRUE;
}

static gboolean
check_label (const char *path, gsize offset, const SkyReversiLabel *label,
             GError **error)
{
  if (!check_position (path, offset, label->P, label->O, error))
    return FALSE;
  if (label->empties != 64 - sky_reversi_popcount (label->P | label->O))
    return bad_record (path, offset,
                       _("the number of empty squares does not match the discs"),
                       error);
  if (label->value < -SKY_REVERSI_EVAL_LIMIT
      || label->value > SKY_REVERSI_EVAL_LIMIT
      || (label->source == SKY_REVERSI_LABEL_EXACT && label->value % 100 != 0)
      || (label->source > 60
          && label->source != SKY_REVERSI_LABEL_GAME_RESULT))
    return bad_record (path, offset, _("the value is out of range"), error);
  return TRUE;
}

static gboolean
check_magic (const guint8 *head, gsize length, gpointer user_data,
             GError **error)
{
  const char *const *path_magic = user_data;

  if (length < SKY_REVERSI_MAGIC_SIZE
      || (memcmp (head, path_magic[1], SKY_REVERSI_MAGIC_SIZE) != 0
          && !(strcmp (path_magic[1], SKY_REVERSI_LABELS_MAGIC) == 0
               && memcmp (head, SKY_REVERSI_LABELS_MAGIC_2,
                          SKY_REVERSI_MAGIC_SIZE) == 0)))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   strcmp (path_magic[1], SKY_REVERSI_POSITIONS_MAGIC) == 0
                   ? _("%s: not a file of training positions (it does not start with “SKYPOS1”)")
                   : _("%s: not a file of labelled positions (it does not start with “SKYLAB1”)"),
                   path_magic[0]);
      return FALSE;
    }
  return TRUE;
}

/* Reads path whole, its magic checked first (so that a file of another
 * kind is never read whole), and no more than
 * SKY_REVERSI_TRAINING_FILE_MAX. */
static gboolean
load_file (const char *path, const char *magic, guint8 **data, gsize *length,
           GError **error)
{
  const char *path_magic[] = { path, magic };
  char *contents;

  contents = sky_read_file_limited (path, SKY_REVERSI_TRAINING_FILE_MAX,
                                    strcmp (magic, SKY_REVERSI_POSITIONS_MAGIC) == 0
                                    ? _("a file of training positions")
                                    : _("a file of labelled positions"),
                                    SKY_REVERSI_MAGIC_SIZE, check_magic,
                                    (gpointer) path_magic, length, error);
  if (contents == NULL)
    return FALSE;
  *data = (guint8 *) contents;
  return TRUE;
}

static gboolean
truncated (const char *path, gsize offset, GError **error)
{
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
               _("%s: the file ends in the middle of a record at byte %llu"),
               path, (unsigned long long) offset);
  return FALSE;
}

gboolean
sky_reversi_training_file_kind (const char *path,
                                SkyReversiTrainingFileKind *kind,
                                GError **error)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFileInputStream) in = g_file_read (file, NULL, error);
  char magic[SKY_REVERSI_MAGIC_SIZE];
  gsize got = 0;

  if (in == NULL
      || !g_input_stream_read_all (G_INPUT_STREAM (in), magic, sizeof magic,
                                   &got, NULL, error))
    {
      if (error != NULL && *error != NULL)
        g_prefix_error (error, "%s: ", path);
      return FALSE;
    }
  if (got == sizeof magic
      && memcmp (magic, SKY_REVERSI_POSITIONS_MAGIC, sizeof magic) == 0)
    *kind = SKY_REVERSI_FILE_POSITIONS;
  else if (got == sizeof magic
           && (memcmp (magic, SKY_REVERSI_LABELS_MAGIC, sizeof magic) == 0
               || memcmp (magic, SKY_REVERSI_LABELS_MAGIC_2, sizeof magic) == 0))
    *kind = SKY_REVERSI_FILE_LABELS;
  else
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("%s: not a file of training positions or labels (it starts with neither “SKYPOS1” nor “SKYLAB1”)"),
                   path);
      return FALSE;
    }
  return TRUE;
}

gboolean
sky_reversi_positions_save (const char *path,
                            const SkyReversiTrainingPosition *positions,
                            gsize n, GError **error)
{
  gsize length = SKY_REVERSI_MAGIC_SIZE + n * SKY_REVERSI_POSITION_RECORD_SIZE;
  g_autofree guint8 *data = g_malloc (length);

  memcpy (data, SKY_REVERSI_POSITIONS_MAGIC, SKY_REVERSI_MAGIC_SIZE);
  for (gsize i = 0; i < n; i++)
    {
      guint8 *out = data + SKY_REVERSI_MAGIC_SIZE
                    + i * SKY_REVERSI_POSITION_RECORD_SIZE;

      put_u64 (out, positions[i].P);
      put_u64 (out + 8, positions[i].O);
    }
  return sky_write_file_atomic (path, (const char *) data, (gssize) length,
                              error);
}

GArray *
sky_reversi_positions_load (const char *path, GError **error)
{
  g_autofree guint8 *data = NULL;
  gsize length, n;
  g_autoptr(GArray) positions = NULL;

  if (!load_file (path, SKY_REVERSI_POSITIONS_MAGIC, &data, &length, error))
    return NULL;
  n = (length - SKY_REVERSI_MAGIC_SIZE) / SKY_REVERSI_POSITION_RECORD_SIZE;
  if (SKY_REVERSI_MAGIC_SIZE + n * SKY_REVERSI_POSITION_RECORD_SIZE != length)
    {
      truncated (path, SKY_REVERSI_MAGIC_SIZE
                       + n * SKY_REVERSI_POSITION_RECORD_SIZE, error);
      return NULL;
    }
  positions = g_array_sized_new (FALSE, FALSE,
                                 sizeof (SkyReversiTrainingPosition), (guint) n);
  for (gsize i = 0; i < n; i++)
    {
      gsize offset = SKY_REVERSI_MAGIC_SIZE + i * SKY_REVERSI_POSITION_RECORD_SIZE;
      SkyReversiTrainingPosition pos = { get_u64 (data + offset),
                                         get_u64 (data + offset + 8) };

      if (!check_position (path, offset, pos.P, pos.O, error))
        return NULL;
      g_array_append_val (positions, pos);
    }
  return g_steal_pointer (&positions);
}

static GByteArray *
encode_labels (const SkyReversiLabel *labels, gsize n, gboolean magic)
{
  GByteArray *bytes = g_byte_array_sized_new ((guint) (SKY_REVERSI_MAGIC_SIZE
                                                       + n * SKY_REVERSI_LABEL_RECORD_SIZE));

  if (magic)
    g_byte_array_append (bytes, (const guint8 *) SKY_REVERSI_LABELS_MAGIC,
                         SKY_REVERSI_MAGIC_SIZE);
  for (gsize i = 0; i < n; i++)
    {
      guint8 record[SKY_REVERSI_LABEL_RECORD_SIZE];

      encode_label (record, &labels[i]);
      g_byte_array_append (bytes, record, sizeof record);
    }
  return bytes;
}

gboolean
sky_reversi_labels_save (const char *path, const SkyReversiLabel *labels,
                         gsize n, GError **error)
{
  g_autoptr(GByteArray) bytes = encode_labels (labels, n, TRUE);

  return sky_write_file_atomic (path, (const char *) bytes->data,
                              (gssize) bytes->len, error);
}

/* The header of a labels file in data[0..length): its magic, and for
 * "SKYLAB2" the options (*options, else NULL; may be NULL).  TRUE with
 * *header_length its length, or 0 if data ends inside it (a file begun
 * and stopped, or a prefix of either magic); FALSE and an error if data
 * is no labels file. */
static gboolean
labels_header (const char *path, const guint8 *data, gsize length,
               gsize *header_length, char **options, GError **error)
{
  gsize n = MIN (length, (gsize) SKY_REVERSI_MAGIC_SIZE);
  guint32 text_length;

  *header_length = 0;
  if (options != NULL)
    *options = NULL;
  if (length >= SKY_REVERSI_MAGIC_SIZE
      && memcmp (data, SKY_REVERSI_LABELS_MAGIC, SKY_REVERSI_MAGIC_SIZE) == 0)
    {
      *header_length = SKY_REVERSI_MAGIC_SIZE;
      return TRUE;
    }
  if (memcmp (data, SKY_REVERSI_LABELS_MAGIC_2, n) != 0
      && memcmp (data, SKY_REVERSI_LABELS_MAGIC, n) != 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("%s: not a file of labelled positions (it does not start with “SKYLAB1”)"),
                   path);
      return FALSE;
    }
  if (length < SKY_REVERSI_MAGIC_SIZE + 4)
    return TRUE;
  text_length = (guint32) data[8] | (guint32) data[9] << 8
                | (guint32) data[10] << 16 | (guint32) data[11] << 24;
  if (text_length > SKY_REVERSI_LABELS_MAX_OPTIONS
      || (length >= SKY_REVERSI_MAGIC_SIZE + 4 + text_length
          && !g_utf8_validate_len ((const char *) data + 12, text_length,
                                   NULL)))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("%s: the options in the header of the labels file are broken"),
                   path);
      return FALSE;
    }
  if (length < SKY_REVERSI_MAGIC_SIZE + 4 + text_length)
    return TRUE;
  *header_length = SKY_REVERSI_MAGIC_SIZE + 4 + text_length;
  if (options != NULL)
    *options = g_strndup ((const char *) data + 12, text_length);
  return TRUE;
}

/* Decodes and checks the whole records of data[start..length). */
static GArray *
decode_labels (const char *path, const guint8 *data, gsize length,
               gsize start, gsize *partial_bytes, GError **error)
{
  gsize n = (length - start) / SKY_REVERSI_LABEL_RECORD_SIZE;
  gsize end = start + n * SKY_REVERSI_LABEL_RECORD_SIZE;
  g_autoptr(GArray) labels = NULL;

  if (end != length && partial_bytes == NULL)
    {
      truncated (path, end, error);
      return NULL;
    }
  if (partial_bytes != NULL)
    *partial_bytes = length - end;
  labels = g_array_sized_new (FALSE, FALSE, sizeof (SkyReversiLabel),
                              (guint) n);
  for (gsize i = 0; i < n; i++)
    {
      gsize offset = start + i * SKY_REVERSI_LABEL_RECORD_SIZE;
      SkyReversiLabel label;

      decode_label (data + offset, &label);
      if (!check_label (path, offset, &label, error))
        return NULL;
      g_array_append_val (labels, label);
    }
  return g_steal_pointer (&labels);
}

GArray *
sky_reversi_labels_load (const char *path, gsize *partial_bytes,
                         GError **error)
{
  g_autofree guint8 *data = NULL;
  gsize length, start;

  if (!load_file (path, SKY_REVERSI_LABELS_MAGIC, &data, &length, error)
      || !labels_header (path, data, length, &start, NULL, error))
    return NULL;
  if (start == 0)
    {
      truncated (path, length, error);
      return NULL;
    }
  return decode_labels (path, data, length, start, partial_bytes, error);
}

/* --- The writer -------------------------------------------------------- */

struct _SkyReversiLabelWriter {
  GFileIOStream *stream;
  GByteArray *pending;
  char *path;
};

SkyReversiLabelWriter *
sky_reversi_label_writer_open (const char *path, const char *options,
                               GArray *existing, GError **error)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFileIOStream) stream = NULL;
  g_autofree char *contents = NULL;
  gsize length = 0;
  goffset keep = 0;
  SkyReversiLabelWriter *writer;
  GError *local_error = NULL;

  contents = sky_read_file_limited (path, SKY_REVERSI_TRAINING_FILE_MAX,
                                    _("a file of labelled positions"), 0,
                                    NULL, NULL, &length, &local_error);
  if (contents == NULL)
    {
      if (!g_error_matches (local_error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        {
          g_propagate_error (error, local_error);
          return NULL;
        }
      g_clear_error (&local_error);
      length = 0;
    }
  if (length > 0)
    {
      gsize partial = 0, start;
      g_autofree char *said = NULL;
      g_autoptr(GArray) labels = NULL;

      if (!labels_header (path, (const guint8 *) contents, length, &start,
                          &said, error))
        return NULL;
      if (said != NULL && options != NULL && strcmp (said, options) != 0)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                       /* TRANSLATORS: the file, then the options it
                        * was labelled with and the options given now */
                       _("%s was labelled with other options (%s), not these (%s): give the same ones to go on with it, or another output file"),
                       path, said, options);
          return NULL;
        }
      /* A file cut inside its header was never more than begun: start
       * == 0 writes it again. */
      if (start > 0)
        {
          labels = decode_labels (path, (const guint8 *) contents, length,
                                  start, &partial, error);
          if (labels == NULL)
            return NULL;
          keep = (goffset) (length - partial);
          if (existing != NULL)
            g_array_append_vals (existing, labels->data, labels->len);
        }
    }

  stream = g_file_open_readwrite (file, NULL, &local_error);
  if (stream == NULL
      && g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    {
      g_clear_error (&local_error);
      stream = g_file_create_readwrite (file, G_FILE_CREATE_NONE, NULL,
                                        &local_error);
    }
  if (stream == NULL)
    {
      g_propagate_prefixed_error (error, local_error, "%s: ", path);
      return NULL;
    }
  if (!g_seekable_truncate (G_SEEKABLE (stream), keep, NULL, &local_error)
      || !g_seekable_seek (G_SEEKABLE (stream), keep, G_SEEK_SET, NULL,
                           &local_error))
    {
      g_propagate_prefixed_error (error, local_error, "%s: ", path);
      return NULL;
    }

  writer = g_new0 (SkyReversiLabelWriter, 1);
  writer->stream = g_steal_pointer (&stream);
  writer->pending = g_byte_array_new ();
  writer->path = g_strdup (path);
  if (keep == 0 && options == NULL)
    g_byte_array_append (writer->pending,
                         (const guint8 *) SKY_REVERSI_LABELS_MAGIC,
                         SKY_REVERSI_MAGIC_SIZE);
  else if (keep == 0)
    {
      guint32 n = (guint32) MIN (strlen (options),
                                 (gsize) SKY_REVERSI_LABELS_MAX_OPTIONS);
      guint8 le[4] = { n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, n >> 24 };

      g_byte_array_append (writer->pending,
                           (const guint8 *) SKY_REVERSI_LABELS_MAGIC_2,
                           SKY_REVERSI_MAGIC_SIZE);
      g_byte_array_append (writer->pending, le, 4);
      g_byte_array_append (writer->pending, (const guint8 *) options, n);
    }
  return writer;
}

gboolean
sky_reversi_label_writer_flush (SkyReversiLabelWriter *writer, GError **error)
{
  GOutputStream *out = g_io_stream_get_output_stream (G_IO_STREAM (writer->stream));
  GError *local_error = NULL;

  if (writer->pending->len > 0
      && !g_output_stream_write_all (out, writer->pending->data,
                                     writer->pending->len, NULL, NULL,
                                     &local_error))
    {
      g_propagate_prefixed_error (error, local_error, "%s: ", writer->path);
      return FALSE;
    }
  g_byte_array_set_size (writer->pending, 0);
  if (!g_output_stream_flush (out, NULL, &local_error))
    {
      g_propagate_prefixed_error (error, local_error, "%s: ", writer->path);
      return FALSE;
    }
  return TRUE;
}

gboolean
sky_reversi_label_writer_add (SkyReversiLabelWriter *writer,
                              const SkyReversiLabel *label, GError **error)
{
  guint8 record[SKY_REVERSI_LABEL_RECORD_SIZE];

  encode_label (record, label);
  g_byte_array_append (writer->pending, record, sizeof record);
  if (writer->pending->len >= WRITER_BUFFER_RECORDS * SKY_REVERSI_LABEL_RECORD_SIZE)
    return sky_reversi_label_writer_flush (writer, error);
  return TRUE;
}

gboolean
sky_reversi_label_writer_close (SkyReversiLabelWriter *writer, GError **error)
{
  gboolean ok = sky_reversi_label_writer_flush (writer, error);
  GError *local_error = NULL;

  if (!g_io_stream_close (G_IO_STREAM (writer->stream), NULL,
                          ok ? &local_error : NULL) && ok)
    {
      g_propagate_prefixed_error (error, local_error, "%s: ", writer->path);
      ok = FALSE;
    }
  g_object_unref (writer->stream);
  g_byte_array_unref (writer->pending);
  g_free (writer->path);
  g_free (writer);
  return ok;
}
