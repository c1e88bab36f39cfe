// The display options and their storage text (see display_options.h).
#include "look/display_options.h"

#include <array>
#include <utility>

#include "core/i18n.h"
#include "core/match.h"

namespace boneyard {

namespace {

using Flag = bool DisplayOptions::*;
constexpr std::array<std::pair<std::string_view, Flag>, 3> kNames{{
    {"large_text", &DisplayOptions::large_text},
    {"reduced_motion", &DisplayOptions::reduced_motion},
    {"cb_palette", &DisplayOptions::cb_palette},
}};

}  // namespace

std::string format_display_options(const DisplayOptions& o) {
  std::string out;
  for (const auto& [name, flag] : kNames) {
    if (!(o.*flag)) continue;
    if (!out.empty()) out += ' ';
    out += name;
  }
  return out;
}

Result<DisplayOptions> parse_display_options(std::string_view text) {
  DisplayOptions o;
  for (const std::string& word : split_fields(text, ' ')) {
    if (word.empty()) continue;  // extra spaces
    bool known = false;
    for (const auto& [name, flag] : kNames) {
      if (word != name) continue;
      // TRANSLATORS: why the display options kept on the device could not be read (shown in "Your display
      // options could not be read (...)"); {word} is the stored word.
      if (o.*flag) return Status::fail(trf("\"{word}\" is given twice", {{"word", word}}));
      o.*flag = known = true;
    }
    // TRANSLATORS: as "is given twice" above.
    if (!known) return Status::fail(trf("\"{word}\" is not a display option", {{"word", word}}));
  }
  return o;
}

DisplayOptions effective(DisplayOptions chosen, bool browser_reduces_motion) {
  chosen.reduced_motion = chosen.reduced_motion || browser_reduces_motion;
  return chosen;
}

}  // namespace boneyard
