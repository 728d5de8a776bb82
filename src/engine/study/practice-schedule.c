/* practice-schedule.c: when a practice position comes back (see
 * practice-schedule.h). */
#include "config.h"

#include "practice-schedule.h"

/* Days, each gap about twice and a bit the one before, as the usual
 * flash-card schedules grow; a position known for a year stays yearly. */
static const int interval_days[] = { 1, 3, 7, 16, 35, 75, 160, 365 };

gint64
sky_practice_interval_for_streak (guint streak)
{
  guint i = MIN (MAX (streak, 1), G_N_ELEMENTS (interval_days)) - 1;

  return interval_days[i] * SKY_PRACTICE_DAY;
}

void
sky_practice_schedule (gboolean right, gint64 now, guint *streak,
                       gint64 *interval, gint64 *due, guint *n_right,
                       guint *n_wrong)
{
  if (right)
    {
      (*n_right)++;
      (*streak)++;
      *interval = sky_practice_interval_for_streak (*streak);
      *due = now + *interval;
    }
  else
    {
      (*n_wrong)++;
      *streak = 0;
      *interval = 0;
      *due = now + SKY_PRACTICE_RETRY_SECONDS;
    }
}
