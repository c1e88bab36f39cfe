// Fuzz target: seat views on the wire (wire/view_codec.h), as a friend's page receives
// them from the host over the data channel: any bytes, decoded as a view.
//
// Oracles: refusals are one-line valid UTF-8 messages; an accepted view encodes to text that
// decodes again and encodes to the same text; what its table and its coach ask of it works:
// its STATE (its explanation's phrases rendered: no marker left), its turned copy, its legal
// moves (sorted and unique), and a rule-of-thumb bot's move for its seat, which is one of them;
// no view takes more than the request limit.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>

#include "core/match.h"
#include "core/rng.h"
#include "fuzz_support.h"
#include "wire/view_codec.h"

using namespace boneyard;
using namespace boneyard::fuzz;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  const Stopwatch watch;
  auto view = decode_view_text(text);
  if (!view) return expect_message(view.error(), "a view refused"), 0;
  const std::string wire = encode_view(**view).dump();
  auto again = decode_view_text(wire);
  expect(again.ok(), "an accepted view's encoding is refused (" + again.error() + ")", text);
  expect(encode_view(**again).dump() == wire, "an accepted view encodes to another view", text);

  const SeatView& v = **view;
  const Json state = v.to_json();
  expect(state.dump().size() > 0, "a view without STATE", text);
  // Its round's explanation as STATE writes it: the phrases rendered (core/i18n.h), no marker left.
  if (const Json* explanation = state.find("explanation"); explanation && explanation->string())
    expect(explanation->string()->find_first_of("\x02\x03\x1d\x1e\x1f") == std::string::npos,
           "a phrase marker left in a rendered explanation", text);
  const auto turned = v.turned(v.seat());
  expect(turned && turned->seat() == 0, "a view turned to its own seat is not seat 0", text);
  const auto legal = v.legal_moves();
  expect(std::is_sorted(legal.begin(), legal.end()) && std::adjacent_find(legal.begin(), legal.end()) == legal.end(),
         "legal moves not sorted and unique", text);
  if (!legal.empty()) {
    Rng rng(1);
    const std::string move = find_game(v.game_id())->bot_move(v, "normal", rng);
    expect(std::find(legal.begin(), legal.end(), move) != legal.end(), "the bot's move " + move + " is not legal", text);
  }
  watch.expect_within_limit(text);
  return 0;
}
