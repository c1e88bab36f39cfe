// The test hook (platform.h TestHook, the layout walk, the app's tests): what the page shows,
// as JSON, and what can be clicked now, in the screen's pixels. It only reads: nothing here
// changes the game.
#include <cmath>
#include <cstdio>

#include "app/app.h"
#include "coach/hint.h"
#include "coach/tracker.h"
#include "core/json.h"
#include "platform/platform.h"
#include "session/daily.h"

namespace boneyard {

namespace {


std::string targets_json(const std::vector<Target>& targets) {
  std::string out = "[";
  for (const auto& t : targets) {
    char numbers[160];
    std::snprintf(numbers, sizeof numbers, "\"x\":%.1f,\"y\":%.1f,\"w\":%.1f,\"h\":%.1f", static_cast<double>(t.rect.x),
                  static_cast<double>(t.rect.y), static_cast<double>(t.rect.w), static_cast<double>(t.rect.h));
    if (out.size() > 1) out += ',';
    out += "{\"id\":" + Json(t.id).dump() + "," + numbers + "}";
  }
  return out + "]";
}

}  // namespace

std::string App::test_view() const {
  const double now = platform::now_ms();
  // What the table shows: the view of the person holding the device (turned so their seat is
  // 0), and nothing at all while it is covered between two people.
  const bool table = screen_ == Screen::Table && session_.active();
  const std::string state = table && !session_.covered() ? session_.view().to_json().dump() : "null";
  std::string extra;
  if (session_.active()) {  // pass-and-play: who holds the device, who is next, the names
    Json people = Json::array(), names = Json::array();
    for (int seat = 0; seat < session_.players(); ++seat)
      if (session_.is_person(seat)) people.push(seat);
    for (const auto& name : session_.names()) names.push(name);
    extra += ",\"people\":" + people.dump() + ",\"names\":" + names.dump() +
             ",\"viewer\":" + std::to_string(session_.viewer());
    extra += ",\"cover\":" + (table && session_.covered()
                                   ? Json::object().set("to", session_.handover_to()).set("name", cover().name).dump()
                                   : std::string("null"));
  }
  if (screen_ == Screen::Setup) extra += ",\"setup\":" + setup_.test_view();  // the seats, the name field
  if (screen_ == Screen::HowToPlay) {  // which page, for which table
    const HowToPlay& page = how_to_play_.page();
    extra = ",\"how_to_play\":{\"game\":" + Json(page.game).dump() + ",\"summary\":" + Json(page.summary).dump() +
            ",\"from\":" + Json(how_to_play_.from_match() ? "match" : "setup").dump() + "}";
  }
  if (table && !session_.covered()) extra += table_test_view(now);
  extra += ",\"stats\":" + Json(stats_.save()).dump();  // the statistics as stored
  if (screen_ == Screen::Replay && replay_) {  // a replay link's review: the round and the step
    const Replay& r = *replay_;
    const int at = r.session.view_as<LineView>() ? r.table.review_at() : r.trick_table.review_at();
    extra += ",\"replay\":" + Json::object()
                                   .set("round", r.round)
                                   .set("rounds", static_cast<int>(r.ends.size()))
                                   .set("review_at", at)
                                   .set("round_moves", static_cast<int>(r.session.round_moves().size()))
                                   .set("game", std::string(r.session.game().id()))
                                   .dump();
  }
  if (screen_ == Screen::Table && session_.daily()) {  // Today's deal: its date and result
    Json d = Json::object();
    d.set("date", session_.daily_deal()->date).set("replay", session_.daily_deal()->replay);
    const auto points = session_.daily_points();
    const auto expert = session_.daily_expert();
    d.set("points", points ? Json(static_cast<std::int64_t>(*points)) : Json());
    d.set("expert", expert ? Json(static_cast<std::int64_t>(*expert)) : Json());
    d.set("share", points ? Json(daily_share(session_, platform::page_address())) : Json());
    extra += ",\"daily\":" + d.dump();
  }
  if (screen_ == Screen::Title && !title_.message.empty())  // why a link or a save was refused
    extra += ",\"message\":" + Json(title_.message).dump();
  if (const auto& c = session_.claimed())  // this round's claim: who, how many tricks, and whether it is shown
    extra +=
        ",\"claimed\":" +
        Json::object().set("seat", c->seat).set("tricks", c->tricks).set("showing", session_.claim_showing(now)).dump();
  extra += device_test_view();
  extra += ",\"online\":" + online_test_view();
  return "{\"screen\":" + Json(screen_name(now)).dump() + ",\"state\":" + state + extra + "}";
}

// A table's own state: the online notice, the coach, the review, the toast, the play checker,
// the score sheet.
std::string App::table_test_view(double now) const {
  std::string extra;
  extra += ",\"notice\":" + Json(online_notice(now).text).dump();
  Json away = Json::array();
  for (int seat : away_seats()) away.push(seat);
  extra += ",\"away\":" + away.dump();
  if (session_.round_finished()) extra += ",\"summary_text\":" + Json(summary_sentence()).dump();
  // The coach line, while it shows.
  const bool coaching = trick_game() ? trick_table_.coaching(now) : table_.coaching(now);
  if (coaching) extra += ",\"coach\":" + Json(coach_line(session_.game().id())).dump();
  const auto hint = session_.hint();  // the hint, once thought out
  extra += ",\"hint\":" + (hint ? Json(*hint).dump() : std::string("null"));
  extra += ",\"hint_pending\":" + std::string(session_.hint_pending() ? "true" : "false");
  Json mine = Json::array();  // the player's moves now, and the latest made
  for (const auto& m : session_.human_moves()) mine.push(m);
  extra += ",\"my_moves\":" + mine.dump();
  extra += coach_test_view();
  // The round review: its step (null while closed), the round's moves, the decisions still weighed.
  const int review_at = trick_game() ? trick_table_.review_at() : table_.review_at();
  extra += ",\"review_at\":" + (review_at >= 0 ? std::to_string(review_at) : std::string("null"));
  const std::string_view panel = trick_game() ? trick_table_.panel() : table_.panel();  // the coach's panel open
  extra += ",\"panel\":" + (panel.empty() ? std::string("null") : Json(std::string(panel)).dump());
  extra += ",\"last_trick\":" + std::string(trick_game() && trick_table_.last_trick_shown() ? "true" : "false");
  const std::string toast = trick_game() ? trick_table_.toast_text(now) : table_.toast_text(now);  // while it shows
  extra += ",\"toast\":" + (toast.empty() ? std::string("null") : Json(toast).dump());
  extra += ",\"round_moves\":" + std::to_string(session_.round_moves().size());
  extra += ",\"review_pending\":" + std::to_string(session_.review_pending());
  const auto note = session_.play_note();  // the play checker's latest note
  extra += ",\"play_note\":" + (note ? Json(check_note(*note->view, note->expert, note->loss, note->win_loss)).dump()
                                     : std::string("null"));
  extra += ",\"check_plays\":" + std::string(session_.check_plays() ? "true" : "false");
  extra += ",\"checking\":" + std::string(session_.checking() || session_.advice_pending() ? "true" : "false");
  const auto last = session_.last_human_move();
  extra += ",\"my_last_move\":" + (last ? Json(*last).dump() : std::string("null"));
  Json thought = Json::array();  // whole ms
  for (double ms : session_.thought_ms()) thought.push(static_cast<std::int64_t>(ms + 0.5));
  extra += ",\"thought_ms\":" + thought.dump();
  Json updates = Json::array();  // tenths of a ms
  for (double ms : update_ms_) updates.push(static_cast<std::int64_t>(ms * 10 + 0.5));
  extra += ",\"update_tenths_ms\":" + updates.dump();
  extra += sheet_test_view();
  return extra;
}

// The coach's panels: the move analysis (points in tenths) and the tracker, once thought out.
std::string App::coach_test_view() const {
  std::string extra;
  if (const auto a = session_.analysis()) {  // the move analysis, once thought out: points in tenths
    Json rows = Json::array();
    for (const auto& mv : a->moves) {
      Json row = Json::object();
      row.set("move", mv.move).set("tenths", static_cast<std::int64_t>(std::lround(mv.points * 10))).set("deals", mv.deals);
      if (a->match) row.set("win_percent", static_cast<std::int64_t>(std::lround(mv.win * 100)));
      rows.push(row);
    }
    extra += ",\"analysis\":" + rows.dump();
  }
  if (const auto t = tracker(session_.view())) {  // the tracker: each item's place, as it shows
    Json rows = Json::array();
    for (const auto& row : t->rows) {
      Json items = Json::array();
      static constexpr const char* kWhere[] = {"unseen", "mine", "played", "given", "out"};
      for (const auto& i : row.items)
        items.push(Json::object().set("face", i.face).set("where", kWhere[static_cast<int>(i.where)]).set("by", i.by));
      rows.push(Json::object().set("name", row.name).set("items", items).set("counts", row.counts).set("note", row.note));
    }
    Json lines = Json::array();
    for (const auto& l : t->lines) lines.push(l);
    extra += ",\"tracker\":" + Json::object().set("rows", rows).set("lines", lines).dump();
  }
  return extra;
}

std::string App::sheet_test_view() const {
  std::string extra;
  // The score sheet's columns and rows, as the sheet shows them (content/score_sheet.h).
  const ScoreSheet sheet = score_sheet(session_);
  Json rows = Json::array();
  for (const auto& row : sheet.rows) {
    Json r = Json::array();
    for (const auto& cell : row) r.push(cell);
    rows.push(std::move(r));
  }
  Json totals = Json::array(), columns = Json::array();
  for (const auto& t : sheet.totals) totals.push(t);
  for (const auto& c : sheet.columns) columns.push(c);
  extra +=
      ",\"sheet\":{\"columns\":" + columns.dump() + ",\"rows\":" + rows.dump() + ",\"totals\":" + totals.dump() +
           ",\"you\":" + std::to_string(sheet.you) + "}";
  return extra;
}

// The display, the language, the text size, the keyboard focus, the sound and the pointer.
std::string App::device_test_view() const {
  std::string extra;
  // The display options: as chosen (stored) and as applied (reduced motion also when the browser asks).
  auto options_json = [](const DisplayOptions& o) {
    return Json::object().set("large_text", o.large_text).set("reduced_motion", o.reduced_motion).set("cb_palette", o.cb_palette);
  };
  extra += ",\"display\":" + options_json(display_effective()).dump();
  extra += ",\"display_chosen\":" + options_json(display_).dump();
  // The language shown, the one chosen in Display ("" : the browser's), one on its way.
  extra += ",\"language\":" + Json(language_).dump() + ",\"language_chosen\":" + Json(language_chosen_).dump() +
           ",\"language_loading\":" + Json(language_loading_).dump();
  extra += ",\"text_percent\":" + std::to_string(std::lround(draw::look().text_scale * 100));
  const auto focus = ui_ ? ui_->focused() : std::nullopt;  // the keyboard's focus, while its ring shows
  extra += ",\"focus\":" + (focus ? Json(focus->id).dump() : std::string("null"));
  Json played = Json::object();  // the cues played (queued to the output) since the page loaded
  for (int k = 0; k < kCueCount; ++k)
    played.set(std::string(cue_name(static_cast<Cue>(k))), played_[static_cast<std::size_t>(k)]);
  extra += ",\"sound\":" + Json::object()
                                .set("on", sound_)
                                .set("device_open", platform::audio_open())
                                .set("rate", platform::audio_rate())
                                .set("queued_ms", static_cast<int>(std::lround(platform::audio_queued_ms())))
                                .set("played", played)
                                .dump();
  // The pointer the screens' words are for (draw.h Look::mouse): "mouse" says "click", "touch" "tap".
  extra += std::string(",\"pointer\":") + (platform::pointer_is_mouse() ? "\"mouse\"" : "\"touch\"");
  return extra;
}

std::string App::test_targets() const {
  auto shown = targets();
  for (auto& t : shown) t.rect = screen_map_.to_screen(t.rect);  // the test clicks the screen
  return targets_json(shown);
}

}  // namespace boneyard
