/* test-explain.c: a judged move in words (study/explain.h), each game's
 * reasons (its descriptor's explain hook), in English and in Japanese:
 * several positions per reason, each with the reason a player would name,
 * and the whole explanation of a few moves. */
#include "config.h"

#include <locale.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "explain.h"
#include "review.h"

typedef struct {
  const char *game;         /* its id */
  guint32 seed;             /* number-grab's board */
  /* The moves from the start, or (reversi) a position's text. */
  const char *moves;
  const char *position;
  const char *played, *better;
  const char *refutation;   /* the moves after played, blank-separated */
  const char *reason;       /* the heaviest reason's id */
  const char *en, *ja;      /* its sentence */
} Case;

/* Reversi: the first game is d3 c3 c4 e3 b2 a1's; the others mostly from
 * one random game, c4 c5 c6 b5 a4 c3 f5 a6 c2 b4 a5 b6 c7 c1 d3 g6 d6 c8
 * b2 e3 g5 a3 h7 a7 d2 e1 f4 e6 f6 h6 g7 f8 f3 g3 g4 h8 b1 f7 b7 h5 b3 a1
 * e7 d1 d8 e2 h2 e8 f2 f1 a2. */
#define R1 "c4 c5 c6 b5 a4 c3 f5 a6"
#define R2 R1 " c2 b4 a5 b6 c7 c1 d3 g6"
#define R3 R2 " d6 c8 b2 e3 g5 a3 h7 a7 d2 e1 f4 e6 f6 h6 g7 f8 f3 g3 g4 h8 b1 f7 b7"
#define R4 R3 " h5 b3 a1 e7 d1 d8 e2"
/* Another random game's. */
#define R5 "c4 c5 f6 d3 e2 b3 b4 b5 e6 f1 d2 f7 a4 g6 b2 b1 a2 e3 f3 c3 a5 " \
           "g2 g3 g4 c6 b6 d6 f2 f4 d7"

