// The hint's words and the tiles it lights (shell/views/coach/hint.h), in every game's moves.
#include <catch2/catch.hpp>

#include "core/match.h"
#include "coach/hint.h"
#include "seat_views.h"

using namespace boneyard;

using testing::seat0;

TEST_CASE("the hint says the move in the table's words") {
  const auto block = seat0("block");
  CHECK(hint_text(*block, "6-4:L") == "Play 6-4 on the left end");
  CHECK(hint_text(*block, "6-4:R") == "Play 6-4 on the right end");
  CHECK(hint_text(*block, "6-6") == "Play 6-6 to start the line");
  CHECK(hint_text(*block, "pass") == "Pass");
  CHECK(hint_text(*seat0("draw"), "draw") == "Draw from the boneyard");
  const auto blacktile = seat0("blacktile");
  CHECK(hint_text(*blacktile, "pass:3-1,5-5,6-0") == "Pass 3-1, 5-5 and 6-0");
  CHECK(hint_text(*blacktile, "6-4:6") == "Lead 6-4 as sixes");
  CHECK(hint_text(*blacktile, "3-3:D") == "Lead 3-3 as doubles");
  CHECK(hint_text(*blacktile, "6-4") == "Play 6-4");
  CHECK(hint_text(*blacktile, "pass_lead") == "Pass the lead");
  CHECK(hint_text(*blacktile, "lead") == "Lead the first trick yourself");
  const auto whist = seat0("whist");
  CHECK(hint_text(*whist, "bid:7") == "Bid 7");
  CHECK(hint_text(*whist, "bid:pass") == "Pass: do not bid");
  CHECK(hint_text(*whist, "widow:keep") == "Keep your hand");
  CHECK(hint_text(*whist, "widow:3-1") == "Take the widow and put 3-1 aside");
  CHECK(hint_text(*whist, "trump:N") == "Name no trumps");
  CHECK(hint_text(*whist, "trump:D") == "Name doubles as trumps");
  CHECK(hint_text(*whist, "trump:5") == "Name fives as trumps");
  const auto hearts = seat0("hearts", {{"players", "4"}});
  CHECK(hint_text(*hearts, "pass:2C,QS,TD") == "Pass 2\u2663, Q\u2660 and 10\u2666");
  CHECK(hint_text(*hearts, "QS") == "Play Q\u2660");
  CHECK(hint_text(*hearts, "moon:self") == "Take 26 off your own score");
  CHECK(hint_text(*hearts, "moon:others") == "Add 26 to everyone else's score");
  CHECK(hint_text(*hearts, "moon:2") == "Add 26 to North's score");
}

TEST_CASE("the hint lights the tiles its move names, and only those") {
  CHECK(hint_names("6-4:L", "6-4"));
  CHECK_FALSE(hint_names("6-4:L", "4-6-"));
  CHECK(hint_names("6-4:6", "6-4"));
  CHECK(hint_names("6-4", "6-4"));
  CHECK_FALSE(hint_names("6-4", "6-5"));
  CHECK(hint_names("pass:2C,QS,TD", "QS"));
  CHECK(hint_names("pass:2C,QS,TD", "TD"));
  CHECK_FALSE(hint_names("pass:2C,QS,TD", "QD"));
  CHECK(hint_names("widow:3-1", "3-1"));
  CHECK_FALSE(hint_names("widow:keep", "3-1"));
  for (const char* other : {"bid:5", "trump:5", "moon:self", "draw", "pass", "lead", "pass_lead"})
    CHECK_FALSE(hint_names(other, "5-5"));
}
