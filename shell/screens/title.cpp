// The title screen: the Boneyard logo over a fan of tiles, "Play" (to the setup, where the
// game is chosen), "Continue" when a saved match exists, Today's deal and Statistics, Display in
// the corner, a card for any problem with a link or the save, and credits.
#include <algorithm>
#include <cmath>
#include <optional>

#include "render/draw.h"
#include "screens/screens.h"

namespace boneyard {

namespace {


void draw_logo(ImDrawList* dl, const Fonts& fonts, const Rect& r) {
  // A fanned hand of three tiles above the word.
  const float u = std::min(r.h * 0.2f, r.w * 0.09f);
  const float reach = u * 2.1f;
  const Vec2 pivot{r.center().x, r.y + u * 1.15f + reach};
  const struct {
    float tilt;
    int a, b;
  } fan[] = {{-0.42f, 5, 3}, {0.0f, 6, 6}, {0.42f, 4, 1}};
  for (const auto& t : fan) {
    const TilePose pose{{pivot.x + std::sin(t.tilt) * reach, pivot.y - std::cos(t.tilt) * reach}, u, kPi / 2 + t.tilt};
    draw::tile_face(dl, pose, t.a, t.b);
  }
  // The word and the line under it fit the height left below the fan (a short screen's logo is low).
  const float size = std::min({r.w / 5.2f, 72.0f, (r.h * 0.5f - 20) / 1.08f});
  const float y = r.y + u * 2.5f;
  {
    const draw::ExactText exact;  // the logo is sized to its box
    draw::text(dl, fonts.display, size, {r.center().x, y}, draw::kIvory, "Boneyard", draw::Align::Center, true);
  }
  draw::text(dl, fonts.regular, 17, {r.center().x, y + size * 1.08f}, draw::kMuted, "Dominoes at the table",
             draw::Align::Center);
}

constexpr float kMessageSize = 14;

// The height of the message's text wrapped in its card (none when there is no message).
std::optional<float> message_text_height(Vec2 canvas, const Fonts& fonts, const TitleModel& model) {
  if (model.message.empty()) return std::nullopt;
  return draw::measure(fonts.regular, kMessageSize, model.message, title_message_text_width(canvas)).y;
}

std::vector<Target> targets_of(const TitleLayout& l) {
  std::vector<Target> out{{"button:play", l.play}};
  if (l.resume) out.push_back({"button:continue", *l.resume});
  out.push_back({"button:daily", l.daily});
  out.push_back({"button:stats", l.stats});
  out.push_back({"button:display", l.display});
  return out;
}

}  // namespace

std::vector<Target> title_targets(Vec2 canvas, const Fonts& fonts, const TitleModel& model) {
  return targets_of(layout_title(canvas, model.can_resume, message_text_height(canvas, fonts, model)));
}

TitleAction title_screen(Ui& ui, const Fonts& fonts, const TitleModel& model) {
  // The message is measured once a frame: its height sizes the card and centres the text in it.
  const std::optional<float> text_h = message_text_height(ui.canvas(), fonts, model);
  const TitleLayout l = layout_title(ui.canvas(), model.can_resume, text_h);
  const std::vector<Press> presses = ui.press_all(targets_of(l));

  ImDrawList* dl = ui.draw_list();
  if (l.logo.h > 0) draw_logo(dl, fonts, l.logo);
  draw::button(dl, fonts, l.play, "Play", draw::ButtonKind::Primary, presses[0].hovered, presses[0].held, true, 19);
  if (l.resume) {
    const Press& p = presses[1];
    draw::button(dl, fonts, *l.resume, "", draw::ButtonKind::Secondary, p.hovered, p.held);
    const Rect top{l.resume->x, l.resume->y + 6, l.resume->w, l.resume->h / 2 - 4};
    const Rect bottom{l.resume->x, l.resume->center().y + 1, l.resume->w, l.resume->h / 2 - 7};
    draw::text_in(dl, fonts.bold, 17, top, draw::kText, "Continue");
    draw::text_in(dl, fonts.regular, 13, bottom, draw::kMuted, model.resume_detail);
  }
  if (l.message) {
    const Rect& m = *l.message;
    draw::panel(dl, m, 12, draw::rgba(60, 30, 12, 0.82f), draw::rgba(255, 190, 120, 0.35f));
    dl->AddRectFilled(ImVec2(m.x + 6, m.y + 12), ImVec2(m.x + 10, m.bottom() - 12), draw::kGold, 2);
    const float w = title_message_text_width(ui.canvas());
    const float h = *text_h;
    // Centred in its card; a text taller than the screen allows starts at the top and is cut.
    const float top = h + 2 * kTitleMessageMargin <= m.h ? m.center().y - h / 2 : m.y + kTitleMessageMargin;
    dl->PushClipRect(ImVec2(m.x, m.y + 4), ImVec2(m.right(), m.bottom() - 4), true);
    draw::paragraph(dl, fonts.regular, kMessageSize, {m.x + 18, top}, w, draw::rgba(255, 228, 205), model.message);
    dl->PopClipRect();
  }
  if (l.credits)
    draw::paragraph(
        dl, fonts.regular, 12, {l.credits->x, l.credits->y + 4}, l.credits->w, draw::fade(draw::kMuted, 0.7f),
        "Block, Draw, Black Tile, Domino Whist and Domino Hearts \u2022 made with SDL2, Dear ImGui and the DejaVu fonts",
        draw::Align::Center);

  const Press& daily = presses[presses.size() - 3];
  draw::button(dl, fonts, l.daily, "Today's deal", draw::ButtonKind::Secondary, daily.hovered, daily.held, true, 16);
  const Press& stats = presses[presses.size() - 2];
  draw::button(dl, fonts, l.stats, "Statistics", draw::ButtonKind::Secondary, stats.hovered, stats.held, true, 16);
  const Press& display = presses.back();
  draw::button(dl, fonts, l.display, "Display", draw::ButtonKind::Secondary, display.hovered, display.held, true, 15);
  if (presses[0].clicked) return TitleAction::Play;
  if (l.resume && presses[1].clicked) return TitleAction::Resume;
  if (stats.clicked) return TitleAction::Stats;
  if (daily.clicked) return TitleAction::Daily;
  if (display.clicked) return TitleAction::Display;
  return TitleAction::None;
}

}  // namespace boneyard
