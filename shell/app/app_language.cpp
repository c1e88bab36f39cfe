// The App's language (look/language.h): chosen in Display options and kept under kLanguageKey,
// else the browser's or the system's. English needs nothing; another language's catalogue is
// asked of the platform (in a browser the page has usually fetched it beside the module already,
// so it is there before the first frame) and installed for every tr() when it arrives. A
// catalogue that cannot be had or read leaves the game in the language it was in, with a message.
#include <memory>

#include "app/app.h"
#include "core/i18n.h"
#include "look/language.h"
#include "platform/platform.h"

namespace boneyard {

void App::start_language() {
  const std::string stored = platform::load(kLanguageKey).value_or("");
  language_chosen_ = find_language(stored) ? stored : "";
  use_language(language_chosen_.empty() ? match_language(platform::preferred_languages()) : language_chosen_);
  take_language();  // the page's own fetch may have it already
}

void App::choose_language(const std::string& code) {
  language_chosen_ = code.empty() || find_language(code) ? code : "";
  if (language_chosen_.empty())
    platform::forget(kLanguageKey);
  else
    platform::store(kLanguageKey, language_chosen_);
  use_language(language_chosen_.empty() ? match_language(platform::preferred_languages()) : language_chosen_);
}

void App::use_language(std::string_view code) {
  language_problem_.clear();
  if (code == kEnglish || !find_language(code)) {
    set_catalogue(nullptr);
    language_ = std::string(kEnglish);
    language_loading_.clear();
    platform::language_shown(language_);
    return;
  }
  if (code == language_ && !language_loading_.empty()) return;
  language_loading_ = std::string(code);
  platform::fetch_catalogue(code);
}

bool App::take_language() {
  auto file = platform::take_catalogue();
  if (!file || file->code != language_loading_) return false;
  language_loading_.clear();
  if (!file->ok) {
    language_problem_ = trf("The language file could not be loaded ({why}).", {{"why", file->error}});
    return true;
  }
  auto catalogue = Catalogue::from_mo(std::move(file->bytes));
  if (!catalogue) {
    language_problem_ = catalogue.error();
    return true;
  }
  set_catalogue(std::make_unique<const Catalogue>(std::move(*catalogue)));
  language_ = file->code;
  platform::language_shown(language_);
  return true;
}

}  // namespace boneyard
