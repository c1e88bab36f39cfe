#include "core/match.h"

#include <algorithm>
#include <charconv>
#include <cstdio>

#include "core/i18n.h"
#include "core/rng.h"
#include "core/text.h"

namespace boneyard {

std::unique_ptr<SeatView> SeatView::turned(int) const { return nullptr; }

std::string_view phase_name(Phase p) {
  switch (p) {
    case Phase::Pass:
      return "pass";
    case Phase::LeadPass:
      return "lead_pass";
    case Phase::Bid:
      return "bid";
    case Phase::Widow:
      return "widow";
    case Phase::Trump:
      return "trump";
    case Phase::Play:
      return "play";
    case Phase::Moon:
      return "moon";
    case Phase::RoundOver:
      return "round_over";
    case Phase::MatchOver:
      return "match_over";
  }
  return "?";
}

Status Match::play(std::string_view move) {
  if (to_move() < 0 && phase() == Phase::RoundOver)
    return Status::fail(
        // TRANSLATORS: {phase} is the phase's name as the protocol writes it ("round_over").
        phrase("nobody is to move in phase {phase} (deal the next round first)", {{"phase", phase_name(phase())}}));
  if (to_move() < 0)
    return Status::fail(phrase("nobody is to move in phase {phase}", {{"phase", phase_name(phase())}}));
  auto canonical = canonical_move(move);
  if (!canonical) return canonical.status();
  if (!is_legal(*canonical)) return Status::fail(why_illegal(*canonical));
  apply(*canonical);
  history_.push_back({Action::Kind::Move, *canonical, std::nullopt});
  return {};
}

bool Match::is_legal(const std::string& canonical) const {
  const auto legal = legal_moves();
  return std::binary_search(legal.begin(), legal.end(), canonical);
}

Result<std::unique_ptr<Match>> Match::begin(std::unique_ptr<Match> match, const std::optional<Deal>& deal) {
  if (Status s = match->start_round(deal); !s) return s;
  match->first_deal_ = deal;
  return match;
}

Status Match::next_round(const std::optional<Deal>& deal) {
  if (phase() == Phase::MatchOver) return Status::fail(tr("the match is over: start a new one"));
  if (phase() != Phase::RoundOver) return Status::fail(tr("the round is not over yet"));
  Status s = start_round(deal);
  if (!s) return s;
  history_.push_back({Action::Kind::NextRound, {}, deal});
  return {};
}

// --- Save format ----------------------------------------------------------------------
// boneyard1;g=GAME;s=SEED;o=NAME:VALUE,...;d=DEAL;m=ACTION~ACTION~...;c=CHECKSUM
// ACTION is a move, or "+" (next round) optionally followed by a DEAL.
// DEAL is FIELD|FIELD|... with h=T.T/T.T (hands), b=T.T (boneyard), w=T.T (widow),
// x=T (dead), l=N (leader), r=N (dealer). CHECKSUM is FNV-1a (32 bit, hex) of the text
// before ";c=": a save edited by hand is refused rather than half-trusted.
std::string save_checksum(std::string_view text) {
  std::uint32_t h = 2166136261u;
  for (unsigned char c : text) {
    h ^= c;
    h *= 16777619u;
  }
  char buf[9];
  std::snprintf(buf, sizeof buf, "%08x", h);
  return buf;
}

namespace {

std::string encode_deal(const Deal& d) {
  std::vector<std::string> fields, hands;
  for (const auto& h : d.hands) hands.push_back(join_fields(h, "."));
  fields.push_back("h=" + join_fields(hands, "/"));
  if (d.boneyard) fields.push_back("b=" + join_fields(*d.boneyard, "."));
  if (!d.widow.empty()) fields.push_back("w=" + join_fields(d.widow, "."));
  if (d.dead) fields.push_back("x=" + *d.dead);
  if (d.leader) fields.push_back("l=" + std::to_string(*d.leader));
  if (d.dealer) fields.push_back("r=" + std::to_string(*d.dealer));
  return join_fields(fields, "|");
}

std::optional<int> to_int(std::string_view s) {
  int v = 0;
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || end != s.data() + s.size() || s.empty()) return std::nullopt;
  return v;
}

std::vector<std::string> split_nonempty(std::string_view text, char sep) {
  if (text.empty()) return {};
  return split_fields(text, sep);
}

Result<Deal> decode_deal(std::string_view text) {
  Deal d;
  bool has_hands = false;
  for (const auto& field : split_fields(text, '|')) {
    if (field.size() < 2 || field[1] != '=') return Status::fail("bad deal field " + quote_input(field));
    std::string_view v = std::string_view(field).substr(2);
    switch (field[0]) {
      case 'h':
        for (const auto& h : split_fields(v, '/')) d.hands.push_back(split_nonempty(h, '.'));
        has_hands = true;
        break;
      case 'b':
        d.boneyard = split_nonempty(v, '.');
        break;
      case 'w':
        d.widow = split_nonempty(v, '.');
        break;
      case 'x':
        d.dead = std::string(v);
        break;
      case 'l':
        if (!(d.leader = to_int(v))) return Status::fail("bad leader in deal");
        break;
      case 'r':
        if (!(d.dealer = to_int(v))) return Status::fail("bad dealer in deal");
        break;
      default:
        return Status::fail("bad deal field " + quote_input(field));
    }
  }
  if (!has_hands) return Status::fail("deal without hands");
  return d;
}

}  // namespace

