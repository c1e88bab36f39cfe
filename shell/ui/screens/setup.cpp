// The setup screen: the game, the rules presets of that game (a game picked starts from its
// first preset), players,
// computer level, then every option the chosen game publishes (GameInfo::option_specs) with
// its label, one-line help and the help of the chosen value. The list scrolls (wheel or
// drag); Back and Start stay put. Start is offered only when the options fit together;
// otherwise the footer says why, in the engine's words. The choices themselves are a
// SetupModel (session/setup_model.h).
//
// A seat's name, tapped, turns into a text field in its place: the name in it all selected,
// so typing replaces it. Enter or a tap elsewhere keeps what was typed (SetupModel::rename,
// which may refuse it: the list then says why), Escape leaves the name as it was. In a browser
// the page's own <input> lies over the field and takes the keys (a phone's keyboard comes only
// for one: platform.h begin_text_edit; the names are offered to the page, which opens it in the
// tap's own handler: offer_text_edits); elsewhere the keys come through Dear ImGui and the
// field drawn here is all there is. The last match's seats carry over; the Start bar's line
// then says so, and "Reset seats" makes a new table's seats again.
//
// A seat's kind is Person or Computer and, where the page can play online
// (platform::online_supported()), Friend: its name is then the default, not to be tapped (the
// friend brings theirs). The kinds sit beside the name, or on a line under it where three do
// not fit there (a phone upright): layout_seat_row.
//
// Index
//   [SECTION] Helpers       level help, the name field
//   [SECTION] Controls      choice grid, stepper
//   [SECTION] SetupScreen   frame, targets, the name field's life
#include <algorithm>
#include <cmath>

#include "core/i18n.h"
#include "core/json.h"
#include "core/text.h"
#include "imgui_internal.h"  // SetKeyOwner: the name field's keys are kept from the focus and Back
#include "platform/platform.h"
#include "render/draw.h"
#include "screens/screens.h"
#include "session/seats.h"
#include "session/setup_model.h"

