// Draws Dear ImGui's frames with WebGL 2 (OpenGL ES 3.0), in place of ImGui's general
// OpenGL 3 backend. The game owns its context, so no GL state is saved and restored around a
// frame, and nothing here waits for the GPU: no state queries (each one is a round trip that
// first waits for all the work queued before it: shader compiles, texture uploads), no
// attribute or uniform lookups (the shader's inputs have fixed locations and the projection
// is a constant vertex attribute). The program's link status is read once, a few frames in,
// when the GPU has long finished with it.
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
