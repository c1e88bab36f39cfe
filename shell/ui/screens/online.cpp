// The online table's screen (issue 28): a panel of rows with buttons, a field over a row for a
// pasted reply or a name, and a row's link as a QR code (issue 46) beside or under the rows, or
// alone in the panel when there is no room for one a phone's camera reads (see screens.h).
#include "core/i18n.h"
#include "platform/platform.h"
#include "render/draw.h"
#include "screens/screens.h"

#include <algorithm>
#include <cmath>

namespace boneyard {

namespace {

constexpr std::string_view kQrPrefix = "online:qr:";  // + a row's index: show its code
constexpr std::string_view kQrClose = "online:qr_close";

std::size_t codes_in(const OnlineModel& model) {
  return static_cast<std::size_t>(
      std::count_if(model.rows.begin(), model.rows.end(), [](const OnlineRow& r) { return !r.qr.empty(); }));
}

// What is said over the code: whose link it is when there are several (the row's title up to
// its colon, "West: not joined yet": the seat's name).
std::string qr_caption(const OnlineModel& model, std::size_t row) {
  const std::string& title = model.rows[row].title;
  std::string who = title.substr(0, title.find(':'));
  // Without the space a language puts before its colon ("Ouest : ..."): plain, no-break or narrow.
  for (bool cut = true; cut;) {
    cut = false;
    for (const std::string_view space : {std::string_view(" "), std::string_view("\u00a0"), std::string_view("\u202f")})
      if (who.size() >= space.size() && who.compare(who.size() - space.size(), space.size(), space) == 0) {
        who.resize(who.size() - space.size());
        cut = true;
      }
  }
  if (codes_in(model) < 2 || title.find(':') == std::string::npos) return tr("Scan with a phone's camera");
  // TRANSLATORS: over a QR code of an online table's invitation; {name} is whose seat the link is for.
  return trf("{name}: scan with a phone's camera", {{"name", who}});
}

ListPanelLayout panel_of(const OnlineLayout& L) {  // what panels::list_frame draws: the panel, title, lead
  ListPanelLayout p;
  p.panel = L.panel;
  p.title = L.title;
  p.lead = L.lead;
  return p;
}

}  // namespace

std::size_t OnlineScreen::qr_row(const OnlineModel& model) const {
  if (qr_pick_ < model.rows.size() && !model.rows[qr_pick_].qr.empty()) return qr_pick_;
  for (std::size_t i = 0; i < model.rows.size(); ++i)
    if (!model.rows[i].qr.empty()) return i;
  return model.rows.size();
}

OnlineScreen::Frame OnlineScreen::build(Vec2 canvas, const Fonts& fonts, const OnlineModel& model) const {
  Frame f;
  f.qr_row = qr_row(model);
  int modules = 0;
  if (f.qr_row < model.rows.size()) {
    const Result<QrCode>& code = qr_cache_.get(model.rows[f.qr_row].qr);
    if (code.ok()) {
      f.code = &code.value();
      modules = code.value().size + 2 * kQrQuietModules;
    }
  }
  const auto lead_h = [&](float w) { return draw::measure(fonts.regular, 14, model.lead, w).y; };
  f.layout = layout_online(canvas, lead_h, static_cast<int>(model.rows.size()), modules, qr_alone_ && f.code);
  if (f.layout.qr == OnlineQr::Alone) {
    f.targets = {{std::string(kQrClose), f.layout.close}};
    return f;
  }
  f.targets = {{"online:back", f.layout.close}};
  for (std::size_t i = 0; i < f.layout.rows.size() && i < model.rows.size(); ++i) {
    auto buttons = model.rows[i].buttons;
    // Its code: shown by a tap where it is not in view (another row's is, or there is no room).
    const bool shown = f.layout.qr != OnlineQr::None && i == f.qr_row;
    if (f.code && !model.rows[i].qr.empty() && !shown)
      buttons.push_back({std::string(kQrPrefix) + std::to_string(i), tr("QR code")});
    if (buttons.empty()) continue;
    const Rect strip = online_row_parts(f.layout.rows[i]).buttons;
    const float gap = 8, n = static_cast<float>(buttons.size());
    const float w = std::min(150.0f, (strip.w - gap * (n - 1)) / n);
    for (std::size_t b = 0; b < buttons.size(); ++b) {
      f.targets.push_back({buttons[b].first, {strip.x + static_cast<float>(b) * (w + gap), strip.y, w, strip.h}});
      f.labels.push_back(buttons[b].second);
      f.row_of.push_back(i);
    }
  }
  return f;
}

std::vector<Target> OnlineScreen::targets(Vec2 canvas, const Fonts& fonts, const OnlineModel& model) const {
  return build(canvas, fonts, model).targets;
}

void OnlineScreen::close_field() {
  if (editing_.empty()) return;
  editing_.clear();
  platform::end_text_edit();
}

// The field over row `row` while it is open: the page's own input (a phone's keyboard comes
// only for a real one). What is kept comes back as an action.
void OnlineScreen::field(UiFrame& ui, const OnlineRow& row, const Rect& box, Action& action) {
  const Rect css = ui.screen_map().to_screen(box);
  platform::begin_text_edit({css.x, css.y, css.w, css.h, 14 * ui.screen_map().zoom, row.field_hint},
                            row.field_text, row.field_max);
  const auto state = platform::text_edit_state();
  if (state.state == platform::TextEdit::State::Kept) {
    action = {editing_, state.text};
    close_field();
  } else if (state.state == platform::TextEdit::State::Cancelled) {
    close_field();
  }
}

void OnlineScreen::draw_rows(UiFrame& ui, const Fonts& fonts, const OnlineModel& model, const Frame& f, Action& action) {
  ImDrawList* dl = ui.draw_list();
  std::size_t field_row = model.rows.size();
  for (std::size_t i = 0; i < model.rows.size(); ++i)
    if (!editing_.empty() && model.rows[i].field == editing_) field_row = i;
  if (!editing_.empty() && field_row >= f.layout.rows.size()) close_field();  // its row is gone
  for (std::size_t i = 0; i < f.layout.rows.size() && i < model.rows.size(); ++i) {
    const Rect& r = f.layout.rows[i];
    const OnlineRow& row = model.rows[i];
    const OnlineRowParts parts = online_row_parts(r);
    panels::list_row(dl, r, i);
    if (f.layout.qr != OnlineQr::None && i == f.qr_row && codes_in(model) > 1)  // whose code is shown
      dl->AddRect(draw::iv({r.x + 1, r.y + 3}), draw::iv({r.right() - 1, r.bottom() - 3}),
                  draw::fade(draw::kGold, 0.6f), 8);
    draw::text_in(dl, fonts.bold, 15, parts.title, draw::kText, row.title, draw::Align::Left);
    if (i == field_row)
      field(ui, row, parts.field, action);
    else
      draw::text_in(dl, fonts.regular, 13, parts.line, draw::kMuted,
                    draw::fit(fonts.regular, 13, row.line, parts.line.w), draw::Align::Left);
  }
}

void OnlineScreen::draw_code(ImDrawList* dl, const Fonts& fonts, const OnlineModel& model, const Frame& f) {
  const OnlineLayout& L = f.layout;
  const std::string caption = L.qr == OnlineQr::Alone ? tr("Scan with a phone's camera") : qr_caption(model, f.qr_row);
  // Centred over a code centred in the panel; at the left over (or beside) one at its side.
  const bool centred = L.qr_code.center().x == L.panel.center().x && L.qr_caption.bottom() <= L.qr_code.y;
  draw::text_in(dl, fonts.bold, 14, L.qr_caption, draw::kText, draw::fit(fonts.bold, 14, caption, L.qr_caption.w),
                centred ? draw::Align::Center : draw::Align::Left);
  draw::qr_code(dl, {std::floor(L.qr_code.x), std::floor(L.qr_code.y)}, *f.code, L.module_px);
}

OnlineScreen::Action OnlineScreen::frame(UiFrame& ui, const Fonts& fonts, const OnlineModel& model) {
  const Frame f = build(ui.canvas(), fonts, model);
  const std::vector<Press> presses = ui.press_all(f.targets);
  ImDrawList* dl = ui.draw_list();
  const OnlineLayout& L = f.layout;
  Action action;
  if (L.qr == OnlineQr::Alone) {
    close_field();
    panels::list_frame(dl, fonts, panel_of(L), model.rows[f.qr_row].title, "");
    draw_code(dl, fonts, model, f);
    draw::button(dl, fonts, L.close, tr("Back"), draw::ButtonKind::Primary, presses[0].hovered, presses[0].held);
    if (presses[0].clicked || ui.escape_pressed()) qr_alone_ = false;
    return action;
  }
  qr_alone_ = false;
  panels::list_frame(dl, fonts, panel_of(L), model.title, model.lead);
  draw_rows(ui, fonts, model, f, action);
  if (L.qr != OnlineQr::None) draw_code(dl, fonts, model, f);
  for (std::size_t t = 1; t < f.targets.size(); ++t) {
    const Press& p = presses[t];
    const std::size_t row = f.row_of[t - 1];
    const std::string& id = f.targets[t].id;
    draw::button(dl, fonts, f.targets[t].rect, f.labels[t - 1], draw::ButtonKind::Secondary, p.hovered, p.held, true,
                 14);
    if (!p.clicked) continue;
    close_field();
    if (id.rfind(kQrPrefix, 0) == 0) {  // the screen's own: which code, or the code alone
      qr_pick_ = row;
      qr_alone_ = L.qr == OnlineQr::None;
      ui.redraw();
    } else if (id == model.rows[row].field) {
      editing_ = id;  // the field opens over the row from the next frame
      ui.redraw();
    } else {
      action = {id, {}};
    }
  }
  draw::button(dl, fonts, L.close, model.close_label, draw::ButtonKind::Primary, presses[0].hovered, presses[0].held);
  if (presses[0].clicked || (editing_.empty() && ui.escape_pressed())) {
    close_field();
    action = {"online:back", {}};
  }
  if (L.rows_shown < static_cast<int>(model.rows.size())) {
    const auto hidden = static_cast<long long>(model.rows.size()) - L.rows_shown;
    // TRANSLATORS: under a list whose last rows do not fit the screen.
    draw::text_in(dl, fonts.regular, 13, L.more, draw::kMuted, trn("and {n} more", "and {n} more", hidden),
                  draw::Align::Center);
  }
  if (toast_.draw(dl, fonts, ui.canvas(), L.panel.y + 8, ui.now())) ui.redraw();
  return action;
}

}  // namespace boneyard
