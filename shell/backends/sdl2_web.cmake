# SDL 2.26.5 for the web build, compiled from the Debian source package's sources (unpacked by
# .ci/setup into .deps/) as one target of the project's own build, trimmed to what the game uses:
# video, events and audio. The configuration is shell/backends/sdl2_web/SDL_config.h: what SDL's
# own CMake writes for Emscripten with
#   -DSDL_RENDER=OFF -DSDL_JOYSTICK=OFF -DSDL_HAPTIC=OFF -DSDL_HIDAPI=OFF -DSDL_SENSOR=OFF
#   -DSDL_POWER=OFF -DSDL_FILESYSTEM=OFF -DSDL_LOCALE=OFF -DSDL_MISC=OFF -DSDL_LOADSO=OFF
#   -DSDL_THREADS=OFF -DSDL_FILE=OFF -DSDL_DISKAUDIO=OFF -DSDL_DUMMYAUDIO=OFF -DSDL_DUMMYVIDEO=OFF
#   -DSDL_OFFSCREEN=OFF -DSDL_OPENGL=OFF
# Running SDL's CMake instead costs 318 configure checks, each an Emscripten compiler run: 4 min
# 19 s on this machine's two cores, before a single source is compiled. The sources below are
# the ones SDL's CMake compiles for those options (a disabled subsystem keeps its stub file), less
# those the notes below leave out;
# link-time optimization drops what the game never reaches. Compiled -Oz with LTO, and with
# SDL_LEAN_AND_MEAN (no software-renderer blitters: SDL's own measure for small builds).
set(SDL2_WEB_SOURCE_DIR "${BONEYARD_DEPS}/SDL2-2.26.5")
if(NOT EXISTS "${SDL2_WEB_SOURCE_DIR}/src/SDL.c")
  message(FATAL_ERROR "shell: ${SDL2_WEB_SOURCE_DIR} is missing; run .ci/setup first")
endif()

# SDL's public headers, beside this configuration (SDL's own include/ carries a generic
# SDL_config.h that would be found first).
set(SDL2_WEB_INCLUDE "${CMAKE_BINARY_DIR}/sdl2-web/include")
file(GLOB sdl2_public_headers "${SDL2_WEB_SOURCE_DIR}/include/*.h")
list(FILTER sdl2_public_headers EXCLUDE REGEX "/SDL_config[^/]*\\.h$")
file(COPY ${sdl2_public_headers} "${CMAKE_CURRENT_LIST_DIR}/sdl2_web/SDL_config.h" DESTINATION "${SDL2_WEB_INCLUDE}")

