/* practice.c: the practice positions and their file (see practice.h). */
#include "config.h"

#include <errno.h>
#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "practice.h"
#include "practice-schedule.h"
#include "read-limited.h"
#include "value-format.h"
#include "write-atomic.h"

/* Some thousands of positions take a few MB; anything far bigger is not
 * a store. */
#define MAX_FILE_SIZE (64 * 1024 * 1024)
#define MAIN_GROUP "Practice"
#define POSITION_PREFIX "Position "
#define ID_LENGTH 10
#define MIN_ID_PREFIX 4

struct _SkyPracticeStore
{
  char *path;
  GPtrArray *entries;       /* SkyPracticeEntry *, in the order added */
  guint attempted;
  guint solved;
};

static const char *const judgement_ids[SKY_N_JUDGEMENTS] = {
  "none", "inaccuracy", "mistake", "blunder",
};

GQuark
sky_practice_error_quark (void)
{
  return g_quark_from_static_string ("sky-practice-error-quark");
}

static void
entry_free (SkyPracticeEntry *entry)
{
  g_free (entry->id);
  g_free (entry->board);
  g_free (entry->played);
  g_strfreev (entry->best);
  g_strfreev (entry->refutation);
  g_strfreev (entry->line);
  g_free (entry->source);
  g_free (entry);
}

char *
sky_practice_default_path (void)
{
  const char *path = g_getenv ("SAKIYOMI_PRACTICE_FILE");

  if (path != NULL && *path != '\0')
    return g_strdup (path);
  return g_build_filename (g_get_user_data_dir (), "sakiyomi", "practice.ini",
                           NULL);
}

char *
sky_practice_make_id (const SkyGame *game, const char *board)
{
  g_autoptr(GChecksum) sum = g_checksum_new (G_CHECKSUM_SHA1);

  g_checksum_update (sum, (const guchar *) game->id, -1);
  g_checksum_update (sum, (const guchar *) "\n", 1);
  g_checksum_update (sum, (const guchar *) board, -1);
  return g_strndup (g_checksum_get_string (sum), ID_LENGTH);
}

/* Reading
 * ======= */

static char *
format_time (gint64 time)
{
  g_autoptr(GDateTime) date = g_date_time_new_from_unix_utc (time);

  if (date == NULL)
    return g_strdup ("1970-01-01T00:00:00Z");
  return g_date_time_format_iso8601 (date);
}

static gboolean
parse_time (const char *text, gint64 *time)
{
  g_autoptr(GDateTime) date = NULL;

  if (text == NULL)
    return FALSE;
  date = g_date_time_new_from_iso8601 (text, g_time_zone_new_utc ());
  if (date == NULL)
    return FALSE;
  *time = g_date_time_to_unix (date);
  return TRUE;
}

/* A key that must be there: FALSE and *what set to its name if not. */
static char *
get_required (GKeyFile *file, const char *group, const char *key,
              const char **what)
{
  char *value = g_key_file_get_string (file, group, key, NULL);

  if (value == NULL)
    *what = key;
  return value;
}

/* A whole number, 0 if missing; FALSE if there but not one. */
static gboolean
get_count (GKeyFile *file, const char *group, const char *key, guint *value)
{
  g_autofree char *text = g_key_file_get_string (file, group, key, NULL);
  guint64 number;

  *value = 0;
  if (text == NULL)
    return TRUE;
  if (!g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT, &number, NULL))
    return FALSE;
  *value = (guint) number;
  return TRUE;
}

/* A list of moves, empty if missing. */
static char **
get_moves (GKeyFile *file, const char *group, const char *key)
{
  char **moves = g_key_file_get_string_list (file, group, key, NULL, NULL);

  return moves != NULL ? moves : g_new0 (char *, 1);
}

/* The optional Value, Refutation and Line; FALSE and *problem if Value
 * is there but not a number. */
static gboolean
read_lines (GKeyFile *file, const char *group, SkyPracticeEntry *entry,
            char **problem)
{
  g_autofree char *value = g_key_file_get_string (file, group, "Value", NULL);
  char *end = NULL;

  entry->refutation = get_moves (file, group, "Refutation");
  entry->line = get_moves (file, group, "Line");
  if (value == NULL)
    return TRUE;
  entry->best_value = g_ascii_strtod (value, &end);
  if (end == value || *end != '\0' || !isfinite (entry->best_value))
    {
      *problem = g_strdup_printf (_("[%s]: Value must be a number"), group);
      return FALSE;
    }
  entry->has_value = TRUE;
  return TRUE;
}

