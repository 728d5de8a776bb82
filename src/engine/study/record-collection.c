/* record-collection.c: a file of many games (described in
 * record-collection.h). */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "game-files.h"
#include "ggf.h"
#include "openings.h"
#include "record-collection.h"
#include "read-limited.h"
#include "reversi.h"
#include "reversi-lines.h"
#include "wthor.h"

typedef enum {
  FORMAT_TEXT,
  FORMAT_GGF,
  FORMAT_WTHOR,
  FORMAT_LINES,
  FORMAT_SPLIT,             /* a format of game-file-format.h */
} Format;

/* The summary keys, in the order of Entry.summary. */
static const char *const summary_keys[] = {
  "Black", "White", "Result", "Date", "Place", "Clock", "Opening",
};
enum { KEY_OPENING = 6, N_KEYS = 7 };

/* How often reading reports progress and looks at the cancellable. */
#define PROGRESS_EVERY 2048
/* The longest .JOU or .TRN file read beside a database. */
#define MAX_NAMES_FILE (16 * 1024 * 1024)

typedef struct {
  gsize offset, length;     /* GGF: the game in the contents */
  const char *summary[N_KEYS];
  guint line;               /* FORMAT_SPLIT: the game's first line */
} Entry;

struct _SkyRecordCollection {
  Format format;
  GBytes *contents;
  GArray *entries;          /* Entry */
  GStringChunk *strings;    /* the summaries */
  SkyRecord *record;        /* FORMAT_TEXT: the one game */
  GPtrArray *players;       /* WTHOR: names by number, or NULL */
  GPtrArray *tournaments;
  guint year;               /* WTHOR: of the games */
  SkyReversiLines lines;    /* FORMAT_LINES: which form */
  GArray *line_entries;     /* FORMAT_LINES: LineEntry, as entries */
  const SkyGameFileFormat *split;   /* FORMAT_SPLIT: which */
};

/* Whether messages are in Japanese: the first language of the user's list
 * that Sakiyomi speaks (English, its own, or Japanese), as the window
 * chooses an opening's name. */
static gboolean
messages_in_japanese (void)
{
  const char *const *names = g_get_language_names ();

  for (guint i = 0; names[i] != NULL; i++)
    {
      if (g_str_has_prefix (names[i], "ja"))
        return TRUE;
      if (g_str_has_prefix (names[i], "en") || g_str_equal (names[i], "C"))
        return FALSE;
    }
  return FALSE;
}

static const char *
opening_name (const SkyMove *squares, guint n, gboolean japanese)
{
  const SkyOpening *opening = n > 0 ? sky_opening_find (squares, n, NULL)
                                    : NULL;

  if (opening == NULL)
    return NULL;
  return japanese && opening->name_ja != NULL ? opening->name_ja
                                              : opening->name;
}

static SkyRecordCollection *
collection_new (Format format, GBytes *contents)
{
  SkyRecordCollection *collection = g_new0 (SkyRecordCollection, 1);

  collection->format = format;
  collection->contents = g_bytes_ref (contents);
  collection->entries = g_array_new (FALSE, TRUE, sizeof (Entry));
  collection->strings = g_string_chunk_new (64 * 1024);
  return collection;
}

static gboolean
report (GCancellable *cancellable, SkyRecordCollectionProgress progress,
        gpointer user_data, double fraction, GError **error)
{
  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return FALSE;
  if (progress != NULL)
    progress (fraction, user_data);
  return TRUE;
}

/* Before a file's next game is listed: FALSE and an error naming format
 * if the collection is full or the reading was cancelled (progress is
 * told every PROGRESS_EVERY games, offset of size read). */
static gboolean
may_add_entry (const SkyRecordCollection *collection, const char *format,
               gsize offset, gsize size, GCancellable *cancellable,
               SkyRecordCollectionProgress progress, gpointer user_data,
               GError **error)
{
  if (collection->entries->len >= SKY_RECORD_COLLECTION_MAX_GAMES)
    {
      g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                   /* TRANSLATORS: %s is a file format, "PGN" */
                   _("%s: the file holds more than %d games"),
                   format, SKY_RECORD_COLLECTION_MAX_GAMES);
      return FALSE;
    }
  return collection->entries->len % PROGRESS_EVERY != 0
         || report (cancellable, progress, user_data, (double) offset / size,
                    error);
}