set(sdl2_web_sources
  src/SDL.c
  src/SDL_assert.c
  src/SDL_dataqueue.c
  src/SDL_error.c
  src/SDL_guid.c
  src/SDL_hints.c
  src/SDL_list.c
  src/SDL_log.c
  src/SDL_utils.c
  src/atomic/SDL_atomic.c
  src/atomic/SDL_spinlock.c
  src/audio/SDL_audio.c
  src/audio/SDL_audiodev.c
  src/audio/SDL_mixer.c
  src/audio/SDL_wave.c
  src/audio/emscripten/SDL_emscriptenaudio.c
  src/cpuinfo/SDL_cpuinfo.c
  src/dynapi/SDL_dynapi.c
  src/events/SDL_clipboardevents.c
  src/events/SDL_displayevents.c
  src/events/SDL_dropevents.c
  src/events/SDL_events.c
  src/events/SDL_gesture.c
  src/events/SDL_keyboard.c
  src/events/SDL_keysym_to_scancode.c
  src/events/SDL_mouse.c
  src/events/SDL_quit.c
  src/events/SDL_scancode_tables.c
  src/events/SDL_touch.c
  src/events/SDL_windowevents.c
  src/events/imKStoUCS.c
  src/file/SDL_rwops.c
  src/filesystem/dummy/SDL_sysfilesystem.c
  src/hidapi/SDL_hidapi.c
  src/loadso/dummy/SDL_sysloadso.c
  src/locale/SDL_locale.c
  src/locale/dummy/SDL_syslocale.c
  src/misc/SDL_url.c
  src/misc/dummy/SDL_sysurl.c
  src/power/SDL_power.c
  src/render/SDL_d3dmath.c
  src/render/SDL_render.c
  src/render/SDL_yuv_sw.c
  src/render/direct3d/SDL_render_d3d.c
  src/render/direct3d/SDL_shaders_d3d.c
  src/render/direct3d11/SDL_render_d3d11.c
  src/render/direct3d11/SDL_shaders_d3d11.c
  src/render/direct3d12/SDL_render_d3d12.c
  src/render/direct3d12/SDL_shaders_d3d12.c
  src/render/opengl/SDL_render_gl.c
  src/render/opengl/SDL_shaders_gl.c
  src/render/opengles/SDL_render_gles.c
  src/render/opengles2/SDL_render_gles2.c
  src/render/opengles2/SDL_shaders_gles2.c
  src/render/ps2/SDL_render_ps2.c
  src/render/psp/SDL_render_psp.c
  src/render/software/SDL_blendfillrect.c
  src/render/software/SDL_blendline.c
  src/render/software/SDL_blendpoint.c
  src/render/software/SDL_drawline.c
  src/render/software/SDL_drawpoint.c
  src/render/software/SDL_render_sw.c
  src/render/software/SDL_rotate.c
  src/render/software/SDL_triangle.c
  src/render/vitagxm/SDL_render_vita_gxm.c
  src/render/vitagxm/SDL_render_vita_gxm_memory.c
  src/render/vitagxm/SDL_render_vita_gxm_tools.c
  src/sensor/SDL_sensor.c
  src/sensor/dummy/SDL_dummysensor.c
  src/stdlib/SDL_crc16.c
  src/stdlib/SDL_crc32.c
  src/stdlib/SDL_getenv.c
  src/stdlib/SDL_iconv.c
  src/stdlib/SDL_malloc.c
  src/stdlib/SDL_mslibc.c
  src/stdlib/SDL_qsort.c
  src/stdlib/SDL_stdlib.c
  src/stdlib/SDL_string.c
  src/stdlib/SDL_strtokr.c
  src/thread/SDL_thread.c
  src/thread/generic/SDL_syscond.c
  src/thread/generic/SDL_sysmutex.c
  src/thread/generic/SDL_syssem.c
  src/thread/generic/SDL_systhread.c
  src/thread/generic/SDL_systls.c
  src/timer/SDL_timer.c
  src/timer/unix/SDL_systimer.c
  src/video/SDL_RLEaccel.c
  src/video/SDL_blit.c
  src/video/SDL_blit_0.c
  src/video/SDL_blit_1.c
  src/video/SDL_blit_A.c
  src/video/SDL_blit_N.c
  src/video/SDL_blit_auto.c
  src/video/SDL_blit_copy.c
  src/video/SDL_blit_slow.c
  src/video/SDL_bmp.c
  src/video/SDL_clipboard.c
  src/video/SDL_egl.c
  src/video/SDL_fillrect.c
  src/video/SDL_pixels.c
  src/video/SDL_rect.c
  src/video/SDL_shape.c
  src/video/SDL_stretch.c
  src/video/SDL_surface.c
  src/video/SDL_video.c
  src/video/SDL_vulkan_utils.c
  src/video/SDL_yuv.c
  src/video/emscripten/SDL_emscriptenevents.c
  src/video/emscripten/SDL_emscriptenmouse.c
  src/video/emscripten/SDL_emscriptenopengles.c
  src/video/emscripten/SDL_emscriptenvideo.c
  src/video/yuv2rgb/yuv_rgb.c
)
list(TRANSFORM sdl2_web_sources PREPEND "${SDL2_WEB_SOURCE_DIR}/")
# In place of SDL's audio conversion (SDL_audiocvt.c, SDL_audiotypecvt.c), of its game
# controllers, joysticks and haptics, and of its software window surface
# (SDL_emscriptenframebuffer.c): the web build never converts audio, has no controllers and
# draws with WebGL (see the files).
list(APPEND sdl2_web_sources "${CMAKE_CURRENT_LIST_DIR}/sdl2_web/audio_no_conversion.c"
                             "${CMAKE_CURRENT_LIST_DIR}/sdl2_web/no_game_controllers.c"
                             "${CMAKE_CURRENT_LIST_DIR}/sdl2_web/canvas_size.c"
                             "${CMAKE_CURRENT_LIST_DIR}/sdl2_web/no_window_framebuffer.c"
                             "${CMAKE_CURRENT_LIST_DIR}/sdl2_web/no_custom_cursors.c")
# SDL's window sizes the canvas through sdl2_web/canvas_size.c (see there): a rename for its one
# file, compiled on its own so the rest of SDL keeps html5.h's function.
set_source_files_properties("${SDL2_WEB_SOURCE_DIR}/src/video/emscripten/SDL_emscriptenvideo.c" PROPERTIES
  SKIP_UNITY_BUILD_INCLUSION ON
  COMPILE_DEFINITIONS "emscripten_set_canvas_element_size=boneyard_sdl_set_canvas_size")
# Likewise its mouse converts custom cursors' pictures through sdl2_web/no_custom_cursors.c.
set_source_files_properties("${SDL2_WEB_SOURCE_DIR}/src/video/emscripten/SDL_emscriptenmouse.c" PROPERTIES
  SKIP_UNITY_BUILD_INCLUSION ON
  COMPILE_DEFINITIONS "SDL_ConvertSurfaceFormat=boneyard_sdl_no_surface_conversion")
# Compiled in batches of 16 (one Emscripten compiler run each, as the game's own code is: the
# project's unity build). SDL's own libm (src/libm/) is not compiled: with the C library's math
# (HAVE_ATAN and the rest, in the configuration) SDL never calls it.
add_library(boneyard_sdl2 STATIC ${sdl2_web_sources})
set_target_properties(boneyard_sdl2 PROPERTIES UNITY_BUILD_BATCH_SIZE 16)
target_include_directories(boneyard_sdl2 SYSTEM PUBLIC "${SDL2_WEB_INCLUDE}")
target_include_directories(boneyard_sdl2 PRIVATE "${SDL2_WEB_SOURCE_DIR}/src")
target_compile_definitions(boneyard_sdl2 PRIVATE SDL_LEAN_AND_MEAN=1)
target_compile_options(boneyard_sdl2 PRIVATE -idirafter "${SDL2_WEB_SOURCE_DIR}/src/video/khronos" -fno-strict-aliasing
                       -fvisibility=hidden -w)
