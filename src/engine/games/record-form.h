/* record-form.h: what a game's own files tell record.c about its text
 * record (SkyGame.record_form): how its start is written and read, and how
 * its moves are read.  For the games' record files (numbergrab-record.c,
 * tictactoe-record.c, reversi-record.c) and record.c only; the rest of the
 * program uses record.h. */
#pragma once

#include "game.h"

G_BEGIN_DECLS

/* As record.h has it: this header leaves record.h out, so that record.c
 * and it include no circle; their users include both. */
typedef struct _SkyRecord SkyRecord;

/* A line of a record's text, not NUL-terminated. */
typedef struct {
  const char *start;
  gsize length;
  int number;               /* 1-based; <= 0 for GGF's moves, which have
                             * no line */
} SkyRecordLine;

/* The record being read, and the moves read so far, for errors. */
typedef struct {
  SkyRecord *record;
  int n_written;            /* moves as written in the text */
} SkyRecordReader;

struct _SkyRecordForm {
  /* A position with moves behind it that a record begins before
   * (number-grab's taken numbers): its game's start, newly allocated,
   * into *start and the moves since appended to moves (SkyMove); FALSE
   * if the position does not know them.  NULL where a record starts at
   * the position it is given. */
  gboolean (*unwind) (const SkyPosition *pos, SkyPosition **start,
                      GArray *moves);

  /* Writes the lines of the start before the moves.  NULL: the start's
   * own text, on one line, unless it is the standard start. */
  void (*write_start) (GString *text, const SkyPosition *start);

  /* The moves run together as one transcript ("f5d6c3"), passes left out
   * but at the end (the reader puts them back); otherwise separated by
   * spaces. */
  gboolean moves_joined;

  /* Reads the start from lines[*i] (SkyRecordLine), the record's first
   * line that is neither blank nor a comment, or *i == lines->len if it
   * has none.  Returns the start, newly allocated: *consumed TRUE with *i
   * on its last line, or FALSE for the standard start when lines[*i]
   * holds moves.  own: the record names its game, as Sakiyomi writes it.
   * NULL with error for a start that is wrong.  NULL hook: the standard
   * start, every line moves. */
  SkyPosition *(*read_start) (const SkyGame *game, GArray *lines, guint *i,
                              gboolean own, gboolean *consumed,
                              GError **error);

  /* Reads a line of moves into reader->record.  NULL: blank-separated
   * tokens, each through the game's move parser
   * (sky_record_read_move_tokens ()). */
  gboolean (*read_moves) (SkyRecordReader *reader, const SkyRecordLine *line,
                          GError **error);
};

/* For the games' record files (record.c). */

/* Plays move on the record's end, unchecked: the caller knows it is
 * legal. */
void sky_record_append_unchecked (SkyRecord *record, SkyMove move);

/* A piece of the input to quote in an error, newly allocated. */
char *sky_record_quote_text (const char *text, gsize length);

/* Whether the line is blank. */
gboolean sky_record_line_is_blank (const SkyRecordLine *line);

/* The next token of a line at *p: a run of non-blank characters
 * (seed_cells: number-grab's "(0, 7)" and "0, 7" kept in one token).
 * Returns its length, 0 at the end of the line. */
gsize sky_record_next_token (const SkyRecordLine *line, gsize *p,
                             gboolean seed_cells);

/* Sets the error of a token on line that is no move (quoted: the token
 * as an error quotes it). */
typedef void (*SkyRecordNotAMove) (const SkyRecordLine *line,
                                   const char *quoted, GError **error);

/* "line 3: “z9” is not a square". */
void sky_record_not_a_square (const SkyRecordLine *line, const char *quoted,
                              GError **error);

/* Plays one move token through the game's own move parser; a token that
 * is no move fails through not_a_move. */
gboolean sky_record_play_token (SkyRecordReader *reader,
                                const SkyRecordLine *line, const char *token,
                                gsize length, SkyRecordNotAMove not_a_move,
                                GError **error);

/* The error of an illegal move, always FALSE. */
gboolean sky_record_illegal_move_error (SkyRecordReader *reader,
                                        const SkyRecordLine *line,
                                        const char *token, gsize length,
                                        const char *reason, GError **error);

/* A line of blank-separated move tokens (seed_cells as above). */
gboolean sky_record_read_move_tokens (SkyRecordReader *reader,
                                      const SkyRecordLine *line,
                                      gboolean seed_cells,
                                      SkyRecordNotAMove not_a_move,
                                      GError **error);

/* The start given on line as the game's own text
 * (position_from_string), newly allocated; NULL with error. */
SkyPosition *sky_record_read_position_line (const SkyGame *game,
                                            const SkyRecordLine *line,
                                            GError **error);

/* Whether start is the game's standard start under setup. */
gboolean sky_record_is_standard_start (const SkyPosition *start,
                                       const SkyGameSetup *setup);

G_END_DECLS