/* One [Position ID] group; NULL and *problem (newly allocated) saying
 * what is wrong. */
static SkyPracticeEntry *
read_entry (GKeyFile *file, const char *group, char **problem)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *game_id = NULL, *side = NULL, *judgement = NULL;
  g_autofree char *added = NULL, *due = NULL, *interval = NULL;
  g_autoptr(SkyPosition) pos = NULL;
  SkyPracticeEntry *entry = g_new0 (SkyPracticeEntry, 1);
  const char *missing = NULL;
  guint64 number;

  entry->id = g_strdup (group + strlen (POSITION_PREFIX));
  game_id = get_required (file, group, "Game", &missing);
  if (game_id != NULL)
    entry->board = get_required (file, group, "Board", &missing);
  if (entry->board != NULL)
    side = get_required (file, group, "SideToMove", &missing);
  if (side != NULL)
    entry->played = get_required (file, group, "Played", &missing);
  if (entry->played != NULL)
    {
      entry->best = g_key_file_get_string_list (file, group, "Best", NULL, NULL);
      if (entry->best == NULL || entry->best[0] == NULL)
        missing = "Best";
    }
  if (missing == NULL)
    judgement = get_required (file, group, "Class", &missing);
  if (missing == NULL)
    added = get_required (file, group, "Added", &missing);
  if (missing == NULL)
    due = get_required (file, group, "Due", &missing);
  if (missing != NULL)
    {
      *problem = g_strdup_printf (_("[%s] has no %s"), group, missing);
      goto fail;
    }

  entry->game = sky_game_from_id (game_id);
  if (entry->game == NULL)
    {
      *problem = g_strdup_printf (_("[%s]: “%s” is not a game"), group, game_id);
      goto fail;
    }
  pos = sky_position_new_from_string (entry->game, entry->board, &error);
  if (pos == NULL)
    {
      *problem = g_strdup_printf (_("[%s]: the board cannot be read: %s"),
                                  group, error->message);
      goto fail;
    }
  if (g_str_equal (side, "first"))
    entry->to_move = SKY_SIDE_FIRST;
  else if (g_str_equal (side, "second"))
    entry->to_move = SKY_SIDE_SECOND;
  else
    {
      *problem = g_strdup_printf (_("[%s]: SideToMove must be first or second, not “%s”"),
                                  group, side);
      goto fail;
    }
  entry->judgement = SKY_JUDGEMENT_NONE;
  for (int j = 0; j < SKY_N_JUDGEMENTS; j++)
    if (g_str_equal (judgement, judgement_ids[j]))
      entry->judgement = (SkyJudgement) j;
  if (entry->judgement != SKY_JUDGEMENT_MISTAKE
      && entry->judgement != SKY_JUDGEMENT_BLUNDER)
    {
      *problem = g_strdup_printf (_("[%s]: Class must be mistake or blunder, not “%s”"),
                                  group, judgement);
      goto fail;
    }
  if (!parse_time (added, &entry->added) || !parse_time (due, &entry->due))
    {
      *problem = g_strdup_printf (_("[%s]: Added and Due must be dates such as 2026-12-06T20:50:00Z"),
                                  group);
      goto fail;
    }
  interval = g_key_file_get_string (file, group, "Interval", NULL);
  if (interval != NULL
      && !g_ascii_string_to_unsigned (interval, 10, 0, G_MAXINT64, &number, NULL))
    {
      *problem = g_strdup_printf (_("[%s]: Interval must be a number of seconds"),
                                  group);
      goto fail;
    }
  entry->interval = interval != NULL ? (gint64) number : 0;
  if (!get_count (file, group, "Streak", &entry->streak)
      || !get_count (file, group, "Right", &entry->right)
      || !get_count (file, group, "Wrong", &entry->wrong)
      || !get_count (file, group, "SourceGame", &entry->source_game)
      || !get_count (file, group, "Ply", &entry->ply))
    {
      *problem = g_strdup_printf (_("[%s]: Streak, Right, Wrong, SourceGame and Ply must be whole numbers"),
                                  group);
      goto fail;
    }
  entry->loss = g_key_file_get_double (file, group, "Loss", NULL);
  entry->exact = g_key_file_get_boolean (file, group, "Exact", NULL);
  entry->source = g_key_file_get_string (file, group, "Source", NULL);
  if (entry->source == NULL)
    entry->source = g_strdup ("");
  if (!read_lines (file, group, entry, problem))
    goto fail;
  return entry;

