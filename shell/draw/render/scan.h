// The part of sscanf that Dear ImGui calls, without libc's scanf.
//
// ImGui reads its GL version and GLSL "#version" with sscanf, and its .ini settings (never
// used here: the game keeps no .ini). libc's scanf brings its float parser and the whole
// formatted-input machinery, about 20 KB of the download; ImGui is compiled with sscanf
// renamed to boneyard_imgui_sscanf (shell/CMakeLists.txt), which does what sscanf does for
// integers, characters and %n:
//   - a space in the format matches any run of white space (none included), %% a '%',
//     any other character itself;
//   - %d (decimal), %i (decimal, 0x.. hexadecimal or 0.. octal), %x / %X (hexadecimal, with
//     or without 0x), each after white space, with an optional sign and width: int / unsigned;
//   - %c one character (a width of 1 only), %n the characters read so far.
// It returns the number of values stored, or EOF when the text ends before the first one.
// Any other conversion (%f, %s, a length modifier) stops it there, as a mismatch would, and
// a line of ImGui's .ini that needs one is then ignored, as ImGui ignores unknown lines.
#pragma once

extern "C" int boneyard_imgui_sscanf(const char* text, const char* format, ...);
