/* printable.c: file text made safe to show (printable.h). */
#include "config.h"

#include <string.h>

#include "printable.h"

static gboolean
is_control (gunichar c)
{
  return (c < 0x20 && c != '\t') || (c >= 0x7f && c <= 0x9f);
}

static gboolean
is_bidi_format (gunichar c)
{
  return c == 0x061c || c == 0x200e || c == 0x200f
         || (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069);
}

gboolean
sky_text_is_printable (const char *text)
{
  if (text == NULL)
    return TRUE;
  if (!g_utf8_validate (text, -1, NULL))
    return FALSE;
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (is_control (c) || is_bidi_format (c))
        return FALSE;
    }
  return TRUE;
}

char *
sky_text_printable (const char *text)
{
  g_autofree char *valid = NULL;
  GString *out;

  if (text == NULL)
    return NULL;
  if (sky_text_is_printable (text))
    return g_strdup (text);
  valid = g_utf8_make_valid (text, -1);
  out = g_string_sized_new (strlen (valid));
  for (const char *p = valid; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (is_bidi_format (c))
        continue;
      g_string_append_unichar (out, is_control (c) ? 0xfffd : c);
    }
  return g_string_free (out, FALSE);
}
