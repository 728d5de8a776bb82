/* utf8-bom.h: the UTF-8 byte order mark some editors (Windows Notepad) put
 * before a text file.  Every reader of text skips it: it is not part of
 * the record or position, and it cannot be seen in a message. */
#pragma once

#include <glib.h>

#define SKY_UTF8_BOM "\xEF\xBB\xBF"

/* text after a leading byte order mark, or text itself if it has none. */
static inline const char *
sky_utf8_skip_bom (const char *text)
{
  return g_str_has_prefix (text, SKY_UTF8_BOM) ? text + 3 : text;
}
