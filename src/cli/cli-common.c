/* cli-common.c: what the subcommands share: errors, games, numbers. */
#include "config.h"

#include <errno.h>
#include <stdio_ext.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "cli.h"
#include "levels.h"
#include "printable.h"
#include "write-atomic.h"
#include "reversi-search.h"

int
sky_cli_usage_error (const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  sky_cli_error (message);
  return SKY_CLI_EXIT_USAGE;
}

void
sky_cli_error (const char *message)
{
  /* The message may quote a file ("move 1 (“…”) is not a square"): no
   * control character or bidirectional override of it reaches the
   * terminal. */
  g_autofree char *shown = sky_text_printable (message);

  fprintf (stderr, "sakiyomi-cli: %s\n", shown);
}

char *
sky_cli_printable (const char *text)
{
  return sky_text_printable (text);
}

int
sky_cli_close_stdout (int status)
{
  gboolean pending = __fpending (stdout) != 0;
  gboolean failed_before = ferror (stdout) != 0;
  int saved_errno = 0;

  /* As coreutils' close_stdout (): an error on any write, or on the
   * last flush; a standard output that was closed from the start is no
   * error if nothing was written to it. */
  if (fclose (stdout) != 0 && (pending || errno != EBADF))
    saved_errno = errno;
  else if (!failed_before)
    return status;
  if (saved_errno != 0)
    fprintf (stderr, "sakiyomi-cli: %s: %s\n",
             _("cannot write to standard output"), g_strerror (saved_errno));
  else
    fprintf (stderr, "sakiyomi-cli: %s\n",
             _("cannot write to standard output"));
  return status != 0 ? status : SKY_CLI_EXIT_FAILURE;
}

/* Whether arg is a position rather than an option: reversi's text starts
 * with "-" when a1 is empty, but its first eight characters, a whole row of
 * squares (X, O, * or - and . for empty), are no option's name. */
static gboolean
is_position_text (const char *arg)
{
  return arg[0] == '-' && strspn (arg, "-.XxOo*") >= 8;
}

/* Whether the option arg (“--name”, “-abc”) takes the next argument as its
 * value, as GOption decides it: a value it needs, or an optional one that
 * does not start with “-”.  next is NULL at the end. */
static gboolean
takes_next_argument (const GOptionEntry *entries, const char *arg,
                     const char *next)
{
  gboolean is_long = arg[1] == '-';

  if (next == NULL || (is_long && strchr (arg, '=') != NULL))
    return FALSE;
  for (const GOptionEntry *e = entries; e->long_name != NULL; e++)
    {
      if (is_long ? strcmp (arg + 2, e->long_name) != 0
                  : e->short_name == 0 || strchr (arg + 1, e->short_name) == NULL)
        continue;
      if (e->arg == G_OPTION_ARG_NONE
          || (e->arg == G_OPTION_ARG_CALLBACK
              && (e->flags & G_OPTION_FLAG_NO_ARG) != 0))
        continue;
      if ((e->flags & G_OPTION_FLAG_OPTIONAL_ARG) != 0 && next[0] == '-')
        continue;
      return TRUE;
    }
  return FALSE;
}

/* Stands in for a position while GOption reads the options: it leaves an
 * argument that does not start with "-" where it is. */
static char position_stand_in[] = "(position)";

