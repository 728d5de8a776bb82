/* pyrandom.c: PLACEHOLDER, being written. */
#include "config.h"

#include "pyrandom.h"
