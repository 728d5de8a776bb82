/* reversi-obf.c: board strings and OBF lines (described in reversi-obf.h). */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "reversi.h"
#include "reversi-obf.h"
#include "utf8-bom.h"

#define BIT(sq) (G_GUINT64_CONSTANT (1) << (sq))

/* d4, e4, d5 and e5: filled from the start, never emptied. */
static const int centre[] = { 27, 28, 35, 36 };

/* The character at text for a message: itself if it can be seen, else its
 * code ("U+FEFF", "\x80" for a byte that is not UTF-8). */
static char *
describe_char (const char *text)
{
  gunichar c = g_utf8_get_char_validated (text, -1);

  if (c == (gunichar) -1 || c == (gunichar) -2)
    return g_strdup_printf ("\\x%02x", (guchar) *text);
  if (!g_unichar_isgraph (c))
    return g_strdup_printf ("U+%04X", c);
  return g_ucs4_to_utf8 (&c, 1, NULL, NULL, NULL);
}

static void
square_name (int sq, char name[3])
{
  name[0] = 'a' + sq % 8;
  name[1] = '1' + sq / 8;
  name[2] = '\0';
}

static gboolean
is_square_char (char c)
{
  return c != '\0' && strchr ("XxOo*-.", c) != NULL;
}

static int
side_of_char (char c)
{
  if (c == 'X' || c == 'x' || c == '*')
    return SKY_SIDE_FIRST;
  if (c == 'O' || c == 'o')
    return SKY_SIDE_SECOND;
  return -1;
}

/* Reads the board string at *text (after blanks) up to the end, a ";"
 * (if obf) or the first character that is not part of it; *text is left
 * there. */
static gboolean
read_board (const char **text, gboolean obf, gboolean check_centre,
            guint64 *black, guint64 *white, SkySide *to_move, GError **error)
{
  const char *p = *text;
  char chars[66];
  int n = 0;
  gboolean last_apart = FALSE;  /* the last character stood apart */
  char last = '\0';
  int side;

  for (;;)
    {
      gboolean blank = FALSE;

      while (g_ascii_isspace (*p))
        {
          p++;
          blank = TRUE;
        }
      if (*p == '\0' || (obf && *p == ';'))
        break;
      if (!is_square_char (*p))
        {
          g_autofree char *what = describe_char (p);
          char name[3];

          if (n < 64)
            {
              square_name (n, name);
              g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                           _("Square %s of the board string is “%s”: use X or * for black, O for white, - or . for empty"),
                           name, what);
            }
          else if (n == 64)
            g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                         _("“%s” is not a side to move: after the 64 squares of a board string comes X (black) or O (white)"),
                         what);
          else if (obf)
            g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                         _("“%s” after the side to move: an OBF line goes on with “;”"),
                         what);
          else
            g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                         _("“%s” after the side to move: a board string ends there"),
                         what);
          return FALSE;
        }
      if (n < (int) sizeof chars)
        chars[n] = *p;
      last_apart = blank || n == 0;
      last = *p;
      n++;
      p++;
    }

  if (n == 65)
    {
      side = side_of_char (chars[64]);
      if (side < 0)
        {
          char what[2] = { chars[64], '\0' };

          g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                       _("“%s” is not a side to move: after the 64 squares of a board string comes X (black) or O (white)"),
                       what);
          return FALSE;
        }
    }
  else if (n == 64 && !(last_apart && side_of_char (last) >= 0))
    {
      g_set_error_literal (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                           _("The side to move is missing: after the 64 squares of a board string comes X (black) or O (white)"));
      return FALSE;
    }
  else
    {
      /* Count the side to move apart when it stands apart ("63 squares
       * X" has 63 squares, not 64 and no side). */
      int squares = n > 0 && last_apart && side_of_char (last) >= 0 ? n - 1 : n;

      g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                   _("A board string has 64 squares, this one has %d"),
                   squares);
      return FALSE;
    }

  *black = *white = 0;
  for (int sq = 0; sq < 64; sq++)
    {
      int owner = side_of_char (chars[sq]);

      if (owner == SKY_SIDE_FIRST)
        *black |= BIT (sq);
      else if (owner == SKY_SIDE_SECOND)
        *white |= BIT (sq);
    }
  for (gsize i = 0; check_centre && i < G_N_ELEMENTS (centre); i++)
    if (((*black | *white) & BIT (centre[i])) == 0)
      {
        char name[3];

        square_name (centre[i], name);
        g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                     _("No reversi game reaches this position: the centre square %s is empty (d4, e4, d5 and e5 are filled from the start)"),
                     name);
        return FALSE;
      }
  *to_move = (SkySide) side;
  *text = p;
  return TRUE;
}

