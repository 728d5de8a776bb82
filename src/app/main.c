/* main.c: PLACEHOLDER, being written. */
#include "config.h"

#include <gtk/gtk.h>

int
main (int argc, char **argv)
{
  (void) argc; (void) argv;
  return 1;
}