static const Case cases[] = {
  /* A corner given away. */
  { "reversi", 0, "d3 c3 c4 e3", NULL, "b2", "f4", "a1", "gives-corner",
    "b2 lets White take the a1 corner.", "b2では白にa1の隅を取られます。" },
  { "reversi", 0, "c4 c5 c6 b5 a4", NULL, "b7", "b3", "", "gives-corner",
    "b7 lets Black take the a8 corner.", "b7では黒にa8の隅を取られます。" },
  { "reversi", 0, R2 " d6 c8 b2", NULL, "a2", "e6", "", "gives-corner",
    "a2 lets Black take the a1 corner.", "a2では黒にa1の隅を取られます。" },
  { "reversi", 0, R1 " c2", NULL, "b2", "f4", "a1", "gives-corner",
    "b2 lets Black take the a1 corner.", "b2では黒にa1の隅を取られます。" },
  /* A corner missed. */
  { "reversi", 0, R2 " d6 c8 b2 e3 g5", NULL, "b3", "a1", "", "takes-corner",
    "a1 would have taken the corner.", "a1なら隅を取れました。" },
  { "reversi", 0, R2 " d6 c8 b2 e3 g5 a3", NULL, "d8", "a1", "", "takes-corner",
    "a1 would have taken the corner.", "a1なら隅を取れました。" },
  { "reversi", 0, R2 " d6 c8 b2 e3 g5 a3 h7 a7 d2 e1 f4 e6 f6 h6", NULL, "g3",
    "a1", "", "takes-corner",
    "a1 would have taken the corner.", "a1なら隅を取れました。" },
  /* A corner taken, the best move. */
  { "reversi", 0, R2 " d6 c8 b2 e3 g5", NULL, "a1", "a1", "", "takes-corner",
    "a1 takes the corner.", "a1で隅を取ります。" },
  { "reversi", 0, R3, NULL, "a8", "a8", "", "takes-corner",
    "a8 takes the corner.", "a8で隅を取ります。" },
  /* An X-square next to an empty corner. */
  { "reversi", 0, R1, NULL, "b2", "c2", "", "x-square",
    "b2 is an X-square, diagonally next to the empty a1 corner.",
    "b2は空いているa1の隅の斜め隣に打つX打ちです。" },
  { "reversi", 0, R2, NULL, "b2", "f3", "", "x-square",
    "b2 is an X-square, diagonally next to the empty a1 corner.",
    "b2は空いているa1の隅の斜め隣に打つX打ちです。" },
  { "reversi", 0, R2 " d6", NULL, "b7", "c8", "", "x-square",
    "b7 is an X-square, diagonally next to the empty a8 corner.",
    "b7は空いているa8の隅の斜め隣に打つX打ちです。" },
  /* A C-square next to an empty corner. */
  { "reversi", 0, R1 " c2 b4 a5 b6", NULL, "a7", "b3", "", "c-square",
    "a7 is a C-square, next to the empty a8 corner.",
    "a7は空いているa8の隅の隣に打つC打ちです。" },
  { "reversi", 0, R2, NULL, "a7", "d6", "", "c-square",
    "a7 is a C-square, next to the empty a8 corner.",
    "a7は空いているa8の隅の隣に打つC打ちです。" },
  { "reversi", 0, R2 " d6 c8", NULL, "a7", "f3", "", "c-square",
    "a7 is a C-square, next to the empty a8 corner.",
    "a7は空いているa8の隅の隣に打つC打ちです。" },
  /* The opponent's mobility. */
  { "reversi", 0, "c4 c5", NULL, "b6", "c6", "", "mobility",
    "b6 gives White 6 moves to choose from; c6 keeps White to 3.",
    "b6では白の着手可能数が6になります。c6なら白を3に抑えられます。" },
  { "reversi", 0, R1 " c2", NULL, "f6", "g5", "", "mobility",
    "f6 gives Black 6 moves to choose from; g5 keeps Black to 3.",
    "f6では黒の着手可能数が6になります。g5なら黒を3に抑えられます。" },
  { "reversi", 0, R1 " c2 b4 a5", NULL, "b6", "a3", "", "mobility",
    "b6 gives Black 6 moves to choose from; a3 keeps Black to 3.",
    "b6では黒の着手可能数が6になります。a3なら黒を3に抑えられます。" },
  /* One's own mobility. */
  { "reversi", 0, "c4 c5", NULL, "c6", "d6", "", "mobility",
    "After c6, Black would have 3 moves; after d6, 8.",
    "c6の後の黒の着手可能数は3、d6なら8です。" },
  { "reversi", 0, "c4 c5 e6 e3 b5 b4 d3 d6", NULL, "e2", "b6", "", "mobility",
    "After e2, Black would have 6 moves; after b6, 10.",
    "e2の後の黒の着手可能数は6、b6なら10です。" },
  { "reversi", 0, "c4 c5 e6 e3 b5 b4 d3 d6 c7 a5 a6 e7 f3 f2 f5 f4", NULL,
    "b3", "g3", "", "mobility",
    "After b3, Black would have 9 moves; after g3, 14.",
    "b3の後の黒の着手可能数は9、g3なら14です。" },
  /* Frontier discs. */
  { "reversi", 0, R1 " c2", NULL, "g5", "b2", "", "frontier",
    "g5 leaves White 8 frontier discs, next to empty squares; b2 leaves 5.",
    "g5は開放度が高く、空きマスに接する白の石が8個になります。b2なら5個です。" },
  { "reversi", 0, R2 " d6 c8 b2 e3 g5 a3 h7 a7 d2 e1 f4 e6 f6 h6 g7 f8 f3",
    NULL, "g3", "e7", "", "frontier",
    "g3 leaves White 28 frontier discs, next to empty squares; e7 leaves 25.",
    "g3は開放度が高く、空きマスに接する白の石が28個になります。e7なら25個です。" },
  { "reversi", 0, R3 " h5 b3 a1 e7 d1 d8", NULL, "e8", "e2", "", "frontier",
    "e8 leaves White 25 frontier discs, next to empty squares; e2 leaves 20.",
    "e8は開放度が高く、空きマスに接する白の石が25個になります。e2なら20個です。" },
  /* Stable discs. */
  { "reversi", 0, R3, NULL, "a1", "a8", "", "stable",
    "a8 would have made 9 of White’s discs stable (never to be turned again); a1 makes 6.",
    "a8なら白の確定石（もう返されない石）が9個できました。a1では6個です。" },
  { "reversi", 0,
    "f5 f6 e6 f4 g4 c6 f7 g8 d3 g5 c4 h3 e7 d2 g7 b5 c5 d7 g3 e3 h5 g2 d6 g6 "
    "c7 c8 c3 f8 h4 b4 h8 h7 d1 e2", NULL, "f3", "e8", "", "stable",
    "e8 would have made 4 of Black’s discs stable (never to be turned again); f3 makes 1.",
    "e8なら黒の確定石（もう返されない石）が4個できました。f3では1個です。" },
  { "reversi", 0,
    "f5 f6 f7 d6 c4 g7 h7 e3 d7 b4 c3 c5 a5 e6 b5 d8 c6 b2 f4 g5 a1 g8 e8 e7 "
    "g6 f8 h5 a3 d2 b6 b7 d3 a4 g3 a7 h6 f3 a8", NULL, "c7", "a2", "", "stable",
    "a2 would have made 5 of Black’s discs stable (never to be turned again); c7 makes 1.",
    "a2なら黒の確定石（もう返されない石）が5個できました。c7では1個です。" },
  /* Stable discs the opponent makes with its reply. */
  { "reversi", 0, R5 " c2 c1", NULL, "d1", "a3", "a1", "stable",
    "After d1, White can make 3 discs stable (never to be turned again); after a3, 0.",
    "d1の後、白は確定石（もう返されない石）を3個作れます。a3なら0個です。" },
  { "reversi", 0, R5 " c2 c1", NULL, "e1", "h4", "a1", "stable",
    "After e1, White can make 3 discs stable (never to be turned again); after h4, 0.",
    "e1の後、白は確定石（もう返されない石）を3個作れます。h4なら0個です。" },
  /* The parity of the empty regions. */
  { "reversi", 0, R4, NULL, "f2", "a2", "", "parity",
    "f2 plays into a region of 8 empty squares, an even number, which gives White the last move there; a2’s region is odd.",
    "f2は空きマス8個の偶数の領域に打つので、そこでの最後の一手は白のものになります（偶数理論）。a2の領域は奇数です。" },
  { "reversi", 0, R4 " h2 e8 f2 f1 a2", NULL, "a8", "d7", "", "parity",
    "a8 plays into a region of 2 empty squares, an even number, which gives Black the last move there; d7’s region is odd.",
    "a8は空きマス2個の偶数の領域に打つので、そこでの最後の一手は黒のものになります（偶数理論）。d7の領域は奇数です。" },
  { "reversi", 0, R4 " h2 e8 f2 f1 a2", NULL, "a8", "g2", "", "parity",
    "a8 plays into a region of 2 empty squares, an even number, which gives Black the last move there; g2’s region is odd.",
    "a8は空きマス2個の偶数の領域に打つので、そこでの最後の一手は黒のものになります（偶数理論）。g2の領域は奇数です。" },
  /* A wipe-out given (set up: after d1, White's e1 turns every black
   * disc) and one missed (d1 turns every white disc); each also mirrored. */
  { "reversi", 0, NULL,
    "OXO-----" "----X---" "----O---" "--------" "--------" "--------"
    "--------" "-------- X", "d1", "e4", "e1", "wipeout",
    "After d1, White can wipe out all of Black’s discs.",
    "d1の後、白は黒の石を全滅させられます。" },
  { "reversi", 0, NULL,
    "-----OXO" "---X----" "---O----" "--------" "--------" "--------"
    "--------" "-------- X", "e1", "d4", "d1", "wipeout",
    "After e1, White can wipe out all of Black’s discs.",
    "e1の後、白は黒の石を全滅させられます。" },
  { "reversi", 0, NULL,
    "XOO-----" "---OX---" "---X----" "--------" "--------" "--------"
    "--------" "-------- X", "c2", "d1", "", "wipeout",
    "d1 would have wiped out all of White’s discs.",
    "d1なら白の石を全滅させられました。" },
  { "reversi", 0, NULL,
    "-----OOX" "---XO---" "----X---" "--------" "--------" "--------"
    "--------" "-------- X", "f2", "e1", "", "wipeout",
    "e1 would have wiped out all of White’s discs.",
    "e1なら白の石を全滅させられました。" },
  { "reversi", 0, NULL,
    "XOO-----" "---OX---" "---X----" "--------" "--------" "--------"
    "--------" "-------- X", "d1", "d1", "", "wipeout",
    "d1 leads to wiping out all of White’s discs.",
    "d1で白の石を全滅させられます。" },

  /* Tic-tac-toe: a threat not blocked. */
  { "tictactoe", 0, "b2 a2 a3", NULL, "a1", "c1", "", "threat",
    "a1 does not block X’s threat: X wins at c1.",
    "a1では×のリーチを防げません。×はc1で勝ちます。" },
  { "tictactoe", 0, "c3 b1 a3", NULL, "c1", "b3", "", "threat",
    "c1 does not block X’s threat: X wins at b3.",
    "c1では×のリーチを防げません。×はb3で勝ちます。" },
  { "tictactoe", 0, "a1 b2 c3 a3", NULL, "b1", "c1", "", "threat",
    "b1 does not block O’s threat: O wins at c1.",
    "b1では○のリーチを防げません。○はc1で勝ちます。" },
  /* A win missed. */
  { "tictactoe", 0, "a1 a3 c2 b2 b1", NULL, "a2", "c1", "", "missed-win",
    "c1 would have completed a line and won.",
    "c1なら一列がそろって勝てました。" },
  { "tictactoe", 0, "c3 b1 a3 c1", NULL, "b2", "b3", "", "missed-win",
    "b3 would have completed a line and won.",
    "b3なら一列がそろって勝てました。" },
  /* A fork allowed. */
  { "tictactoe", 0, "a1 a3 c2", NULL, "a2", "c1", "", "fork",
    "a2 lets X make a fork at c1: two threats, and only one can be blocked.",
    "a2では×にc1で両取りを許します。リーチが二つでき、一つしか防げません。" },
  { "tictactoe", 0, "b2 a2 a3", NULL, "c1", "c1", "", "none", NULL, NULL },
  { "tictactoe", 0, "a1 b2 c3", NULL, "a3", "b1", "", "fork",
    "a3 lets X make a fork at c1: two threats, and only one can be blocked.",
    "a3では×にc1で両取りを許します。リーチが二つでき、一つしか防げません。" },
  /* A fork missed, and one made. */
  { "tictactoe", 0, "a1 a2 b1 c1", NULL, "c3", "b2", "", "missed-fork",
    "b2 would have made a fork: two threats, and only one can be blocked.",
    "b2なら両取りにできました。リーチが二つでき、一つしか防げません。" },
  { "tictactoe", 0, "b2 a2 a3 c1", NULL, "a1", "b3", "", "missed-fork",
    "b3 would have made a fork: two threats, and only one can be blocked.",
    "b3なら両取りにできました。リーチが二つでき、一つしか防げません。" },
  { "tictactoe", 0, "a1 b3 a3 c2", NULL, "b2", "b2", "", "fork",
    "b2 makes a fork: two threats, and only one can be blocked.",
    "b2で両取り：リーチが二つでき、一つしか防げません。" },
  { "tictactoe", 0, "a1 a3 c2 b2 b1", NULL, "c1", "c1", "", "win",
    "c1 completes a line and wins.", "c1で一列がそろって勝ちです。" },

  /* Number-grab (seed 0's board): a large number left to the opponent. */
  { "numbergrab", 0, "a1 a6 g6 g1 f1", NULL, "f2", "f6", "", "gives-number",
    "f2 lets the opponent take +9 at b2 next; f6 leaves +1 at most.",
    "f2では相手が次にb2で+9を取れます。f6なら多くて+1です。" },
  { "numbergrab", 0, "a1 a6 g6 g1 f1 f8 g8 g2 f2 f5 g5 g4 c4 c3", NULL, "g3",
    "a3", "", "gives-number",
    "g3 lets the opponent take +7 at g7 next; a3 leaves +2 at most.",
    "g3では相手が次にg7で+7を取れます。a3なら多くて+2です。" },
  /* A smaller number taken. */
  { "numbergrab", 0, "", NULL, "a1", "e1", "", "takes-less",
    "a1 takes +3; e1 would take +7.", "a1で取るのは+3、e1なら+7でした。" },
  { "numbergrab", 0, "", NULL, "c1", "b1", "", "takes-less",
    "c1 takes −8; b1 would take +4.", "c1で取るのは−8、b1なら+4でした。" },
};