gboolean
sky_cli_parse_options (GOptionContext *context, const GOptionEntry *entries,
                       int *argc, char ***argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) positions = g_ptr_array_new ();
  gboolean parsed;
  guint next = 0;

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);

  /* GOption takes any argument that starts with "-" for an option, and so
   * a reversi position with an empty a1 ("analyze reversi '---…' X"):
   * hide such positions from it, but not where they are an option's value
   * ("perft 3 -p '---…'", which GOption reads right). */
  for (int i = 1; i < *argc; i++)
    {
      char *arg = (*argv)[i];

      if (strcmp (arg, "--") == 0)
        break;
      if (is_position_text (arg))
        {
          g_ptr_array_add (positions, arg);
          (*argv)[i] = position_stand_in;
        }
      else if (arg[0] == '-' && arg[1] != '\0'
               && takes_next_argument (entries, arg,
                                       i + 1 < *argc ? (*argv)[i + 1] : NULL))
        i++;
    }
  parsed = g_option_context_parse (context, argc, argv, &error);
  /* The positions back in place, among the other arguments in their order. */
  for (int i = 1; i < *argc && next < positions->len; i++)
    if ((*argv)[i] == position_stand_in)
      (*argv)[i] = positions->pdata[next++];
  if (!parsed)
    {
      sky_cli_usage_error ("%s", error->message);
      return FALSE;
    }
  /* GOption leaves the "--" that ends the options among the arguments:
   * drop it, so that "analyze reversi -- '---…' X" reads the position
   * too. */
  for (int i = 1; i < *argc; i++)
    if (strcmp ((*argv)[i], "--") == 0)
      {
        memmove (&(*argv)[i], &(*argv)[i + 1], (*argc - i) * sizeof (char *));
        (*argc)--;
        break;
      }
  return TRUE;
}

gboolean
sky_cli_check_seconds (const char *option, double seconds)
{
  /* Written so that NaN fails too. */
  if (seconds >= SKY_CLI_MIN_SECONDS && seconds <= SKY_CLI_MAX_SECONDS)
    return TRUE;
  sky_cli_usage_error (_("%s must be between %g and %g, not %g"), option,
                       SKY_CLI_MIN_SECONDS, SKY_CLI_MAX_SECONDS, seconds);
  return FALSE;
}

gboolean
sky_cli_check_output_path (const char *option, const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = NULL;

  if (path == NULL || sky_cli_is_stdout (path))
    return TRUE;
  if (g_file_test (path, G_FILE_TEST_IS_DIR))
    {
      sky_cli_usage_error (_("%s: “%s” is a folder, not a file"), option, path);
      return FALSE;
    }
  dir = g_path_get_dirname (path);
  if (!g_file_test (dir, G_FILE_TEST_IS_DIR))
    {
      sky_cli_usage_error (_("%s: cannot write “%s”: the folder “%s” does not exist"),
                           option, path, dir);
      return FALSE;
    }
  /* A device, a named pipe: never replaced (write-atomic.h); a name too
   * long, a folder that cannot be written: found now, not at the end of
   * the work. */
  if (!sky_file_check_replaceable (path, &error))
    {
      /* TRANSLATORS: "--output: cannot write “/dev/full”: It is a device,
       * not a regular file." */
      sky_cli_usage_error (_("%s: cannot write “%s”: %s"), option, path,
                           error->message);
      return FALSE;
    }
  return TRUE;
}

gboolean
sky_cli_is_stdout (const char *path)
{
  static const char *const names[] = {
    "-", "/dev/stdout", "/dev/fd/1", "/proc/self/fd/1",
  };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (g_strcmp0 (path, names[i]) == 0)
      return TRUE;
  return FALSE;
}

gboolean
sky_cli_write_output (const char *path, const char *data, gsize length,
                      GError **error)
{
  GStatBuf st;

  if (sky_cli_is_stdout (path))
    {
      /* A failure (a full disk, a closed pipe) is told once, at exit, by
       * the check of standard output every command ends with. */
      fwrite (data, 1, length, stdout);
      fflush (stdout);
      return TRUE;
    }
  if (g_stat (path, &st) == 0 && S_ISREG (st.st_mode) && st.st_nlink > 1)
    /* TRANSLATORS: %s is a file, %u how many names (hard links) it has */
    fprintf (stderr, _("sakiyomi-cli: note: “%s” has %u names (hard links); this one gets a new file, the others keep the old contents\n"),
             path, (guint) st.st_nlink);
  return sky_write_file_atomic (path, data, (gssize) length, error);
}

char *
sky_cli_game_ids (void)
{
  GString *text = g_string_new (NULL);
  guint n = sky_game_count ();

  for (guint kind = 0; kind < n; kind++)
    {
      if (kind > 0)
        /* TRANSLATORS: between the games of a list, "numbergrab,
         * tictactoe or reversi": the last separator, then the others */
        g_string_append (text, kind + 1 == n ? _(" or ") : _(", "));
      g_string_append (text, sky_game_get (kind)->id);
    }
  return g_string_free (text, FALSE);
}

