#include "render/scan.h"

#include <cstdarg>
#include <cstdio>

namespace {

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r'; }

int digit_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return 99;
}

// Reads an integer at `*at` in `base` (0: as %i decides), at most `width` characters (0:
// no limit); false when no digit was read.
bool read_integer(const char*& at, int base, int width, unsigned long long& out) {
  const char* p = at;
  auto room = [&](int used) { return width == 0 || used < width; };
  int used = 0;
  bool negative = false;
  if ((*p == '+' || *p == '-') && room(used)) {
    negative = *p == '-';
    ++p;
    ++used;
  }
  const bool zero_x = p[0] == '0' && (p[1] == 'x' || p[1] == 'X') && digit_value(p[2]) < 16 && room(used + 2);
  if ((base == 16 || base == 0) && zero_x) {
    p += 2;
    used += 2;
    base = 16;
  } else if (base == 0) {
    base = *p == '0' ? 8 : 10;
  }
  unsigned long long value = 0;
  const char* first = p;
  while (*p && digit_value(*p) < base && room(used)) {
    value = value * static_cast<unsigned>(base) + static_cast<unsigned>(digit_value(*p));
    ++p;
    ++used;
  }
  if (p == first) return false;
  out = negative ? 0 - value : value;
  at = p;
  return true;
}

}  // namespace

extern "C" int boneyard_imgui_sscanf(const char* text, const char* format, ...) {
  va_list args;
  va_start(args, format);
  const char* at = text;
  int stored = 0;
  bool input_failed = false;  // the text ended where something was still wanted
  for (const char* f = format; *f; ++f) {
    if (is_space(*f)) {
      while (is_space(*at)) ++at;
      continue;
    }
    if (*f != '%' || f[1] == '%') {
      if (*f == '%') ++f;
      if (*at != *f) {
        input_failed = *at == '\0';
        break;
      }
      ++at;
      continue;
    }
    ++f;
    int width = 0;
    while (*f >= '0' && *f <= '9') width = width * 10 + (*f++ - '0');
    const char conversion = *f;
    if (conversion == 'n') {
      *va_arg(args, int*) = static_cast<int>(at - text);
      continue;
    }
    if (conversion == 'c') {
      if (width > 1) break;
      if (*at == '\0') {
        input_failed = true;
        break;
      }
      *va_arg(args, char*) = *at++;
      ++stored;
      continue;
    }
    const int base = conversion == 'd' ? 10 : conversion == 'i' ? 0 : (conversion == 'x' || conversion == 'X') ? 16 : -1;
    if (base < 0) break;  // not supported: stop, as at a mismatch
    while (is_space(*at)) ++at;
    if (*at == '\0') {
      input_failed = true;
      break;
    }
    unsigned long long value = 0;
    if (!read_integer(at, base, width, value)) break;
    if (base == 16)
      *va_arg(args, unsigned*) = static_cast<unsigned>(value);
    else
      *va_arg(args, int*) = static_cast<int>(value);
    ++stored;
  }
  va_end(args);
  return stored == 0 && input_failed ? EOF : stored;
}