static SkyMove
parse_move (const SkyPosition *pos, const char *text)
{
  g_autoptr(GError) error = NULL;
  SkyMove move = SKY_MOVE_NONE;

  g_assert_true (pos->game->move_from_string (pos, text, &move, &error));
  g_assert_no_error (error);
  return move;
}

static SkyPosition *
case_position (const Case *c)
{
  const SkyGame *game = sky_game_from_id (c->game);
  SkyGameSetup setup = { .seed = c->seed };
  g_auto(GStrv) moves = NULL;
  SkyPosition *pos;

  if (c->position != NULL)
    {
      g_autoptr(GError) error = NULL;

      pos = sky_position_new_from_string (game, c->position, &error);
      g_assert_no_error (error);
      return pos;
    }
  pos = sky_position_new (game, &setup);
  moves = g_strsplit (c->moves, " ", -1);
  for (int i = 0; moves[i] != NULL; i++)
    if (moves[i][0] != '\0')
      sky_position_play (pos, parse_move (pos, moves[i]));
  return pos;
}

/* The ply of a review that played c->played where c->better was best. */
static void
case_ply (const Case *c, const SkyPosition *pos, SkyReviewPly *ply)
{
  g_auto(GStrv) line = g_strsplit (c->refutation, " ", -1);
  g_autoptr(SkyPosition) after = sky_position_copy (pos);

  memset (ply, 0, sizeof *ply);
  ply->side = pos->to_move;
  ply->played = parse_move (pos, c->played);
  ply->best = parse_move (pos, c->better);
  ply->pv[0] = ply->best;
  ply->pv_length = 1;
  ply->best_value = 4;
  ply->played_value = ply->best == ply->played ? 4 : -10;
  ply->loss = ply->best_value - ply->played_value;
  ply->exact = TRUE;
  ply->judgement = sky_review_judge (pos->game->kind, ply->best_value,
                                     ply->played_value, TRUE);
  sky_position_play (after, ply->played);
  for (int i = 0; line[i] != NULL; i++)
    if (line[i][0] != '\0')
      {
        ply->refutation[ply->refutation_length++] = parse_move (after, line[i]);
        sky_position_play (after, ply->refutation[ply->refutation_length - 1]);
      }
}