char *
sky_cli_games_sentence (const char *rest)
{
  g_autofree char *ids = sky_cli_game_ids ();
  /* TRANSLATORS: the first sentence of a command's help, %s the list of
   * the games, "numbergrab, tictactoe or reversi" */
  g_autofree char *games = g_strdup_printf (_("GAME is %s."), ids);

  /* TRANSLATORS: two sentences of a help text, one after the other */
  return g_strdup_printf (_("%s  %s"), games, rest);
}

const SkyGame *
sky_cli_parse_game (const char *text, GError **error)
{
  const SkyGame *game = text != NULL ? sky_game_from_id (text) : NULL;

  if (game == NULL)
    {
      g_autofree char *ids = sky_cli_game_ids ();

      /* TRANSLATORS: %s is the game given, then the list of the games,
       * "numbergrab, tictactoe or reversi" */
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("Unknown game “%s” (choose %s)"),
                   text != NULL ? text : "", ids);
    }
  return game;
}

gboolean
sky_cli_parse_int (const char *what, const char *text, int min, int max,
                   int *value, GError **error)
{
  char *end = NULL;
  long n;

  errno = 0;
  n = text != NULL ? strtol (text, &end, 10) : 0;
  if (text == NULL || *text == '\0' || end == NULL || *end != '\0'
      || errno == ERANGE)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("%s must be a whole number, not “%s”"), what,
                   text != NULL ? text : "");
      return FALSE;
    }
  if (n < min || n > max)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("%s must be between %d and %d, not %ld"), what, min, max,
                   n);
      return FALSE;
    }
  *value = (int) n;
  return TRUE;
}

/* The most --hash may ask for: 64 GiB (a 32-bit system gets less). */
#define HASH_MAX_MB 65536

const char *const sky_cli_hash_help =
  N_("The strong engine’s transposition table in MB, 1 to 65536 (default 24, and 6 for moves of a quarter second or less); the memory of the engine’s tables is printed");

gboolean
sky_cli_apply_hash (const char *text)
{
  g_autoptr(GError) error = NULL;
  gsize bytes;
  int mb;

  if (text == NULL)
    return TRUE;
  if (!sky_cli_parse_int ("--hash", text, 1, HASH_MAX_MB, &mb, &error))
    {
      sky_cli_usage_error ("%s", error->message);
      return FALSE;
    }
  if ((guint64) mb > G_MAXSIZE >> 20)
    {
      sky_cli_usage_error (_("--hash %d is more than this system can address"),
                           mb);
      return FALSE;
    }
  bytes = (gsize) mb << 20;
  /* Asked of the system now, not at the first search (where it was a
   * GLib-ERROR and a SIGTRAP): if refused, the most it gives, halving. */
  if (!sky_reversi_search_can_allocate (bytes))
    {
      int most = mb / 2;

      while (most > 0 && !sky_reversi_search_can_allocate ((gsize) most << 20))
        most /= 2;
      if (most > 0)
        /* TRANSLATORS: --hash's sizes in MiB: the one asked for, then the
         * largest the system gave when asked, halving */
        sky_cli_usage_error (_("--hash %d: cannot allocate a transposition table of %d MiB; the most this system gives now is about %d MiB"),
                             mb, mb, most);
      else
        sky_cli_usage_error (_("--hash %d: cannot allocate a transposition table of %d MiB; this system gives not even 1 MiB now"),
                             mb, mb);
      return FALSE;
    }
  sky_reversi_search_set_table_size (bytes);
  bytes = sky_reversi_search_get_table_size ();
  /* TRANSLATORS: --hash's report: the midgame table's MiB and positions,
   * then the endgame solver's MiB */
  fprintf (stderr, _("sakiyomi-cli: transposition table %.1f MiB (%llu positions), endgame solver’s table %.1f MiB\n"),
           bytes / 1048576.0,
           (unsigned long long) sky_reversi_search_table_positions (bytes),
           sky_reversi_search_solver_table_size () / 1048576.0);
  return TRUE;
}

