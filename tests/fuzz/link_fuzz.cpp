// Fuzz target: share links, as the page hands the URL hash to the game (App::open_link).
// A replay link's text is loaded as a record and cut at each round's end, as the replay
// screen does when a player steps to that round; any other link is parsed and its match
// started, as the table does.
//
// Oracles: refusals are one-line valid UTF-8 messages; an accepted link formats to a link
// that parses to the same link; the match it starts shares a link that parses again; no
// request takes more than the request limit (the redeal loop once hung the page here). A
// request is what the app does for one thing a player does: open a link, or show a
// replay's round.
#include <cstddef>
#include <cstdint>
#include <string>

#include "core/match.h"
#include "core/record.h"
#include "fuzz_support.h"
#include "session/link.h"
#include "session/session.h"

using namespace boneyard;
using namespace boneyard::fuzz;

namespace {

void open_replay(const std::string& hash, const std::string& text, const Stopwatch& opening) {
  auto match = load_record(text);
  opening.expect_within_limit(hash);
  if (!match) return expect_message(match.error(), "a replay link refused");
  const auto& history = (*match)->history();
  for (std::size_t i = 0; i <= history.size(); ++i) {
    if (i < history.size() && history[i].kind != Action::Kind::NextRound) continue;
    const Stopwatch showing;
    auto cut = replay(**match, i);
    showing.expect_within_limit(hash);
    expect(cut.ok(), "a loaded replay could not be cut at a round's end (" + cut.error() + ")", hash);
  }
}

void open_link(const std::string& hash) {
  auto link = parse_link(hash);
  if (!link) return expect_message(link.error(), "a link refused");
  const std::string formatted = format_link(*link);
  auto again = parse_link(formatted);
  expect(again.ok(), "a link's own format is refused (" + again.error() + ")", hash);
  expect(format_link(*again) == formatted, "a link's format parses to another link", hash);

  Session session;
  const Stopwatch watch;
  const Status started =
      link->daily ? session.start_daily({*link->daily, false}, link->game, 0) : session.start_from_link(*link, 1, 0);
  watch.expect_within_limit(hash);
  if (!started) return expect_message(started.error(), "a parsed link's match refused");
  // An online table (friends=...) offers no link of its deal: it would deal every friend's hand.
  expect(session.can_share_deal() == link->friends.empty(), "an online table offers its deal's link", hash);
  if (!session.can_share_deal()) return;
  const std::string shared = format_link(session.share_link());
  auto reshared = parse_link(shared);
  expect(reshared.ok(), "a started match's share link is refused (" + reshared.error() + ")", hash + " -> " + shared);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string hash(reinterpret_cast<const char*>(data), size);
  const Stopwatch opening;
  if (auto text = replay_text(hash)) {
    if (!*text) return expect_message(text->error(), "a replay link refused"), 0;
    open_replay(hash, **text, opening);
  } else {
    open_link(hash);
    opening.expect_within_limit(hash);
  }
  return 0;
}