/* One "MOVE:SCORE" of an OBF line at *text, up to the ";" or the end. */
static gboolean
read_score (const char **text, int index, SkyMove *move, int *score,
            GError **error)
{
  const char *p = *text;
  const char *item = p;
  gsize item_length = strcspn (item, ";");
  g_autofree char *quoted = NULL;
  char *end;
  long value;

  if (g_ascii_strncasecmp (p, "pass", 4) == 0)
    {
      *move = SKY_MOVE_PASS;
      p += 4;
    }
  else if (g_ascii_strncasecmp (p, "ps", 2) == 0
           || g_ascii_strncasecmp (p, "pa", 2) == 0)
    {
      *move = SKY_MOVE_PASS;
      p += 2;
    }
  else if (g_ascii_tolower (p[0]) >= 'a' && g_ascii_tolower (p[0]) <= 'h'
           && p[1] >= '1' && p[1] <= '8')
    {
      *move = SKY_REVERSI_SQUARE (g_ascii_tolower (p[0]) - 'a', p[1] - '1');
      p += 2;
    }
  else
    goto malformed;
  while (*p == ' ' || *p == '\t')
    p++;
  if (*p != ':')
    goto malformed;
  p++;
  while (*p == ' ' || *p == '\t')
    p++;
  if (!(g_ascii_isdigit (*p)
        || ((*p == '+' || *p == '-') && g_ascii_isdigit (p[1]))))
    goto malformed;
  value = strtol (p, &end, 10);
  p = end;
  while (g_ascii_isspace (*p))
    p++;
  if (*p != ';' && *p != '\0')
    goto malformed;
  if (value < -64 || value > 64)
    {
      quoted = g_strstrip (g_strndup (item, item_length));
      g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                   _("Score %d of the OBF line (“%s”) is out of range: a final disc difference is from -64 to 64"),
                   index, quoted);
      return FALSE;
    }
  *score = (int) value;
  *text = p;
  return TRUE;

malformed:
  quoted = g_strstrip (g_strndup (item, MIN (item_length, 24)));
  g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
               _("Score %d of the OBF line (“%s”) is not a move and a score such as “A2:+38;”"),
               index, g_utf8_validate (quoted, -1, NULL) ? quoted : "?");
  return FALSE;
}

static gboolean
read_scores (const char *p, const SkyPosition *pos, SkyObfScores *scores,
             GError **error)
{
  scores->n_moves = 0;
  for (;;)
    {
      SkyMove move;
      int score;

      while (g_ascii_isspace (*p))
        p++;
      if (*p == '\0')
        return TRUE;
      if (*p == ';')
        {
          /* An empty item (";;"): nothing to read. */
          p++;
          continue;
        }
      if (!read_score (&p, scores->n_moves + 1, &move, &score, error))
        return FALSE;
      for (int i = 0; i < scores->n_moves; i++)
        if (scores->moves[i] == move)
          {
            g_autofree char *name = pos->game->move_to_string (pos, move);

            g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                         _("Score %d of the OBF line scores %s again"),
                         scores->n_moves + 1, name);
            return FALSE;
          }
      if (!sky_position_is_legal_move (pos, move))
        {
          g_autofree char *name = pos->game->move_to_string (pos, move);

          g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_SYNTAX,
                       _("Score %d of the OBF line is for %s, which is not a legal move in this position"),
                       scores->n_moves + 1, name);
          return FALSE;
        }
      /* Distinct legal moves: at most the 60 empty squares or a pass. */
      g_assert (scores->n_moves < SKY_OBF_MAX_SCORES);
      scores->moves[scores->n_moves] = move;
      scores->scores[scores->n_moves] = score;
      scores->n_moves++;
    }
}

static gboolean
parse (const char *text, gboolean obf, gboolean check_centre, SkyPosition *pos,
       SkyObfScores *expected, GError **error)
{
  g_autoptr(SkyPosition) read = NULL;
  SkyObfScores scores = { 0 };
  const char *p;
  guint64 black, white;
  SkySide to_move;

  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (pos != NULL && pos->game == &sky_reversi_game, FALSE);

  p = sky_utf8_skip_bom (text);
  if (!read_board (&p, obf, check_centre, &black, &white, &to_move, error))
    return FALSE;
  read = sky_position_copy (pos);
  sky_reversi_set_discs (read, black, white, to_move);
  if (*p == ';' && !read_scores (p + 1, read, &scores, error))
    return FALSE;
  sky_position_copy_into (pos, read);
  if (expected != NULL)
    *expected = scores;
  return TRUE;
}

gboolean
sky_reversi_board_parse (const char *text, SkyPosition *pos, GError **error)
{
  return parse (text, FALSE, TRUE, pos, NULL, error);
}

gboolean
sky_reversi_obf_parse (const char *line, SkyPosition *pos,
                       SkyObfScores *expected, GError **error)
{
  return parse (line, TRUE, TRUE, pos, expected, error);
}

gboolean
sky_reversi_obf_parse_unchecked (const char *line, SkyPosition *pos,
                                 SkyObfScores *expected, GError **error)
{
  return parse (line, TRUE, FALSE, pos, expected, error);
}

char *
sky_reversi_board_format (const SkyPosition *pos)
{
  g_return_val_if_fail (pos != NULL && pos->game == &sky_reversi_game, NULL);
  return pos->game->position_to_string (pos);
}

char *
sky_reversi_obf_format (const SkyPosition *pos)
{
  g_autofree char *board = sky_reversi_board_format (pos);

  return g_strconcat (board, ";", NULL);
}

int
sky_obf_scores_best (const SkyObfScores *expected)
{
  int best = -65;

  g_return_val_if_fail (expected != NULL && expected->n_moves > 0, 0);
  for (int i = 0; i < expected->n_moves; i++)
    best = MAX (best, expected->scores[i]);
  return best;
}

gboolean
sky_obf_scores_is_best_move (const SkyObfScores *expected, SkyMove move)
{
  int best = sky_obf_scores_best (expected);

  for (int i = 0; i < expected->n_moves; i++)
    if (expected->moves[i] == move)
      return expected->scores[i] == best;
  return FALSE;
}