/* Sakiyomi's text form ---------------------------------------------------- */

static void
summarize_record (SkyRecordCollection *collection, Entry *entry,
                  const SkyRecord *record)
{
  for (guint k = 0; k < KEY_OPENING; k++)
    {
      const char *value = sky_record_get_tag (record, summary_keys[k]);

      if (value != NULL)
        entry->summary[k] = g_string_chunk_insert_const (collection->strings,
                                                         value);
    }
  /* The opening's name, in a game of the openings' own. */
  if (sky_record_get_game (record) == sky_openings_game ())
    {
      g_autoptr(SkyPosition) standard = sky_position_new (sky_record_get_game (record),
                                                          &(SkyGameSetup) { 0, FALSE });
      const SkyPosition *start = sky_record_get_start (record);
      SkyMove squares[60];
      guint n = 0;

      if (sky_reversi_discs (start, SKY_SIDE_FIRST) != sky_reversi_discs (standard, SKY_SIDE_FIRST)
          || sky_reversi_discs (start, SKY_SIDE_SECOND) != sky_reversi_discs (standard, SKY_SIDE_SECOND)
          || start->to_move != standard->to_move)
        return;
      while (n < sky_record_get_n_moves (record) && n < G_N_ELEMENTS (squares)
             && sky_record_get_move (record, n) != SKY_MOVE_PASS)
        {
          squares[n] = sky_record_get_move (record, n);
          n++;
        }
      entry->summary[KEY_OPENING] = opening_name (squares, n,
                                                  messages_in_japanese ());
    }
}

static SkyRecordCollection *
read_text (GBytes *contents, GError **error)
{
  gsize size;
  const char *data = g_bytes_get_data (contents, &size);
  g_autofree char *text = NULL;
  g_autoptr(SkyRecord) record = NULL;
  SkyRecordCollection *collection;
  Entry entry = { 0 };

  if (size > SKY_RECORD_MAX_LENGTH)
    {
      g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                   _("A game record is at most %d bytes long"),
                   SKY_RECORD_MAX_LENGTH);
      return NULL;
    }
  text = g_strndup (data != NULL ? data : "", size);
  record = sky_record_from_string (text, error);
  if (record == NULL)
    return NULL;
  collection = collection_new (FORMAT_TEXT, contents);
  summarize_record (collection, &entry, record);
  g_array_append_val (collection->entries, entry);
  collection->record = g_steal_pointer (&record);
  return collection;
}

/* GGF -------------------------------------------------------------------- */

/* The standard start as BO writes it, spaces left out. */
static const char standard_board[] =
  "8---------------------------O*------*O---------------------------*";

typedef struct {
  SkyRecordCollection *collection;
  Entry *entry;
  SkyMove squares[60];
  guint n_squares;
  gboolean book_ended;      /* a pass, a move that is no square, or BO */
} GgfSummary;

static gboolean
summarize_property (const char *name, gsize name_length, const char *value,
                    gsize value_length, gpointer user_data)
{
  GgfSummary *summary = user_data;
  const char *tag = sky_ggf_tag_for_property (name, name_length);

  if (tag != NULL)
    {
      g_autofree char *plain = sky_ggf_tag_value (name, name_length, value,
                                                  value_length);

      for (guint k = 0; k < KEY_OPENING; k++)
        if (plain != NULL && strcmp (summary_keys[k], tag) == 0)
          summary->entry->summary[k]
            = g_string_chunk_insert_const (summary->collection->strings, plain);
    }
  else if (name_length == 1 && (name[0] == 'B' || name[0] == 'W'))
    {
      SkyMove move;

      if (summary->book_ended || summary->n_squares >= G_N_ELEMENTS (summary->squares))
        return TRUE;
      if (!sky_ggf_parse_move (value, value_length, &move) || move == SKY_MOVE_PASS)
        summary->book_ended = TRUE;
      else
        summary->squares[summary->n_squares++] = move;
    }
  else if (name_length == 2 && memcmp (name, "BO", 2) == 0)
    {
      gsize n = 0, i;

      /* Only a game from the standard start has an opening's name. */
      for (i = 0; i < value_length && n < sizeof standard_board - 1; i++)
        if (!g_ascii_isspace (value[i]))
          {
            if (value[i] != standard_board[n])
              break;
            n++;
          }
      while (i < value_length && g_ascii_isspace (value[i]))
        i++;
      if (n != sizeof standard_board - 1 || i != value_length)
        summary->book_ended = TRUE;
      if (summary->n_squares > 0)
        summary->book_ended = TRUE;
    }
  return TRUE;
}

