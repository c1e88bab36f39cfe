// Which language a player gets (look/language.h): their browser's or system's preferences
// against the languages the game has.
#include <catch2/catch.hpp>

#include "look/language.h"

using namespace boneyard;

TEST_CASE("the game speaks English and every language of po/LINGUAS, each named in itself", "[language]") {
  const auto& all = languages();
  REQUIRE(all.size() >= 4);
  CHECK(all.front().code == "en");
  CHECK(all.front().name == "English");
  for (std::string_view code : {"es", "pt_BR", "fr"}) {
    const Language* l = find_language(code);
    REQUIRE(l != nullptr);
    CHECK(!l->name.empty());
  }
  CHECK(find_language("de") == nullptr);
  CHECK(find_language("") == nullptr);
}

TEST_CASE("a browser's or a system's languages choose the game's", "[language]") {
  using V = std::vector<std::string>;
  CHECK(match_language(V{"es-MX", "es", "en"}) == "es");  // a region the game lacks: the language
  CHECK(match_language(V{"pt-BR"}) == "pt_BR");           // its own region
  CHECK(match_language(V{"pt-PT", "en"}) == "pt_BR");     // another region of the language
  CHECK(match_language(V{"pt"}) == "pt_BR");
  CHECK(match_language(V{"fr-CA"}) == "fr");
  CHECK(match_language(V{"FR"}) == "fr");                    // case does not matter
  CHECK(match_language(V{"en-US", "es"}) == "en");           // English first: English
  CHECK(match_language(V{"de-DE", "fr-FR", "es"}) == "fr");  // the first the game has
  CHECK(match_language(V{"de", "ja"}) == "en");              // none: English
  CHECK(match_language(V{}) == "en");
  CHECK(match_language(V{"pt_BR.UTF-8"}) == "pt_BR");  // POSIX locales
  CHECK(match_language(V{"fr_FR@euro"}) == "fr");
  CHECK(match_language(V{"es_ES.UTF-8"}) == "es");
  CHECK(match_language(V{"C", "fr"}) == "en");  // the C locale is English
  CHECK(match_language(V{"C.UTF-8"}) == "en");
  CHECK(match_language(V{"zh-Hant-TW", "es"}) == "es");
}

TEST_CASE("LANGUAGE's list is read as gettext reads it", "[language]") {
  CHECK(split_languages("fr:es") == std::vector<std::string>{"fr", "es"});
  CHECK(split_languages("::pt_BR:") == std::vector<std::string>{"pt_BR"});
  CHECK(split_languages("").empty());
}