/* gettext reads LANGUAGE on every call; textdomain () drops what it has
 * cached. */
static void
use_language (const char *language)
{
  g_setenv ("LANGUAGE", language, TRUE);
  textdomain (GETTEXT_PACKAGE);
}

static void
test_case (gconstpointer data)
{
  const Case *c = data;
  g_autoptr(SkyPosition) pos = case_position (c);
  g_autoptr(SkyExplanation) en = NULL;
  g_autoptr(SkyExplanation) ja = NULL;
  SkyReviewPly ply;
  int k;

  case_ply (c, pos, &ply);
  use_language ("");
  en = sky_explain_move (pos, &ply);
  use_language ("ja");
  ja = sky_explain_move (pos, &ply);
  use_language ("");
  if (c->en == NULL)
    {
      g_assert_cmpint (en->n_reasons, ==, 0);
      return;
    }
  g_test_message ("%s", en->text);
  /* The reason is one of the one or two kept (the heaviest first: a fork
   * allowed, say, before the fork missed). */
  for (k = 0; k < en->n_reasons; k++)
    if (strcmp (en->reasons[k].id, c->reason) == 0)
      break;
  g_assert_cmpint (k, <, en->n_reasons);
  g_assert_cmpstr (en->reasons[k].text, ==, c->en);
  g_assert_nonnull (strstr (en->text, c->en));
  /* The same reasons, in Japanese. */
  g_assert_cmpint (ja->n_reasons, ==, en->n_reasons);
  g_assert_cmpstr (ja->reasons[k].id, ==, c->reason);
  g_assert_cmpstr (ja->reasons[k].text, ==, c->ja);
  g_assert_nonnull (strstr (ja->text, c->ja));
}

