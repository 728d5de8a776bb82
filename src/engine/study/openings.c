/* openings.c: the named reversi openings and their matcher (openings.h).
 *
 * Sources (names and move orders are facts; the table is our own):
 * - English names and lines: the catalogue of named openings compiled by
 *   Robert Gatliff, as published at samsoft.org.uk/reversi/openings.htm and
 *   in Matthias Berg's openings.txt (berg.earthlingz.de/ocd), the list the
 *   WZebra generation of programs show.  It is written with 1.c4 first; we
 *   turn it by 180 degrees to 1.f5.  Where it gives two names ("Snake/
 *   Peasant") the first is the name and the others are in a comment.
 * - Japanese names: the Japanese opening (定石) list of evaccaneer.livedoor.
 *   blog/archives/11101657.html, which the program Egaroucid carries as
 *   positions; every name here was checked by playing our line and comparing
 *   the position with that list's.  The animal names are given without the
 *   suffix 定石 (虎, not 虎定石).  NULL where the Japanese list has no name for
 *   the position or only the English one in Latin letters.
 * - Lines marked "ja" are named in the Japanese list but not in Gatliff's;
 *   their English name is the plain translation of the Japanese one.
 *
 * Where the sources disagree we follow the Japanese list for the Japanese
 * names: a second, move-based Japanese list seen in public code stops some
 * lines a move later (牛 at f5f6e6f4e3c5, 羊 at ...e6f4e3f3) and calls
 * f5f6e6f4g3 ロケット, while the evaccaneer list gives ロケット to f5f6e6d6c7;
 * so Rocket has no Japanese name here.
 *
 * Squares are named as in reversi.h: column a-h, row 1-8 from the top, square
 * = row * 8 + column.  Sorted by moves, so each family's lines sit together
 * and a line's continuations follow it.
 */
#include "config.h"

#include "openings.h"
#include "reversi.h"

