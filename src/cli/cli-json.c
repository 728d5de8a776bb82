/* cli-json.c: JSON as it is shown.  JSON-GLib writes a double with all
 * its seventeen digits (-2.1099999999999999); a reader wants the number
 * the program meant (-2.11), the shortest that reads back the same. */
#include "config.h"

#include <string.h>

#include "cli.h"

/* The shortest text of value that g_ascii_strtod () reads back exactly. */
static void
shortest (double value, char buf[G_ASCII_DTOSTR_BUF_SIZE])
{
  for (int precision = 1; precision <= 17; precision++)
    {
      char format[8];

      g_snprintf (format, sizeof format, "%%.%dg", precision);
      g_ascii_formatd (buf, G_ASCII_DTOSTR_BUF_SIZE, format, value);
      if (g_ascii_strtod (buf, NULL) == value)
        return;
    }
}

char *
sky_cli_json_shorten_numbers (const char *json)
{
  GString *out = g_string_sized_new (strlen (json));
  const char *p = json;

  while (*p != '\0')
    {
      if (*p == '"')
        {
          /* A string, copied whole: its escapes may hide a quote. */
          g_string_append_c (out, *p++);
          while (*p != '\0' && *p != '"')
            {
              if (*p == '\\' && p[1] != '\0')
                g_string_append_c (out, *p++);
              g_string_append_c (out, *p++);
            }
          if (*p == '"')
            g_string_append_c (out, *p++);
        }
      else if (*p == '-' || g_ascii_isdigit (*p))
        {
          const char *start = p;
          gboolean fraction = FALSE;

          while (*p == '-' || *p == '+' || *p == '.' || *p == 'e'
                 || *p == 'E' || g_ascii_isdigit (*p))
            {
              fraction = fraction || *p == '.' || *p == 'e' || *p == 'E';
              p++;
            }
          if (fraction)
            {
              g_autofree char *token = g_strndup (start, p - start);
              char buf[G_ASCII_DTOSTR_BUF_SIZE];

              shortest (g_ascii_strtod (token, NULL), buf);
              g_string_append (out, buf);
            }
          else
            g_string_append_len (out, start, p - start);
        }
      else
        g_string_append_c (out, *p++);
    }
  return g_string_free (out, FALSE);
}