static SkyRecordCollection *
read_ggf (GBytes *contents, GCancellable *cancellable,
          SkyRecordCollectionProgress progress, gpointer user_data,
          GError **error)
{
  gsize size;
  const char *text = g_bytes_get_data (contents, &size);
  g_autoptr(GError) local_error = NULL;
  SkyRecordCollection *collection = collection_new (FORMAT_GGF, contents);
  gboolean japanese = messages_in_japanese ();
  gsize offset = 0, start, length;
  guint line = 1;

  while (sky_ggf_next_game (text, size, &offset, &line, &start, &length,
                            &local_error))
    {
      Entry entry = { start, length, { NULL } };
      GgfSummary summary = { collection, &entry, { 0 }, 0, FALSE };

      if (!may_add_entry (collection, _("GGF"), offset, size, cancellable,
                          progress, user_data, error))
        {
          sky_record_collection_free (collection);
          return NULL;
        }
      /* A game whose properties are broken stays listed; get_record says
       * what is wrong with it. */
      sky_ggf_foreach_property (text + start, length, summarize_property,
                                &summary, NULL);
      entry.summary[KEY_OPENING] = opening_name (summary.squares,
                                                 summary.n_squares, japanese);
      g_array_append_val (collection->entries, entry);
    }
  if (local_error != NULL)
    {
      g_set_error (error, local_error->domain, local_error->code, "GGF: %s",
                   local_error->message);
      sky_record_collection_free (collection);
      return NULL;
    }
  return collection;
}

/* The formats of game-file-format.h ---------------------------------------- */

static void
summarize_tag (const char *key, const char *value, gpointer user_data)
{
  GgfSummary *summary = user_data;

  for (guint k = 0; k < KEY_OPENING; k++)
    if (value[0] != '\0' && strcmp (summary_keys[k], key) == 0)
      summary->entry->summary[k]
        = g_string_chunk_insert_const (summary->collection->strings, value);
}

static SkyRecordCollection *
read_split (const SkyGameFileFormat *format, GBytes *contents,
            GCancellable *cancellable, SkyRecordCollectionProgress progress,
            gpointer user_data, GError **error)
{
  gsize size;
  const char *text = g_bytes_get_data (contents, &size);
  g_autoptr(GError) local_error = NULL;
  SkyRecordCollection *collection = collection_new (FORMAT_SPLIT, contents);
  gboolean japanese = messages_in_japanese ();
  gsize offset = 0, start, length;
  guint line = 1, start_line;

  collection->split = format;
  while (format->next_game (text, size, &offset, &line, &start, &length,
                            &start_line, &local_error))
    {
      Entry entry = { start, length, { NULL }, start_line };
      GgfSummary summary = { collection, &entry, { 0 }, 0, FALSE };

      if (!may_add_entry (collection, _(format->name), offset, size,
                          cancellable, progress, user_data, error))
        {
          sky_record_collection_free (collection);
          return NULL;
        }
      summary.n_squares = format->summarize (text + start, length,
                                             summarize_tag, &summary,
                                             summary.squares,
                                             G_N_ELEMENTS (summary.squares));
      entry.summary[KEY_OPENING] = opening_name (summary.squares,
                                                 summary.n_squares, japanese);
      g_array_append_val (collection->entries, entry);
    }
  if (local_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      sky_record_collection_free (collection);
      return NULL;
    }
  return collection;
}

/* WTHOR ------------------------------------------------------------------ */

/* The .JOU or .TRN file named name_lower (either case) in dir, or NULL. */
static GPtrArray *
read_names_beside (const char *dir, const char *name_lower,
                   gsize record_size)
{
  g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
  const char *name;

  if (listing == NULL)
    return NULL;
  while ((name = g_dir_read_name (listing)) != NULL)
    if (g_ascii_strcasecmp (name, name_lower) == 0)
      {
        g_autofree char *path = g_build_filename (dir, name, NULL);
        g_autofree char *data = NULL;
        GStatBuf info;
        gsize size;

        /* Only a regular file: a FIFO here must not block the reading. */
        if (g_stat (path, &info) != 0 || !S_ISREG (info.st_mode)
            || info.st_size > MAX_NAMES_FILE
            || !g_file_get_contents (path, &data, &size, NULL))
          return NULL;
        return sky_wthor_read_names ((const guint8 *) data, size, record_size,
                                     NULL);
      }
  return NULL;
}