static const SkyOpening openings[] = {
  /* 1.f5 d6: the perpendicular opening. */
  { "f5d6", "Perpendicular Opening", "縦取り" },
  { "f5d6c3d3c4", "Tiger", "虎" },
  { "f5d6c3d3c4b3", "Aubrey", "イエス流" },  /* also Tanaka */
  { "f5d6c3d3c4b3d2f4", "Aubrey (Feldborg Continuation)", NULL },
  { "f5d6c3d3c4f4c5b3c2", "Rose-Bill", "花形" },
  { "f5d6c3d3c4f4c5b3c2b4", "Central Rose-Bill", "FJT" },  /* also Dead Draw */
  { "f5d6c3d3c4f4c5b3c2e6", "Tamenori", "金魚" },
  { "f5d6c3d3c4f4c5b4b5c6f3e6e3", "Ishii", NULL },
  { "f5d6c3d3c4f4c5b4b5c6f3e6e3g6f6g5d7g3", "Mainline Tiger", "虎メインライン" },
  { "f5d6c3d3c4f4e3", "Brightwell", "ブライトウェル" },
  { "f5d6c3d3c4f4e6", "Leader's Tiger", "リーダーズタイガー" },
  { "f5d6c3d3c4f4f6", "Stephenson", NULL },
  { "f5d6c3d3c4f4f6b4", "Kung", "カン" },
  { "f5d6c3d3c4f4f6f3", "Comp'Oth", "コンポス" },
  { "f5d6c3d3c4f4f6f3e3", "Lightning Bolt", "ライトニングボルト" },
  { "f5d6c3d3c4f4f6f3e6e7d7g6f8f7g5h6h4g4h3h5h7", "F.A.T. Draw", NULL },
  { "f5d6c3d3c4f4f6g5", "No-Kung", "ノーカン" },
  { "f5d6c3d3c4f4f6g5e3f3g4h3g3f2", "No-Kung (Continuation)", NULL },
  { "f5d6c3d3c5", "Crayfish", "ザリガニ" },                 /* ja */
  { "f5d6c3d3c6", "Shrimp", "海老" },                       /* ja */
  { "f5d6c3f3d3", "Dog", "犬" },                            /* ja */
  { "f5d6c3f4e6", "Monkey", "猿" },                         /* ja */
  { "f5d6c3f4f6", "Dragon", "龍" },                         /* ja */
  { "f5d6c3g5", "Bent Ganglion", "ミサイル" },
  /* ja; the list's other name, ラバーズ・リープ, is English already */
  { "f5d6c4b3", "Lover's Leap", "雷" },
  { "f5d6c4d3c5", "Cat", "猫" },
  { "f5d6c4d3c5f4e3f3c2b4b3", "Berner", NULL },
  { "f5d6c4d3c5f4e3f3c2c6", "Sakaguchi", "坂口流" },
  { "f5d6c4d3e6", "Italian", "羊" },
  { "f5d6c4f4c5", "Hippo", "カバ" },                        /* ja */
  /* Gatliff's "Ganglion/No-Cat"; No-Cat, as its continuation is named */
  { "f5d6c4g5", "No-Cat", NULL },
  { "f5d6c4g5c6", "Swallow", "燕" },
  { "f5d6c4g5c6c5d7d3b4c3e3f3", "No-Cat (Continuation)", NULL },
  { "f5d6c5f4d3", "Horse", "馬" },
  { "f5d6c5f4d7", "Crane", "鶴" },                          /* ja */
  { "f5d6c5f4e3", "Rabbit", "兎" },                         /* ja */
  { "f5d6c5f4e3c6d3f3", "Ralle", NULL },
  { "f5d6c5f4e3c6d3f6e6d7", "Rose", "ローズ" },
  { "f5d6c5f4e3c6d3f6e6d7e7", "Greenberg", "手塚システム" },  /* also Dawg */
  { "f5d6c5f4e3c6d3f6e6d7g3", "Sharp Rose", "Sローズ" },     /* ja */
  { "f5d6c5f4e3c6d3f6e6d7g3c4", "Rose-Birth", "Sローズ・基本形" },
  { "f5d6c5f4e3c6d3f6e6d7g3c4b4", "Rose-Birdie", "為則ローズ" },  /* also Rose-Tamenori */
  { "f5d6c5f4e3c6d3f6e6d7g3c4b4c3", "Rose-Tamenori-Kling", NULL },
  { "f5d6c5f4e3c6d3f6e6d7g3c4g5c3b4e2", "Brightstein", NULL },
  { "f5d6c5f4e3c6d3f6e6d7g4", "Flat", "Fローズ" },
  { "f5d6c5f4e3c6d3f6e6d7g4c4", "Rotating Flat", "Fローズローテーション型" },
  { "f5d6c5f4e3c6d3f6e6d7g4c4g5c3f7d2e7f2", "Rotating Flat (Kling Continuation)", NULL },
  { "f5d6c5f4e3c6d3f6e6d7g4c4g6", "Murakami Variation", "村上流" },
  { "f5d6c5f4e3c6d7", "Bhagat", NULL },
  { "f5d6c5f4e3c6e6", "Inoue", "井上流" },
  { "f5d6c5f4e3c6e6f6", "Iago", "雪うさぎ" },
  { "f5d6c5f4e3c6f3", "Shaman", "シャーマン" },  /* also Danish */
  { "f5d6c5f4e3d3", "Mimura", "三村流" },
  { "f5d6c5f4f3", "Deer", "鹿" },                           /* ja */

  /* 1.f5 f4: the parallel opening. */
  { "f5f4", "Parallel Opening", "平行取り" },
  { "f5f4e3d6f3", "Reverse Mouse", "裏鼠" },                /* ja */
  { "f5f4e3f6d3", "Mouse", "鼠" },                          /* ja */

  /* 1.f5 f6: the diagonal opening. */
  { "f5f6", "Diagonal Opening", "斜め取り" },
  { "f5f6c4f4", "Semi-Wing Variation", NULL },
  { "f5f6d3f4", "Wing Variation", NULL },
  { "f5f6e6f4c3", "Buffalo", "バッファロー" },  /* also Kenichi Variation */
  { "f5f6e6f4c3c4", "Hokuriku Buffalo", "北陸バッファロー" },
  { "f5f6e6f4c3d6f3c4c5b4", "Tanida Buffalo", "谷田バッファロー" },
  { "f5f6e6f4c3d7f3", "Maruoka Buffalo", "丸岡バッファロー" },
  { "f5f6e6f4d3", "Reverse Snake", "裏蛇" },                /* ja */
  { "f5f6e6f4e3", "Cow", "牛" },
  { "f5f6e6f4e3c5c4", "Rose-v-Toth", NULL },
  { "f5f6e6f4e3c5c4d3c3", "Landau", NULL },
  { "f5f6e6f4e3c5c4d3f3e2", "Maruoka", NULL },
  { "f5f6e6f4e3c5c4e7", "Tanida", NULL },
  { "f5f6e6f4e3c5c4e7b5e2", "Sailboat", "ヨット" },
  { "f5f6e6f4e3c5c4e7g4", "Aircraft", NULL },  /* also Feldborg */
  { "f5f6e6f4e3c5g5", "Cow Bat", "こうもり" },  /* also Bat, Cambridge */
  { "f5f6e6f4e3c5g5d6g6", "Bat (Kling Alternative)", NULL },
  { "f5f6e6f4e3c5g5f3g4g6g3d6f7h5h4h3e7", "Bat (Kling Continuation)", NULL },
  { "f5f6e6f4e3c5g5g3g4f3c4", "Melnikov", NULL },  /* also Bat (Piau Continuation 1) */
  { "f5f6e6f4e3c5g5g3g4f3g6", "Bat (Piau Continuation 2)", NULL },
  { "f5f6e6f4e3d6", "Chimney", "白大量取り" },
  { "f5f6e6f4f3", "Reverse Raccoon Dog", "裏狸" },          /* ja */
  { "f5f6e6f4g3", "Rocket", NULL },
  { "f5f6e6f4g3d6", "Lollipop", NULL },
  { "f5f6e6f4g3f3g4", "Hamilton", NULL },
  { "f5f6e6f4g4", "Raccoon Dog", "狸" },
  { "f5f6e6f4g5", "Heath", "飛び出し牛" },  /* also Tobidashi */
  { "f5f6e6f4g5d6", "Heath-Chimney", "白裏大量" },
  { "f5f6e6f4g5e7d7", "Iwasaki Variation", "岩崎流" },
  { "f5f6e6f4g5e7e3", "Heath-Bat", "裏こうもり" },
  { "f5f6e6f4g5e7f7c5e3f3c4d3c2", "Mimura Variation II", "三村流II" },
  { "f5f6e6f4g6", "Snake", "蛇" },  /* also Peasant */
  { "f5f6e6f4g6c5g4g5f3e3c4", "Pyramid", NULL },  /* also Checkerboarding Peasant */
  { "f5f6e6f4g6c6", "Lysons", "コブラ" },
  { "f5f6e6f4g7", "X-square Opening", "暴走牛" },
};

