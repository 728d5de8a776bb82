/* cli-perft.c: PLACEHOLDER, being written. */
#include "config.h"

#include "cli.h"

int
sky_cli_perft (int argc, char **argv)
{
  (void) argc; (void) argv;
  return sky_cli_usage_error ("perft: not written yet");
}