fail:
  entry_free (entry);
  return NULL;
}

static void
set_damaged (GError **error, const char *path, const char *problem)
{
  g_set_error (error, SKY_PRACTICE_ERROR, SKY_PRACTICE_ERROR_DAMAGED,
               _("The practice file “%s” is damaged (%s); it was left as it is"),
               path, problem);
}

SkyPracticeStore *
sky_practice_store_load (const char *path, GError **error)
{
  g_autoptr(SkyPracticeStore) store = g_new0 (SkyPracticeStore, 1);
  g_autoptr(GKeyFile) file = g_key_file_new ();
  g_autoptr(GError) local = NULL;
  g_autofree char *text = NULL;
  g_auto(GStrv) groups = NULL;
  gsize length;
  guint version;

  store->path = g_strdup (path);
  store->entries = g_ptr_array_new_with_free_func ((GDestroyNotify) entry_free);
  text = sky_read_file_limited (path, MAX_FILE_SIZE, _("a practice file"), 0,
                                NULL, NULL, &length, &local);
  if (text == NULL && g_error_matches (local, G_FILE_ERROR, G_FILE_ERROR_NOENT))
    return g_steal_pointer (&store);
  if (text == NULL)
    {
      g_propagate_prefixed_error (error, g_steal_pointer (&local),
                                  _("Cannot read the practice file “%s”: "), path);
      return NULL;
    }
  if (!g_key_file_load_from_data (file, text, length, G_KEY_FILE_NONE, &local))
    {
      set_damaged (error, path, local->message);
      return NULL;
    }
  if (!g_key_file_has_group (file, MAIN_GROUP))
    {
      set_damaged (error, path, _("it has no [Practice] group"));
      return NULL;
    }
  if (!get_count (file, MAIN_GROUP, "Version", &version) || version == 0)
    {
      set_damaged (error, path, _("its Version is not a number"));
      return NULL;
    }
  if (version > SKY_PRACTICE_VERSION)
    {
      g_set_error (error, SKY_PRACTICE_ERROR, SKY_PRACTICE_ERROR_NEWER,
                   _("The practice file “%s” was written by a later version of Sakiyomi (format %u); it was left as it is"),
                   path, version);
      return NULL;
    }
  if (!get_count (file, MAIN_GROUP, "Attempted", &store->attempted)
      || !get_count (file, MAIN_GROUP, "Solved", &store->solved))
    {
      set_damaged (error, path, _("Attempted and Solved must be whole numbers"));
      return NULL;
    }

  groups = g_key_file_get_groups (file, NULL);
  for (int i = 0; groups[i] != NULL; i++)
    {
      g_autofree char *problem = NULL;
      SkyPracticeEntry *entry;

      if (!g_str_has_prefix (groups[i], POSITION_PREFIX))
        continue;
      entry = read_entry (file, groups[i], &problem);
      if (entry == NULL)
        {
          set_damaged (error, path, problem);
          return NULL;
        }
      g_ptr_array_add (store->entries, entry);
    }
  return g_steal_pointer (&store);
}

void
sky_practice_store_free (SkyPracticeStore *store)
{
  if (store == NULL)
    return;
  g_free (store->path);
  g_ptr_array_unref (store->entries);
  g_free (store);
}

/* Writing
 * ======= */

