/* reversi-book-private.h: the book's table (reversi-book.c) as the
 * building of books (reversi-book-build.c) uses it. */
#pragma once

#include "reversi-book.h"

G_BEGIN_DECLS

/* The table's hash and equality of entries: by (player, opponent). */
guint sky_reversi_book_entry_hash (gconstpointer key);
gboolean sky_reversi_book_entry_equal (gconstpointer a, gconstpointer b);

/* The entry of a position in any orientation, to change; NULL if none. */
SkyReversiBookEntry *sky_reversi_book_find (const SkyReversiBook *book,
                                            guint64 player, guint64 opponent);
/* The same for a position in its canonical orientation. */
SkyReversiBookEntry *
sky_reversi_book_find_canonical (const SkyReversiBook *book, guint64 cp,
                                 guint64 co);
/* Takes e (canonical, g_malloc'ed); replaces an entry with the same key. */
void sky_reversi_book_insert (SkyReversiBook *book, SkyReversiBookEntry *e);

/* e's leaf value as the book counts it, less the odd-depth bias
 * (reversi-book.h); SKY_REVERSI_BOOK_NONE if it has none. */
int sky_reversi_book_counted_leaf (const SkyReversiBookEntry *e);

/* The children of P (to move) against O, each as (player, opponent) of
 * the child, with the square played; a pass is the one child (O, P).
 * Returns how many (0 when the game is over). */
int sky_reversi_book_children (guint64 P, guint64 O, guint64 *cp,
                               guint64 *co, int *squares);

G_END_DECLS
