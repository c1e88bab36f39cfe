#include "render/gl.h"

#include <GLES3/gl3.h>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <initializer_list>

#include "imgui.h"

namespace boneyard::gl {
namespace {

// The vertex inputs, at fixed locations: ImDrawVert's position, texture coordinate and
// colour, and the projection (scale xy, offset zw from ImGui's coordinates to clip space).
constexpr GLuint kPosition = 0, kUv = 1, kColor = 2, kProjection = 3, kWhite = 4;

constexpr const char* kVertexShader = R"(#version 300 es
layout(location = 0) in vec2 position;
layout(location = 1) in vec2 uv;
layout(location = 2) in vec4 color;
layout(location = 3) in vec4 projection;
layout(location = 4) in vec2 white;
out vec2 frag_uv;
out vec4 frag_color;
flat out float solid;
void main() {
  frag_uv = uv;
  solid = uv == white ? 1.0 : 0.0;
  frag_color = color;
  gl_Position = vec4(position * projection.xy + projection.zw, 0.0, 1.0);
})";

// The atlas is one channel (coverage): every glyph and shape is drawn in its vertex colour.
// Shapes sit on the atlas's white pixel (`white`, a constant attribute like the projection) and
// skip the texture read: software WebGL (the browser tests') spent a sixth of a frame on reads
// that return 1.
constexpr const char* kFragmentShader = R"(#version 300 es
precision mediump float;
uniform sampler2D atlas;
in vec2 frag_uv;
in vec4 frag_color;
flat in float solid;
layout(location = 0) out vec4 out_color;
void main() {
  float coverage = 1.0;
  if (solid < 0.5) coverage = texture(atlas, frag_uv).r;
  out_color = vec4(frag_color.rgb, frag_color.a * coverage);
})";

struct State {
  GLuint program = 0, vertex_shader = 0, fragment_shader = 0;
  GLuint vao = 0, vertices = 0, indices = 0, font_texture = 0;
  int frames = 0;  // drawn so far; the link status is read at kCheckAt
};
State g;
constexpr int kCheckAt = 30;

GLuint compile(GLenum kind, const char* source) {
  const GLuint shader = glCreateShader(kind);
  glShaderSource(shader, 1, &source, nullptr);
  glCompileShader(shader);
  return shader;
}

// Reported on the console (stderr), once: the frames stay empty if the program did not link.
void check_program() {
  GLint linked = 0;
  glGetProgramiv(g.program, GL_LINK_STATUS, &linked);
  if (linked) return;
  char log[1024] = {};
  glGetProgramInfoLog(g.program, sizeof log, nullptr, log);
  std::fprintf(stderr, "boneyard: the WebGL program did not link: %s\n", log);
  for (GLuint shader : {g.vertex_shader, g.fragment_shader}) {
    glGetShaderInfoLog(shader, sizeof log, nullptr, log);
    if (log[0]) std::fprintf(stderr, "boneyard: shader: %s\n", log);
  }
}

}  // namespace

void init() {
  g.vertex_shader = compile(GL_VERTEX_SHADER, kVertexShader);
  g.fragment_shader = compile(GL_FRAGMENT_SHADER, kFragmentShader);
  g.program = glCreateProgram();
  glAttachShader(g.program, g.vertex_shader);
  glAttachShader(g.program, g.fragment_shader);
  glLinkProgram(g.program);  // the sampler stays on texture unit 0, its default

  glGenVertexArrays(1, &g.vao);
  glGenBuffers(1, &g.vertices);
  glGenBuffers(1, &g.indices);
  glBindVertexArray(g.vao);
  glBindBuffer(GL_ARRAY_BUFFER, g.vertices);
  glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, g.indices);  // kept by the vertex array
  const auto at = [](std::size_t offset) { return reinterpret_cast<const void*>(offset); };
  glEnableVertexAttribArray(kPosition);
  glVertexAttribPointer(kPosition, 2, GL_FLOAT, GL_FALSE, sizeof(ImDrawVert), at(offsetof(ImDrawVert, pos)));
  glEnableVertexAttribArray(kUv);
  glVertexAttribPointer(kUv, 2, GL_FLOAT, GL_FALSE, sizeof(ImDrawVert), at(offsetof(ImDrawVert, uv)));
  glEnableVertexAttribArray(kColor);
  glVertexAttribPointer(kColor, 4, GL_UNSIGNED_BYTE, GL_TRUE, sizeof(ImDrawVert), at(offsetof(ImDrawVert, col)));
  glBindVertexArray(0);

  ImGuiIO& io = ImGui::GetIO();
  io.BackendRendererName = "boneyard_webgl2";
}

