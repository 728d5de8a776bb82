/* sakiyomi-cli.c: the sakiyomi-cli program: the built-in games and every
 * subcommand of cli-commands.c. */
#include "config.h"

#include "cli.h"

int
main (int argc, char **argv)
{
  return sky_cli_run (argc, argv);
}
