// Invisible buttons over layout rectangles, and the frame's window and pacing (see ui_frame.h).
#include "render/ui_frame.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "imgui.h"
#include "render/draw.h"

namespace boneyard {

namespace {
constexpr float kDragSlop = 8;  // px of movement before a press becomes a drag (scrolling)
}

void UiFrame::begin(Vec2 screen, const Rect& safe, double now, float zoom) {
  canvas_ = {safe.w, safe.h};
  map_ = {{safe.x, safe.y}, zoom};
  now_ = now;
  next_frame_at_ = std::numeric_limits<double>::infinity();
  any_hovered_ = false;
  pressed_.clear();
  focusable_.clear();
  unused_arrow_ = unused_next_;  // found by the last frame's arrows
  unused_next_ = 0;
  activate_.clear();
  if (ImGui::IsMouseClicked(0)) focus_shown_ = false;  // the pointer took over
  const bool enter = ImGui::IsKeyPressed(ImGuiKey_Enter, false) || ImGui::IsKeyPressed(ImGuiKey_KeypadEnter, false) ||
                     ImGui::IsKeyPressed(ImGuiKey_Space, false);
  if (enter && focus_shown_) activate_ = focus_id_;
  ImGui::SetNextWindowPos(ImVec2(-safe.x, -safe.y));  // the whole screen, in safe-area coordinates
  ImGui::SetNextWindowSize(ImVec2(screen.x, screen.y));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 0);
  ImGui::Begin("##screen", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoBackground | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus |
                   ImGuiWindowFlags_NoScrollWithMouse | ImGuiWindowFlags_NoNav);
  // The baize covers the whole screen, notch strips included (outside the window's own clip).
  draw_list()->PushClipRect(ImVec2(-safe.x, -safe.y), ImVec2(screen.x - safe.x, screen.y - safe.y), false);
  draw::background(draw_list(), {-safe.x, -safe.y, screen.x, screen.y});
  draw_list()->PopClipRect();
}

void UiFrame::move_focus() {
  std::vector<Target> all = pressed_;
  for (const auto& t : focusable_)
    if (std::none_of(all.begin(), all.end(), [&](const Target& p) { return p.id == t.id; })) all.push_back(t);
  const auto at = std::find_if(all.begin(), all.end(), [&](const Target& t) { return t.id == focus_id_; });
  const bool here = at != all.end();
  if (here) focus_rect_ = at->rect;
  auto focus = [&](int index) {
    if (index < 0) return;
    const Target& t = all[static_cast<std::size_t>(index)];
    if (t.id != focus_id_ || !focus_shown_) redraw();
    focus_id_ = t.id;
    focus_rect_ = t.rect;
    focus_shown_ = true;
  };
  if (all.empty()) return;
  struct Arrow {
    ImGuiKey key;
    float dx, dy;
  };
  static constexpr Arrow kArrows[] = {{ImGuiKey_LeftArrow, -1, 0}, {ImGuiKey_RightArrow, 1, 0},
                                      {ImGuiKey_UpArrow, 0, -1}, {ImGuiKey_DownArrow, 0, 1}};
  for (const Arrow& a : kArrows) {
    if (!ImGui::IsKeyPressed(a.key, true)) continue;
    if (!focus_shown_ || !here) {  // the first arrow enters from the far side: Up finds the bottom row
      const Rect edge{a.dx > 0 ? -1e6f : a.dx < 0 ? 1e6f : canvas_.x / 2, a.dy > 0 ? -1e6f : a.dy < 0 ? 1e6f : canvas_.y / 2, 0, 0};
      focus(focus_shown_ && !here ? nearest_target(all, focus_rect_) : nearest_target(all, edge));
      continue;
    }
    const int next = focus_towards(all, focus_rect_, a.dx, a.dy);
    if (next < 0 && a.dy != 0) {
      unused_next_ = a.dy > 0 ? 1 : -1;
      redraw();
    }
    focus(next);
  }
  if (ImGui::IsKeyPressed(ImGuiKey_Tab, true)) {
    const int n = static_cast<int>(all.size());
    const int i = here && focus_shown_ ? static_cast<int>(at - all.begin()) : -1;
    focus(ImGui::GetIO().KeyShift ? (i <= 0 ? n - 1 : i - 1) : (i + 1) % n);
  }
  if (focus_shown_ && !here && focus_id_ != "") {  // its target went away: the nearest left
    const auto kept = std::find_if(all.begin(), all.end(), [&](const Target& t) { return t.id == focus_id_; });
    if (kept == all.end()) focus(nearest_target(all, focus_rect_));
  }
}