static void
write_entry (GKeyFile *file, const SkyPracticeEntry *entry)
{
  g_autofree char *group = g_strconcat (POSITION_PREFIX, entry->id, NULL);
  g_autofree char *added = format_time (entry->added);
  g_autofree char *due = format_time (entry->due);
  g_autofree char *interval = g_strdup_printf ("%" G_GINT64_FORMAT,
                                               entry->interval);
  char loss[G_ASCII_DTOSTR_BUF_SIZE];
  SkyValueUnit unit = sky_value_unit_for_review (entry->game->kind);

  g_key_file_set_string (file, group, "Game", entry->game->id);
  g_key_file_set_string (file, group, "Board", entry->board);
  g_key_file_set_string (file, group, "SideToMove",
                         entry->to_move == SKY_SIDE_FIRST ? "first" : "second");
  g_key_file_set_string (file, group, "Played", entry->played);
  g_key_file_set_string_list (file, group, "Best",
                              (const char *const *) entry->best,
                              g_strv_length (entry->best));
  g_key_file_set_string (file, group, "Loss",
                         g_ascii_formatd (loss, sizeof loss, "%.10g", entry->loss));
  g_key_file_set_string (file, group, "Unit", sky_value_unit_id (unit));
  g_key_file_set_boolean (file, group, "Exact", entry->exact);
  g_key_file_set_string (file, group, "Class", judgement_ids[entry->judgement]);
  g_key_file_set_string (file, group, "Source", entry->source);
  g_key_file_set_uint64 (file, group, "SourceGame", entry->source_game);
  g_key_file_set_uint64 (file, group, "Ply", entry->ply);
  if (entry->has_value)
    g_key_file_set_string (file, group, "Value",
                           g_ascii_formatd (loss, sizeof loss, "%.10g",
                                            entry->best_value));
  if (entry->refutation[0] != NULL)
    g_key_file_set_string_list (file, group, "Refutation",
                                (const char *const *) entry->refutation,
                                g_strv_length (entry->refutation));
  if (entry->line[0] != NULL)
    g_key_file_set_string_list (file, group, "Line",
                                (const char *const *) entry->line,
                                g_strv_length (entry->line));
  g_key_file_set_string (file, group, "Added", added);
  g_key_file_set_string (file, group, "Due", due);
  g_key_file_set_string (file, group, "Interval", interval);
  g_key_file_set_uint64 (file, group, "Streak", entry->streak);
  g_key_file_set_uint64 (file, group, "Right", entry->right);
  g_key_file_set_uint64 (file, group, "Wrong", entry->wrong);
}

/* The whole store through the one writer, its folder made if need be. */
static gboolean
save (SkyPracticeStore *store, GError **error)
{
  g_autoptr(GKeyFile) file = g_key_file_new ();
  g_autofree char *folder = g_path_get_dirname (store->path);
  g_autofree char *data = NULL;
  gsize length;

  g_key_file_set_comment (file, NULL, NULL,
                          " Sakiyomi’s practice positions: mistakes of reviewed games, brought back\n"
                          " until solved.  Written by the program after every change.",
                          NULL);
  g_key_file_set_uint64 (file, MAIN_GROUP, "Version", SKY_PRACTICE_VERSION);
  g_key_file_set_uint64 (file, MAIN_GROUP, "Attempted", store->attempted);
  g_key_file_set_uint64 (file, MAIN_GROUP, "Solved", store->solved);
  for (guint i = 0; i < store->entries->len; i++)
    write_entry (file, store->entries->pdata[i]);
  data = g_key_file_to_data (file, &length, NULL);
  if (g_mkdir_with_parents (folder, 0755) != 0)
    {
      int saved = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved),
                   _("Cannot make the folder “%s”: %s"), folder,
                   g_strerror (saved));
      return FALSE;
    }
  return sky_write_file_atomic (store->path, data, length, error);
}

/* The file as it is now, read again before each change: what another
 * program (the window, the CLI) wrote since is kept, not written over.
 * FALSE (and nothing changed) if it no longer reads. */
static gboolean
refresh (SkyPracticeStore *store, GError **error)
{
  g_autoptr(SkyPracticeStore) disk = sky_practice_store_load (store->path,
                                                              error);
  GPtrArray *entries;

  if (disk == NULL)
    return FALSE;
  entries = store->entries;
  store->entries = disk->entries;
  disk->entries = entries;
  store->attempted = disk->attempted;
  store->solved = disk->solved;
  return TRUE;
}

/* The store's questions
 * ===================== */

