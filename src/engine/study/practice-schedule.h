/* practice-schedule.h: when a practice position (practice.h) comes back,
 * a simple spaced repetition.
 *
 * A new position is due at once.  Answered right, it comes back after
 * longer and longer gaps: 1 day, 3, 7, 16, 35, 75, 160, then every 365
 * days (the streak of right answers picks the gap).  Answered wrong, the
 * streak and the gap start again and it comes back in ten minutes, later
 * in the same session, after the others that are due. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define SKY_PRACTICE_DAY ((gint64) 24 * 60 * 60)
/* A position answered wrong comes back after this many seconds. */
#define SKY_PRACTICE_RETRY_SECONDS ((gint64) 10 * 60)

/* The gap after streak right answers in a row (streak >= 1), seconds. */
gint64 sky_practice_interval_for_streak (guint streak);

/* Applies an answer at now to a position's schedule: its streak, gap
 * (*interval, seconds) and due time, and its counts of answers. */
void sky_practice_schedule (gboolean right, gint64 now, guint *streak,
                            gint64 *interval, gint64 *due, guint *n_right,
                            guint *n_wrong);

G_END_DECLS
