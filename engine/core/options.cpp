#include "core/options.h"

#include <algorithm>
#include <charconv>

#include "core/i18n.h"
#include "core/text.h"

namespace boneyard {

const std::string& Options::get(std::string_view name) const {
  for (const auto& [k, v] : items_)
    if (k == name) return v;
  static const std::string empty;
  return empty;
}

int Options::integer(std::string_view name) const {
  const std::string& text = get(name);
  int value = 0;
  std::from_chars(text.data(), text.data() + text.size(), value);
  return value;
}

bool Options::flag(std::string_view name) const { return get(name) == "true"; }

bool Options::has(std::string_view name) const {
  return std::any_of(items_.begin(), items_.end(), [&](const auto& kv) { return kv.first == name; });
}

void Options::set(std::string_view name, std::string value) {
  for (auto& [k, v] : items_)
    if (k == name) {
      v = std::move(value);
      return;
    }
  items_.emplace_back(std::string(name), std::move(value));
}

const OptionSpec* find_spec(const std::vector<OptionSpec>& specs, std::string_view name) {
  for (const auto& s : specs)
    if (s.name == name) return &s;
  return nullptr;
}

OptionSpec integer_option(std::string name, std::string def, int min, int max, std::string label, std::string help) {
  OptionSpec s;
  s.name = std::move(name);
  s.kind = OptionSpec::Kind::Integer;
  s.default_value = std::move(def);
  s.min = min;
  s.max = max;
  s.label = std::move(label);
  s.help = std::move(help);
  return s;
}

OptionSpec boolean_option(std::string name, bool def, std::string label, std::string on_help, std::string off_help) {
  OptionSpec s;
  s.name = std::move(name);
  s.kind = OptionSpec::Kind::Boolean;
  s.default_value = def ? "true" : "false";
  s.label = std::move(label);
  s.help = std::move(on_help);
  s.off_help = std::move(off_help);
  return s;
}

OptionSpec only_with_players(int players, OptionSpec spec) {
  spec.only_players = players;
  return spec;
}

OptionSpec choice_option(std::string name, std::string def, const std::vector<Choice>& choices, std::string label,
                         std::string help) {
  OptionSpec s;
  s.name = std::move(name);
  s.kind = OptionSpec::Kind::Choice;
  s.default_value = std::move(def);
  for (const auto& c : choices) {
    s.choices.push_back(c.value);
    s.choice_help.push_back(c.help);
    s.choice_labels.push_back(c.label);
  }
  s.label = std::move(label);
  s.help = std::move(help);
  return s;
}

OptionSpec end_tie_option(std::string when) {
  return choice_option("end_tie", "play_on",
                       {{"play_on", N_("Play another round to decide"), NC_("option value", "Play on")},
                        {"shared", N_("They share the win"), NC_("option value", "Shared")}},
                       N_("Tie for first"), std::move(when));
}

std::string choice_label(const OptionSpec& spec, std::string_view value) {
  if (spec.kind == OptionSpec::Kind::Boolean) {
    if (value == "true") return NC_("option value", "On");
    if (value == "false") return NC_("option value", "Off");
  }
  for (std::size_t i = 0; i < spec.choices.size() && i < spec.choice_labels.size(); ++i)
    if (spec.choices[i] == value && !spec.choice_labels[i].empty()) return spec.choice_labels[i];
  return std::string(value);
}

bool end_tie_shared(const Options& options) { return options.get("end_tie") == "shared"; }

namespace {
std::string join(const std::vector<std::string>& items) {
  std::string out;
  for (const auto& s : items) out += (out.empty() ? "" : ", ") + s;
  return out;
}
}  // namespace

Result<std::string> check_option(const OptionSpec& spec, std::string_view value) {
  switch (spec.kind) {
    case OptionSpec::Kind::Integer: {
      int n = 0;
      auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), n);
      if (ec != std::errc() || end != value.data() + value.size() || value.empty())
        return Status::fail(trf("option {name} must be a whole number, not {value}",
                                {{"name", spec.name}, {"value", quote_input(value)}}));
      if (n < spec.min || n > spec.max)
        return Status::fail(trf("option {name} must be from {min} to {max}, not {value}",
                                {{"name", spec.name}, {"min", spec.min}, {"max", spec.max}, {"value", n}}));
      return std::to_string(n);
    }
    case OptionSpec::Kind::Boolean:
      if (value == "true" || value == "1" || value == "yes" || value == "on") return std::string("true");
      if (value == "false" || value == "0" || value == "no" || value == "off") return std::string("false");
      // TRANSLATORS: "true" and "false" are the values as written in links and saves: keep them.
      return Status::fail(trf("option {name} must be true or false, not {value}",
                              {{"name", spec.name}, {"value", quote_input(value)}}));
    case OptionSpec::Kind::Choice:
      for (const auto& c : spec.choices)
        if (c == value) return c;
      // TRANSLATORS: {choices} lists the option's values as written in links and saves ("net, others").
      return Status::fail(trf("option {name} must be one of {choices}, not {value}",
                              {{"name", spec.name}, {"choices", join(spec.choices)}, {"value", quote_input(value)}}));
  }
  return Status::fail("option " + spec.name + ": unknown kind");
}

Result<Options> resolve_options(const std::vector<OptionSpec>& specs, const OptionList& given) {
  Options out;
  for (std::size_t i = 0; i < given.size(); ++i) {
    const auto& [name, value] = given[i];
    const OptionSpec* spec = find_spec(specs, name);
    if (!spec) {
      std::vector<std::string> names;
      for (const auto& s : specs) names.push_back(s.name);
      return Status::fail(
          trf("unknown option {name} (known: {names})", {{"name", quote_input(name)}, {"names", join(names)}}));
    }
    for (std::size_t j = 0; j < i; ++j)
      if (given[j].first == name)
        return Status::fail(trf("option {name} is given twice", {{"name", quote_input(name)}}));
    auto checked = check_option(*spec, value);
    if (!checked) return checked.status();
    out.set(name, *checked);
  }
  Options ordered;  // spec order, so output is stable
  for (const auto& s : specs) {
    if (out.has(s.name))
      ordered.set(s.name, out.get(s.name));
    else if (!s.default_value.empty())
      ordered.set(s.name, s.default_value);
  }
  return ordered;
}

}  // namespace boneyard