/* The settings an opponent spec may carry, and which kinds take them. */
typedef enum {
  KEY_DEPTH,
  KEY_AB,
  KEY_STRONG,
  KEY_TREE,
  KEY_PLAYOUTS,
  KEY_SECONDS,
  KEY_ENGINE,
  KEY_SOLVE,
  KEY_WEIGHTS,
  KEY_SELECTIVE,
  KEY_BOOK,
  KEY_VARIETY,
  KEY_RANDOM,
  N_KEYS
} SpecKey;

/* The kind of a key every opponent takes. */
#define ANY_KIND SKY_N_PLAYER_KINDS

static const struct {
  const char *name;
  SkyPlayerKind kind;
} spec_keys[N_KEYS] = {
  [KEY_DEPTH] = { "depth", SKY_PLAYER_MINIMAX },
  [KEY_AB] = { "ab", SKY_PLAYER_MINIMAX },
  [KEY_STRONG] = { "strong", SKY_PLAYER_MINIMAX },
  [KEY_TREE] = { "tree", SKY_PLAYER_MONTECARLO },
  [KEY_PLAYOUTS] = { "playouts", SKY_PLAYER_MONTECARLO },
  [KEY_SECONDS] = { "seconds", SKY_PLAYER_MONTECARLO },
  /* The strong engine: minimax:engine=yes (seconds, solve and selective
   * need it). */
  [KEY_ENGINE] = { "engine", SKY_PLAYER_MINIMAX },
  [KEY_SOLVE] = { "solve", SKY_PLAYER_MINIMAX },
  /* The strong engine's evaluation (reversi): a weights file. */
  [KEY_WEIGHTS] = { "weights", SKY_PLAYER_MINIMAX },
  [KEY_SELECTIVE] = { "selective", SKY_PLAYER_MINIMAX },
  /* The strong engine's opening book (reversi): on or off, and how many
   * discs below the best a book move may be. */
  [KEY_BOOK] = { "book", SKY_PLAYER_MINIMAX },
  [KEY_VARIETY] = { "variety", SKY_PLAYER_MINIMAX },
  /* The chance of a random move instead, in percent (the weak levels). */
  [KEY_RANDOM] = { "random", ANY_KIND },
};

/* The minimax keys that only the strong engine takes. */
static const SpecKey engine_only_keys[] = { KEY_SECONDS, KEY_SOLVE, KEY_WEIGHTS,
                                           KEY_SELECTIVE, KEY_BOOK,
                                           KEY_VARIETY };

/* The strong engine's budget when the spec gives none. */
#define ENGINE_DEFAULT_SECONDS 1.0

/* The most playouts a spec may ask for. */
#define MAX_PLAYOUTS 100000000

static gboolean
parse_yes_no (const char *key, const char *text, gboolean *value,
              GError **error)
{
  if (g_strcmp0 (text, "yes") == 0)
    *value = TRUE;
  else if (g_strcmp0 (text, "no") == 0)
    *value = FALSE;
  else
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("%s must be yes or no, not “%s”"), key, text);
      return FALSE;
    }
  return TRUE;
}

static gboolean
parse_seconds (const char *text, double *value, GError **error)
{
  char *end = NULL;
  double x;

  errno = 0;
  x = g_ascii_strtod (text, &end);
  /* Only plain decimals: no "inf", "nan" or hexadecimal forms. */
  if (*text == '\0' || *end != '\0' || errno == ERANGE
      || strspn (text, "0123456789.") != strlen (text))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("seconds must be a number, not “%s”"), text);
      return FALSE;
    }
  /* 0 is no time limit; a budget too small to measure is refused rather
   * than taken for none. */
  if (x != 0 && (x < SKY_CLI_MIN_SECONDS || x > SKY_CLI_MAX_SECONDS))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("seconds must be 0 (no time limit) or between %g and %g, not %s"),
                   SKY_CLI_MIN_SECONDS, SKY_CLI_MAX_SECONDS, text);
      return FALSE;
    }
  *value = x;
  return TRUE;
}

