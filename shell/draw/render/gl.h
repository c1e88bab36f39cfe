// Draws Dear ImGui's frames with WebGL 2 (OpenGL ES 3.0), in place of ImGui's general
// OpenGL 3 backend. The game owns its context, so no GL state is saved and restored around a
// frame, and nothing here waits for the GPU: no state queries (each one is a round trip that
// first waits for all the work queued before it: shader compiles, texture uploads), no
// attribute or uniform lookups (the shader's inputs have fixed locations and the projection
// is a constant vertex attribute). The program's link status is read once, a few frames in,
// when the GPU has long finished with it. The same code draws boneyard-desktop (OpenGL ES 3).
//
// Why not imgui_impl_opengl3, measured (tests/perf/frame_cost.mjs, headless Chromium with
// software WebGL on this 2-core machine, a Domino Whist table, 2026-11-27; the other backend
// built with -DBONEYARD_RENDERER=imgui_opengl3, render/gl_imgui_opengl3.cpp): CPU per drawn
// frame in Chromium's GPU process 89 / 54 / 53 ms here against 125 / 90 / 65 ms (desktop
// 1280x800 / phone 390x844 / landscape 844x390), in the page's renderer process (the main
// thread's WebGL calls and the game) 7 / 9 / 8 ms against 11 / 12 / 10 ms, wall 52 / 38 / 37 ms
// against 74 / 64 / 45 ms. imgui_impl_opengl3 backs up and restores the GL state around every
// frame (glGet* round trips), looks its uniforms up and samples the atlas for every shape; its
// first frames cost the same (Play clickable on the slow-4G phone 3.9-4.5 s with either, the
// download dominating).
#pragma once

struct ImDrawCmd;
struct ImDrawData;
struct ImDrawList;
struct ImFontAtlas;

namespace boneyard::gl {

void init();                             // the program, buffers and vertex layout; once, on the current context
void upload_fonts(ImFontAtlas& atlas);   // the atlas's texture (again, after fonts are rebuilt)
void render(const ImDrawData& data);     // clears the frame to the baize colour and draws `data`
// Draw callbacks (ImDrawList::AddCallback) around shapes that cover what is under them with
// opaque colours: drawn without blending, which software WebGL pays for at every pixel.
void opaque_begin(const ImDrawList*, const ImDrawCmd*);
void opaque_end(const ImDrawList*, const ImDrawCmd*);

}  // namespace boneyard::gl
