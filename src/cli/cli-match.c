/* cli-match.c: PLACEHOLDER, being written. */
#include "config.h"

#include "cli.h"

int
sky_cli_match (int argc, char **argv)
{
  (void) argc; (void) argv;
  return sky_cli_usage_error ("match: not written yet");
}