/* A whole explanation, in both languages. */
static void
check_text (const SkyPosition *pos, const SkyReviewPly *ply, const char *en,
            const char *ja)
{
  g_autoptr(SkyExplanation) english = NULL;
  g_autoptr(SkyExplanation) japanese = NULL;

  use_language ("");
  english = sky_explain_move (pos, ply);
  use_language ("ja");
  japanese = sky_explain_move (pos, ply);
  use_language ("");
  g_assert_cmpstr (english->text, ==, en);
  g_assert_cmpstr (japanese->text, ==, ja);
}

/* b2 in d3 c3 c4 e3 b2 a1, as the review with the book judges it. */
static void
test_b2 (void)
{
  g_autoptr(SkyPosition) pos = case_position (&cases[0]);
  SkyReviewPly ply;

  case_ply (&cases[0], pos, &ply);
  ply.best_value = 2.11;
  ply.played_value = -16.9;
  ply.loss = 19.01;
  ply.exact = FALSE;
  ply.judgement = SKY_JUDGEMENT_BLUNDER;
  check_text (pos, &ply,
              "b2 is a blunder: it loses 19 discs. f4 was best (Black +2.1). "
              "b2 lets White take the a1 corner.",
              "b2は大悪手：19 石の損です。f4が最善でした（黒 +2.1）。"
              "b2では白にa1の隅を取られます。");
  /* Behind by the better move too: the lead is the other side's. */
  ply.best_value = -3;
  ply.played_value = -9;
  ply.loss = 6;
  ply.judgement = SKY_JUDGEMENT_MISTAKE;
  check_text (pos, &ply,
              "b2 is a mistake: it loses 6 discs. f4 was best (White +3). "
              "b2 lets White take the a1 corner.",
              "b2は悪手：6 石の損です。f4が最善でした（白 +3）。"
              "b2では白にa1の隅を取られます。");
  ply.best_value = 0;
  ply.played_value = -2.5;
  ply.loss = 2.5;
  ply.judgement = SKY_JUDGEMENT_INACCURACY;
  check_text (pos, &ply,
              "b2 is an inaccuracy: it loses 2.5 discs. f4 was best (even). "
              "b2 lets White take the a1 corner.",
              "b2は疑問手：2.5 石の損です。f4が最善でした（互角）。"
              "b2では白にa1の隅を取られます。");
}

