// Words the trick games' "How to play" pages share (trick/*_how_to_play.cpp).
#pragma once

#include <string>
#include <vector>

#include "core/i18n.h"

namespace boneyard {

// The page's one-line summary of the table, from its options' phrases: "4 players, 13 each; game to 100".
inline std::string options_summary(const std::vector<std::string>& parts) {
  std::string out;
  for (const std::string& part : parts)
    // TRANSLATORS: joins the phrases of the one-line summary of a table's options in "How to play":
    // "4 players, 13 each; game to 100" ({summary} is what comes before, {option} the next phrase).
    out = out.empty() ? part : trf("{summary}; {option}", {{"summary", out}, {"option", part}});
  return out;
}

}  // namespace boneyard