/* weights: the value of weights=FILE, loaded once the spec is known to
 * be right. */
static gboolean
parse_setting (SkyStrength *strength, const char *spec, const char *item,
               gboolean seen[N_KEYS], const char **weights, GError **error)
{
  const char *eq = strchr (item, '=');
  g_autofree char *key = NULL;
  const char *value;
  int k;

  if (eq == NULL || eq == item)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("“%s” in opponent “%s” is not KEY=VALUE"), item, spec);
      return FALSE;
    }
  key = g_strndup (item, eq - item);
  value = eq + 1;

  for (k = 0; k < N_KEYS; k++)
    if (strcmp (spec_keys[k].name, key) == 0)
      break;
  if (k == N_KEYS)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("Unknown key “%s” in opponent “%s”"), key, spec);
      return FALSE;
    }
  /* seconds is the Monte Carlo budget and the strong engine's. */
  if (spec_keys[k].kind != ANY_KIND && spec_keys[k].kind != strength->kind
      && !(k == KEY_SECONDS && strength->kind == SKY_PLAYER_MINIMAX))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("Key “%s” in opponent “%s” is only for the %s opponent"),
                   key, spec, sky_player_kind_id (spec_keys[k].kind));
      return FALSE;
    }
  if (seen[k])
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("Key “%s” given twice in opponent “%s”"), key, spec);
      return FALSE;
    }
  seen[k] = TRUE;

  switch ((SpecKey) k)
    {
    case KEY_DEPTH:
      return sky_cli_parse_int ("depth", value, 1, 64, &strength->depth,
                                error);
    case KEY_AB:
      return parse_yes_no ("ab", value, &strength->alpha_beta, error);
    case KEY_STRONG:
      return parse_yes_no ("strong", value, &strength->strong_eval, error);
    case KEY_TREE:
      return parse_yes_no ("tree", value, &strength->tree, error);
    case KEY_PLAYOUTS:
      return sky_cli_parse_int ("playouts", value, 0, MAX_PLAYOUTS,
                                &strength->playouts, error);
    case KEY_SECONDS:
      return parse_seconds (value, &strength->seconds, error);
    case KEY_ENGINE:
      return parse_yes_no ("engine", value, &strength->engine, error);
    case KEY_SOLVE:
      return sky_cli_parse_int ("solve", value, 0, 64,
                                &strength->solve_empties, error);
    case KEY_WEIGHTS:
      if (*value == '\0')
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       _("weights needs a file in opponent “%s”"), spec);
          return FALSE;
        }
      *weights = value;
      return TRUE;
    case KEY_SELECTIVE:
      {
        gboolean on;

        if (!parse_yes_no ("selective", value, &on, error))
          return FALSE;
        strength->selective = on ? SKY_SELECTIVE_ON : SKY_SELECTIVE_OFF;
        return TRUE;
      }
    case KEY_BOOK:
      {
        gboolean on;

        if (!parse_yes_no ("book", value, &on, error))
          return FALSE;
        strength->no_book = !on;
        return TRUE;
      }
    case KEY_VARIETY:
      return sky_cli_parse_int ("variety", value, 0, 64, &strength->variety,
                                error);
    case KEY_RANDOM:
      return sky_cli_parse_int ("random", value, 0, 100,
                                &strength->random_percent, error);
    case N_KEYS:
    default:
      g_assert_not_reached ();
    }
}

/* "level:N": the game's strength level N (levels.h); number is what
 * follows the colon, NULL if there is none. */
static gboolean
parse_level (const char *spec, const char *number, const SkyGame *game,
             SkyStrength *strength, GError **error)
{
  int n = sky_level_count (game);
  char *end = NULL;
  long level;

  if (n == 0)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("%s has no strength levels (opponent “%s”)"),
                   _(game->name), spec);
      return FALSE;
    }
  errno = 0;
  level = number != NULL ? strtol (number, &end, 10) : 0;
  if (number == NULL || *number == '\0' || *end != '\0' || errno == ERANGE
      || !g_ascii_isdigit (*number) || level < 1 || level > n)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("No strength level “%s” in %s: levels go from level:1 to level:%d (see “sakiyomi-cli levels %s”)"),
                   spec, _(game->name), n, game->id);
      return FALSE;
    }
  sky_level_strength (game, (int) level, strength);
  return TRUE;
}

