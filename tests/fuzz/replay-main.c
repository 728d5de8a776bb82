/* replay-main.c: runs a harness on every file of its corpus once, without
 * libFuzzer, so that the seed corpora and the inputs that once crashed
 * (corpus/NAME/regression-*) are regression tests in any build, gcc's
 * included.  Prints a TAP line per file. */
#include "config.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include <glib.h>

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);
int LLVMFuzzerInitialize (int *argc, char ***argv) __attribute__ ((weak));

static void
collect (const char *path, GPtrArray *files)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  if (dir == NULL)
    {
      g_ptr_array_add (files, g_strdup (path));
      return;
    }
  while ((name = g_dir_read_name (dir)) != NULL)
    g_ptr_array_add (files, g_build_filename (path, name, NULL));
}

static int
compare_paths (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(const char *const *) a, *(const char *const *) b);
}

int
main (int argc, char **argv)
{
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  /* TAP goes to the real standard output, which a harness may send to
   * /dev/null (fuzz-nboard does, for the protocol's replies). */
  FILE *tap = fdopen (dup (STDOUT_FILENO), "w");

  g_assert (tap != NULL);
  if (LLVMFuzzerInitialize != NULL)
    LLVMFuzzerInitialize (&argc, &argv);
  for (int i = 1; i < argc; i++)
    collect (argv[i], files);
  g_ptr_array_sort (files, compare_paths);
  if (files->len == 0)
    {
      fprintf (tap, "1..0 # SKIP no inputs\n");
      return 0;
    }
  fprintf (tap, "1..%u\n", files->len);
  for (guint i = 0; i < files->len; i++)
    {
      const char *path = files->pdata[i];
      g_autofree char *data = NULL;
      g_autoptr(GError) error = NULL;
      gsize size;

      if (!g_file_get_contents (path, &data, &size, &error))
        {
          fprintf (tap, "not ok %u %s # %s\n", i + 1, path, error->message);
          return 1;
        }
      fflush (tap);
      LLVMFuzzerTestOneInput ((const uint8_t *) data, size);
      fprintf (tap, "ok %u %s\n", i + 1, path);
      fflush (tap);
    }
  return 0;
}
