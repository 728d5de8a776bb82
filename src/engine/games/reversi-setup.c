/* reversi-setup.c: which reversi positions the position editor accepts.
 *
 * Discs are never taken off the board, so every position of a game has
 * the four centre squares filled; and each disc is put down next to one
 * already there, so the discs form one group, touching sideways or
 * diagonally.  A position without either can only come from a mistake in
 * setting it up, and saying so helps more than playing it.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "reversi.h"
#include "reversi-bitboard.h"

#define CENTRE G_GUINT64_CONSTANT (0x0000001818000000)

static void
square_name (int sq, char name[3])
{
  name[0] = 'a' + sq % 8;
  name[1] = '1' + sq / 8;
  name[2] = '\0';
}

/* The squares next to those of set, the eight ways. */
static guint64
neighbours (guint64 set)
{
  guint64 west = (set >> 1) & SKY_REVERSI_NOT_FILE_H;
  guint64 east = (set << 1) & SKY_REVERSI_NOT_FILE_A;
  guint64 row = set | west | east;

  return row | (row << 8) | (row >> 8);
}

/* The discs of discs reached from the centre through touching discs. */
static guint64
group_of_centre (guint64 discs)
{
  guint64 group = discs & CENTRE, grown;

  for (;;)
    {
      grown = neighbours (group) & discs;
      if (grown == group)
        return group;
      group = grown;
    }
}

gboolean
sky_reversi_check_setup (guint64 black, guint64 white, GError **error)
{
  guint64 empty_centre, cut_off;
  char name[3];

  empty_centre = CENTRE & ~(black | white);
  if (empty_centre != 0)
    {
      GString *names = g_string_new (NULL);
      int n = sky_reversi_popcount (empty_centre);

      for (int sq = 0; sq < 64; sq++)
        if (empty_centre & (G_GUINT64_CONSTANT (1) << sq))
          {
            square_name (sq, name);
            if (names->len > 0)
              g_string_append (names, ", ");
            g_string_append (names, name);
          }
      g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_ILLEGAL,
                   /* TRANSLATORS: %s is one square ("d4") or a list ("d4, e5") */
                   ngettext ("The centre square %s is empty: the four centre squares hold discs from the start of every game",
                             "The centre squares %s are empty: the four centre squares hold discs from the start of every game",
                             n),
                   names->str);
      g_string_free (names, TRUE);
      return FALSE;
    }

  cut_off = (black | white) & ~group_of_centre (black | white);
  if (cut_off != 0)
    {
      int sq = 0;

      while ((cut_off & (G_GUINT64_CONSTANT (1) << sq)) == 0)
        sq++;
      square_name (sq, name);
      g_set_error (error, SKY_GAME_ERROR, SKY_GAME_ERROR_ILLEGAL,
                   _("The disc on %s is cut off from the others: each disc is put down next to one already on the board"),
                   name);
      return FALSE;
    }
  return TRUE;
}