namespace boneyard {

// [SECTION] Helpers -----------------------------------------------------------------------

namespace {

int option_step(const OptionSpec& spec) { return spec.max - spec.min > 200 ? 10 : 1; }

constexpr float kNameSize = 15;  // the names' text size, on their buttons and in the field

// The characters typed this frame (ImGui's queue, UTF-16 units: a name's Latin-1 letters need
// no surrogate pairs, which are dropped) as UTF-8.
std::string typed_text() {
  std::string out;
  for (const ImWchar c : ImGui::GetIO().InputQueueCharacters) {
    const unsigned u = c;
    if (u < 0x20 || u == 0x7F || (u >= 0xD800 && u < 0xE000)) continue;
    if (u < 0x80) {
      out += static_cast<char>(u);
    } else if (u < 0x800) {
      out += static_cast<char>(0xC0 | (u >> 6));
      out += static_cast<char>(0x80 | (u & 0x3F));
    } else {
      out += static_cast<char>(0xE0 | (u >> 12));
      out += static_cast<char>(0x80 | ((u >> 6) & 0x3F));
      out += static_cast<char>(0x80 | (u & 0x3F));
    }
  }
  return out;
}

// A text field: a dark box with a gold rim (web.cpp styles the page's <input> alike), the text
// at the left, highlighted while all of it is selected, else followed by the caret.
void name_field(ImDrawList* dl, const Fonts& fonts, const Rect& r, const std::string& text, bool selected) {
  dl->AddRectFilled(ImVec2(r.x, r.y), ImVec2(r.right(), r.bottom()), draw::rgba(9, 40, 24), 10);
  dl->AddRect(ImVec2(r.x, r.y), ImVec2(r.right(), r.bottom()), draw::kGold, 10, 0, 2);
  const Rect inner{r.x + 12, r.y, r.w - 24, r.h};
  const float text_w = std::min(draw::measure(fonts.bold, kNameSize, text).x, inner.w);
  const float mid = r.y + r.h / 2;
  if (selected && !text.empty())
    dl->AddRectFilled(ImVec2(inner.x - 3, mid - 11), ImVec2(inner.x + text_w + 3, mid + 11),
                      draw::fade(draw::kGold, 0.35f), 4);
  if (!text.empty()) draw::text_in(dl, fonts.bold, kNameSize, inner, draw::kText, text, draw::Align::Left);
  if (!selected)
    dl->AddLine(ImVec2(inner.x + text_w + 2, mid - 10), ImVec2(inner.x + text_w + 2, mid + 10), draw::kGold, 2);
}

// This frame's keys are the name field's: the keyboard focus (arrows, Tab) and Back (Escape)
// do not see them.
void keep_keys() {
  const ImGuiID owner = ImGui::GetID("##name_field");
  for (const ImGuiKey key :
       {ImGuiKey_LeftArrow, ImGuiKey_RightArrow, ImGuiKey_UpArrow, ImGuiKey_DownArrow, ImGuiKey_Tab, ImGuiKey_Escape,
        ImGuiKey_Enter, ImGuiKey_KeypadEnter, ImGuiKey_Space, ImGuiKey_Backspace})
    ImGui::SetKeyOwner(key, owner, ImGuiInputFlags_LockThisFrame);
}

// [SECTION] Controls ----------------------------------------------------------------------

constexpr float kRowH = 42;
constexpr float kGap = kChoiceGap;

// The grid of choices `labels` take in a width `w` (layout_choices).
ChoiceGrid choice_grid(const Fonts& fonts, float w, const std::vector<std::string>& labels) {
  std::vector<float> label_w;
  for (const auto& label : labels) label_w.push_back(draw::measure(fonts.bold, 15, label).x);
  return layout_choices(w, label_w);
}

// Choices in a grid (layout/screen_layout.h layout_choices). Returns the index clicked or -1,
// and advances `y` past the control.
int choice(UiFrame& ui, const Fonts& fonts, const std::string& id, float x, float& y, float w,
           const std::vector<std::string>& labels, int selected, const Rect& clip, std::vector<Target>& shown) {
  ImDrawList* dl = ui.draw_list();
  const int count = static_cast<int>(labels.size());
  const ChoiceGrid grid = choice_grid(fonts, w, labels);
  const int per_row = grid.per_row;
  const int rows = (count + per_row - 1) / per_row;
  int clicked = -1;
  float col_x = x;
  for (int i = 0; i < count; ++i) {
    const int col = i % per_row;
    if (col == 0) col_x = x;
    const float seg_w = grid.col_w[static_cast<std::size_t>(col)];
    const Rect r{col_x, y + static_cast<float>(i / per_row) * (kRowH + kGap), seg_w, kRowH};
    col_x += seg_w + kGap;
    const std::string target = id + ":" + std::to_string(i);
    if (!r.overlaps(clip)) {
      ui.focusable({target, r});  // the keyboard may reach it: the list scrolls it in
      continue;
    }
    const Press p = ui.press(target, r);
    if (r.inside(clip)) shown.push_back({target, r});
    draw::button(dl, fonts, r, labels[static_cast<std::size_t>(i)],
                 i == selected ? draw::ButtonKind::Selected : draw::ButtonKind::Secondary, p.hovered, p.held, true, 15);
    if (p.clicked) clicked = i;
  }
  y += static_cast<float>(rows) * (kRowH + kGap) - kGap;
  return clicked;
}

// [ - ] value [ + ]; returns -1, 0 (no change) or +1.
int stepper(UiFrame& ui, const Fonts& fonts, const std::string& id, float x, float y, const std::string& value,
            bool can_down, bool can_up, const Rect& clip, std::vector<Target>& shown) {
  ImDrawList* dl = ui.draw_list();
  const Rect minus{x, y, 48, kRowH}, box{x + 52, y, 96, kRowH}, plus{x + 152, y, 48, kRowH};
  int out = 0;
  auto button = [&](const Rect& r, const char* name, const char* label, bool enabled, int change) {
    if (!r.overlaps(clip)) {
      if (enabled) ui.focusable({id + name, r});
      return;
    }
    const Press p = ui.press(id + name, r);
    if (r.inside(clip) && enabled) shown.push_back({id + name, r});
    draw::button(dl, fonts, r, label, draw::ButtonKind::Secondary, p.hovered, p.held, enabled, 20);
    if (p.clicked && enabled) out = change;
  };
  button(minus, ":down", "\u2212", can_down, -1);
  dl->AddRectFilled(ImVec2(box.x, box.y), ImVec2(box.right(), box.bottom()), draw::rgba(0, 0, 0, 0.22f), 10);
  draw::text_in(dl, fonts.bold, 17, box, draw::kText, value);
  button(plus, ":up", "+", can_up, 1);
  return out;
}

}  // namespace

// [SECTION] SetupScreen -------------------------------------------------------------------

std::vector<Target> SetupScreen::targets(Vec2 canvas) const {
  const SetupLayout l = layout_setup(canvas);
  std::vector<Target> out{{"button:back", l.back}, {"button:how_to_play", l.how_to_play}};
  if (model_.check()) out.push_back({"button:start", l.start});
  out.insert(out.end(), shown_.begin(), shown_.end());
  return out;
}

std::string SetupScreen::test_view() const {
  Json names = Json::array(), people = Json::array(), friends = Json::array();
  for (int seat = 0; seat < model_.players(); ++seat) {
    names.push(model_.name(seat));
    if (model_.kind(seat) == SetupModel::SeatKind::Person) people.push(seat);
    if (model_.kind(seat) == SetupModel::SeatKind::Friend) friends.push(seat);
  }
  Json editing;
  if (editing_ >= 0) {
    editing = Json::object().set("seat", editing_).set("text", field_text());
  }
  return Json::object()
      .set("names", names)
      .set("people", people)
      .set("friends", friends)
      .set("editing", editing)
      .set("error", rename_error_)
      .set("summary", model_.summary())
      .dump();
}

std::string SetupScreen::field_text() const {
  const auto state = platform::text_edit_state();
  return state.page_field && state.state != platform::TextEdit::State::Closed ? state.text : draft_->text();
}

void SetupScreen::keep_name() {
  const Status renamed = model_.rename(editing_, field_text());
  rename_error_ = renamed ? "" : capitalized(renamed.error()) + ".";
  close_field();
}

void SetupScreen::close_field() {
  platform::end_text_edit();
  editing_ = -1;
  draft_.reset();
}

void SetupScreen::edit_keys() {
  if (const std::string typed = typed_text(); !typed.empty()) draft_->type(typed);
  if (ImGui::IsKeyPressed(ImGuiKey_Backspace, true)) draft_->erase();
  const bool enter = ImGui::IsKeyPressed(ImGuiKey_Enter, false) || ImGui::IsKeyPressed(ImGuiKey_KeypadEnter, false);
  const bool escape = ImGui::IsKeyPressed(ImGuiKey_Escape, false);
  const ImVec2 at = ImGui::GetIO().MouseClickedPos[0];
  const bool elsewhere = ImGui::IsMouseClicked(0) && !field_.contains({at.x, at.y});
  keep_keys();
  if (escape)
    close_field();
  else if (enter || elsewhere)
    keep_name();
}

Options SetupScreen::options() const {
  Options out;
  for (const OptionSpec& spec : model_.game().option_specs()) {
    const std::string value = spec.name == "players" ? std::to_string(model_.players()) : model_.value_of(spec);
    if (!value.empty()) out.set(spec.name, value);
  }
  return out;
}

// The list as it is drawn: its column and clip, how far down it has come (`y`), and the names
// a tap opens a field on.
struct SetupScreen::List {
  const Fonts& fonts;
  ImDrawList* dl;
  Rect clip;
  float x, w;
  float y;
  std::vector<platform::TextSpot> spots;

