/* sakiyomi-search-text.c: the words for a recorded search tree's nodes.
 *
 * Minimax values are signed and for the side to move at the root; Monte
 * Carlo values are win rates for the side that moved.  Each says its unit
 * (value-format.h).  The notes say in
 * words what the flags mean: chosen, best here, a cut-off with its bound
 * and the moves it skipped, evaluated, game over.
 */
#define G_LOG_DOMAIN "sakiyomi-search-text"

#include "config.h"

#include <glib/gi18n.h>

#include "sakiyomi-game-text.h"
#include "sakiyomi-search-text.h"
#include "value-format.h"

char *
sakiyomi_search_text_count (guint64 n)
{
  return g_strdup_printf ("%'" G_GUINT64_FORMAT, n);
}

char *
sakiyomi_search_text_move (const SkyPosition *root,
                           SkyMove            move)
{
  const SkyGame *game = root->game;
  g_autofree char *name = NULL;

  if (move == SKY_MOVE_PASS)
    return g_strdup (_("pass"));
  if (move < 0)
    return g_strdup ("");
  name = game->move_to_string (root, move);
  if (game->cell (root, move).kind == SKY_CELL_NUMBER)
    {
      /* The number taken: it stays in its cell once taken. */
      g_autofree char *number = sakiyomi_format_number (game->cell (root, move).value);

      return g_strdup_printf ("%s  %s", name, number);
    }
  return g_steal_pointer (&name);
}

gboolean
sakiyomi_search_text_is_monte_carlo (SkySearchTree *tree)
{
  SkySearchTreeKind kind = sky_search_tree_get_kind (tree);

  return kind == SKY_SEARCH_TREE_FLAT || kind == SKY_SEARCH_TREE_UCT;
}

/* The unit of the tree's values: the recorded search's, minimax or Monte
 * Carlo (the strong engine records no tree). */
static SkyValueUnit
tree_unit (SkySearchTree *tree)
{
  return sky_value_unit_for_search (sky_search_tree_get_root (tree)->game->kind,
                                    sky_search_tree_get_strength (tree));
}

/* A minimax value with its sign and unit: "+4 points (table)", "−3
 * points", "win". */
static char *
signed_text (SkySearchTree *tree,
             int            value,
             SkyValueStyle  style)
{
  return sky_value_format (tree_unit (tree), value, style);
}

char *
sakiyomi_search_text_value (SkySearchTree       *tree,
                            const SkySearchNode *node)
{
  g_autofree char *number = NULL;

  if (node->flags & SKY_SEARCH_NODE_PRUNED)
    return g_strdup ("—");
  if (sakiyomi_search_text_is_monte_carlo (tree))
    {
      if (node->visits == 0)
        return g_strdup ("—");
      /* The column and the details are headed "Win rate". */
      return sky_value_format (SKY_VALUE_UNIT_WIN_RATE, node->value / 1000.0,
                               SKY_VALUE_STYLE_NUMBER);
    }
  number = signed_text (tree, node->value, SKY_VALUE_STYLE_LONG);
  if (node->flags & SKY_SEARCH_NODE_UPPER)
    return g_strdup_printf ("≤ %s", number);
  if (node->flags & SKY_SEARCH_NODE_LOWER)
    return g_strdup_printf ("≥ %s", number);
  return g_steal_pointer (&number);
}