static const char *
wthor_name (SkyRecordCollection *collection, gboolean player, guint number)
{
  GPtrArray *names = player ? collection->players : collection->tournaments;
  g_autofree char *fallback = NULL;

  if (names != NULL && number < names->len
      && ((const char *) names->pdata[number])[0] != '\0')
    return names->pdata[number];
  /* Without the .JOU or .TRN file beside the database, the numbers. */
  fallback = player ? g_strdup_printf (_("Player %u"), number)
                    : g_strdup_printf (_("Tournament %u"), number);
  return g_string_chunk_insert_const (collection->strings, fallback);
}

static void
wthor_summarize (SkyRecordCollection *collection, Entry *entry,
                 const SkyWthorGame *game, gboolean japanese,
                 const char *year)
{
  char result[16];
  SkyMove squares[60];
  guint bad_byte;
  guint n = sky_wthor_game_squares (game, squares, &bad_byte);

  entry->summary[0] = wthor_name (collection, TRUE, game->black);
  entry->summary[1] = wthor_name (collection, TRUE, game->white);
  g_snprintf (result, sizeof result, "%u-%u", game->black_discs,
              game->black_discs <= 64 ? 64 - game->black_discs : 0);
  entry->summary[2] = g_string_chunk_insert_const (collection->strings,
                                                   result);
  entry->summary[3] = year;
  entry->summary[4] = wthor_name (collection, FALSE, game->tournament);
  entry->summary[KEY_OPENING] = opening_name (squares, n, japanese);
}

static SkyRecordCollection *
read_wthor (GBytes *contents, const char *path, GCancellable *cancellable,
            SkyRecordCollectionProgress progress, gpointer user_data,
            GError **error)
{
  gsize size;
  const guint8 *data = g_bytes_get_data (contents, &size);
  gboolean japanese = messages_in_japanese ();
  SkyRecordCollection *collection;
  SkyWthorHeader header;
  const char *year = NULL;

  if (!sky_wthor_read_header (data, size, &header, error))
    return NULL;
  if (header.n_games > SKY_RECORD_COLLECTION_MAX_GAMES)
    {
      g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                   _("WTHOR: the file holds more than %d games"),
                   SKY_RECORD_COLLECTION_MAX_GAMES);
      return NULL;
    }
  collection = collection_new (FORMAT_WTHOR, contents);
  collection->year = header.year;
  if (path != NULL)
    {
      g_autofree char *dir = g_path_get_dirname (path);

      collection->players = read_names_beside (dir, "wthor.jou",
                                               SKY_WTHOR_PLAYER_SIZE);
      collection->tournaments = read_names_beside (dir, "wthor.trn",
                                                   SKY_WTHOR_TOURNAMENT_SIZE);
    }
  if (header.year != 0)
    {
      char text[8];

      g_snprintf (text, sizeof text, "%u", header.year);
      year = g_string_chunk_insert_const (collection->strings, text);
    }
  g_array_set_size (collection->entries, header.n_games);
  for (guint i = 0; i < header.n_games; i++)
    {
      SkyWthorGame game;

      if (i % PROGRESS_EVERY == 0
          && !report (cancellable, progress, user_data,
                      (double) i / header.n_games, error))
        {
          sky_record_collection_free (collection);
          return NULL;
        }
      sky_wthor_get_game (data, i, &game);
      wthor_summarize (collection,
                       &g_array_index (collection->entries, Entry, i), &game,
                       japanese, year);
    }
  return collection;
}

/* Files of one game or position a line (reversi-lines.h) -------------- */

/* Their own summary keys, in the order of LineEntry.summary. */
static const char *const line_keys[] = {
  "Line", "Moves", "To move", "Empties", "Best", "Scores",
};
enum { LINE_KEY_LINE, LINE_KEY_MOVES, LINE_KEY_TO_MOVE, LINE_KEY_EMPTIES,
       LINE_KEY_BEST, LINE_KEY_SCORES, N_LINE_KEYS };

typedef struct {
  guint line;
  const char *summary[N_LINE_KEYS];
} LineEntry;

