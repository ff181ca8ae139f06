#pragma once
// What a translation lacks against English (--check-lang xx, the completeness test, docs/how-to/translate.md):
// keys it does not have, keys left word for word in English, blanks English does not fill for that key, and
// content rows it gives no name; each at the file's line and column (a missing key at its group's header).
// A template that does not parse is refused earlier, by Strings::parse, at its own place.

#include <set>
#include <string>
#include <string_view>

#include "core/diag.hpp"
#include "sim/text/strings.hpp"

namespace yoord {

struct Content;

// The blanks a template reads: plain names, a form's noun ("{the:item}" reads "item"), and with `choices` a
// choice's key ("{n?one:..}" reads "n").
[[nodiscard]] std::set<std::string> placeholders_of(std::string_view text, bool choices = true);

// Whether a template has words to translate: letters outside its blanks ("{item} (x{n})" has none).
[[nodiscard]] bool has_words(std::string_view text);

// The problems of `language` (read from `path`, before any fall-back to English) against `english` and the rows
// of `content`. Keys the file lists in [grammar] same_as_english may keep the English text (a word the two
// languages share).
void check_language(const Strings& language, const Strings& english, const Content& content, const std::string& path,
                    Diagnostics& out);

// The text of a skeleton language file: every key of `english` with its English text as a comment above an
// empty value, and a [names] entry for every row of `content`, so a translator fills in the blanks.
[[nodiscard]] std::string language_skeleton(const Strings& english, const Content& content);

}  // namespace yoord