std::string join_fields(const std::vector<std::string>& items, std::string_view sep) {
  std::string out;
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (i) out += sep;
    out += items[i];
  }
  return out;
}

std::vector<std::string> split_fields(std::string_view text, char sep) {
  std::vector<std::string> out;
  std::size_t start = 0;
  for (;;) {
    std::size_t pos = text.find(sep, start);
    out.emplace_back(text.substr(start, pos == std::string_view::npos ? std::string_view::npos : pos - start));
    if (pos == std::string_view::npos) break;
    start = pos + 1;
  }
  return out;
}

std::string Match::save() const {
  std::vector<std::string> opts, actions;
  for (const auto& [k, v] : options_.items()) opts.push_back(k + ":" + v);
  for (const auto& a : history_)
    actions.push_back(a.kind == Action::Kind::Move ? a.move : "+" + (a.deal ? encode_deal(*a.deal) : ""));
  std::string text = std::string(kMatchSaveMagic) + ";g=" + std::string(info_->id()) + ";s=" + std::to_string(seed_) +
                     ";o=" + join_fields(opts, ",") + ";d=" + (first_deal_ ? encode_deal(*first_deal_) : "") +
                     ";m=" + join_fields(actions, "~");
  return text + ";c=" + save_checksum(text);
}

Result<std::unique_ptr<Match>> load_match(std::string_view data) {
  auto fail = [](const std::string& why) {
    // TRANSLATORS: {why} says why a saved game cannot be loaded (another message: a bad option, a refused move).
    return Status::fail(trf("cannot load this saved game: {why}", {{"why", why}}));
  };
  while (!data.empty() && (data.back() == '\n' || data.back() == ' ')) data.remove_suffix(1);
  const std::size_t c = data.rfind(";c=");
  const std::size_t body = kMatchSaveMagic.size() + 1;  // after "boneyard1;"
  if (data.substr(0, body) != std::string(kMatchSaveMagic) + ";" || c == std::string_view::npos)
    return Status::fail(trf("cannot load this saved game: it is not a Boneyard save (it should start with {start})",
                            {{"start", quote_input(std::string(kMatchSaveMagic) + ";")}}));
  if (save_checksum(data.substr(0, c)) != data.substr(c + 3))
    return Status::fail(tr("cannot load this saved game: it is damaged or was edited (checksum mismatch)"));
  std::string game, seed_text, opts, deal_text, moves;
  bool seen_g = false, seen_s = false, seen_o = false, seen_d = false, seen_m = false;
  for (const auto& section : split_nonempty(c > body ? data.substr(body, c - body) : std::string_view(), ';')) {
    auto eq = section.find('=');
    if (eq == std::string::npos)
      return Status::fail(
          trf("cannot load this saved game: bad section {section}", {{"section", quote_input(section)}}));
    std::string key = section.substr(0, eq), value = section.substr(eq + 1);
    if (key == "g") {
      game = value;
      seen_g = true;
    } else if (key == "s") {
      seed_text = value;
      seen_s = true;
    } else if (key == "o") {
      opts = value;
      seen_o = true;
    } else if (key == "d") {
      deal_text = value;
      seen_d = true;
    } else if (key == "m") {
      moves = value;
      seen_m = true;
    } else
      return Status::fail(
          trf("cannot load this saved game: unknown section {section}", {{"section", quote_input(key)}}));
  }
  if (!(seen_g && seen_s && seen_o && seen_d && seen_m))
    return Status::fail(tr("cannot load this saved game: a section is missing"));
  std::uint64_t seed = 0;
  auto [end, ec] = std::from_chars(seed_text.data(), seed_text.data() + seed_text.size(), seed);
  if (ec != std::errc() || end != seed_text.data() + seed_text.size())
    return Status::fail(tr("cannot load this saved game: bad seed"));
  OptionList given;
  for (const auto& kv : split_nonempty(opts, ',')) {
    auto colon = kv.find(':');
    if (colon == std::string::npos)
      return Status::fail(trf("cannot load this saved game: bad option {option}", {{"option", quote_input(kv)}}));
    given.emplace_back(kv.substr(0, colon), kv.substr(colon + 1));
  }
  std::optional<Deal> first;
  if (!deal_text.empty()) {
    auto d = decode_deal(deal_text);
    if (!d) return fail(d.error());
    first = *d;
  }
  auto match = new_match(game, given, seed, first);
  if (!match) return fail(match.error());
  int n = 0;
  for (const auto& action : split_nonempty(moves, '~')) {
    ++n;
    Status s;
    if (!action.empty() && action[0] == '+') {
      std::optional<Deal> deal;
      if (action.size() > 1) {
        auto d = decode_deal(std::string_view(action).substr(1));
        if (!d) return fail(d.error());
        deal = *d;
      }
      s = (*match)->next_round(deal);
    } else {
      s = (*match)->play(action);
    }
    if (!s)
      // TRANSLATORS: the {step}th move or new round of the saved game ({action}, as the save writes it)
      // was refused, for the reason {why}.
      return Status::fail(trf("cannot load this saved game: step {step} ({action}) was refused: {why}",
                              {{"step", n}, {"action", quote_input(action)}, {"why", s.error()}}));
  }
  return std::move(*match);
}

