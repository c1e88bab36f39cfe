// The title screen: the Boneyard logo over a fan of tiles, "Play" (to the setup, where the
// game is chosen), below "Continue" when a saved match exists, Today's deal and Statistics,
// Display in the corner, a card for any problem with a link or the save, and credits.
#include <algorithm>
#include <cmath>
#include <optional>
#include <string>
#include <string_view>

#include "core/i18n.h"
#include "render/draw.h"
#include "screens/screens.h"

namespace boneyard {

namespace {


void draw_logo(ImDrawList* dl, const Fonts& fonts, const Rect& r) {
  const draw::Picture logo("logo");  // its tiles overlap on purpose
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
  const float size = std::min({r.w / 6.2f, 72.0f, (r.h * 0.5f - 20) / 1.08f});  // clear of the edges
  const float y = r.y + u * 2.5f;
  {
    const draw::ExactText exact;  // the logo is sized to its box
    draw::text(dl, fonts.display, size, {r.center().x, y}, draw::kIvory, "Boneyard", draw::Align::Center, true);
  }
  draw::text(dl, fonts.regular, 17, {r.center().x, y + size * 1.08f}, draw::kMuted, tr("Dominoes at the table"),
             draw::Align::Center);
}

// `s` ("Domino Whist • Round 3 • You 24, West 31...") as it fits in `width`: whole, else
// without its last parts (the scores), else cut short.
std::string shortened(const Fonts& fonts, float size, std::string_view s, float width) {
  constexpr std::string_view kDot = " • ";
  std::string out(s);
  while (draw::measure(fonts.regular, size, out).x > width) {
    const std::size_t last = out.rfind(kDot);
    if (last == std::string::npos || last == 0) break;
    out.resize(last);
  }
  return draw::fit(fonts.regular, size, out, width);
}

constexpr float kMessageSize = 14;

// The height of the message's text wrapped in its card (none when there is no message).
std::optional<float> message_text_height(Vec2 canvas, const Fonts& fonts, const TitleModel& model) {
  if (model.message.empty()) return std::nullopt;
  return draw::measure(fonts.regular, kMessageSize, model.message, title_message_text_width(canvas)).y;
}

std::vector<Target> targets_of(const TitleLayout& l) {
  std::vector<Target> out;
  if (l.resume) out.push_back({"button:continue", *l.resume});  // first, as it is drawn
  out.push_back({"button:play", l.play});
  out.push_back({"button:daily", l.daily});
  out.push_back({"button:stats", l.stats});
  out.push_back({"button:display", l.display});
  return out;
}

}  // namespace

std::vector<Target> title_targets(Vec2 canvas, const Fonts& fonts, const TitleModel& model) {
  return targets_of(layout_title(canvas, model.can_resume, message_text_height(canvas, fonts, model)));
}

TitleAction title_screen(UiFrame& ui, const Fonts& fonts, const TitleModel& model) {
  // The message is measured once a frame: its height sizes the card and centres the text in it.
  const std::optional<float> text_h = message_text_height(ui.canvas(), fonts, model);
  const TitleLayout l = layout_title(ui.canvas(), model.can_resume, text_h);
  const std::vector<Press> presses = ui.press_all(targets_of(l));

  ImDrawList* dl = ui.draw_list();
  if (l.logo.h > 0) draw_logo(dl, fonts, l.logo);
  const Press& play = presses[l.resume ? 1 : 0];
  if (l.resume) {
    // Continue, the likeliest choice, as the primary button, with the match on a second line
    // (cut short, not squeezed, when it is longer than the button).
    const Press& p = presses[0];
    const Rect& r = *l.resume;
    draw::button(dl, fonts, r, "", draw::ButtonKind::Primary, p.hovered, p.held);
    const Rect top{r.x + 16, r.y + 8, r.w - 32, r.h / 2 - 6};
    const Rect bottom{r.x + 16, r.center().y + 2, r.w - 32, r.h / 2 - 10};
    draw::text_in(dl, fonts.bold, 19, top, draw::kDarkText, tr("Continue"));
    draw::text_in(dl, fonts.regular, 13, bottom, draw::fade(draw::kDarkText, 0.75f),
                  shortened(fonts, 13, model.resume_detail, bottom.w));
    draw::button(dl, fonts, l.play, trc("verb", "Play"), draw::ButtonKind::Secondary, play.hovered, play.held, true,
                 18);
  } else {
    draw::button(dl, fonts, l.play, trc("verb", "Play"), draw::ButtonKind::Primary, play.hovered, play.held, true, 19);
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
  if (l.credits) {
    // Set on the screen's bottom edge: with larger text they take a third line, upwards, if the
    // buttons leave room for it (else they are left out).
    const std::string games = list_text({trc("game", "Block"), trc("game", "Draw"), trc("game", "Black Tile"),
                                         trc("game", "Domino Whist"), trc("game", "Domino Hearts")});
    const std::string credits =
        // TRANSLATORS: the title screen's credits; {games} lists the games ("Block, Draw, ... and Domino Hearts").
        trf("{games} \u2022 made with SDL2, Dear ImGui and the DejaVu fonts", {{"games", games}});
    const Rect& c = *l.credits;
    const float h = draw::measure(fonts.regular, 12, credits, c.w).y;
    const float top = std::min(c.y + 4, c.bottom() - h);
    if (top >= l.daily.bottom() + 8)
      draw::paragraph(dl, fonts.regular, 12, {c.x, top}, c.w, draw::fade(draw::kMuted, 0.7f), credits,
                      draw::Align::Center);
  }

  const Press& daily = presses[presses.size() - 3];
  draw::button(dl, fonts, l.daily, tr("Today's deal"), draw::ButtonKind::Secondary, daily.hovered, daily.held, true,
               16);
  const Press& stats = presses[presses.size() - 2];
  draw::button(dl, fonts, l.stats, tr("Statistics"), draw::ButtonKind::Secondary, stats.hovered, stats.held, true, 16);
  const Press& display = presses.back();
  draw::button(dl, fonts, l.display, trc("display options", "Display"), draw::ButtonKind::Secondary, display.hovered,
               display.held, true, 15);
  if (play.clicked) return TitleAction::Play;
  if (l.resume && presses[0].clicked) return TitleAction::Resume;
  if (stats.clicked) return TitleAction::Stats;
  if (daily.clicked) return TitleAction::Daily;
  if (display.clicked) return TitleAction::Display;
  return TitleAction::None;
}

}  // namespace boneyard