/* A best move, a small loss, a move that leaves the book, a pass. */
static void
test_other_moves (void)
{
  const SkyGame *reversi = sky_game_from_id ("reversi");
  g_autoptr(SkyPosition) start = sky_position_new (reversi, NULL);
  g_autoptr(SkyPosition) pass = NULL;
  g_autoptr(GError) error = NULL;
  SkyReviewPly ply = { 0 };

  ply.side = SKY_SIDE_FIRST;
  ply.played = ply.best = parse_move (start, "f5");
  ply.best_value = ply.played_value = 0;
  check_text (start, &ply, "f5 is the best move (even).",
              "f5が最善手です（互角）。");

  ply.best = parse_move (start, "d3");
  ply.best_value = 1;
  ply.loss = 1;
  ply.book = TRUE;
  check_text (start, &ply,
              "f5 is close to the best: it loses 1 disc. d3 was best (Black +1). "
              "The known opening line ends here.",
              "f5は最善に近い手：1 石の損です。d3が最善でした（黒 +1）。"
              "ここで既知の定石から外れます。");
  ply.book_move = TRUE;
  check_text (start, &ply,
              "f5 is close to the best: it loses 1 disc. d3 was best (Black +1).",
              "f5は最善に近い手：1 石の損です。d3が最善でした（黒 +1）。");
  ply.best_value = 0.04;
  ply.loss = 0.04;
  check_text (start, &ply, "f5 is about as good as d3 (even).",
              "f5はd3とほぼ同じです（互角）。");
  /* No best move found: the move played is judged as its own best. */
  ply.best = SKY_MOVE_NONE;
  ply.best_value = ply.played_value = 1;
  ply.loss = 0;
  check_text (start, &ply, "f5 is the best move (Black +1).",
              "f5が最善手です（黒 +1）。");

  /* White has no move: its disc on a1 is surrounded by black. */
  pass = sky_position_new_from_string (reversi,
                                       "OX------" "XX------" "--------"
                                       "--------" "--------" "--------"
                                       "--------" "-------X O", &error);
  g_assert_no_error (error);
  memset (&ply, 0, sizeof ply);
  ply.side = SKY_SIDE_SECOND;
  ply.played = ply.best = SKY_MOVE_PASS;
  check_text (pass, &ply, "White had no move and passed.",
              "白は打てる場所がなくパスしました。");
}