gboolean
sky_cli_parse_level (const char *spec, const SkyGame *game, int *level)
{
  SkyStrength strength;

  if (!g_str_has_prefix (spec, "level:")
      || !parse_level (spec, spec + strlen ("level:"), game, &strength, NULL))
    return FALSE;
  *level = atoi (spec + strlen ("level:"));
  return TRUE;
}

char *
sky_cli_player_name (const char *spec, const SkyGame *game)
{
  int level;

  if (sky_cli_parse_level (spec, game, &level))
    return sky_level_display_name (game, level);
  return g_strdup (spec);
}

gboolean
sky_cli_parse_player (const char *spec, const SkyGame *game,
                      SkyStrength *strength, GError **error)
{
  const char *colon;
  g_autofree char *kind_id = NULL;
  g_auto(GStrv) items = NULL;
  gboolean seen[N_KEYS] = { FALSE, };
  const char *weights = NULL;
  SkyStrength parsed;
  SkyPlayerKind kind;

  g_return_val_if_fail (spec != NULL, FALSE);
  g_return_val_if_fail (game != NULL, FALSE);

  colon = strchr (spec, ':');
  kind_id = colon != NULL ? g_strndup (spec, colon - spec) : g_strdup (spec);
  if (strcmp (kind_id, "level") == 0)
    return parse_level (spec, colon != NULL ? colon + 1 : NULL, game,
                        strength, error);
  if (!sky_player_kind_from_id (kind_id, &kind))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("Unknown opponent “%s” (choose minimax, random, priority, montecarlo or level:N)"),
                   kind_id);
      return FALSE;
    }
  sky_strength_init_default (&parsed, kind, game->kind);
  if (colon == NULL)
    {
      *strength = parsed;
      return TRUE;
    }

  items = g_strsplit (colon + 1, ",", -1);
  if (items[0] == NULL)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("Nothing after “:” in opponent “%s”"), spec);
      return FALSE;
    }
  for (int i = 0; items[i] != NULL; i++)
    {
      if (items[i][0] == '\0')
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       _("Empty setting in opponent “%s”"), spec);
          return FALSE;
        }
      if (!parse_setting (&parsed, spec, items[i], seen, &weights, error))
        return FALSE;
    }
  if (parsed.kind == SKY_PLAYER_MINIMAX && !parsed.engine)
    for (gsize i = 0; i < G_N_ELEMENTS (engine_only_keys); i++)
      if (seen[engine_only_keys[i]])
        {
          int k = engine_only_keys[i];


          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       _("Key “%s” in opponent “%s” needs engine=yes"),
                       spec_keys[k].name, spec);
          return FALSE;
        }
  if (weights != NULL)
    {
      if (!game->strength.has_book)
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       _("Key “weights” in opponent “%s” is for reversi only"),
                       spec);
          return FALSE;
        }
      parsed.evaluator = sky_cli_load_evaluator (weights, error);
      if (parsed.evaluator == NULL)
        {
          g_prefix_error (error, _("Opponent “%s”: "), spec);
          return FALSE;
        }
    }
  /* The engine with no clock stops at its depth: without one given it
   * would search on to the end of the game. */
  if (parsed.engine && seen[KEY_SECONDS] && parsed.seconds == 0
      && !seen[KEY_DEPTH])
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("seconds=0 (no time limit) in opponent “%s” needs a depth"),
                   spec);
      return FALSE;
    }
  if (parsed.engine)
    {
      /* The engine deepens as far as its time allows unless told a depth. */
      if (!seen[KEY_DEPTH])
        parsed.depth = 64;
      if (!seen[KEY_SECONDS])
        parsed.seconds = ENGINE_DEFAULT_SECONDS;
    }
  *strength = parsed;
  return TRUE;
}

