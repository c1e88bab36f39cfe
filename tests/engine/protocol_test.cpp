// `boneyard protocol` requests (docs/protocol.md), answered by the same façade the program uses.
// tests/protocol/protocol_process.py drives the real program over a pipe as well.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "core/record.h"
#include "protocol/protocol.h"

using boneyard::ProtocolSession;
using nlohmann::json;

namespace {
json ask(ProtocolSession& p, const std::string& line) {
  const std::string answer = p.handle(line);
  INFO(line << " -> " << answer);
  REQUIRE(answer.find('\n') == std::string::npos);
  json j = json::parse(answer);
  REQUIRE(j.contains("ok"));
  return j;
}
json ok(ProtocolSession& p, const std::string& line) {
  json j = ask(p, line);
  INFO(line << " -> " << j.dump());
  REQUIRE(j["ok"] == true);
  return j;
}
std::string refused(ProtocolSession& p, const std::string& line) {
  json j = ask(p, line);
  INFO(line << " -> " << j.dump());
  REQUIRE(j["ok"] == false);
  REQUIRE(j["error"].is_string());
  REQUIRE_FALSE(j["error"].get<std::string>().empty());
  return j["error"];
}
const char* kDeal = R"({"cmd":"new","game":"block","players":2,"seed":7,"options":{"hand_size":2},)"
                    R"("deal":{"hands":[["6-6","6-5"],["5-5","4-0"]]}})";
}  // namespace

TEST_CASE("protocol: new - state - legal - play - bot - save - load - next") {
  ProtocolSession p;
  json s = ok(p, R"({"cmd":"new","game":"block","players":3,"seed":42,"options":{"target":50}})")["state"];
  CHECK(s["game"] == "block");
  CHECK(s["players"] == 3);
  CHECK(s["options"]["target"] == 50);
  CHECK(s["options"]["hand_size"] == 5);
  CHECK(s["round"] == 1);
  CHECK(s["phase"] == "play");
  CHECK(s["hands"].size() == 3);
  CHECK(s["hands"][0].size() == 5);
  CHECK(s["scores"] == json::array({0, 0, 0}));
  CHECK(s["round_points"] == json::array({0, 0, 0}));
  CHECK(s["winners"] == json::array());
  CHECK(s["line"] == json::array());
  CHECK(s["ends"] == json::array());
  CHECK(s["boneyard"] == 0);

  json seat1 = ok(p, R"({"cmd":"state","seat":1})")["state"];
  CHECK(seat1["hands"][0].is_number());
  CHECK(seat1["hands"][1].is_array());

  json legal = ok(p, R"({"cmd":"legal"})");
  CHECK(legal["to_move"] == s["to_move"]);
  CHECK(legal["moves"].size() == 5);

  json bot = ok(p, R"({"cmd":"bot","level":"hard","seed":3})");
  const std::string move = bot["move"];
  CHECK(std::find(legal["moves"].begin(), legal["moves"].end(), move) != legal["moves"].end());
  CHECK(ok(p, R"({"cmd":"state"})")["state"]["line"].empty());  // the bot's move is not made

  json after = ok(p, R"({"cmd":"play","move":")" + move + R"("})")["state"];
  CHECK(after["line"].size() == 1);
  CHECK(after["ends"].size() == 2);

  const std::string data = ok(p, R"({"cmd":"save"})")["data"];
  ProtocolSession q;
  json loaded = ok(q, json{{"cmd", "load"}, {"data", data}}.dump())["state"];
  CHECK(loaded == after);
}

TEST_CASE("protocol: a scripted deal - a finished round and the next round") {
  ProtocolSession p;
  ok(p, kDeal);
  ok(p, R"({"cmd":"play","move":"6-6"})");
  ok(p, R"({"cmd":"play","move":"pass"})");
  json s = ok(p, R"({"cmd":"play","move":"5-6:R"})")["state"];
  CHECK(s["phase"] == "round_over");
  CHECK(s["to_move"].is_null());
  CHECK(s["winners"] == json::array({0}));
  CHECK(s["round_points"] == json::array({14, 0}));
  CHECK(s["line"] == json::array({"6-6", "6-5"}));
  CHECK(ok(p, R"({"cmd":"legal"})")["moves"].empty());
  json next = ok(p, R"({"cmd":"next","deal":{"hands":[["3-3","3-1"],["2-2","1-0"]]}})")["state"];
  CHECK(next["round"] == 2);
  CHECK(next["hands"][0] == json::array({"3-1", "3-3"}));
  CHECK(next["scores"] == json::array({14, 0}));
}

