#!/bin/sh
# skip.sh MESSAGE: a test that reports itself skipped (exit status 77).
echo "SKIP: $*"
exit 77
