/* SDL's audio conversion, left out of the web build. The game asks SDL for the browser's own
 * format (32-bit float, one channel, at the Web Audio context's rate: platform/sdl.cpp opens
 * the device with SDL_AUDIO_ALLOW_FREQUENCY_CHANGE), and SDL's Emscripten driver always plays
 * that format, so SDL never converts nor resamples a sample. Its converter (SDL_audiocvt.c and
 * SDL_audiotypecvt.c: 17 KB of code and 22 KB of resampling filter tables in the module) is
 * therefore not compiled; these functions take its place: a stream is never made, and any
 * conversion is refused with an error (SDL_OpenAudioDevice then fails, and the game goes on
 * silently, as it does wherever sound cannot open). */
#include "SDL_internal.h"

#include "SDL_audio.h"
#include "audio/SDL_audio_c.h"

static int no_conversion(void) { return SDL_SetError("this build of SDL does not convert audio"); }

void SDL_ChooseAudioConverters(void) {}

int SDL_BuildAudioCVT(SDL_AudioCVT *cvt, SDL_AudioFormat src_format, Uint8 src_channels, int src_rate,
                      SDL_AudioFormat dst_format, Uint8 dst_channels, int dst_rate)
{
    if (!cvt) {
        return SDL_InvalidParamError("cvt");
    }
    SDL_zerop(cvt);
    cvt->src_format = src_format;
    cvt->dst_format = dst_format;
    cvt->len_mult = 1;
    cvt->len_ratio = 1.0;
    if (src_format == dst_format && src_channels == dst_channels && src_rate == dst_rate) {
        return 0; /* nothing to convert */
    }
    return no_conversion();
}

int SDL_ConvertAudio(SDL_AudioCVT *cvt)
{
    if (!cvt || !cvt->buf) {
        return SDL_InvalidParamError("cvt");
    }
    if (cvt->needed) {
        return no_conversion();
    }
    cvt->len_cvt = cvt->len;
    return 0;
}

SDL_AudioStream *SDL_NewAudioStream(const SDL_AudioFormat src_format, const Uint8 src_channels, const int src_rate,
                                    const SDL_AudioFormat dst_format, const Uint8 dst_channels, const int dst_rate)
{
    (void)src_format; (void)src_channels; (void)src_rate; (void)dst_format; (void)dst_channels; (void)dst_rate;
    no_conversion();
    return NULL;
}

int SDL_AudioStreamPut(SDL_AudioStream *stream, const void *buf, int len)
{
    (void)stream; (void)buf; (void)len;
    return no_conversion();
}

int SDL_AudioStreamGet(SDL_AudioStream *stream, void *buf, int len)
{
    (void)stream; (void)buf; (void)len;
    return no_conversion();
}

int SDL_AudioStreamFlush(SDL_AudioStream *stream)
{
    (void)stream;
    return no_conversion();
}

int SDL_AudioStreamAvailable(SDL_AudioStream *stream)
{
    (void)stream;
    return 0;
}

void SDL_AudioStreamClear(SDL_AudioStream *stream) { (void)stream; }

void SDL_FreeAudioStream(SDL_AudioStream *stream) { (void)stream; }