  // A heading and its help; `room`: other words the help may take, whose room it keeps.
  void heading(const std::string& label, const std::string& help, const std::vector<std::string>& room = {});
  void note(const std::string& text);
};

void SetupScreen::List::heading(const std::string& label, const std::string& help,
                                const std::vector<std::string>& room) {
  draw::text(dl, fonts.bold, 17, {x, y}, draw::kText, label, draw::Align::Left, true);
  y += 24;
  if (help.empty()) {
    y += 4;
    return;
  }
  float h = draw::paragraph(dl, fonts.regular, 14, {x, y}, w, draw::kMuted, help);
  for (const auto& other : room) h = std::max(h, draw::measure(fonts.regular, 14, other, w).y);
  y += h + 8;
}

void SetupScreen::List::note(const std::string& text) {
  y += 6;
  y += draw::paragraph(dl, fonts.regular, 13, {x + 4, y}, w - 8, draw::fade(draw::kGold, 0.9f), text);
}

SetupScreen::Action SetupScreen::frame(UiFrame& ui, const Fonts& fonts) {
  const SetupLayout l = layout_setup(ui.canvas());
  shown_.clear();

  // The name field first, before any control takes this frame's input: it may close (a press
  // elsewhere keeps the name, and that press goes on to its control).
  model_.set_online(platform::online_supported());
  const bool field_was_open = editing_ >= 0;
  settle_field();
  scroll_list(ui, l);

  // --- The list ---------------------------------------------------------------------------
  const Rect clip = l.content;
  ImGui::PushClipRect(ImVec2(clip.x, clip.y), ImVec2(clip.right(), clip.bottom()), true);  // drawing and hovering
  const float top = clip.y + 18 - scroll_;
  List list{fonts, ui.draw_list(), clip, l.column_x, l.column_w, top, {}};
  game_choice(ui, list);
  rules_presets(ui, list);
  player_count(ui, list);
  seats(ui, list, field_was_open);
  computer_level(ui, list);
  for (const OptionSpec& spec : model_.game().option_specs()) {
    if (spec.name == "players") continue;
    option_row(ui, list, spec);
  }
  content_h_ = list.y - top + 10;
  ImGui::PopClipRect();
  platform::offer_text_edits(list.spots);
  scroll_into_view(ui, clip);

  return header_and_footer(ui, fonts, l);
}

void SetupScreen::settle_field() {
  if (editing_ >= model_.players() || (editing_ >= 0 && model_.kind(editing_) == SetupModel::SeatKind::Friend))
    close_field();  // its seat left the table, or is a friend's now
  if (editing_ >= 0) {
    const auto state = platform::text_edit_state();
    if (!state.page_field)
      edit_keys();
    else if (state.state == platform::TextEdit::State::Kept)
      keep_name();
    else if (state.state == platform::TextEdit::State::Cancelled)
      close_field();
  } else if (const auto page = platform::text_edit_state().state;
             page == platform::TextEdit::State::Kept || page == platform::TextEdit::State::Cancelled) {
    platform::end_text_edit();  // the page opened it for a tap that did not reach a name (offer_text_edits)
  }
}

// Scrolling: the wheel anywhere, or a drag that started in the list.
void SetupScreen::scroll_list(UiFrame& ui, const SetupLayout& l) {
  const float max_scroll = std::max(0.0f, content_h_ - l.content.h);
  scroll_ -= ui.wheel() * 60;
  scroll_ += static_cast<float>(ui.unused_arrow()) * 60;
  if (ui.dragging() && l.content.contains(ui.press_origin())) scroll_ -= ui.drag_dy();
  scroll_ = std::clamp(scroll_, 0.0f, max_scroll);
}

// The game (picking a game picks its first preset).
void SetupScreen::game_choice(UiFrame& ui, List& list) {
  const auto& presets = SetupModel::presets();
  std::vector<const GameInfo*> games;
  for (const auto& p : presets)
    if (std::find(games.begin(), games.end(), p.game) == games.end()) games.push_back(p.game);
  // TRANSLATORS: the setup screen's headings, over the choice of game, its rules, the number of
  // players, the seats and the computer players' level.
  list.heading(trc("setup heading", "Game"), "");
  std::vector<std::string> labels;
  int selected = -1;
  for (std::size_t i = 0; i < games.size(); ++i) {
    labels.push_back(trc("game", games[i]->title()));
    if (games[i] == &model_.game()) selected = static_cast<int>(i);
  }
  const int picked = choice(ui, list.fonts, "game", list.x, list.y, list.w, labels, selected, list.clip, shown_);
  if (picked >= 0 && picked != selected) {
    for (std::size_t i = 0; i < presets.size(); ++i)
      if (presets[i].game == games[static_cast<std::size_t>(picked)]) {
        model_.choose_preset(i);
        break;
      }
  }
  list.y += 26;
}

// The rules presets of the chosen game, a card each, and a note once an option differs from them.
void SetupScreen::rules_presets(UiFrame& ui, List& list) {
  const Fonts& fonts = list.fonts;
  ImDrawList* dl = list.dl;
  const Rect& clip = list.clip;
  const float x = list.x, w = list.w;
  float& y = list.y;
  const auto& presets = SetupModel::presets();
  list.heading(trc("setup heading", "Rules"), tr("Pick a table's rules; every option below can still be changed."));
  const auto matching = model_.matching_preset();
  for (std::size_t i = 0; i < presets.size(); ++i) {
    if (presets[i].game != &model_.game()) continue;
    const Preset& preset = *presets[i].preset;
    const std::string name = trc("preset", preset.name);
    const float help_h = draw::measure(fonts.regular, 13, tr(preset.help), w - 32).y;
    // A name too long for one line (a longer language on a phone) wraps, the card growing.
    const float more_h = draw::measure(fonts.bold, 16, name, w - 32).y - draw::measure(fonts.bold, 16, name).y;
    const Rect card{x, y, w, 16 + 20 + more_h + help_h + 14};
    const bool on = matching && *matching == i;
    const std::string id = "preset:" + std::to_string(i);
    if (!card.overlaps(clip)) ui.focusable({id, card});
    if (card.overlaps(clip)) {
      const Press p = ui.press(id, card);
      if (card.inside(clip)) shown_.push_back({id, card});
      draw::button(dl, fonts, card, "", on ? draw::ButtonKind::Selected : draw::ButtonKind::Secondary, p.hovered,
                   p.held);
      draw::paragraph(dl, fonts.bold, 16, {card.x + 16, card.y + 12}, w - 32,
                      on ? draw::rgba(255, 240, 200) : draw::kText, name);
      draw::paragraph(dl, fonts.regular, 13, {card.x + 16, card.y + 34 + more_h}, w - 32, draw::kMuted,
                      tr(preset.help));
      if (p.clicked) model_.choose_preset(i);
    }
    y += card.h + 8;
  }
  if (!matching) {
    // TRANSLATORS: under the rules presets once an option differs from them; {game}: "Block Dominoes".
    list.note(trf("Custom {game} rules: your changes below.", {{"game", trc("game", model_.game().title())}}));
  }
  y += 26;
}

void SetupScreen::player_count(UiFrame& ui, List& list) {
  const auto counts = model_.player_choices();
  // Its words change with the seats' kinds (below): the seats stay put.
  list.heading(trc("setup heading", "Players"), model_.players_help(), model_.players_helps());
  std::vector<std::string> labels;
  int selected = -1;
  for (std::size_t i = 0; i < counts.size(); ++i) {
    labels.push_back(std::to_string(counts[i]));
    if (counts[i] == model_.players()) selected = static_cast<int>(i);
  }
  const int picked = choice(ui, list.fonts, "players", list.x, list.y, list.w, labels, selected, list.clip, shown_);
  if (picked >= 0) model_.set_players(counts[static_cast<std::size_t>(picked)]);
  list.y += 26;
}

// Seats: each a person at this device, a friend online (where offered) or a computer
// player, and its name (a friend's comes with the friend: its button is off).
void SetupScreen::seats(UiFrame& ui, List& list, bool field_was_open) {
  float& y = list.y;
  list.heading(trc("setup heading", "Seats"),
               model_.online() ? tr("Make a seat a person to pass this device round, or a friend's to play online: "
                                    "each sees only their own hand. Tap a name to change it.")
                               : tr("Make a seat a person to pass this device round: each person sees only their "
                                    "own hand. Tap a name to change it."));
  const std::vector<std::string> kinds = model_.kind_labels();
  float widest_kind = 0;
  for (const auto& label : kinds) widest_kind = std::max(widest_kind, draw::measure(list.fonts.bold, 15, label).x);
  const int kind_count = static_cast<int>(kinds.size());
  const SeatRowLayout row = layout_seat_row(list.x, list.w, choices_width(widest_kind, kind_count));
  const float seat_gap = row.below ? 3 * kGap : kGap;  // a seat on two lines: more room between seats
  for (int seat = 0; seat < model_.players(); ++seat) {
    seat_name(ui, list, seat, row, field_was_open);
    const float row_y = seat_kind(ui, list, seat, row, kinds);
    y = std::max(y + kRowH, row_y) + seat_gap;
  }
  y -= seat_gap;
  seat_notes(ui, list);
  y += 26;
}

// A seat's name: a button that opens the name field, the field while it is open, or a
// friend's name, not to be tapped.
void SetupScreen::seat_name(UiFrame& ui, List& list, int seat, const SeatRowLayout& row, bool field_was_open) {
  const Fonts& fonts = list.fonts;
  ImDrawList* dl = list.dl;
  const Rect& clip = list.clip;
  const Rect name_box{list.x, list.y, row.name_w, kRowH};
  const std::string id = "seat_name:" + std::to_string(seat);
  const bool friend_seat = model_.kind(seat) == SetupModel::SeatKind::Friend;
  if (!name_box.overlaps(clip) && !friend_seat) ui.focusable({id, name_box});
  if (friend_seat) {
    if (name_box.overlaps(clip))
      draw::button(dl, fonts, name_box, model_.name(seat), draw::ButtonKind::Secondary, false, false, false, kNameSize);
  } else if (seat == editing_) {
    // The field: drawn here (under the page's <input> in a browser, which follows it).
    field_ = name_box;
    (void)ui.press(id, name_box);  // a press on the field is the field's
    if (name_box.inside(clip)) shown_.push_back({id, name_box});
    name_field(dl, fonts, name_box, field_text(), !platform::text_edit_state().page_field && draft_->selected());
    const Rect css = ui.screen_map().to_screen(name_box);
    platform::begin_text_edit({css.x, css.y, css.w, css.h, kNameSize * ui.screen_map().zoom, ""}, model_.name(seat),
                              kNameMax);
  } else if (name_box.overlaps(clip)) {
    const Press p = ui.press(id, name_box);
    if (name_box.inside(clip)) {
      shown_.push_back({id, name_box});
      const Rect css = ui.screen_map().to_screen(name_box);
      list.spots.push_back(
          {{css.x, css.y, css.w, css.h, kNameSize * ui.screen_map().zoom, ""}, model_.name(seat), kNameMax});
    }
    draw::button(dl, fonts, name_box, model_.name(seat), draw::ButtonKind::Secondary, p.hovered, p.held, true,
                 kNameSize);
    if (p.clicked && !field_was_open) {  // (the press that closed a field opens none)
      editing_ = seat;
      draft_.emplace(model_.name(seat));
      rename_error_.clear();
      ui.redraw();
    }
  }
}

// A seat's kind beside its name or under it (`row`); returns where the kinds end.
float SetupScreen::seat_kind(UiFrame& ui, List& list, int seat, const SeatRowLayout& row,
                             const std::vector<std::string>& kinds) {
  float row_y = row.below ? list.y + kRowH + kGap : list.y;
  if (seat == 0) {  // always a person: the one who set the table up, as wide as the others' choices
    const Rect box{row.kinds_x, row_y, choice_grid(list.fonts, row.kinds_w, kinds).col_w.front(), kRowH};
    if (box.overlaps(list.clip)) {
      draw::button(list.dl, list.fonts, box, trc("seat kind", "Person"), draw::ButtonKind::Selected, false, false, true,
                   15);
      // TRANSLATORS: beside the first seat's "Person": that seat is always a person's.
      const std::string always = trc("seat kind", "always");
      draw::text_in(list.dl, list.fonts.regular, 13, {box.right() + kGap, row_y, box.w, kRowH}, draw::kMuted, always,
                    draw::Align::Center);
    }
    row_y += kRowH;
  } else {
    const int picked = choice(ui, list.fonts, "seat_kind:" + std::to_string(seat), row.kinds_x, row_y, row.kinds_w,
                              kinds, static_cast<int>(model_.kind(seat)), list.clip, shown_);
    if (picked >= 0) model_.set_kind(seat, static_cast<SetupModel::SeatKind>(picked));
  }
  return row_y;
}

// Under the seats: why a name was refused, what pass-and-play and friends online mean, and
// Reset seats while the last match's seats carry over.
void SetupScreen::seat_notes(UiFrame& ui, List& list) {
  const Fonts& fonts = list.fonts;
  const Rect& clip = list.clip;
  const float x = list.x, w = list.w;
  float& y = list.y;
  if (!rename_error_.empty()) list.note(rename_error_);
  if (model_.people() > 1)
    list.note(tr("Pass-and-play: between two people's turns the table is covered until the next person taps."));
  if (model_.friends() > 0)
    list.note(
        tr("Friends online: Start gives a link for each friend's seat to send them; their names show once they "
           "join."));
  if (model_.seats_carried()) {  // the last match's people and names, kept: back to a new table's
    y += 12;
    const Rect reset{x, y, std::min(w, 200.0f), kRowH};
    if (!reset.overlaps(clip)) ui.focusable({"reset_seats", reset});
    if (reset.overlaps(clip)) {
      const Press p = ui.press("reset_seats", reset);
      if (reset.inside(clip)) shown_.push_back({"reset_seats", reset});
      draw::button(list.dl, fonts, reset, tr("Reset seats"), draw::ButtonKind::Secondary, p.hovered, p.held, true, 15);
      if (p.clicked) {
        if (editing_ >= 0) close_field();
        model_.reset_seats();
        rename_error_.clear();
      }
    }
    y += kRowH;
    list.note(tr("Reset seats: every seat but yours a computer player again, with the usual names."));
  }
}

void SetupScreen::computer_level(UiFrame& ui, List& list) {
  list.heading(trc("setup heading", "Computer players"), "");
  const auto& levels = bot_levels();
  std::vector<std::string> labels;
  int selected = 0;
  for (std::size_t i = 0; i < levels.size(); ++i) {
    labels.push_back(trc("level", level_label(levels[i])));
    if (levels[i] == model_.level()) selected = static_cast<int>(i);
  }
  const int picked = choice(ui, list.fonts, "level", list.x, list.y, list.w, labels, selected, list.clip, shown_);
  if (picked >= 0) model_.set_level(levels[static_cast<std::size_t>(picked)]);
  list.note(tr(model_.game().level_help(model_.level())));
  list.y += 26;
}

// An option the chosen game publishes: its heading and help, then its choices or its number.
void SetupScreen::option_row(UiFrame& ui, List& list, const OptionSpec& spec) {
  list.heading(tr(spec.label), tr(spec.help));
  const std::string value = model_.value_of(spec);
  switch (spec.kind) {
    case OptionSpec::Kind::Choice:
    case OptionSpec::Kind::Boolean:
      choice_option(ui, list, spec, value);
      break;
    case OptionSpec::Kind::Integer:
      number_option(ui, list, spec, value);
      break;
  }
  list.y += 28;
}

// A Choice or Boolean option: its values in a grid, and the help of the one chosen.
void SetupScreen::choice_option(UiFrame& ui, List& list, const OptionSpec& spec, const std::string& value) {
  const std::vector<std::string> values =
      spec.kind == OptionSpec::Kind::Boolean ? std::vector<std::string>{"false", "true"} : spec.choices;
  std::vector<std::string> labels;
  int selected = -1;
  for (std::size_t i = 0; i < values.size(); ++i) {
    labels.push_back(trc("option value", choice_label(spec, values[i])));
    if (values[i] == value) selected = static_cast<int>(i);
  }
  const int picked = choice(ui, list.fonts, spec.name, list.x, list.y, list.w, labels, selected, list.clip, shown_);
  if (picked >= 0) model_.set_option(spec.name, values[static_cast<std::size_t>(picked)]);
  if (selected >= 0 && static_cast<std::size_t>(selected) < spec.choice_help.size())
    list.note(tr(spec.choice_help[static_cast<std::size_t>(selected)]));
}

// An Integer option: its stepper, and Auto beside it where the game computes its value.
void SetupScreen::number_option(UiFrame& ui, List& list, const OptionSpec& spec, const std::string& value) {
  const Fonts& fonts = list.fonts;
  const Rect& clip = list.clip;
  const float x = list.x;
  float& y = list.y;
  const int n = value.empty() ? spec.min : std::stoi(value);
  const int step = option_step(spec);
  const int change = stepper(ui, fonts, spec.name, x, y, value, n > spec.min, n < spec.max, clip, shown_);
  if (change != 0) {
    const int next =
        std::clamp(change > 0 ? (n / step + 1) * step : ((n + step - 1) / step - 1) * step, spec.min, spec.max);
    model_.set_option(spec.name, std::to_string(next));
  }
  if (spec.default_value.empty()) {
    const Rect chip{x + 212, y, 96, kRowH};
    if (!chip.overlaps(clip)) ui.focusable({spec.name + ":auto", chip});
    if (chip.overlaps(clip)) {
      const Press p = ui.press(spec.name + ":auto", chip);
      if (chip.inside(clip)) shown_.push_back({spec.name + ":auto", chip});
      // TRANSLATORS: a setup option's value left to the game (computed from the other choices).
      draw::button(list.dl, fonts, chip, trc("option value", "Auto"),
                   model_.is_auto(spec) ? draw::ButtonKind::Selected : draw::ButtonKind::Secondary, p.hovered, p.held,
                   true, 15);
      if (p.clicked) model_.clear_option(spec.name);
    }
  }
  y += kRowH;
}

// The keyboard's focus on a control of the list out of view: the list scrolls it in.
// So does the name field (a phone's keyboard, coming up, shortens the list).
void SetupScreen::scroll_into_view(UiFrame& ui, const Rect& clip) {
  const auto in_view = editing_ >= 0 ? std::optional<Target>(Target{"field", field_}) : ui.focused();
  if (const auto focus = in_view; focus && focus->id.rfind("button:", 0) != 0 && !focus->rect.inside(clip)) {
    const float was = scroll_;
    if (focus->rect.y < clip.y) scroll_ -= clip.y - focus->rect.y + 12;
    if (focus->rect.bottom() > clip.bottom()) scroll_ += focus->rect.bottom() - clip.bottom() + 12;
    scroll_ = std::clamp(scroll_, 0.0f, std::max(0.0f, content_h_ - clip.h));
    if (scroll_ != was) ui.redraw();
  }
}

// --- Header and footer (fixed) --------------------------------------------------------------
// The title, Back and How to play over the list; under it Start, with the summary, or why the
// options do not fit together. Returns the button pressed.
SetupScreen::Action SetupScreen::header_and_footer(UiFrame& ui, const Fonts& fonts, const SetupLayout& l) {
  ImDrawList* dl = ui.draw_list();
  Action action = Action::None;
  dl->AddRectFilledMultiColor(ImVec2(0, l.header.y), ImVec2(l.header.w, l.header.bottom() + 14),
                              draw::rgba(8, 36, 21, 0.95f), draw::rgba(8, 36, 21, 0.95f), draw::rgba(8, 36, 21, 0),
                              draw::rgba(8, 36, 21, 0));
  dl->AddRectFilledMultiColor(ImVec2(0, l.footer.y - 18), ImVec2(l.footer.w, l.footer.bottom()),
                              draw::rgba(8, 36, 21, 0), draw::rgba(8, 36, 21, 0), draw::rgba(8, 36, 21, 0.96f),
                              draw::rgba(8, 36, 21, 0.96f));
  draw::text_in(dl, fonts.bold, 21, l.title, draw::kText, trc("game", model_.game().title()), draw::Align::Center,
                true);
  const Press back = ui.press("button:back", l.back);
  draw::button(dl, fonts, l.back, tr("\u2190 Back"), draw::ButtonKind::Secondary, back.hovered, back.held, true, 15);
  if (back.clicked || ui.escape_pressed()) action = Action::Back;
  const Press rules = ui.press("button:how_to_play", l.how_to_play);
  draw::button(dl, fonts, l.how_to_play, tr("How to play"), draw::ButtonKind::Secondary, rules.hovered, rules.held,
               true, 15);
  if (rules.clicked) action = Action::HowToPlay;

  const Status ok = model_.check();
  if (!ok) {
    const std::string why = capitalized(ok.error()) + ".";
    const float h = draw::centred_height(fonts.regular, 14, why, l.note.w);
    draw::paragraph(dl, fonts.regular, 14, {l.note.x, l.note.center().y - h / 2}, l.note.w, draw::bad_color(), why,
                    draw::Align::Center);
    draw::button(dl, fonts, l.start, trc("button", "Start"), draw::ButtonKind::Primary, false, false, false, 19);
  } else {
    draw::text_in(dl, fonts.regular, 14, l.note, draw::kMuted, model_.summary());
    const Press start = ui.press("button:start", l.start);
    draw::button(dl, fonts, l.start, trc("button", "Start"), draw::ButtonKind::Primary, start.hovered, start.held, true,
                 19);
    if (start.clicked) action = Action::Start;
  }
  return action;
}

}  // namespace boneyard
