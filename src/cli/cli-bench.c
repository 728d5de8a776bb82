/* cli-bench.c: PLACEHOLDER, being written. */
#include "config.h"

#include "cli.h"

int
sky_cli_bench (int argc, char **argv)
{
  (void) argc; (void) argv;
  return sky_cli_usage_error ("bench: not written yet");
}
