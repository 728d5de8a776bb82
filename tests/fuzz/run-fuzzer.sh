#!/bin/sh
# run-fuzzer.sh FUZZER SEED_CORPUS RUNS [LIBFUZZER_OPTIONS…]: a bounded,
# reproducible run of one harness for `meson test --suite fuzz`.  The seed
# corpus is read, never written: new inputs go to a temporary directory
# removed afterwards.  Any crash, sanitizer report, leak, timeout of one
# input (10 s, or a -timeout=N among the options) or failed check fails the
# test, and libFuzzer writes the input that caused it to the current
# directory (crash-…, leak-…).
set -eu
fuzzer=$1 seeds=$2 runs=$3
shift 3
work=$(mktemp -d "${TMPDIR:-/tmp}/sakiyomi-fuzz.XXXXXX")
trap 'rm -rf "$work"' EXIT INT TERM
"$fuzzer" -seed=1 -runs="$runs" -timeout=10 -rss_limit_mb=2048 \
  -max_len=4096 -print_final_stats=1 "$@" "$work" "$seeds"