TEST_CASE("protocol: bad requests are refused and the session keeps serving") {
  ProtocolSession p;
  CHECK(refused(p, "this is not json").find("bad JSON") != std::string::npos);
  CHECK(refused(p, R"([1,2])").find("cmd") != std::string::npos);
  CHECK(refused(p, R"({"cmd":"fly"})").find("unknown command 'fly'") != std::string::npos);
  CHECK(refused(p, R"({"cmd":"legal"})").find("no match yet") != std::string::npos);
  CHECK(refused(p, R"({"cmd":"new","game":"pinochle"})").find("unknown game 'pinochle'") != std::string::npos);
  CHECK(refused(p, R"({"cmd":"new","game":"block","options":{"speed":3}})").find("unknown option 'speed'") !=
        std::string::npos);
  CHECK(refused(p, R"({"cmd":"new","game":"block","players":9})").find("double-six") != std::string::npos);
  CHECK(refused(p, R"({"cmd":"new","game":"block","seed":-1})").find("seed") != std::string::npos);
  CHECK(
      refused(
          p,
          R"({"cmd":"new","game":"block","players":2,"options":{"hand_size":2},"deal":{"hands":[["6-6","6-6"],["5-5","4-0"]]}})")
          .find("6-6 is dealt twice") != std::string::npos);
  CHECK(refused(p, R"({"cmd":"new","game":"block","deal":{"cards":[]}})").find("bad deal") != std::string::npos);

  ok(p, kDeal);
  const json before = ok(p, R"({"cmd":"state"})");
  CHECK(refused(p, R"({"cmd":"play","move":"5-5"})").find("not in seat 0's hand") != std::string::npos);
  CHECK(refused(p, R"({"cmd":"play","move":"nonsense"})").find("is not a move") != std::string::npos);
  CHECK(refused(p, R"({"cmd":"play"})").find("needs \"move\"") != std::string::npos);
  CHECK(refused(p, R"({"cmd":"next"})") == "the round is not over yet");
  const std::string unknown = refused(p, R"({"cmd":"bot","level":"genius"})");
  CHECK(unknown.find("unknown level") != std::string::npos);
  for (const std::string& level : boneyard::bot_levels()) CHECK(unknown.find(level) != std::string::npos);  // every level named
  CHECK(unknown.find("hard or expert") != std::string::npos);
  CHECK(refused(p, R"({"cmd":"state","seat":5})").find("seat must be from 0 to 1") != std::string::npos);
  CHECK(refused(p, R"({"cmd":"load","data":"boneyard1;g=block;c=00000000"})").find("cannot load") != std::string::npos);
  CHECK(refused(p, R"({"cmd":"new","game":"chess"})").find("unknown game") != std::string::npos);
  CHECK(ok(p, R"({"cmd":"state"})") == before);  // nothing above changed the match
}

TEST_CASE("protocol: load accepts a match record as well as a save, and refuses an edited one") {
  ProtocolSession p;
  ok(p, R"({"cmd":"new","game":"whist","players":4,"seed":9,"options":{"target":10}})");
  for (int i = 0; i < 30; ++i) {
    const std::string move = ok(p, R"({"cmd":"bot","level":"random","seed":)" + std::to_string(i) + "}")["move"];
    ok(p, json{{"cmd", "play"}, {"move", move}}.dump());
  }
  const json state = ok(p, R"({"cmd":"state"})")["state"];
  const std::string record = boneyard::format_record(*p.match(), {"You", "West", "North", "East"});

  ProtocolSession q;
  CHECK(ok(q, json{{"cmd", "load"}, {"data", record}}.dump())["state"] == state);
  CHECK(ok(q, R"({"cmd":"save"})")["data"] == ok(p, R"({"cmd":"save"})")["data"]);

  // A move changed by hand: refused, naming the line; the loaded match stays.
  const std::size_t first_move = record.find("\n  ") + 1;
  const std::size_t end = record.find('\n', first_move);
  std::string edited = record;
  edited.replace(end - 3, 3, "9-9");
  const std::string error = refused(q, json{{"cmd", "load"}, {"data", edited}}.dump());
  CHECK(error.find("cannot load this record: line") != std::string::npos);
  CHECK(ok(q, R"({"cmd":"state"})")["state"] == state);
}

TEST_CASE("protocol: players may be given at the top or among the options, and must agree") {
  ProtocolSession p;
  CHECK(ok(p, R"({"cmd":"new","game":"block","options":{"hand_size":3,"players":3}})")["state"]["players"] == 3);
  CHECK(ok(p, R"({"cmd":"new","game":"hearts","options":{"moon":"off","players":3}})")["state"]["players"] == 3);
  CHECK(ok(p, R"({"cmd":"new","game":"block","players":2,"options":{"players":2}})")["state"]["players"] == 2);
  const json before = ok(p, R"({"cmd":"state"})");
  CHECK_THAT(refused(p, R"({"cmd":"new","game":"block","players":2,"options":{"players":3}})"),
             Catch::Contains("players is given twice"));
  CHECK(ok(p, R"({"cmd":"state"})") == before);
}

TEST_CASE("protocol: a key the command does not use is refused, and nothing changes") {
  ProtocolSession p;
  ok(p, R"({"cmd":"new","game":"block","players":2,"seed":5})");
  const std::string save = ok(p, R"({"cmd":"save"})")["data"];
  const std::string move = ok(p, R"({"cmd":"legal"})")["moves"][0];
  const std::string requests[] = {
      R"({"cmd":"play","move":")" + move + R"(","seat":3})",
      R"({"cmd":"legal","seat":1})",
      R"({"cmd":"state","level":"hard"})",
      R"({"cmd":"bot","move":")" + move + R"("})",
      R"({"cmd":"next","seed":3})",
      R"({"cmd":"save","data":"x"})",
      R"({"cmd":"load","data":")" + save + R"(","seed":1})",
      R"({"cmd":"new","game":"block","sead":1})",
  };
  for (const auto& request : requests) {
    INFO(request);
    CHECK_THAT(refused(p, request), Catch::Contains("does not take"));
    CHECK(ok(p, R"({"cmd":"save"})")["data"] == save);
  }
  CHECK_THAT(refused(p, R"({"cmd":"play","move":"6-6","seat":3})"), Catch::Contains("'seat' (it takes move)"));
}
