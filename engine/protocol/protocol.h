// `boneyard protocol` (docs/protocol.md): one JSON request per line in, one JSON answer out.
//
// ProtocolSession is the façade between the text protocol and the engine: it holds at
// most one match and answers requests. A refused request changes nothing; bad JSON,
// unknown commands and illegal moves are answered with {"ok":false,"error":...}.
#pragma once

#include <memory>
#include <string>
#include <string_view>

#include "core/match.h"

namespace boneyard {

class ProtocolSession {
 public:
  std::string handle(std::string_view line);  // one answer, one line, no newline
  const Match* match() const { return match_.get(); }

 private:
  std::unique_ptr<Match> match_;
};

}  // namespace boneyard
