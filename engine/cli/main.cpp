// The `boneyard` command-line program: the engine without a window.
//   boneyard protocol       JSON requests on stdin, answers on stdout (docs/protocol.md)
//   boneyard bench [N]      deterministic bot-vs-bot workload; prints a signature and speed
//   boneyard bench playouts [N]  the search state's random playouts; signature and moves/s
//   boneyard games          the games and their options
//   boneyard arena ...      duplicate deals or matches between two computer levels (cli/arena.h)
//   boneyard replay [--record] FILE  the rounds and scores of a match record or save (core/record.h)
#include <cstdio>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>
#include <string>

#include "cli/arena.h"
#include "cli/bench.h"
#include "core/match.h"
#include "core/record.h"
#include "protocol/protocol.h"

namespace {

int usage(int code) {
  std::fprintf(code ? stderr : stdout,
               "usage: boneyard protocol   JSON requests on stdin, one answer per line (docs/protocol.md)\n"
               "       boneyard bench [N]  N bot matches per game and player count (default 20)\n"
               "       boneyard bench playouts [N]  N random playouts of the search state per deal\n"
               "       boneyard games      list the games and their options\n"
               "       boneyard arena GAME [players=N] [deals=N | matches=N [from=start|late]]\n"
               "                           [test=LEVEL] [field=LEVEL] [seed=N] [option=value...]\n"
               "                           duplicate deals or matches: LEVEL in each seat in turn against the field\n"
               "       boneyard replay [--record] FILE\n"
               "                           the rounds and scores of a match record or save (FILE - : stdin);\n"
               "                           --record: the whole record (deals, moves, save line)\n");
  return code;
}

int protocol() {
  boneyard::ProtocolSession session;
  std::string line;
  while (std::getline(std::cin, line)) {
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    std::cout << session.handle(line) << '\n' << std::flush;
  }
  return 0;
}

int games() {
  for (const auto* g : boneyard::available_games()) {
    std::printf("%.*s — %.*s\n", static_cast<int>(g->id().size()), g->id().data(), static_cast<int>(g->title().size()),
                g->title().data());
    for (const auto& o : g->option_specs()) {
      std::string values;
      if (o.kind == boneyard::OptionSpec::Kind::Integer)
        values = std::to_string(o.min) + ".." + std::to_string(o.max);
      else if (o.kind == boneyard::OptionSpec::Kind::Boolean)
        values = "true|false";
      else
        for (const auto& c : o.choices) values += (values.empty() ? "" : "|") + c;
      std::printf("  %-28s %-40s default %s\n      %s\n", o.name.c_str(), values.c_str(),
                  o.default_value.empty() ? "(computed)" : o.default_value.c_str(), o.help.c_str());
    }
  }
  return 0;
}

// Reads a record or a save from FILE (or stdin for "-") and prints its rounds and scores, or
// the whole record; a file that cannot be read or loaded is refused on stderr with status 1.
int replay(int argc, char** argv) {
  bool whole = false;
  std::string file;
  for (int i = 2; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--record")
      whole = true;
    else if (file.empty())
      file = arg;
    else
      return usage(2);
  }
  if (file.empty()) return usage(2);
  std::string text;
  if (file == "-") {
    text.assign(std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>());
  } else {
    std::ifstream in(file, std::ios::binary);
    if (!in) {
      std::fprintf(stderr, "boneyard replay: cannot open '%s'\n", file.c_str());
      return 1;
    }
    std::ostringstream buffer;
    buffer << in.rdbuf();
    text = buffer.str();
  }
  std::vector<std::string> names;
  auto match = boneyard::load_record(text, &names);
  if (!match) {
    std::fprintf(stderr, "boneyard replay: %s: %s\n", file.c_str(), match.error().c_str());
    return 1;
  }
  const std::string out = whole ? boneyard::format_record(**match, names) : boneyard::format_rounds(**match, names);
  std::fwrite(out.data(), 1, out.size(), stdout);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) return usage(2);
  const std::string cmd = argv[1];
  if (cmd == "protocol") return protocol();
  if (cmd == "bench") return boneyard::bench_main(argc - 1, argv + 1);
  if (cmd == "games") return games();
  if (cmd == "arena") return boneyard::arena_main(argc, argv);
  if (cmd == "replay") return replay(argc, argv);
  if (cmd == "help" || cmd == "--help" || cmd == "-h") return usage(0);
  std::fprintf(stderr, "unknown command '%s'\n", cmd.c_str());
  return usage(2);
}