const char *
sky_practice_store_get_path (const SkyPracticeStore *store)
{
  return store->path;
}

guint
sky_practice_store_get_n_entries (const SkyPracticeStore *store)
{
  return store->entries->len;
}

const SkyPracticeEntry *
sky_practice_store_get_entry (const SkyPracticeStore *store, guint index)
{
  g_return_val_if_fail (index < store->entries->len, NULL);
  return store->entries->pdata[index];
}

guint
sky_practice_store_get_attempted (const SkyPracticeStore *store)
{
  return store->attempted;
}

guint
sky_practice_store_get_solved (const SkyPracticeStore *store)
{
  return store->solved;
}

static int
find_index (const SkyPracticeStore *store, const char *id, GError **error)
{
  int found = -1;
  gsize length = strlen (id);

  for (guint i = 0; i < store->entries->len; i++)
    {
      const SkyPracticeEntry *entry = store->entries->pdata[i];

      if (g_str_equal (entry->id, id))
        return (int) i;
      if (length >= MIN_ID_PREFIX && g_str_has_prefix (entry->id, id))
        {
          if (found >= 0)
            {
              g_set_error (error, SKY_PRACTICE_ERROR,
                           SKY_PRACTICE_ERROR_AMBIGUOUS,
                           _("“%s” begins the ids of several practice positions"),
                           id);
              return -1;
            }
          found = (int) i;
        }
    }
  if (found < 0)
    g_set_error (error, SKY_PRACTICE_ERROR, SKY_PRACTICE_ERROR_NOT_FOUND,
                 _("No practice position has the id “%s”"), id);
  return found;
}

const SkyPracticeEntry *
sky_practice_store_find (const SkyPracticeStore *store, const char *id,
                         GError **error)
{
  int i = find_index (store, id, error);

  return i >= 0 ? store->entries->pdata[i] : NULL;
}

/* Adding from a review
 * ==================== */

static char *
move_name (const SkyPosition *pos, SkyMove move)
{
  if (move == SKY_MOVE_PASS)
    return g_strdup ("pass");
  return pos->game->move_to_string (pos, move);
}

/* The names of the moves of a line played from pos on (a copy), each in
 * the position before it. */
static char **
line_names (const SkyPosition *pos, const SkyMove *moves, int n)
{
  g_autoptr(SkyPosition) at = sky_position_copy (pos);
  GPtrArray *names = g_ptr_array_new ();

  for (int i = 0; i < n && !sky_position_is_over (at); i++)
    {
      if (moves[i] != SKY_MOVE_PASS && !sky_position_is_legal_move (at, moves[i]))
        break;
      g_ptr_array_add (names, move_name (at, moves[i]));
      sky_position_play (at, moves[i]);
    }
  g_ptr_array_add (names, NULL);
  return (char **) g_ptr_array_free (names, FALSE);
}

static SkyPracticeEntry *
entry_from_ply (const SkyRecord *record, const SkyReviewPly *ply,
                const char *source, guint source_game, gint64 now)
{
  const SkyPosition *pos = sky_record_get_position (record, ply->ply);
  SkyPracticeEntry *entry = g_new0 (SkyPracticeEntry, 1);
  GPtrArray *best = g_ptr_array_new ();

  entry->game = pos->game;
  entry->board = pos->game->position_to_string (pos);
  entry->id = sky_practice_make_id (entry->game, entry->board);
  entry->to_move = pos->to_move;
  entry->played = move_name (pos, ply->played);
  for (int i = 0; i < ply->n_good; i++)
    g_ptr_array_add (best, move_name (pos, ply->good[i]));
  /* A review from before the good moves were kept: its best move. */
  if (best->len == 0)
    g_ptr_array_add (best, move_name (pos, ply->best));
  g_ptr_array_add (best, NULL);
  entry->best = (char **) g_ptr_array_free (best, FALSE);
  /* Hundredths, as the values are searched: no 19.009999999999998. */
  entry->loss = round (ply->loss * 100) / 100;
  entry->exact = ply->exact;
  entry->judgement = ply->judgement;
  entry->source = g_strdup (source != NULL ? source : "");
  entry->source_game = source_game;
  entry->ply = ply->ply + 1;
  entry->has_value = TRUE;
  entry->best_value = round (ply->best_value * 100) / 100;
  {
    g_autoptr(SkyPosition) after = sky_position_copy (pos);

    sky_position_play (after, ply->played);
    entry->refutation = line_names (after, ply->refutation,
                                    ply->refutation_length);
  }
  entry->line = line_names (pos, ply->pv, ply->pv_length);
  entry->added = now;
  entry->due = now;
  return entry;
}

