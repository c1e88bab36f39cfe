// Text in messages: quoting input safely, and naming seats in explanations.
//
// A refusal often quotes what it refused ("unknown option 'x'"). That input comes from
// strangers (share links, saves, the protocol), so it may be long, may hold bytes that are
// not UTF-8, and may hold control characters. `quote_input` makes it fit a message: valid UTF-8,
// one line, cut at a character boundary. The JSON writer (core/json.h) applies the same
// UTF-8 rule to every string it writes, so a protocol answer is always valid JSON.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/result.h"

namespace boneyard {

// Length in bytes of the well-formed UTF-8 sequence starting at text[at] (1 to 4), or 0
// when the bytes there are not one (a stray continuation byte, a cut sequence, an overlong
// form, a surrogate or a code point above U+10FFFF).
std::size_t utf8_sequence(std::string_view text, std::size_t at);

// Whether the whole text is well-formed UTF-8.
bool is_valid_utf8(std::string_view text);

// The code points of UTF-8 text, or nullopt when it is not valid UTF-8.
std::optional<std::vector<char32_t>> code_points(std::string_view text);

// The text with each byte that does not start a well-formed sequence replaced by U+FFFD.
std::string valid_utf8(std::string_view text);

// The text with its first letter a capital (ASCII), for a word that starts a sentence or a label.
inline std::string capitalized(std::string text) {
  if (!text.empty() && text[0] >= 'a' && text[0] <= 'z') text[0] = static_cast<char>(text[0] - 'a' + 'A');
  return text;
}

// A seat as an explanation names it ("{2}"): whoever shows the text puts the seat's name there.
inline std::string seat_ref(int seat) { return "{" + std::to_string(seat) + "}"; }

// Seats as an explanation lists them: "{0}", "{0} and {2}", "{0}, {1} and {3}". A phrase
// (core/i18n.h): each reader's page joins the list in its own language.
std::string seat_list(const std::vector<int>& seats);

// One sentence made of parts separated by commas ("{0} took 3, {1} took 0, {2} took 13."),
// each part a phrase of its own: a phrase too, so a language may join the parts its own way.
std::string comma_sentence(const std::vector<std::string>& parts);

// A person's name as typed (a seat's name at the setup, a friend's at an online table): trimmed
// of spaces and tabs at both ends; refused when empty, longer than kNameMax characters, holding
// a control character (line breaks, tabs inside, or the direction marks that would reorder the
// text around it), a comma (names travel in links and saves as a list), or a letter the
// table's font cannot draw (it has Latin-1).
inline constexpr int kNameMax = 12;
Result<std::string> clean_name(std::string_view typed);

// 'text' in single quotes for a message: invalid bytes and control characters become
// U+FFFD, and a text longer than max_chars characters is cut at a character boundary and
// ends in an ellipsis.
inline constexpr std::size_t kQuoteChars = 40;
std::string quote_input(std::string_view text, std::size_t max_chars = kQuoteChars);

}  // namespace boneyard
