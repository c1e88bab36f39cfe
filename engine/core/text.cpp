#include "core/text.h"

#include "core/i18n.h"

namespace boneyard {

namespace {
constexpr std::string_view kReplacement = "\xEF\xBF\xBD";  // U+FFFD
constexpr std::string_view kEllipsis = "\xE2\x80\xA6";     // U+2026

bool continuation(unsigned char c) { return (c & 0xC0) == 0x80; }
}  // namespace

std::size_t utf8_sequence(std::string_view text, std::size_t at) {
  if (at >= text.size()) return 0;
  const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[at + i]); };
  const unsigned char lead = byte(0);
  if (lead < 0x80) return 1;
  std::size_t length = 0;
  unsigned char low = 0x80, high = 0xBF;  // the range of the second byte (Unicode table 3-7)
  if (lead >= 0xC2 && lead <= 0xDF) {
    length = 2;
  } else if (lead >= 0xE0 && lead <= 0xEF) {
    length = 3;
    if (lead == 0xE0) low = 0xA0;   // no overlong forms
    if (lead == 0xED) high = 0x9F;  // no surrogates
  } else if (lead >= 0xF0 && lead <= 0xF4) {
    length = 4;
    if (lead == 0xF0) low = 0x90;   // no overlong forms
    if (lead == 0xF4) high = 0x8F;  // nothing above U+10FFFF
  } else {
    return 0;
  }
  if (text.size() - at < length) return 0;
  if (byte(1) < low || byte(1) > high) return 0;
  for (std::size_t i = 2; i < length; ++i)
    if (!continuation(byte(i))) return 0;
  return length;
}

bool is_valid_utf8(std::string_view text) {
  for (std::size_t i = 0; i < text.size();) {
    const std::size_t n = utf8_sequence(text, i);
    if (n == 0) return false;
    i += n;
  }
  return true;
}

std::optional<std::vector<char32_t>> code_points(std::string_view text) {
  std::vector<char32_t> out;
  for (std::size_t i = 0; i < text.size();) {
    const std::size_t len = utf8_sequence(text, i);  // no cut, overlong or surrogate sequences
    if (len == 0) return std::nullopt;
    const auto c = static_cast<unsigned char>(text[i]);
    char32_t point = len == 1 ? c : c & (0x7F >> len);
    for (std::size_t k = 1; k < len; ++k) point = (point << 6) | (static_cast<unsigned char>(text[i + k]) & 0x3F);
    out.push_back(point);
    i += len;
  }
  return out;
}

std::string valid_utf8(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size();) {
    const std::size_t n = utf8_sequence(text, i);
    if (n == 0) {
      out += kReplacement;
      ++i;
    } else {
      out.append(text.substr(i, n));
      i += n;
    }
  }
  return out;
}

Result<std::string> clean_name(std::string_view typed) {
  while (!typed.empty() && (typed.front() == ' ' || typed.front() == '\t')) typed.remove_prefix(1);
  while (!typed.empty() && (typed.back() == ' ' || typed.back() == '\t')) typed.remove_suffix(1);
  if (typed.empty()) return Status::fail(tr("a name needs at least one letter"));
  const auto points = code_points(typed);
  if (!points) return Status::fail(tr("the name is not readable text"));
  if (static_cast<int>(points->size()) > kNameMax)
    return Status::fail(trf("a name has at most {count} characters", {{"count", kNameMax}}));
  for (char32_t c : *points) {
    // Control characters (C0, DEL, C1); the bidirectional marks lie above Latin-1 and are
    // refused with every other letter the font lacks.
    if (c < 0x20 || (c >= 0x7F && c < 0xA0)) return Status::fail(tr("a name cannot hold control characters"));
    if (c == ',') return Status::fail(tr("a name cannot hold a comma"));
    if (c > 0xFF)  // the table's font draws Latin-1 (shell/draw/render/fonts.cpp): others would show as boxes
      return Status::fail(tr("a name can only use the letters of Western European languages"));
  }
  return std::string(typed);
}

std::string seat_list(const std::vector<int>& seats) {
  if (seats.empty()) return {};
  std::string out = seat_ref(seats.front());
  for (std::size_t i = 1; i < seats.size(); ++i) {
    const std::string item = seat_ref(seats[i]);  // the Args view it, and `out` until the phrase is made
    const std::string list = out;
    const Args args{{"list", list}, {"item", item}};
    if (i + 1 < seats.size())
      out = phrase("{list}, {item}", args);
    else
      out = phrase("{list} and {item}", args);
  }
  return out;
}

std::string comma_sentence(const std::vector<std::string>& parts) {
  if (parts.size() == 3)
    // TRANSLATORS: a sentence of a round's summary in parts, each like "North took 3", one a seat, in
    // the seats' order; a language may join them its own way ("..., C and D."). So the next two.
    return phrase("{first}, {second}, {third}.", {{"first", parts[0]}, {"second", parts[1]}, {"third", parts[2]}});
  if (parts.size() == 4)
    // TRANSLATORS: as the sentence of three parts, with four.
    return phrase("{first}, {second}, {third}, {fourth}.",
                  {{"first", parts[0]}, {"second", parts[1]}, {"third", parts[2]}, {"fourth", parts[3]}});
  if (parts.size() == 5) {
    const Args five{
        {"first", parts[0]}, {"second", parts[1]}, {"third", parts[2]}, {"fourth", parts[3]}, {"fifth", parts[4]}};
    // TRANSLATORS: as the sentence of three parts, with five.
    return phrase("{first}, {second}, {third}, {fourth}, {fifth}.", five);
  }
  // No table has another number of seats; should one, its parts are listed all the same.
  std::string out;
  for (const std::string& part : parts)
    out = out.empty() ? part : phrase("{list}, {item}", {{"list", out}, {"item", part}});
  return out.empty() ? out : out + ".";
}

std::string quote_input(std::string_view text, std::size_t max_chars) {
  std::string out = "'";
  std::size_t chars = 0;
  for (std::size_t i = 0; i < text.size(); ++chars) {
    if (chars == max_chars) {
      out += kEllipsis;
      break;
    }
    const std::size_t n = utf8_sequence(text, i);
    const auto c = static_cast<unsigned char>(text[i]);
    if (n == 0 || c < 0x20 || c == 0x7F) {
      out += kReplacement;
      i += n == 0 ? 1 : n;
    } else {
      out.append(text.substr(i, n));
      i += n;
    }
  }
  return out + "'";
}

}  // namespace boneyard