static gboolean
has_id (const SkyPracticeStore *store, const char *id)
{
  for (guint i = 0; i < store->entries->len; i++)
    if (g_str_equal (((const SkyPracticeEntry *) store->entries->pdata[i])->id, id))
      return TRUE;
  return FALSE;
}

gboolean
sky_practice_store_add_review (SkyPracticeStore *store,
                               const SkyRecord *record,
                               const SkyReviewPly *plies, guint n_plies,
                               const gboolean sides[2], const char *source,
                               guint source_game, gint64 now, guint *added,
                               GError **error)
{
  guint n = 0;

  if (added != NULL)
    *added = 0;
  if (!refresh (store, error))
    return FALSE;
  n_plies = MIN (n_plies, sky_record_get_n_moves (record));
  for (guint i = 0; i < n_plies; i++)
    {
      const SkyReviewPly *ply = &plies[i];
      SkyPracticeEntry *entry;

      if (!sides[ply->side] || ply->played == SKY_MOVE_PASS
          || (ply->judgement != SKY_JUDGEMENT_MISTAKE
              && ply->judgement != SKY_JUDGEMENT_BLUNDER))
        continue;
      entry = entry_from_ply (record, ply, source, source_game, now);
      if (has_id (store, entry->id))
        {
          entry_free (entry);
          continue;
        }
      g_ptr_array_add (store->entries, entry);
      n++;
    }
  if (added != NULL)
    *added = n;
  return n == 0 || save (store, error);
}

/* Changes
 * ======= */

gboolean
sky_practice_store_remove (SkyPracticeStore *store, const char *id,
                           GError **error)
{
  /* id may be an entry's own, which the refresh frees. */
  g_autofree char *key = g_strdup (id);
  int i;

  if (!refresh (store, error))
    return FALSE;
  i = find_index (store, key, error);
  if (i < 0)
    return FALSE;
  g_ptr_array_remove_index (store->entries, i);
  return save (store, error);
}

gboolean
sky_practice_store_clear (SkyPracticeStore *store, GError **error)
{
  /* A damaged file is set aside on purpose (sky_practice_set_aside ()),
   * never cleared over. */
  if (!refresh (store, error))
    return FALSE;
  g_ptr_array_set_size (store->entries, 0);
  store->attempted = 0;
  store->solved = 0;
  return save (store, error);
}

const SkyPracticeEntry *
sky_practice_store_next_due (const SkyPracticeStore *store, gint64 now)
{
  const SkyPracticeEntry *next = NULL;

  /* Strictly earlier only: of equal times, the one added first. */
  for (guint i = 0; i < store->entries->len; i++)
    {
      const SkyPracticeEntry *entry = store->entries->pdata[i];

      if (entry->due <= now && (next == NULL || entry->due < next->due))
        next = entry;
    }
  return next;
}

guint
sky_practice_store_count_due (const SkyPracticeStore *store, gint64 now)
{
  guint n = 0;

  for (guint i = 0; i < store->entries->len; i++)
    if (((const SkyPracticeEntry *) store->entries->pdata[i])->due <= now)
      n++;
  return n;
}

gint64
sky_practice_store_next_due_time (const SkyPracticeStore *store)
{
  gint64 first = G_MAXINT64;

  for (guint i = 0; i < store->entries->len; i++)
    first = MIN (first, ((const SkyPracticeEntry *) store->entries->pdata[i])->due);
  return first;
}

SkyPosition *
sky_practice_entry_get_position (const SkyPracticeEntry *entry,
                                 GError **error)
{
  return sky_position_new_from_string (entry->game, entry->board, error);
}

gboolean
sky_practice_entry_is_best (const SkyPracticeEntry *entry,
                            const SkyPosition *pos, SkyMove move)
{
  g_autofree char *name = move_name (pos, move);

  return g_strv_contains ((const char *const *) entry->best, name);
}

