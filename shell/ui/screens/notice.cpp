// The notice over a table (see screens.h, "Table notice"): a card with a line of text and a
// row of buttons (more rows on a narrow screen), above the player's hand.
#include "render/draw.h"
#include "screens/screens.h"

#include <algorithm>

namespace boneyard {

namespace {

constexpr float kText = 14;   // the line's size, bold
constexpr float kLabel = 14;  // the buttons'
constexpr float kButtonH = 30;
constexpr float kPad = 9, kButtonGap = 8;

// The buttons' widths: their labels' with room round them, none wider than the card.
std::vector<float> button_widths(const Fonts& fonts, const TableNotice& notice, float inner_w) {
  std::vector<float> widths;
  for (const auto& [id, label] : notice.buttons)
    widths.push_back(std::min(inner_w, draw::measure(fonts.bold, kLabel, label).x + 24));
  return widths;
}

float row_width(const std::vector<float>& widths) {
  float w = 0;
  for (float b : widths) w += (w > 0 ? kButtonGap : 0) + b;
  return w;
}

// The buttons flowed into rows of `inner_w` from (left, top), each row centred in it: their
// rectangles.
std::vector<Rect> flow(const std::vector<float>& widths, float left, float top, float inner_w) {
  std::vector<Rect> out;
  std::size_t i = 0;
  for (float y = top; i < widths.size(); y += kButtonH + kButtonGap) {
    std::size_t end = i;
    float row_w = widths[end++];
    while (end < widths.size() && row_w + kButtonGap + widths[end] <= inner_w) row_w += kButtonGap + widths[end++];
    float x = left + (inner_w - row_w) / 2;
    for (; i < end; ++i) {
      out.push_back({x, y, widths[i], kButtonH});
      x += widths[i] + kButtonGap;
    }
  }
  return out;
}

}  // namespace

NoticeLayout layout_notice(const Fonts& fonts, Vec2 canvas, float bottom, const TableNotice& notice) {
  NoticeLayout L;
  const float max_w = std::min(canvas.x - 20, 620.0f);
  const auto widths = button_widths(fonts, notice, max_w - 2 * kPad);
  const float buttons_w = row_width(widths);
  const float text_w = draw::measure(fonts.bold, kText, notice.text).x + 2;
  // One row when the line and the buttons fit side by side; else the line, then the buttons.
  const bool one_row = text_w + 14 + buttons_w <= max_w - 2 * kPad;
  const float w = one_row ? text_w + 14 + buttons_w + 2 * kPad : max_w;
  const float inner_w = w - 2 * kPad;
  const float left = canvas.x / 2 - w / 2;
  std::vector<Rect> buttons;
  float h = 0;
  L.one_row = one_row;
  if (one_row) {
    h = kButtonH + 2 * kPad;
    L.text = {left + kPad, 0, text_w, h};
    buttons = flow(widths, left + kPad + text_w + 14, kPad, buttons_w);
  } else {
    const float text_h = draw::measure(fonts.bold, kText, notice.text, inner_w).y;
    L.text = {left + kPad, kPad, inner_w, text_h};
    buttons = flow(widths, left + kPad, kPad + text_h + 8, inner_w);
    h = (buttons.empty() ? kPad + text_h : buttons.back().bottom()) + kPad;
  }
  const float top = std::max(4.0f, bottom - h);
  L.box = {left, top, w, h};
  L.text.y += top;
  for (std::size_t i = 0; i < buttons.size(); ++i) {
    Rect r = buttons[i];
    r.y += top;
    L.targets.push_back({notice.buttons[i].first, r});
  }
  return L;
}

void draw_notice(ImDrawList* dl, const Fonts& fonts, const NoticeLayout& L, const TableNotice& notice,
                 const std::vector<Press>& presses) {
  draw::shadow(dl, L.box, 14, 10, 0.35f);
  draw::panel(dl, L.box, 14, draw::kPanel, draw::fade(draw::kGold, 0.8f));
  if (L.one_row)  // the line at the left, centred on the buttons' height
    draw::text_in(dl, fonts.bold, kText, L.text, draw::kText, notice.text, draw::Align::Left);
  else
    draw::paragraph(dl, fonts.bold, kText, {L.text.x, L.text.y}, L.text.w, draw::kText, notice.text,
                    draw::Align::Center);
  for (std::size_t i = 0; i < L.targets.size() && i < notice.buttons.size(); ++i) {
    const Press p = i < presses.size() ? presses[i] : Press{};
    draw::button(dl, fonts, L.targets[i].rect, notice.buttons[i].second,
                 i == 0 ? draw::ButtonKind::Primary : draw::ButtonKind::Secondary, p.hovered, p.held, true, kLabel);
  }
}

void OverTable::place_notice(const Fonts& fonts, Vec2 canvas, const Rect& felt, float bottom,
                                 const TableNotice& shown) {
  notice.reset();
  if (overlay != TableOverlay::None || shown.empty()) return;
  // Above the hand; where that would hide something the player can tap (a button, a tile), at
  // the top of the felt instead, if that is clear.
  const auto clear = [&](const NoticeLayout& L) {
    return std::none_of(targets.begin(), targets.end(), [&](const Target& t) { return t.rect.overlaps(L.box); });
  };
  NoticeLayout L = layout_notice(fonts, canvas, bottom, shown);
  if (!clear(L)) {
    const NoticeLayout top = layout_notice(fonts, canvas, felt.y + 6 + L.box.h, shown);
    if (clear(top)) L = top;
  }
  notice = std::move(L);
  targets.insert(targets.begin(), notice->targets.begin(), notice->targets.end());
}

float OverTable::toast_top(const Rect& felt) const {
  return notice && notice->box.y < felt.y + felt.h / 2 ? notice->box.bottom() + 8 : felt.y + 10;
}

}  // namespace boneyard
