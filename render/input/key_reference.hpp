#pragma once
// docs/reference/keys.md, generated from the key table so the page cannot drift from the game. A test compares
// the committed page with this text and says how to regenerate it.

#include <string>

namespace yoord {

[[nodiscard]] std::string keys_reference_markdown();

}  // namespace yoord
