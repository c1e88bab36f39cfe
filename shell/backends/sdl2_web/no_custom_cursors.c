/* SDL's Emscripten mouse (SDL_emscriptenmouse.c) is compiled with this function in place of
 * SDL_ConvertSurfaceFormat (sdl2_web.cmake): the one call there converts the picture of a
 * custom cursor (SDL_CreateColorCursor), which the game never makes; it shows the system's
 * arrow and hand (SDL_CreateSystemCursor: CSS cursor names). Without it the surface conversion
 * and blitting code (11 KB of the module) stayed in, reachable through SDL's cursor hook. */
#include "SDL_internal.h"

#include "SDL_surface.h"

SDL_Surface *boneyard_sdl_no_surface_conversion(SDL_Surface *src, Uint32 pixel_format, Uint32 flags)
{
    (void)src; (void)pixel_format; (void)flags;
    SDL_Unsupported();
    return NULL;
}