Result<std::unique_ptr<Match>> new_match(std::string_view game, const OptionList& given, std::uint64_t seed,
                                         const std::optional<Deal>& deal) {
  const GameInfo* info = find_game(game);
  if (!info) {
    const auto& known = known_game_ids();
    if (std::find(known.begin(), known.end(), game) != known.end())
      return Status::fail(trf("game {game} is not available yet", {{"game", quote_input(game)}}));
    std::string names;
    for (const auto* g : available_games()) names += (names.empty() ? "" : ", ") + std::string(g->id());
    return Status::fail(
        // TRANSLATORS: {game} is the game's id as typed; {names} the ids of the games ("block, draw, ...").
        trf("unknown game {game} (available: {names})", {{"game", quote_input(game)}, {"names", names}}));
  }
  auto options = match_options(*info, given);
  if (!options) return options.status();
  return info->create(*options, seed, deal);
}

Result<Options> match_options(const GameInfo& game, const OptionList& given) {
  auto options = resolve_options(game.option_specs(), given);
  if (!options) return options;
  if (Status s = game.complete_options(*options); !s) return s;
  Options ordered;  // spec order, computed defaults included, so output reads the same everywhere
  for (const auto& spec : game.option_specs())
    if (options->has(spec.name)) ordered.set(spec.name, options->get(spec.name));
  return ordered;
}

Result<std::unique_ptr<Match>> replay(const Match& match, std::size_t actions, std::vector<int>* seats) {
  const auto& history = match.history();
  if (actions > history.size())
    return Status::fail("cannot replay " + std::to_string(actions) + " steps of a match that has " +
                        std::to_string(history.size()));
  auto copy = new_match(match.info().id(), match.options().items(), match.seed(), match.first_deal());
  if (!copy) return copy.status();
  if (seats) seats->clear();
  for (std::size_t i = 0; i < actions; ++i) {
    const Action& a = history[i];
    if (seats) seats->push_back(a.kind == Action::Kind::Move ? (*copy)->to_move() : -1);
    const Status s = a.kind == Action::Kind::Move ? (*copy)->play(a.move) : (*copy)->next_round(a.deal);
    if (!s) return s;  // cannot happen: the same steps were accepted once already
  }
  return copy;
}

std::vector<std::vector<int>> round_points(const Match& match) {
  std::vector<std::vector<int>> rounds;
  auto copy = new_match(match.info().id(), match.options().items(), match.seed(), match.first_deal());
  if (!copy) return rounds;
  Match& m = **copy;
  std::vector<int> banked(static_cast<std::size_t>(m.players()), 0);
  auto bank = [&] {
    const auto scores = m.scores();
    std::vector<int> row(scores.size());
    for (std::size_t s = 0; s < scores.size(); ++s) row[s] = scores[s] - banked[s];
    rounds.push_back(std::move(row));
    banked = scores;
  };
  for (const Action& a : match.history()) {
    if (a.kind == Action::Kind::NextRound) bank();  // the round just finished
    if (!(a.kind == Action::Kind::Move ? m.play(a.move) : m.next_round(a.deal))) return rounds;
  }
  if (m.phase() == Phase::RoundOver || m.phase() == Phase::MatchOver) bank();
  return rounds;
}

OptionList preset_options(const Preset& preset, int players) {
  OptionList out{{"players", std::to_string(players)}};
  auto put = [&](const OptionList& list) {
    for (const auto& item : list) {  // (clang 14 cannot capture structured bindings)
      auto it = std::find_if(out.begin(), out.end(), [&](const auto& kv) { return kv.first == item.first; });
      if (it != out.end())
        it->second = item.second;
      else
        out.push_back(item);
    }
  };
  put(preset.options);
  for (const auto& [count, list] : preset.per_players)
    if (count == players) put(list);
  return out;
}

