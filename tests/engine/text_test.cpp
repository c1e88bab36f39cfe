// Input quoted in messages (core/text.h) and strings in JSON answers stay valid UTF-8.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "core/json.h"
#include "core/match.h"
#include "core/text.h"
#include "protocol/protocol.h"

using namespace boneyard;

TEST_CASE("utf8_sequence accepts well-formed UTF-8 only") {
  CHECK(utf8_sequence("a", 0) == 1);
  CHECK(utf8_sequence("\xC3\xA9", 0) == 2);          // é
  CHECK(utf8_sequence("\xE2\x80\xA6", 0) == 3);      // …
  CHECK(utf8_sequence("\xF0\x9F\x82\xA1", 0) == 4);  // a playing card
  CHECK(utf8_sequence("\xC3", 0) == 0);              // cut
  CHECK(utf8_sequence("\xA9", 0) == 0);              // a continuation byte alone
  CHECK(utf8_sequence("\xC0\xAF", 0) == 0);          // overlong '/'
  CHECK(utf8_sequence("\xE0\x80\xAF", 0) == 0);      // overlong
  CHECK(utf8_sequence("\xED\xA0\x80", 0) == 0);      // a surrogate
  CHECK(utf8_sequence("\xF4\x90\x80\x80", 0) == 0);  // above U+10FFFF
  CHECK(utf8_sequence("\xFF", 0) == 0);
  CHECK(is_valid_utf8("a\xC3\xA9\xE2\x80\xA6"));
  CHECK_FALSE(is_valid_utf8("a\xC3\xA9\xE2\x80"));
  CHECK(valid_utf8("a\xC3"
                   "b\xA9") ==
        "a\xEF\xBF\xBD"
        "b\xEF\xBF\xBD");
}

TEST_CASE("quote_input quotes, replaces bad bytes and control characters, and cuts at a character") {
  CHECK(quote_input("6-4") == "'6-4'");
  CHECK(quote_input("a\nb") ==
        "'a\xEF\xBF\xBD"
        "b'");
  CHECK(quote_input("\xC3") == "'\xEF\xBF\xBD'");
  std::string long_text;
  for (int i = 0; i < 100; ++i) long_text += "\xC3\xA9";  // 100 x é, 200 bytes
  const std::string q = quote_input(long_text, 10);
  CHECK(q == "'" + long_text.substr(0, 20) + "\xE2\x80\xA6'");
  // Every cut of a text with 1- to 4-byte characters, at every length, stays valid UTF-8.
  const std::string mixed = "a\xC3\xA9\xE2\x80\xA6\xF0\x9F\x82\xA1z";
  for (std::size_t cut = 0; cut <= mixed.size(); ++cut)
    for (std::size_t chars = 0; chars < 7; ++chars) {
      INFO("cut " << cut << ", " << chars << " characters");
      CHECK(is_valid_utf8(quote_input(mixed.substr(0, cut), chars)));
    }
}

TEST_CASE("JSON answers are valid UTF-8 whatever the strings hold") {
  const std::string dumped = Json::object().set("error", std::string("bad \xC3 byte \xE2\x80 cut")).dump();
  CHECK(dumped == R"({"error":"bad \ufffd byte \ufffd\ufffd cut"})");
  CHECK(nlohmann::json::parse(dumped)["error"] == "bad \xEF\xBF\xBD byte \xEF\xBF\xBD\xEF\xBF\xBD cut");
}

TEST_CASE("the issue's save with an accented magic is refused with a message in valid UTF-8") {
  // "boneyard1é": the loader used to skip one byte after the magic, cutting é in half.
  const std::string body = "boneyard1\xC3\xA9";
  auto m = load_match(body + ";c=" + save_checksum(body));
  REQUIRE_FALSE(m.ok());
  CHECK(is_valid_utf8(m.error()));
  CHECK_THAT(m.error(), Catch::Contains("'boneyard1;'"));

  ProtocolSession p;
  const std::string answer = p.handle(R"({"cmd":"load","data":"boneyard1\u00e9;c=16f00336"})");
  CHECK(is_valid_utf8(answer));
  CHECK(nlohmann::json::parse(answer)["ok"] == false);
  // Any refused move quoting a long accented text is cut whole characters at a time.
  REQUIRE(nlohmann::json::parse(p.handle(R"({"cmd":"new","game":"block","seed":1})"))["ok"] == true);
  const std::string long_move = nlohmann::json{{"cmd", "play"}, {"move", std::string(60, 'x') + "\xC3\xA9"}}.dump();
  const std::string refused = p.handle(long_move);
  CHECK(is_valid_utf8(refused));
  CHECK_THAT(refused, Catch::Contains("\xE2\x80\xA6"));
}
