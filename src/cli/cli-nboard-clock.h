/* cli-nboard-clock.h: the clock of `sakiyomi-cli nboard`: GGS clocks as
 * the GGF property TI gives them, and how much of a side's time left one
 * move may take.  Pure functions, apart from cli-nboard.c so that
 * tests/test-nboard.c checks them directly (no timing decides a test).
 *
 * A GGS clock is "MAIN[/INCREMENT[/EXTENSION]]", each part a time such as
 * "15:00", "1:30:00" or "90" (hours, minutes, seconds; the seconds may have
 * a fraction) or empty for none, possibly with GGS's ",FLAGS" after it:
 * TI[5:00] (the Java NBoard), TI[15:00//02:00] (GGS).  The extension,
 * GGS's grace time after the main time runs out, is not counted on. */
#pragma once

#include <string.h>

#include <glib.h>

typedef struct {
  double main;              /* seconds a side has for the whole game */
  double increment;         /* seconds given back after each of its moves */
} SkyNBoardClock;

/* The safety margin kept back from the time left, for the GUI, the pipes
 * and a search that notices its deadline a little late: 0.25 s and 5 % of
 * what is left. */
#define SKY_NBOARD_CLOCK_RESERVE 0.25
#define SKY_NBOARD_CLOCK_RESERVE_SHARE 0.05
/* The least a move gets: the search's first iteration always completes,
 * so even a flagged clock gets a legal move. */
#define SKY_NBOARD_CLOCK_MIN_BUDGET 0.01

/* How much sooner than its share a search is told to stop: it notices its
 * deadline a few milliseconds late, and the answer has to reach the GUI. */
#define SKY_NBOARD_CLOCK_LATENCY 0.05

/* One part of a clock, text[0..length): "[[H:]M:]S[.F]", ",…" after it
 * ignored; empty is 0.  FALSE if it is not a time. */
static inline gboolean
sky_nboard_parse_clock_time (const char *text, gsize length, double *seconds)
{
  double total = 0, part = 0, scale = 0;
  int fields = 1;
  gboolean digits = FALSE;

  for (gsize i = 0; i < length && text[i] != ','; i++)
    {
      char c = text[i];

      if (g_ascii_isdigit (c))
        {
          digits = TRUE;
          if (scale > 0)
            {
              scale /= 10;
              part += (c - '0') * scale;
            }
          else
            part = part * 10 + (c - '0');
          if (part > 1e9)
            return FALSE;
        }
      else if (c == ':' && scale == 0 && digits && fields < 3)
        {
          total = (total + part) * 60;
          part = 0;
          digits = FALSE;
          fields++;
        }
      else if (c == '.' && scale == 0)
        scale = 1;
      else if (!g_ascii_isspace (c))
        return FALSE;
    }
  if (!digits && (fields > 1 || scale > 0))
    return FALSE;
  *seconds = total + part;
  return TRUE;
}

/* The clock of a TI value (text[0..length)); FALSE if it is not one:
 * each of the three parts must be a time (the extension too, though it
 * is not counted on), and none may be negative (a "-" anywhere, in a
 * part or in its flags, is refused as a negative main time always was).
 * A clock of no time at all (TI[0:00]) is a clock with no time left:
 * every move is played at once (sky_nboard_move_budget ()); an empty TI[]
 * is none. */
static inline gboolean
sky_nboard_parse_clock (const char *text, gsize length, SkyNBoardClock *clock)
{
  const char *end = text + length;
  const char *parts[3] = { text, end, end };
  const char *ends[3] = { end, end, end };
  double times[3] = { 0, 0, 0 };
  int n = 1;

  if (memchr (text, '-', length) != NULL)
    return FALSE;
  for (const char *c = text; c < end; c++)
    if (*c == '/')
      {
        if (n == 3)
          return FALSE;       /* a fourth part */
        ends[n - 1] = c;
        parts[n++] = c + 1;
      }
  for (int i = 0; i < n; i++)
    if (!sky_nboard_parse_clock_time (parts[i], ends[i] - parts[i],
                                      &times[i]))
      return FALSE;
  clock->main = times[0];
  clock->increment = times[1];
  return TRUE;
}

/* How long the side to move may think about this move, in seconds, with
 * time_left on its clock (after the increments it has had), increment to
 * come after the move and empties squares empty, the engine solving the
 * game exactly from solve_empties on: an even share of what is left after
 * the margin over the moves it still has to search before it solves, and
 * the move that solves (at least two moves, so that one move never takes
 * all), plus most of the increment, never more than the time left less the
 * margin, and never less than SKY_NBOARD_CLOCK_MIN_BUDGET.  The moves
 * after the solve cost nothing: the solver's table has them (in a 1:00
 * game, the solve at 20 empties took 0.48 s and the 19 moves after it
 * 0.13 s in all, where counting only the last 4 moves as free left a
 * third of the clock unused). */
static inline double
sky_nboard_move_budget (double time_left, double increment, int empties,
                        int solve_empties)
{
  double usable = time_left
                  - (SKY_NBOARD_CLOCK_RESERVE
                     + SKY_NBOARD_CLOCK_RESERVE_SHARE * MAX (time_left, 0));
  int moves_to_go = MAX (2, (empties - solve_empties + 1) / 2 + 1);
  double budget = usable / moves_to_go + 0.8 * increment;

  budget = MIN (budget, usable);
  return MAX (budget, SKY_NBOARD_CLOCK_MIN_BUDGET);
}

/* The deadline a search of a move with this share of the clock is given:
 * the share less SKY_NBOARD_CLOCK_LATENCY, or less a tenth of it if that
 * is less, so that the move, answered, keeps to its share. */
static inline double
sky_nboard_search_budget (double share)
{
  return share - MIN (SKY_NBOARD_CLOCK_LATENCY, share / 10);
}
