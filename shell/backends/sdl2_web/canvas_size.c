/* The canvas size SDL's Emscripten window asks for. SDL_emscriptenvideo.c is compiled with
 * this function in place of html5.h's emscripten_set_canvas_element_size (sdl2_web.cmake).
 *
 * Opening its window, SDL first sizes the canvas 1x1 to tell whether the page's CSS sizes it,
 * then sizes it to the CSS size times the pixel ratio. Every change of size makes the browser
 * reallocate the WebGL drawing buffer, and this one comes as the game starts, while the
 * freshly downloaded module is still being compiled in the background: 440 ms of the
 * 4x-slowed phone's main thread waiting for the GPU process (tests/perf/startup_profile.mjs).
 * The page's CSS always sizes the canvas, and the page makes the drawing buffer at the size
 * SDL then gives it (web/index.html), so the 1x1 request is skipped and the second finds the
 * size already set (the browser does nothing). Every other request goes through. */
#include <emscripten/html5.h>

EMSCRIPTEN_RESULT boneyard_sdl_set_canvas_size(const char *target, int width, int height)
{
    if (width == 1 && height == 1) {
        return EMSCRIPTEN_RESULT_SUCCESS;
    }
    return emscripten_set_canvas_element_size(target, width, height);
}