std::string name_seats(const std::string& text, const std::vector<std::string>& names) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '{') {
      std::size_t close = text.find('}', i);
      if (close != std::string::npos && close > i + 1) {
        const std::string digits = text.substr(i + 1, close - i - 1);
        if (std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; })) {
          const std::size_t seat = std::stoul(digits);
          out += seat < names.size() ? names[seat] : "seat " + digits;
          i = close;
          continue;
        }
      }
    }
    out += text[i];
  }
  return out;
}

std::vector<int> best_seats(const std::vector<int>& points, bool lowest) {
  if (points.empty()) return {};
  const int best =
      lowest ? *std::min_element(points.begin(), points.end()) : *std::max_element(points.begin(), points.end());
  std::vector<int> out;
  for (int s = 0; s < static_cast<int>(points.size()); ++s)
    if (points[static_cast<std::size_t>(s)] == best) out.push_back(s);
  return out;
}

int seat_is_side(int seat, int) { return seat; }
int partners_opposite(int seat, int on) { return on ? seat % 2 : seat; }

std::vector<int> match_end_winners(const std::vector<int>& scores, const MatchEnd& rule, int (*side_of)(int, int),
                                   int side_arg, std::string& note) {
  if (*std::max_element(scores.begin(), scores.end()) < rule.target) return {};
  const int best = rule.lowest_wins ? *std::min_element(scores.begin(), scores.end())
                                    : *std::max_element(scores.begin(), scores.end());
  std::vector<int> seats, sides;
  for (int s = 0; s < static_cast<int>(scores.size()); ++s)
    if (scores[static_cast<std::size_t>(s)] == best) {
      seats.push_back(s);
      if (std::find(sides.begin(), sides.end(), side_of(s, side_arg)) == sides.end())
        sides.push_back(side_of(s, side_arg));
    }
  if (sides.size() == 1 || rule.shared) return seats;
  if (rule.lowest_wins)
    note += " " + phrase("The target is reached but the lowest totals are tied at {score}: another round decides it.",
                         {{"score", best}});
  else
    note += " " + phrase("The target is reached but the lead is tied at {score}: another round decides it.",
                         {{"score", best}});
  return {};
}

Json options_json(const Options& options) {
  Json out = Json::object();
  for (const auto& [k, v] : options.items()) {
    const bool numeric = !v.empty() && std::all_of(v.begin(), v.end(), [](char c) { return c >= '0' && c <= '9'; });
    if (v == "true" || v == "false")
      out.set(k, v == "true");
    else if (numeric)
      out.set(k, std::stoi(v));
    else
      out.set(k, v);
  }
  return out;
}

Json state_json(const SeatView& view, const Options& options, int round, Json hands) {
  Json j = Json::object();
  j.set("game", view.game_id());
  j.set("players", view.players());
  j.set("options", options_json(options));
  j.set("round", round);
  j.set("phase", phase_name(view.phase()));
  j.set("to_move", view.to_move() < 0 ? Json() : Json(view.to_move()));
  if (view.seat() >= 0) j.set("seat", view.seat());
  j.set("hands", std::move(hands));
  return j;
}

const std::vector<std::string>& bot_levels() {
  static const std::vector<std::string> levels{"random", "easy", "normal", "hard", "expert"};
  return levels;
}

std::string_view level_label(std::string_view level) {
  if (level == "random") return NC_("level", "Random");
  if (level == "easy") return NC_("level", "Easy");
  if (level == "normal") return NC_("level", "Normal");
  if (level == "hard") return NC_("level", "Hard");
  if (level == "expert") return NC_("level", "Expert");
  return level;
}

namespace {

class Decided final : public BotThinking {
 public:
  explicit Decided(std::string move) : move_(std::move(move)) {}
  bool think(int) override { return true; }
  bool done() const override { return true; }
  std::string move() const override { return move_; }

 private:
  std::string move_;
};

}  // namespace

std::unique_ptr<BotThinking> decided(std::string move) { return std::make_unique<Decided>(std::move(move)); }

std::string think_through(BotThinking& thinking) {
  while (!thinking.think(1 << 20)) {
  }
  return thinking.move();
}

std::unique_ptr<BotThinking> bot_think(const Match& match, std::string_view level, std::uint64_t seed) {
  if (match.to_move() < 0) return nullptr;
  Rng rng(seed);
  auto view = match.view(match.to_move());
  return match.info().bot_think(*view, level, rng);
}

std::string bot_move(const Match& match, std::string_view level, std::uint64_t seed) {
  if (match.to_move() < 0) return {};
  Rng rng(seed);
  auto view = match.view(match.to_move());
  return match.info().bot_move(*view, level, rng);
}

}  // namespace boneyard