void upload_fonts(ImFontAtlas& atlas) {
  // The pixels update_fonts() built (read directly: GetTexDataAsAlpha8() would build ImGui's
  // default font into an empty atlas, and so keeps that font in the module).
  const unsigned char* pixels = atlas.TexPixelsAlpha8;
  const int width = atlas.TexWidth, height = atlas.TexHeight;
  if (!g.font_texture) glGenTextures(1, &g.font_texture);
  glBindTexture(GL_TEXTURE_2D, g.font_texture);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
  glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
  glTexImage2D(GL_TEXTURE_2D, 0, GL_R8, width, height, 0, GL_RED, GL_UNSIGNED_BYTE, pixels);
  atlas.SetTexID(static_cast<ImTextureID>(reinterpret_cast<void*>(static_cast<std::uintptr_t>(g.font_texture))));
  atlas.ClearTexData();  // ImGui keeps the glyphs' places, not their pixels
}

void opaque_begin(const ImDrawList*, const ImDrawCmd*) { glDisable(GL_BLEND); }
void opaque_end(const ImDrawList*, const ImDrawCmd*) { glEnable(GL_BLEND); }

void render(const ImDrawData& data) {
  const float scale_x = data.FramebufferScale.x, scale_y = data.FramebufferScale.y;
  const int width = static_cast<int>(data.DisplaySize.x * scale_x);
  const int height = static_cast<int>(data.DisplaySize.y * scale_y);
  glViewport(0, 0, width, height);
  glDisable(GL_SCISSOR_TEST);
  glClearColor(0.06f, 0.25f, 0.15f, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT);
  if (width <= 0 || height <= 0) return;

  glEnable(GL_BLEND);
  glBlendEquation(GL_FUNC_ADD);
  glBlendFuncSeparate(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA, GL_ONE, GL_ONE_MINUS_SRC_ALPHA);
  glEnable(GL_SCISSOR_TEST);
  glUseProgram(g.program);
  const ImVec2 white = ImGui::GetIO().Fonts->TexUvWhitePixel;
  glVertexAttrib2f(kWhite, white.x, white.y);
  glBindVertexArray(g.vao);
  glActiveTexture(GL_TEXTURE0);
  // ImGui's coordinates (DisplayPos at the top left, y down) to clip space.
  const float left = data.DisplayPos.x, top = data.DisplayPos.y;
  const float w = data.DisplaySize.x, h = data.DisplaySize.y;
  glVertexAttrib4f(kProjection, 2 / w, -2 / h, -1 - 2 * left / w, 1 + 2 * top / h);

  for (int n = 0; n < data.CmdListsCount; ++n) {
    const ImDrawList& list = *data.CmdLists[n];
    glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(list.VtxBuffer.Size * sizeof(ImDrawVert)), list.VtxBuffer.Data,
                 GL_STREAM_DRAW);
    glBufferData(GL_ELEMENT_ARRAY_BUFFER, static_cast<GLsizeiptr>(list.IdxBuffer.Size * sizeof(ImDrawIdx)),
                 list.IdxBuffer.Data, GL_STREAM_DRAW);
    for (const ImDrawCmd& cmd : list.CmdBuffer) {
      if (cmd.UserCallback) {  // opaque_begin/end; ImGui's own reset request needs nothing here
        if (cmd.UserCallback != ImDrawCallback_ResetRenderState) cmd.UserCallback(&list, &cmd);
        continue;
      }
      // The clip rectangle in framebuffer pixels (GL's y goes up).
      const float x0 = (cmd.ClipRect.x - left) * scale_x, y0 = (cmd.ClipRect.y - top) * scale_y;
      const float x1 = (cmd.ClipRect.z - left) * scale_x, y1 = (cmd.ClipRect.w - top) * scale_y;
      if (x1 <= x0 || y1 <= y0) continue;
      glScissor(static_cast<GLint>(x0), static_cast<GLint>(static_cast<float>(height) - y1),
                static_cast<GLsizei>(x1 - x0), static_cast<GLsizei>(y1 - y0));
      glBindTexture(GL_TEXTURE_2D, static_cast<GLuint>(reinterpret_cast<std::uintptr_t>(cmd.GetTexID())));
      glDrawElements(GL_TRIANGLES, static_cast<GLsizei>(cmd.ElemCount), sizeof(ImDrawIdx) == 2 ? GL_UNSIGNED_SHORT : GL_UNSIGNED_INT,
                     reinterpret_cast<const void*>(static_cast<std::uintptr_t>(cmd.IdxOffset * sizeof(ImDrawIdx))));
    }
  }
  glBindVertexArray(0);
  if (++g.frames == kCheckAt) check_program();
}

}  // namespace boneyard::gl