/* Reads the names of a line back from pos on into moves; the number read
 * (stops at the first that does not read). */
static int
read_line (const SkyPosition *pos, char **names, SkyMove *moves)
{
  g_autoptr(SkyPosition) at = sky_position_copy (pos);
  int n = 0;

  for (; names[n] != NULL && n < SKY_REVIEW_LINE_MAX; n++)
    {
      SkyMove move = SKY_MOVE_PASS;

      if (sky_position_is_over (at))
        break;
      if (!g_str_equal (names[n], "pass")
          && !at->game->move_from_string (at, names[n], &move, NULL))
        break;
      if (move != SKY_MOVE_PASS && !sky_position_is_legal_move (at, move))
        break;
      moves[n] = move;
      sky_position_play (at, move);
    }
  return n;
}

gboolean
sky_practice_entry_to_review_ply (const SkyPracticeEntry *entry,
                                  const SkyPosition *pos, SkyReviewPly *ply)
{
  SkyMove legal[SKY_MAX_MOVES];
  int n_legal = sky_position_legal_moves (pos, legal);

  memset (ply, 0, sizeof *ply);
  ply->ply = entry->ply > 0 ? entry->ply - 1 : 0;
  ply->side = pos->to_move;
  ply->played = SKY_MOVE_NONE;
  ply->best = SKY_MOVE_NONE;
  for (int i = 0; i < n_legal; i++)
    {
      g_autofree char *name = move_name (pos, legal[i]);

      if (g_str_equal (name, entry->played))
        ply->played = legal[i];
      if (g_strv_contains ((const char *const *) entry->best, name))
        ply->good[ply->n_good++] = legal[i];
    }
  ply->pv_length = read_line (pos, entry->line, ply->pv);
  ply->best = ply->pv_length > 0 ? ply->pv[0]
              : ply->n_good > 0 ? ply->good[0] : ply->played;
  ply->loss = entry->loss;
  ply->exact = entry->exact;
  ply->judgement = entry->judgement;
  ply->best_value = entry->best_value;
  ply->played_value = entry->best_value - entry->loss;
  if (ply->played != SKY_MOVE_NONE)
    {
      g_autoptr(SkyPosition) after = sky_position_copy (pos);

      sky_position_play (after, ply->played);
      ply->refutation_length = read_line (after, entry->refutation,
                                          ply->refutation);
    }
  return entry->has_value;
}

gboolean
sky_practice_store_answer (SkyPracticeStore *store, const char *id,
                           SkyMove move, gint64 now, gboolean *right,
                           GError **error)
{
  g_autofree char *key = g_strdup (id);
  int i;
  SkyPracticeEntry *entry;
  g_autoptr(SkyPosition) pos = NULL;
  gboolean is_best;

  if (!refresh (store, error))
    return FALSE;
  i = find_index (store, key, error);
  if (i < 0)
    return FALSE;
  entry = store->entries->pdata[i];
  pos = sky_practice_entry_get_position (entry, error);
  if (pos == NULL)
    return FALSE;
  is_best = sky_practice_entry_is_best (entry, pos, move);
  sky_practice_schedule (is_best, now, &entry->streak, &entry->interval,
                         &entry->due, &entry->right, &entry->wrong);
  store->attempted++;
  if (is_best)
    store->solved++;
  if (right != NULL)
    *right = is_best;
  return save (store, error);
}

gboolean
sky_practice_set_aside (const char *path, char **backup, GError **error)
{
  for (int n = 1; n < 1000; n++)
    {
      g_autofree char *name = n == 1 ? g_strconcat (path, ".damaged", NULL)
                                     : g_strdup_printf ("%s.damaged-%d", path, n);

      if (g_file_test (name, G_FILE_TEST_EXISTS))
        continue;
      if (g_rename (path, name) != 0)
        {
          int saved = errno;

          g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved),
                       _("Cannot rename “%s” to “%s”: %s"), path, name,
                       g_strerror (saved));
          return FALSE;
        }
      if (backup != NULL)
        *backup = g_steal_pointer (&name);
      return TRUE;
    }
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS,
               _("Cannot set “%s” aside: too many backups beside it"), path);
  return FALSE;
}
