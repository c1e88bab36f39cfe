/* In place of SDL_emscriptenframebuffer.c: SDL's software window surface (SDL_GetWindowSurface,
 * drawn with putImageData), which the game never uses: it draws with WebGL 2 through SDL's
 * OpenGL ES context. SDL's Emscripten video driver still names these three functions, so the
 * originals (and the surface code they reach) stayed in the module; these answer that there
 * is no such surface. */
#include "SDL_internal.h"

#include "video/SDL_sysvideo.h"
#include "video/emscripten/SDL_emscriptenframebuffer.h"

int Emscripten_CreateWindowFramebuffer(_THIS, SDL_Window *window, Uint32 *format, void **pixels, int *pitch)
{
    (void)_this; (void)window; (void)format; (void)pixels; (void)pitch;
    return SDL_Unsupported();
}

int Emscripten_UpdateWindowFramebuffer(_THIS, SDL_Window *window, const SDL_Rect *rects, int numrects)
{
    (void)_this; (void)window; (void)rects; (void)numrects;
    return SDL_Unsupported();
}

void Emscripten_DestroyWindowFramebuffer(_THIS, SDL_Window *window)
{
    (void)_this; (void)window;
}