char *
sky_cli_strength_spec (const SkyStrength *strength)
{
  GString *spec = g_string_new (sky_player_kind_id (strength->kind));
  char sep = ':';

#define ADD(...) G_STMT_START { \
    g_string_append_c (spec, sep); \
    g_string_append_printf (spec, __VA_ARGS__); \
    sep = ','; \
  } G_STMT_END

  if (strength->kind == SKY_PLAYER_MINIMAX)
    {
      if (strength->engine)
        ADD ("engine=yes");
      ADD ("depth=%d", strength->depth);
      if (strength->engine)
        {
          char seconds[G_ASCII_DTOSTR_BUF_SIZE];

          ADD ("seconds=%s", g_ascii_formatd (seconds, sizeof seconds, "%g",
                                              strength->seconds));
        }
      else
        {
          if (!strength->alpha_beta)
            ADD ("ab=no");
          if (strength->strong_eval)
            ADD ("strong=yes");
        }
    }
  else if (strength->kind == SKY_PLAYER_MONTECARLO)
    {
      if (strength->tree)
        ADD ("tree=yes");
      if (strength->playouts > 0)
        ADD ("playouts=%d", strength->playouts);
    }
  if (strength->random_percent > 0)
    ADD ("random=%d", strength->random_percent);
#undef ADD
  return g_string_free (spec, FALSE);
}

/* The evaluators loaded, by path. */
static GHashTable *evaluators;

const SkyReversiEvaluator *
sky_cli_load_evaluator (const char *path, GError **error)
{
  SkyReversiEvaluator *ev;

  if (evaluators == NULL)
    evaluators = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                        (GDestroyNotify) sky_reversi_evaluator_unref);
  ev = g_hash_table_lookup (evaluators, path);
  if (ev == NULL)
    {
      ev = sky_reversi_evaluator_load_file (path, error);
      if (ev == NULL)
        return NULL;
      g_hash_table_insert (evaluators, g_strdup (path), ev);
    }
  return ev;
}

void
sky_cli_release_evaluators (void)
{
  g_clear_pointer (&evaluators, g_hash_table_unref);
}

gboolean
sky_cli_apply_weights (const char *weights_path, const SkyGame *game,
                       SkyStrength *const *strengths, int n)
{
  g_autoptr(GError) error = NULL;
  const SkyReversiEvaluator *ev;
  gboolean engine = FALSE;

  if (weights_path == NULL)
    return TRUE;
  if (!game->strength.has_book)
    {
      sky_cli_usage_error (_("--weights is for reversi only"));
      return FALSE;
    }
  for (int i = 0; i < n; i++)
    engine |= strengths[i]->kind == SKY_PLAYER_MINIMAX && strengths[i]->engine;
  if (!engine)
    {
      sky_cli_usage_error (_("--weights is for the strong engine: give an opponent minimax:engine=yes"));
      return FALSE;
    }
  ev = sky_cli_load_evaluator (weights_path, &error);
  if (ev == NULL)
    {
      sky_cli_usage_error ("--weights: %s", error->message);
      return FALSE;
    }
  for (int i = 0; i < n; i++)
    if (strengths[i]->engine && strengths[i]->evaluator == NULL)
      strengths[i]->evaluator = ev;
  return TRUE;
}

guint
sky_cli_display_width (const char *text, guint limit, const char **end)
{
  guint width = 0;
  const char *p = text;

  while (*p != '\0')
    {
      gunichar c = g_utf8_get_char (p);
      guint w = g_unichar_iswide (c) ? 2 : g_unichar_iszerowidth (c) ? 0 : 1;

      if (width + w > limit)
        break;
      width += w;
      p = g_utf8_next_char (p);
    }
  if (end != NULL)
    *end = p;
  return width;
}

void
sky_cli_print_aligned (const char *text, guint width, gboolean left)
{
  guint shown = sky_cli_display_width (text, G_MAXUINT, NULL);
  int pad = shown < width ? (int) (width - shown) : 0;

  if (left)
    printf ("%s%*s", text, pad, "");
  else
    printf ("%*s%s", pad, "", text);
}