static void
line_summary (SkyRecordCollection *collection, LineEntry *entry, guint key,
              const char *text)
{
  entry->summary[key] = g_string_chunk_insert_const (collection->strings, text);
}

/* "g8 +18" (the best moves and their score) and "g8 +18, h1 +12, …". */
static void
summarize_scores (SkyRecordCollection *collection, LineEntry *entry,
                  const SkyObfScores *scores)
{
  g_autoptr(GString) best = g_string_new (NULL);
  g_autoptr(GString) all = g_string_new (NULL);
  int top;

  if (scores->n_moves == 0)
    return;
  top = sky_obf_scores_best (scores);
  for (int i = 0; i < scores->n_moves; i++)
    {
      char name[8];

      if (scores->moves[i] == SKY_MOVE_PASS)
        g_strlcpy (name, "pass", sizeof name);
      else
        g_snprintf (name, sizeof name, "%c%d", 'a' + scores->moves[i] % 8,
                    scores->moves[i] / 8 + 1);
      g_string_append_printf (all, "%s%s %+d", i > 0 ? ", " : "", name,
                              scores->scores[i]);
      if (scores->scores[i] == top)
        g_string_append_printf (best, "%s ", name);
    }
  g_string_append_printf (best, "%+d", top);
  line_summary (collection, entry, LINE_KEY_BEST, best->str);
  line_summary (collection, entry, LINE_KEY_SCORES, all->str);
}

static void
summarize_line (SkyRecordCollection *collection, Entry *entry,
                LineEntry *line_entry, const SkyRecord *record,
                const SkyObfScores *scores)
{
  const SkyPosition *start = sky_record_get_start (record);
  char text[16];

  if (collection->lines == SKY_REVERSI_LINES_POSITIONS)
    {
      line_summary (collection, line_entry, LINE_KEY_TO_MOVE,
                    start->to_move == SKY_SIDE_FIRST ? "black" : "white");
      g_snprintf (text, sizeof text, "%d", sky_reversi_empties (start));
      line_summary (collection, line_entry, LINE_KEY_EMPTIES, text);
      summarize_scores (collection, line_entry, scores);
      return;
    }
  summarize_record (collection, entry, record);
  g_snprintf (text, sizeof text, "%d", 60 - sky_reversi_empties (sky_record_get_end (record)));
  line_summary (collection, line_entry, LINE_KEY_MOVES, text);
}

static SkyRecordCollection *
read_lines (GBytes *contents, SkyReversiLines kind, GCancellable *cancellable,
            SkyRecordCollectionProgress progress, gpointer user_data,
            GError **error)
{
  gsize size, offset = 0, start, length;
  const char *text = g_bytes_get_data (contents, &size);
  SkyRecordCollection *collection = collection_new (FORMAT_LINES, contents);
  guint line = 0;

  collection->lines = kind;
  collection->line_entries = g_array_new (FALSE, TRUE, sizeof (LineEntry));
  while (sky_reversi_lines_next (text, size, &offset, &line, &start, &length))
    {
      g_autoptr(GError) line_error = NULL;
      g_autoptr(SkyRecord) record = NULL;
      Entry entry = { start, length, { NULL } };
      LineEntry line_entry = { line, { NULL } };
      SkyObfScores scores;
      char number[16];

      if (!may_add_entry (collection, sky_reversi_lines_name (kind), offset,
                          size, cancellable, progress, user_data, error))
        {
          sky_record_collection_free (collection);
          return NULL;
        }
      record = sky_reversi_lines_read (kind, text + start, length, &scores,
                                       &line_error);
      /* A game that cannot be played stays listed (get_record says why);
       * a file of positions is read whole or refused. */
      if (record == NULL && kind == SKY_REVERSI_LINES_POSITIONS)
        {
          g_set_error (error, line_error->domain, line_error->code,
                       _("%s, line %u: %s"), sky_reversi_lines_name (kind),
                       line, line_error->message);
          sky_record_collection_free (collection);
          return NULL;
        }
      g_snprintf (number, sizeof number, "%u", line);
      line_summary (collection, &line_entry, LINE_KEY_LINE, number);
      if (record != NULL)
        summarize_line (collection, &entry, &line_entry, record, &scores);
      g_array_append_val (collection->entries, entry);
      g_array_append_val (collection->line_entries, line_entry);
    }
  return collection;
}

/* Whether the contents, taken for move lines, read as one game: a game
 * written over several lines, or a position and its moves, stays one. */
