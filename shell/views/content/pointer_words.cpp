#include "content/pointer_words.h"

#include <utility>
#include <vector>

#include "core/i18n.h"

namespace boneyard {

namespace {

// A byte of a word: an ASCII letter, or any byte of a UTF-8 sequence (é, ç, õ...).
bool is_letter(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (static_cast<unsigned char>(c) & 0x80) != 0;
}

// The language's pairs, read from their message ("Tap=Click|tap=click|..."), kept until the
// catalogue changes (this runs for every text drawn with a mouse: once a language, not a frame).
const std::vector<std::pair<std::string, std::string>>& word_pairs() {
  static std::vector<std::pair<std::string, std::string>> words;
  static unsigned read_for = 0;
  static bool read = false;
  if (read && read_for == catalogue_generation()) return words;
  read = true;
  read_for = catalogue_generation();
  // TRANSLATORS: not a sentence: the words a touch screen's texts use and what a mouse user reads
  // instead, as touch=mouse pairs between |, each a whole word (or words) exactly as it appears in
  // this language's translations, capitalised forms too. Every translated text is read with a
  // mouse through these pairs, so list every form your translations use for "tap" (Spanish:
  // "Toca=Haz clic en|toca=haz clic en|..."), and use these words nowhere with another meaning.
  const std::string pairs = trc("pointer words", "Tap=Click|tap=click|taps=clicks|tapping=clicking|tapped=clicked");
  words.clear();
  for (std::size_t at = 0; at < pairs.size();) {
    std::size_t end = pairs.find('|', at);
    if (end == std::string::npos) end = pairs.size();
    const std::string_view pair = std::string_view(pairs).substr(at, end - at);
    if (const std::size_t eq = pair.find('='); eq != std::string_view::npos && eq > 0)
      words.emplace_back(pair.substr(0, eq), pair.substr(eq + 1));
    at = end + 1;
  }
  return words;
}

}  // namespace

std::string_view pointer_words(std::string_view s, bool mouse, std::string& buffer) {
  if (!mouse) return s;
  const auto& words = word_pairs();
  bool any = false;
  for (const auto& [touch, click] : words) any = any || s.find(touch) != std::string_view::npos;
  if (!any) return s;
  buffer.clear();
  std::size_t i = 0;
  while (i < s.size()) {
    bool replaced = false;
    if (i == 0 || !is_letter(s[i - 1])) {
      // The longest word that stands whole here ("tapping", not "tap" and then letters).
      const std::pair<std::string, std::string>* best = nullptr;
      for (const auto& pair : words) {
        const std::size_t end = i + pair.first.size();
        if (s.substr(i, pair.first.size()) == pair.first && (end == s.size() || !is_letter(s[end])) &&
            (!best || pair.first.size() > best->first.size()))
          best = &pair;
      }
      if (best) {
        buffer += best->second;
        i += best->first.size();
        replaced = true;
      }
    }
    if (!replaced) buffer += s[i++];
  }
  return buffer;
}

}  // namespace boneyard
