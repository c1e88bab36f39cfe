// Game options as data: declared once per game, read by every front end.
//
// Each game publishes a list of OptionSpec; the protocol, the share link and the menu all
// use the same names and values. Values travel as text ("3", "true", "net") and are
// validated against the spec; a game then fills in defaults that depend on other options
// (e.g. `hand_size` from `players`) and checks combinations.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/result.h"

namespace boneyard {

// The words of a spec a person reads (label, help, choice_help, choice_labels, off_help) are
// English, marked with N_() where the game's table gives them (core/i18n.h): whoever shows one
// writes tr(spec.label), tr(spec.help), ...; a value's label is marked NC_("option value", ...):
// trc("option value", choice_label(spec, value)).
struct OptionSpec {
  enum class Kind { Integer, Boolean, Choice };
  std::string name;  // "win_score"
  Kind kind = Kind::Choice;
  std::string default_value;               // text; empty: the game computes it (see GameInfo)
  std::vector<std::string> choices;        // Choice: allowed values, in menu order
  int min = 0, max = 0;                    // Integer: inclusive range
  std::string label;                       // menu label: "Winner scores"
  std::string help;                        // one-line explanation for the menu
  std::vector<std::string> choice_help;    // Choice: one line per value (may be empty)
  std::vector<std::string> choice_labels;  // Choice: each value's menu label ("Play on"); empty: the value
  std::string off_help;                    // Boolean: what the game does with it off (`help`: on)
  int only_players = 0;                    // N: it changes the game only with N players; 0: always
};

// The menu's label for one value of an option, in English (trc("option value", ...) it where
// shown): "On" or "Off" for a Boolean, the choice's label ("Highest double"), or the value itself
// ("6", "100").
std::string choice_label(const OptionSpec& spec, std::string_view value);

using OptionList = std::vector<std::pair<std::string, std::string>>;  // name -> text

// The options in force for a match: every spec'd option with a valid value.
class Options {
 public:
  const std::string& get(std::string_view name) const;  // precondition: has(name)
  int integer(std::string_view name) const;
  bool flag(std::string_view name) const;
  bool has(std::string_view name) const;
  void set(std::string_view name, std::string value);  // add or replace (no validation)
  const OptionList& items() const { return items_; }
  bool operator==(const Options&) const = default;

 private:
  OptionList items_;
};

// Checks one value against its spec and returns it canonical ("True" -> "true").
Result<std::string> check_option(const OptionSpec& spec, std::string_view value);

// Validates `given` (unknown names, bad values, duplicates refused) and returns every
// option: given values, else spec defaults; computed defaults (empty) are left unset.
Result<Options> resolve_options(const std::vector<OptionSpec>& specs, const OptionList& given);

const OptionSpec* find_spec(const std::vector<OptionSpec>& specs, std::string_view name);

// Builders that keep option tables readable. `def` empty: the game computes the default. The
// label and help texts are English marked N_() (core/i18n.h).
struct Choice {
  std::string value;
  std::string help;        // one line for the menu
  std::string label = {};  // the value's menu label ("Play on"), NC_("option value", ...); empty: the value ("6")
};
OptionSpec integer_option(std::string name, std::string def, int min, int max, std::string label, std::string help);
// `on_help` says what the game does with the option on, `off_help` with it off.
OptionSpec boolean_option(std::string name, bool def, std::string label, std::string on_help, std::string off_help);
OptionSpec only_with_players(int players, OptionSpec spec);  // sets `only_players`
OptionSpec choice_option(std::string name, std::string def, const std::vector<Choice>& choices, std::string label,
                         std::string help);

// `end_tie`, which every game has: a tie for first at the match end plays another round
// ("play_on", the default) or shares the win ("shared"). `when` is its help: when, in this
// game, the tie is looked at.
OptionSpec end_tie_option(std::string when);
bool end_tie_shared(const Options& options);  // `end_tie` is "shared"

}  // namespace boneyard
