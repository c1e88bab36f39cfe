// The languages the game speaks, and which one a player gets: their choice in Display options,
// else the first of their browser's (navigator.languages) or system's (LANGUAGE, LC_ALL,
// LC_MESSAGES, LANG) languages that the game has, else English. English is in the code (every
// message is written in it); each other language is a catalogue, po/<code>.po, compiled to
// lang/<code>.mo and read with core/i18n.h's Catalogue.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace boneyard {

struct Language {
  std::string_view code;  // "en", "es", "pt_BR": the catalogue's name in lang/
  std::string_view name;  // in the language itself: "English", "Español", "Português (Brasil)"
};

inline constexpr std::string_view kEnglish = "en";

// English first, then po/LINGUAS's languages in its order.
const std::vector<Language>& languages();
// The language of that code, or nullptr when the game has none.
const Language* find_language(std::string_view code);

// The language for the player's preferences, most wanted first, each a BCP 47 tag ("es-MX",
// "pt", "fr-CA") or a POSIX locale ("pt_BR.UTF-8", "fr_FR@euro", "C"). A preference takes the
// language with its region if the game has it (pt-BR: pt_BR), else its language alone (es-MX:
// es), else one with the same language and another region (pt-PT: pt_BR). English, "C" and
// "POSIX" stop the search at English; so does a list with nothing the game speaks.
std::string_view match_language(const std::vector<std::string>& preferred);

// A colon-separated list (the LANGUAGE variable) as a list; empty parts dropped.
std::vector<std::string> split_languages(std::string_view list);

}  // namespace boneyard