char *
sakiyomi_search_text_notes (SkySearchTree       *tree,
                            const SkySearchNode *node)
{
  GPtrArray *notes = g_ptr_array_new_with_free_func (g_free);
  char *text;

  if (node->flags & SKY_SEARCH_NODE_PRUNED)
    g_ptr_array_add (notes, g_strdup (_("not searched: cut off")));
  if (node->flags & SKY_SEARCH_NODE_CHOSEN)
    g_ptr_array_add (notes, g_strdup (node->depth == 1 ? _("chosen")
                                                       : _("expected reply")));
  else if ((node->flags & SKY_SEARCH_NODE_BEST)
           && !((node->flags & SKY_SEARCH_NODE_CUTOFF) && node->n_cut > 0))
    g_ptr_array_add (notes, g_strdup (_("best here")));
  if ((node->flags & SKY_SEARCH_NODE_CUTOFF) && node->n_cut > 0)
    {
      /* The value column says the unit. */
      g_autofree char *value = signed_text (tree, node->value, SKY_VALUE_STYLE_NUMBER);
      g_autofree char *bound = signed_text (tree, node->bound, SKY_VALUE_STYLE_NUMBER);

      if (node->flags & SKY_SEARCH_NODE_MAX)
        /* TRANSLATORS: alpha-beta: MAX found a value at least β, the
         * best the opponent can already hold it to elsewhere, so MAX's
         * other moves (%3$d) were not searched */
        g_ptr_array_add (notes, g_strdup_printf (ngettext ("β cut-off: %s ≥ β = %s, %d move skipped",
                                                           "β cut-off: %s ≥ β = %s, %d moves skipped",
                                                           node->n_cut),
                                                 value, bound, node->n_cut));
      else
        /* TRANSLATORS: alpha-beta: MIN found a reply at most α, what MAX
         * already has elsewhere, so MIN's other replies were not searched */
        g_ptr_array_add (notes, g_strdup_printf (ngettext ("α cut-off: %s ≤ α = %s, %d move skipped",
                                                           "α cut-off: %s ≤ α = %s, %d moves skipped",
                                                           node->n_cut),
                                                 value, bound, node->n_cut));
    }
  if (node->flags & SKY_SEARCH_NODE_UPPER)
    g_ptr_array_add (notes, g_strdup (_("at most: refuted")));
  else if (node->flags & SKY_SEARCH_NODE_LOWER)
    g_ptr_array_add (notes, g_strdup (_("at least: cut short")));
  if (node->flags & SKY_SEARCH_NODE_FINAL)
    g_ptr_array_add (notes, g_strdup (_("game over")));
  else if (node->flags & SKY_SEARCH_NODE_EVAL)
    g_ptr_array_add (notes, g_strdup (_("evaluated")));
  if (sky_search_tree_get_kind (tree) == SKY_SEARCH_TREE_UCT && node->visits > 0)
    /* TRANSLATORS: UCT: wins counted in halves (a draw is half a win) */
    g_ptr_array_add (notes, g_strdup_printf (_("%.1f wins"), node->wins / 2.0));
  else if (sky_search_tree_get_kind (tree) == SKY_SEARCH_TREE_FLAT)
    g_ptr_array_add (notes, g_strdup_printf (ngettext ("%u win", "%u wins",
                                                       node->wins),
                                             node->wins));

  g_ptr_array_add (notes, NULL);
  text = g_strjoinv ("; ", (char **) notes->pdata);
  g_ptr_array_unref (notes);
  return text;
}

char *
sakiyomi_search_text_describe_node (SkySearchTree *tree,
                                    guint          index,
                                    const char    *root_side_name)
{
  const SkySearchNode *node = sky_search_tree_get_node (tree, index);
  const SkyPosition *root = sky_search_tree_get_root (tree);
  g_autoptr(SkyPosition) walk = sky_position_copy (root);
  GString *line = g_string_new (NULL);
  SkyMove path[SKY_SEARCH_TREE_MAX_DEPTH];
  int n = sky_search_tree_get_path (tree, index, path, G_N_ELEMENTS (path));
  g_autofree char *value = NULL;
  g_autofree char *below = NULL;
  g_autofree char *line_text = NULL;
  char *text;

  for (int i = 0; i < MIN (n, (int) G_N_ELEMENTS (path)); i++)
    {
      g_autofree char *cell = path[i] == SKY_MOVE_PASS
                              ? g_strdup (_("pass"))
                              : walk->game->move_to_string (walk, path[i]);

      if (line->len > 0)
        g_string_append (line, " ");
      g_string_append (line, cell);
      sky_position_play (walk, path[i]);
    }
  line_text = g_string_free (line, FALSE);
  value = index == 0 ? g_strdup ("") : sakiyomi_search_text_value (tree, node);
  below = sakiyomi_search_text_count (node->below);
  if (index == 0)
    /* TRANSLATORS: the searched position itself */
    text = g_strdup_printf (_("The position searched.\nNodes below: %s"), below);
  else if (sakiyomi_search_text_is_monte_carlo (tree))
    /* TRANSLATORS: "Line: f5 d6 c3\nWin rate for the mover: 52.3 %\n…" */
    text = g_strdup_printf (_("Line: %s\nWin rate for the side that moved: %s\nPlayouts: %u\nNodes below: %s"),
                            line_text, value, node->visits, below);
  else
    {
      g_autofree char *notes = sakiyomi_search_text_notes (tree, node);

      /* TRANSLATORS: %2$s is a value, %3$s who it is counted for */
      text = g_strdup_printf (_("Line: %s\nValue: %s (for %s)\n%s\nNodes below: %s"),
                              line_text, value, root_side_name, notes, below);
    }
  return text;
}
