/* Game controllers, left out of the web build. The game is played with a pointer, touch and
 * keys; SDL's joystick subsystem is off in its configuration (SDL_JOYSTICK_DISABLED), but its
 * game controller code (mapping parser, controller names) is still compiled, and Dear ImGui's
 * SDL2 backend calls three of its functions for gamepad navigation, which the game does not
 * turn on (ImGuiConfigFlags_NavEnableGamepad). So SDL_gamecontroller.c, SDL_joystick.c and the
 * haptic code that builds on them are not compiled (8 KB of code and 3 KB of controller names
 * in the module), and these answer that there is no controller. */
#include "SDL_internal.h"

#include "SDL_gamecontroller.h"

SDL_GameController *SDL_GameControllerOpen(int joystick_index)
{
    (void)joystick_index;
    SDL_SetError("this build of SDL has no game controllers");
    return NULL;
}

Uint8 SDL_GameControllerGetButton(SDL_GameController *gamecontroller, SDL_GameControllerButton button)
{
    (void)gamecontroller; (void)button;
    return 0;
}

Sint16 SDL_GameControllerGetAxis(SDL_GameController *gamecontroller, SDL_GameControllerAxis axis)
{
    (void)gamecontroller; (void)axis;
    return 0;
}