static gboolean
reads_as_one_game (const char *data, gsize size)
{
  g_autofree char *text = NULL;
  g_autoptr(SkyRecord) record = NULL;

  if (size > SKY_RECORD_MAX_LENGTH)
    return FALSE;
  text = g_strndup (data, size);
  record = sky_record_from_string (text, NULL);
  return record != NULL;
}

/* Reading ------------------------------------------------------------------ */

/* Whether text (after a BOM, white space and a GGS archive line's count)
 * starts with a GGF game's "(;". */
static gboolean
looks_like_ggf (const char *text, gsize size)
{
  gsize p = 0;

  if (size >= 3 && memcmp (text, "\xEF\xBB\xBF", 3) == 0)
    p = 3;
  while (p < size && g_ascii_isspace (text[p]))
    p++;
  while (p < size && g_ascii_isdigit (text[p]))
    p++;
  while (p < size && (text[p] == ' ' || text[p] == '\t'))
    p++;
  return p + 1 < size && text[p] == '(' && text[p + 1] == ';';
}

SkyRecord *
sky_record_from_any (const char *text, GError **error)
{
  const SkyGameFileFormat *format;

  g_return_val_if_fail (text != NULL, NULL);

  format = sky_game_file_format_detect (text, strlen (text));
  if (format != NULL)
    return sky_game_file_format_read_first (format, text, strlen (text), error);
  if (looks_like_ggf (text, strlen (text)))
    return sky_record_from_ggf (text, error);
  return sky_record_from_string (text, error);
}

SkyRecordCollection *
sky_record_collection_new_from_bytes (GBytes *contents, const char *path,
                                      GCancellable *cancellable,
                                      SkyRecordCollectionProgress progress,
                                      gpointer user_data, GError **error)
{
  SkyRecordCollection *collection;
  SkyReversiLines lines;
  const SkyGameFileFormat *format;
  gsize size;
  const char *data;

  g_return_val_if_fail (contents != NULL, NULL);

  data = g_bytes_get_data (contents, &size);
  if (data == NULL)
    data = "";
  if (sky_wthor_is_game_file ((const guint8 *) data, size, path))
    collection = read_wthor (contents, path, cancellable, progress,
                             user_data, error);
  else if (!g_utf8_validate_len (data, size, NULL))
    {
      g_set_error_literal (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                           _("The game record is not UTF-8 text"));
      return NULL;
    }
  else if ((format = sky_game_file_format_detect (data, size)) != NULL)
    collection = read_split (format, contents, cancellable, progress,
                             user_data, error);
  else if (looks_like_ggf (data, size))
    collection = read_ggf (contents, cancellable, progress, user_data, error);
  else if ((lines = sky_reversi_lines_detect (data, size)) != SKY_REVERSI_LINES_NONE
           && !(lines == SKY_REVERSI_LINES_MOVES && reads_as_one_game (data, size)))
    collection = read_lines (contents, lines, cancellable, progress,
                             user_data, error);
  else
    collection = read_text (contents, error);
  if (collection != NULL && collection->entries->len == 0)
    {
      g_set_error_literal (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                           _("The file holds no game"));
      g_clear_pointer (&collection, sky_record_collection_free);
    }
  if (collection != NULL && progress != NULL)
    progress (1.0, user_data);
  return collection;
}

SkyRecordCollection *
sky_record_collection_new_from_file (const char *path,
                                     GCancellable *cancellable,
                                     SkyRecordCollectionProgress progress,
                                     gpointer user_data, GError **error)
{
  g_autoptr(GBytes) contents = NULL;
  char *data;
  gsize size = 0;

  g_return_val_if_fail (path != NULL, NULL);

  /* Read, not mapped: a file changed while it is open cannot take the
   * games from under the collection.  Read against the limit, so that a
   * device or an endless pipe cannot take memory without end. */
  data = sky_read_file_limited (path, SKY_RECORD_COLLECTION_MAX_FILE,
                                _("a file of games"), 0, NULL, NULL, &size,
                                error);
  if (data == NULL)
    return NULL;
  contents = g_bytes_new_take (data, size);
  return sky_record_collection_new_from_bytes (contents, path, cancellable,
                                               progress, user_data, error);
}

