/* sakiyomi-record-file.h: game records as files, in the record format of
 * record.h (GIO only: the session and the window's file actions use it). */
#pragma once

#include <gio/gio.h>

#include "record.h"

G_BEGIN_DECLS

/* The tag naming a side's player: "Black"/"White", "X"/"O",
 * "First"/"Second" (as sakiyomi-cli writes them; never translated). */
const char *sakiyomi_record_file_side_key (SkyGameKind kind,
                                           SkySide     side);

/* "reversi-2026-11-21.sakiyomi": the game and today's date. */
char *sakiyomi_record_file_suggest_name (const SkyRecord *record);

/* Reads a record from file.  The error names the problem (the parser's
 * "line 3: …", or that the file is too long, not text, unreadable, not a
 * regular file: a named pipe is refused, never waited on). */
SkyRecord *sakiyomi_record_file_read (GFile         *file,
                                      GCancellable  *cancellable,
                                      GError       **error);
/* The same on a worker thread, for a file that may be slow to read (a
 * network share, a disk waking up). */
void sakiyomi_record_file_read_async (GFile               *file,
                                      GCancellable        *cancellable,
                                      GAsyncReadyCallback  callback,
                                      gpointer             user_data);
SkyRecord *sakiyomi_record_file_read_finish (GFile         *file,
                                             GAsyncResult  *result,
                                             GError       **error);
/* Replaces file with text, whole or not at all (sky_file_replace ());
 * if it fails over a file that was there, the message says that file is
 * unchanged.  Every save of a person's file goes through here. */
gboolean sakiyomi_record_file_write_text (GFile       *file,
                                          const char  *text,
                                          GError     **error);
/* Replaces file with record in the record format, as above. */
gboolean sakiyomi_record_file_write (GFile            *file,
                                     const SkyRecord  *record,
                                     GError          **error);

/* Whether a file name asks for the Generic Game Format (ends in ".ggf",
 * in either case). */
gboolean sakiyomi_record_file_is_ggf_name (const char *name);
/* Replaces file with a reversi record in the Generic Game Format, through
 * sakiyomi_record_file_write_text () as every save; fails with
 * G_IO_ERROR_NOT_SUPPORTED for the other games, which GGF cannot hold. */
gboolean sakiyomi_record_file_write_ggf (GFile            *file,
                                         const SkyRecord  *record,
                                         GError          **error);

G_END_DECLS
