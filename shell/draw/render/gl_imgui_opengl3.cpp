// The renderer of render/gl.h on Dear ImGui's own OpenGL 3 backend (imgui_impl_opengl3), for
// measuring it against render/gl.cpp: configure with -DBONEYARD_RENDERER=imgui_opengl3 (see
// gl.h's header note for the figures). Not the game's renderer.
#include <GLES3/gl3.h>

#include "imgui.h"
#include "imgui_impl_opengl3.h"
#include "render/gl.h"

namespace boneyard::gl {

void init() { ImGui_ImplOpenGL3_Init("#version 300 es"); }

void upload_fonts(ImFontAtlas&) {
  ImGui_ImplOpenGL3_DestroyFontsTexture();
  ImGui_ImplOpenGL3_CreateFontsTexture();
}

void opaque_begin(const ImDrawList*, const ImDrawCmd*) { glDisable(GL_BLEND); }
void opaque_end(const ImDrawList*, const ImDrawCmd*) { glEnable(GL_BLEND); }

void render(const ImDrawData& data) {
  glViewport(0, 0, static_cast<int>(data.DisplaySize.x * data.FramebufferScale.x),
             static_cast<int>(data.DisplaySize.y * data.FramebufferScale.y));
  glDisable(GL_SCISSOR_TEST);
  glClearColor(0.06f, 0.25f, 0.15f, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT);
  ImGui_ImplOpenGL3_NewFrame();
  ImGui_ImplOpenGL3_RenderDrawData(const_cast<ImDrawData*>(&data));
}

}  // namespace boneyard::gl