/* Tic-tac-toe's values are results. */
static void
test_outcomes (void)
{
  const Case *c = NULL;
  g_autoptr(SkyPosition) pos = NULL;
  SkyReviewPly ply;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    if (strcmp (cases[i].reason, "missed-win") == 0)
      {
        c = &cases[i];
        break;
      }
  pos = case_position (c);
  case_ply (c, pos, &ply);
  ply.best_value = 1;
  ply.played_value = 0;
  ply.loss = 1;
  check_text (pos, &ply,
              "a2 is a blunder: it turns a win into a draw. c1 was best (O wins). "
              "c1 would have completed a line and won. "
              "a2 does not block X’s threat: X wins at c1.",
              "a2は大悪手：勝ちを引き分けにします。c1が最善でした（○ の勝ち）。"
              "c1なら一列がそろって勝てました。"
              "a2では×のリーチを防げません。×はc1で勝ちます。");
  ply.played_value = -1;
  ply.loss = 2;
  check_text (pos, &ply,
              "a2 is a blunder: it turns a win into a loss. c1 was best (O wins). "
              "c1 would have completed a line and won. "
              "a2 does not block X’s threat: X wins at c1.",
              "a2は大悪手：勝ちを負けにします。c1が最善でした（○ の勝ち）。"
              "c1なら一列がそろって勝てました。"
              "a2では×のリーチを防げません。×はc1で勝ちます。");
  ply.best_value = 0;
  ply.played_value = -1;
  ply.loss = 1;
  check_text (pos, &ply,
              "a2 is a blunder: it turns a draw into a loss. c1 was best (a draw). "
              "c1 would have completed a line and won. "
              "a2 does not block X’s threat: X wins at c1.",
              "a2は大悪手：引き分けを負けにします。c1が最善でした（引き分け）。"
              "c1なら一列がそろって勝てました。"
              "a2では×のリーチを防げません。×はc1で勝ちます。");
}

/* A game without a hook: the review's numbers alone. */
static void
test_no_hook (void)
{
  const SkyGame *reversi = sky_game_from_id ("reversi");
  SkyGame plain = *reversi;
  g_autoptr(SkyPosition) pos = sky_position_new (reversi, NULL);
  g_autoptr(SkyExplanation) e = NULL;
  SkyReviewPly ply = { 0 };

  plain.explain = NULL;
  pos->game = &plain;
  ply.played = parse_move (pos, "f5");
  ply.best = parse_move (pos, "d3");
  ply.best_value = 1;
  ply.loss = 1;
  e = sky_explain_move (pos, &ply);
  g_assert_cmpint (e->n_reasons, ==, 0);
  g_assert_cmpstr (e->text, ==,
                   "f5 is close to the best: it loses 1 disc. d3 was best (Black +1).");
}

int
main (int argc, char **argv)
{
  const char *localedir = g_getenv ("SAKIYOMI_LOCALEDIR");

  g_assert_nonnull (localedir);
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  /* GLib decides once whether to translate at all, from the catalogue's
   * header in the language of its first call: Japanese, then each test
   * says its language. */
  use_language ("ja");
  g_assert_cmpstr (_("even"), ==, "互角");
  use_language ("");
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/explain/%s/%s/%u",
                                               cases[i].game, cases[i].reason,
                                               i);

      g_test_add_data_func (path, &cases[i], test_case);
    }
  g_test_add_func ("/explain/b2", test_b2);
  g_test_add_func ("/explain/other-moves", test_other_moves);
  g_test_add_func ("/explain/outcomes", test_outcomes);
  g_test_add_func ("/explain/no-hook", test_no_hook);
  return g_test_run ();
}