std::optional<Target> UiFrame::focused() const {
  if (!focus_shown_) return std::nullopt;
  return Target{focus_id_, focus_rect_};
}

bool UiFrame::escape_pressed() const { return ImGui::IsKeyPressed(ImGuiKey_Escape, false); }

void UiFrame::end() {
  move_focus();
  if (focus_shown_) {  // the ring, over everything drawn
    const bool live = std::any_of(pressed_.begin(), pressed_.end(), [&](const Target& t) { return t.id == focus_id_; });
    if (live) draw::focus_ring(draw_list(), focus_rect_);
  }
  ImGui::End();
  ImGui::PopStyleVar(2);
}

ImDrawList* UiFrame::draw_list() const { return ImGui::GetWindowDrawList(); }

Press press_of(const std::vector<Target>& targets, const std::vector<Press>& presses, std::string_view id) {
  for (std::size_t i = 0; i < targets.size() && i < presses.size(); ++i)
    if (targets[i].id == id) return presses[i];
  return Press{};
}

std::vector<Press> UiFrame::press_all(const std::vector<Target>& targets) {
  std::vector<Press> out;
  for (const auto& t : targets) out.push_back(press(t));
  return out;
}

Press UiFrame::press(const Target& target) {
  Press p;
  if (target.rect.w < 1 || target.rect.h < 1) return p;
  // A tap-anywhere catcher (the open menu's "tap outside") is no place for the focus.
  if (target.rect.w * target.rect.h < 0.9f * canvas_.x * canvas_.y) pressed_.push_back(target);
  ImGui::SetCursorScreenPos(ImVec2(target.rect.x, target.rect.y));
  const bool released = ImGui::InvisibleButton(target.id.c_str(), ImVec2(target.rect.w, target.rect.h));
  const ImGuiIO& io = ImGui::GetIO();
  const bool touch = io.MouseSource == ImGuiMouseSource_TouchScreen;
  p.hovered = ImGui::IsItemHovered() && (!touch || io.MouseDown[0]);  // a lifted finger hovers nothing
  p.held = ImGui::IsItemActive();
  p.clicked = released && io.MouseDragMaxDistanceSqr[0] < kDragSlop * kDragSlop;
  if (p.hovered && !touch) any_hovered_ = true;
  if (focus_shown_ && target.id == focus_id_) {
    p.hovered = true;  // drawn as if pointed at, under the ring
    if (target.id == activate_) p.clicked = true;
  }
  return p;
}

bool UiFrame::clicked_elsewhere() const {
  return ImGui::IsMouseReleased(0) && !ImGui::IsAnyItemHovered() && !ImGui::IsAnyItemActive() &&
         ImGui::GetIO().MouseDragMaxDistanceSqr[0] < kDragSlop * kDragSlop;
}

float UiFrame::wheel() const { return ImGui::GetIO().MouseWheel; }

bool UiFrame::key_pressed(char letter) const {
  if (letter < 'A' || letter > 'Z') return false;
  return ImGui::IsKeyPressed(static_cast<ImGuiKey>(ImGuiKey_A + (letter - 'A')), false);
}

bool UiFrame::any_key_pressed() const {
  for (int k = ImGuiKey_NamedKey_BEGIN; k < ImGuiKey_GamepadStart; ++k)
    if (ImGui::IsKeyPressed(static_cast<ImGuiKey>(k), false)) return true;
  return false;
}

bool UiFrame::dragging() const { return ImGui::IsMouseDragging(0, kDragSlop); }

Vec2 UiFrame::press_origin() const { return {ImGui::GetIO().MouseClickedPos[0].x, ImGui::GetIO().MouseClickedPos[0].y}; }

float UiFrame::drag_dy() const { return ImGui::IsMouseDown(0) ? ImGui::GetIO().MouseDelta.y : 0; }

}  // namespace boneyard
