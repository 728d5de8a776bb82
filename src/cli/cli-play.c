/* cli-play.c: PLACEHOLDER, being written. */
#include "config.h"

#include "cli.h"

int
sky_cli_play (int argc, char **argv)
{
  (void) argc; (void) argv;
  return sky_cli_usage_error ("play: not written yet");
}