const SkyGame *
sky_openings_game (void)
{
  return &sky_reversi_game;
}

guint
sky_openings_get_n (void)
{
  return G_N_ELEMENTS (openings);
}

const SkyOpening *
sky_openings_get (guint index)
{
  g_return_val_if_fail (index < G_N_ELEMENTS (openings), NULL);

  return &openings[index];
}

/* The matcher ------------------------------------------------------------ */

/* The table as a tree of moves (a trie), built once: matching a game walks
 * down it one move at a time and stops at the first move no line shares, so
 * a lookup costs a few steps however long the game, not a scan of the table. */
typedef struct {
  guint first_child;        /* 0 for none: node 0, the root, is nobody's child */
  guint next_sibling;       /* 0 for none */
  int line;                 /* the opening whose last move this is, or -1 */
  guint8 square;
} OpeningNode;

static guint8
parse_square (const char *text)
{
  g_assert (text[0] >= 'a' && text[0] <= 'h' && text[1] >= '1' && text[1] <= '8');

  return (guint8) ((text[1] - '1') * 8 + (text[0] - 'a'));
}

static guint
find_child (const OpeningNode *nodes, guint parent, guint8 square)
{
  for (guint child = nodes[parent].first_child; child != 0;
       child = nodes[child].next_sibling)
    if (nodes[child].square == square)
      return child;
  return 0;
}

