// Invisible buttons over layout rectangles (see ui.h).
#include "render/ui.h"

#include <limits>

#include "imgui.h"
#include "render/draw.h"

namespace boneyard {

namespace {
constexpr float kDragSlop = 8;  // px of movement before a press becomes a drag (scrolling)
}

void Ui::begin(Vec2 screen, const Rect& safe, double now) {
  canvas_ = {safe.w, safe.h};
  origin_ = {safe.x, safe.y};
  now_ = now;
  next_frame_at_ = std::numeric_limits<double>::infinity();
  any_hovered_ = false;
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

void Ui::end() {
  ImGui::End();
  ImGui::PopStyleVar(2);
}

ImDrawList* Ui::draw_list() const { return ImGui::GetWindowDrawList(); }

Press Ui::press(const Target& target) {
  Press p;
  if (target.rect.w < 1 || target.rect.h < 1) return p;
  ImGui::SetCursorScreenPos(ImVec2(target.rect.x, target.rect.y));
  const bool released = ImGui::InvisibleButton(target.id.c_str(), ImVec2(target.rect.w, target.rect.h));
  const ImGuiIO& io = ImGui::GetIO();
  const bool touch = io.MouseSource == ImGuiMouseSource_TouchScreen;
  p.hovered = ImGui::IsItemHovered() && (!touch || io.MouseDown[0]);  // a lifted finger hovers nothing
  p.held = ImGui::IsItemActive();
  p.clicked = released && io.MouseDragMaxDistanceSqr[0] < kDragSlop * kDragSlop;
  if (p.hovered && !touch) any_hovered_ = true;
  return p;
}

bool Ui::clicked_elsewhere() const {
  return ImGui::IsMouseReleased(0) && !ImGui::IsAnyItemHovered() && !ImGui::IsAnyItemActive() &&
         ImGui::GetIO().MouseDragMaxDistanceSqr[0] < kDragSlop * kDragSlop;
}

float Ui::wheel() const { return ImGui::GetIO().MouseWheel; }

bool Ui::key_pressed(char letter) const {
  if (letter < 'A' || letter > 'Z') return false;
  return ImGui::IsKeyPressed(static_cast<ImGuiKey>(ImGuiKey_A + (letter - 'A')), false);
}

bool Ui::dragging() const { return ImGui::IsMouseDragging(0, kDragSlop); }

Vec2 Ui::press_origin() const { return {ImGui::GetIO().MouseClickedPos[0].x, ImGui::GetIO().MouseClickedPos[0].y}; }

float Ui::drag_dy() const { return ImGui::IsMouseDown(0) ? ImGui::GetIO().MouseDelta.y : 0; }

}  // namespace boneyard