void
sky_record_collection_free (SkyRecordCollection *collection)
{
  if (collection == NULL)
    return;
  g_bytes_unref (collection->contents);
  g_array_unref (collection->entries);
  g_string_chunk_free (collection->strings);
  g_clear_pointer (&collection->record, sky_record_free);
  g_clear_pointer (&collection->players, g_ptr_array_unref);
  g_clear_pointer (&collection->tournaments, g_ptr_array_unref);
  g_clear_pointer (&collection->line_entries, g_array_unref);
  g_free (collection);
}

guint
sky_record_collection_get_n_games (const SkyRecordCollection *collection)
{
  g_return_val_if_fail (collection != NULL, 0);
  return collection->entries->len;
}

const char *
sky_record_collection_get_format (const SkyRecordCollection *collection)
{
  g_return_val_if_fail (collection != NULL, NULL);
  switch (collection->format)
    {
    case FORMAT_GGF:
      return _("GGF");
    case FORMAT_WTHOR:
      return _("WTHOR");
    case FORMAT_LINES:
      return sky_reversi_lines_name (collection->lines);
    case FORMAT_SPLIT:
      return _(collection->split->name);
    case FORMAT_TEXT:
    default:
      return _("Sakiyomi");
    }
}

const char *
sky_record_collection_get_summary (const SkyRecordCollection *collection,
                                   guint index, const char *key)
{
  g_return_val_if_fail (collection != NULL, NULL);
  g_return_val_if_fail (index < collection->entries->len, NULL);
  g_return_val_if_fail (key != NULL, NULL);

  for (guint k = 0; k < N_KEYS; k++)
    if (strcmp (key, summary_keys[k]) == 0)
      return g_array_index (collection->entries, Entry, index).summary[k];
  for (guint k = 0; collection->line_entries != NULL && k < N_LINE_KEYS; k++)
    if (strcmp (key, line_keys[k]) == 0)
      return g_array_index (collection->line_entries, LineEntry, index).summary[k];
  return NULL;
}

gboolean
sky_record_collection_holds_positions (const SkyRecordCollection *collection)
{
  g_return_val_if_fail (collection != NULL, FALSE);
  return collection->format == FORMAT_LINES
         && collection->lines == SKY_REVERSI_LINES_POSITIONS;
}

SkyRecord *
sky_record_collection_get_record (const SkyRecordCollection *collection,
                                  guint index, GError **error)
{
  g_autoptr(GError) local_error = NULL;
  const Entry *entry;
  SkyRecord *record = NULL;

  g_return_val_if_fail (collection != NULL, NULL);
  g_return_val_if_fail (index < collection->entries->len, NULL);

  entry = &g_array_index (collection->entries, Entry, index);
  switch (collection->format)
    {
    case FORMAT_TEXT:
      return sky_record_copy (collection->record);
    case FORMAT_GGF:
      record = sky_ggf_read_game ((const char *) g_bytes_get_data (collection->contents, NULL)
                                  + entry->offset,
                                  entry->length, &local_error);
      break;
    case FORMAT_WTHOR:
      {
        SkyWthorGame game;

        sky_wthor_get_game (g_bytes_get_data (collection->contents, NULL),
                            index, &game);
        record = sky_wthor_game_to_record (&game, &local_error);
        if (record != NULL)
          for (guint k = 0; k < KEY_OPENING; k++)
            if (entry->summary[k] != NULL)
              sky_record_set_tag (record, summary_keys[k], entry->summary[k]);
      }
      break;
    case FORMAT_LINES:
      record = sky_reversi_lines_read (collection->lines,
                                       (const char *) g_bytes_get_data (collection->contents, NULL)
                                       + entry->offset,
                                       entry->length, NULL, &local_error);
      if (record == NULL)
        {
          /* The line names the game. */
          g_set_error (error, local_error->domain, local_error->code,
                       _("%s, line %u: %s"),
                       sky_reversi_lines_name (collection->lines),
                       g_array_index (collection->line_entries, LineEntry, index).line,
                       local_error->message);
          return NULL;
        }
      return record;
    case FORMAT_SPLIT:
      record = collection->split->read_game ((const char *) g_bytes_get_data (collection->contents, NULL)
                                             + entry->offset,
                                             entry->length, entry->line,
                                             &local_error);
      break;
    default:
      g_assert_not_reached ();
    }
  if (record == NULL)
    g_set_error (error, local_error->domain, local_error->code,
                 _("game %u: %s"), index + 1, local_error->message);
  return record;
}