static OpeningNode *
build_tree (void)
{
  GArray *nodes = g_array_new (FALSE, TRUE, sizeof (OpeningNode));
  OpeningNode root = { 0, 0, -1, 0 };

  g_array_append_val (nodes, root);
  for (guint i = 0; i < G_N_ELEMENTS (openings); i++)
    {
      guint node = 0;

      for (const char *p = openings[i].moves; *p != '\0'; p += 2)
        {
          guint8 square = parse_square (p);
          guint child = find_child ((const OpeningNode *) nodes->data, node, square);

          if (child == 0)
            {
              OpeningNode *parent = &g_array_index (nodes, OpeningNode, node);
              OpeningNode added = { 0, parent->first_child, -1, square };

              child = nodes->len;
              parent->first_child = child;
              g_array_append_val (nodes, added);    /* may move the array */
            }
          node = child;
        }
      g_assert (g_array_index (nodes, OpeningNode, node).line == -1);
      g_array_index (nodes, OpeningNode, node).line = (int) i;
    }
  /* Kept for the life of the process, like the table it indexes. */
  return (OpeningNode *) (gpointer) g_array_free (nodes, FALSE);
}

static const OpeningNode *
get_tree (void)
{
  static gsize tree = 0;

  if (g_once_init_enter (&tree))
    g_once_init_leave (&tree, (gsize) build_tree ());
  return (const OpeningNode *) tree;
}

/* The four first moves are one move seen through the symmetries of the
 * board that keep the start position.  Each of these maps is its own
 * inverse, so the same map takes the game to the table's 1.f5 orientation
 * and back. */
typedef enum {
  SYMMETRY_IDENTITY,        /* 1.f5 */
  SYMMETRY_MAIN_DIAGONAL,   /* 1.e6: reflection in a1-h8, (row, col) -> (col, row) */
  SYMMETRY_ANTI_DIAGONAL,   /* 1.d3: reflection in h1-a8, (row, col) -> (7-col, 7-row) */
  SYMMETRY_ROTATION,        /* 1.c4: half turn, (row, col) -> (7-row, 7-col) */
  SYMMETRY_NONE             /* not a first move */
} Symmetry;

#define SQUARE_C4 26
#define SQUARE_D3 19
#define SQUARE_E6 44
#define SQUARE_F5 37

static Symmetry
symmetry_to_f5 (SkyMove first)
{
  switch (first)
    {
    case SQUARE_F5: return SYMMETRY_IDENTITY;
    case SQUARE_E6: return SYMMETRY_MAIN_DIAGONAL;
    case SQUARE_D3: return SYMMETRY_ANTI_DIAGONAL;
    case SQUARE_C4: return SYMMETRY_ROTATION;
    default: return SYMMETRY_NONE;
    }
}

static guint8
apply_symmetry (Symmetry symmetry, guint8 square)
{
  guint row = square / 8, col = square % 8;

  switch (symmetry)
    {
    case SYMMETRY_MAIN_DIAGONAL: return (guint8) (col * 8 + row);
    case SYMMETRY_ANTI_DIAGONAL: return (guint8) ((7 - col) * 8 + (7 - row));
    case SYMMETRY_ROTATION:      return (guint8) (63 - square);
    case SYMMETRY_IDENTITY:
    case SYMMETRY_NONE:
    default:                     return square;
    }
}

const SkyOpening *
sky_opening_find (const SkyMove *moves, guint n_moves, guint *length)
{
  const OpeningNode *tree = get_tree ();
  Symmetry symmetry;
  guint node = 0, best_length = 0;
  int best = -1;

  if (length != NULL)
    *length = 0;
  g_return_val_if_fail (moves != NULL || n_moves == 0, NULL);

  symmetry = n_moves > 0 ? symmetry_to_f5 (moves[0]) : SYMMETRY_NONE;
  for (guint i = 0; symmetry != SYMMETRY_NONE && i < n_moves; i++)
    {
      /* A pass or any other non-square leaves the book. */
      if (moves[i] < 0 || moves[i] >= 64)
        break;
      node = find_child (tree, node, apply_symmetry (symmetry, (guint8) moves[i]));
      if (node == 0)
        break;
      if (tree[node].line >= 0)
        {
          best = tree[node].line;
          best_length = i + 1;
        }
    }
  if (length != NULL)
    *length = best_length;
  return best >= 0 ? &openings[best] : NULL;
}
