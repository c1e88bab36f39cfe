#include "look/language.h"

#include "core/i18n.h"

namespace boneyard {

namespace {

// "es-MX", "pt_BR.UTF-8", "fr_FR@euro" -> {"es", "MX"}, {"pt", "BR"}, {"fr", "FR"}: lower-case
// language, upper-case region (empty when none).
std::pair<std::string, std::string> parts(std::string_view tag) {
  tag = tag.substr(0, tag.find_first_of(".@"));
  const std::size_t cut = tag.find_first_of("-_");
  std::string language(tag.substr(0, cut)), region;
  if (cut != std::string_view::npos) {
    const std::string_view rest = tag.substr(cut + 1);
    region = rest.substr(0, rest.find_first_of("-_"));
  }
  for (char& c : language) c = static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
  for (char& c : region) c = static_cast<char>(c >= 'a' && c <= 'z' ? c - 'a' + 'A' : c);
  // A script ("zh-Hant-TW") or a variant is not a region: only two letters or three digits are.
  if (!(region.size() == 2 || (region.size() == 3 && region.find_first_not_of("0123456789") == std::string::npos)))
    region.clear();
  return {language, region};
}

}  // namespace

const std::vector<Language>& languages() {
  // TRANSLATORS: this language's own name, as a player picks it from a list of languages
  // ("Español", "Português (Brasil)", "Français").
  static const char* const kOwnName [[maybe_unused]] = NC_("language name", "English");
  static const std::vector<Language> kAll = {
      {kEnglish, "English"},
#include "languages.inc"
  };
  return kAll;
}

const Language* find_language(std::string_view code) {
  for (const Language& l : languages())
    if (l.code == code) return &l;
  return nullptr;
}

std::string_view match_language(const std::vector<std::string>& preferred) {
  for (const std::string& tag : preferred) {
    const auto [language, region] = parts(tag);
    if (language.empty()) continue;
    if (language == "c" || language == "posix" || language == "en") return kEnglish;
    const Language* same_language = nullptr;
    for (const Language& l : languages()) {
      const auto [code_language, code_region] = parts(l.code);
      if (code_language != language) continue;
      if (code_region == region) return l.code;
      if (code_region.empty() || !same_language) same_language = &l;
    }
    if (same_language) return same_language->code;
  }
  return kEnglish;
}

std::vector<std::string> split_languages(std::string_view list) {
  std::vector<std::string> out;
  for (std::size_t at = 0; at <= list.size();) {
    std::size_t end = list.find(':', at);
    if (end == std::string_view::npos) end = list.size();
    if (end > at) out.emplace_back(list.substr(at, end - at));
    at = end + 1;
  }
  return out;
}

}  // namespace boneyard
