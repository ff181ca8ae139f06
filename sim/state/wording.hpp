#pragma once
// A wording: words of the sentence table kept as keys, not as text, so that what is written down once (a cause of
// death in the save, the dump and the leaderboard) is read in the reader's language whenever it is read. A
// wording is a key with named blanks, each blank a wording in turn; a content row, named by its stable id and
// written as its name in the reading language; or plain text (a number, or a cause written before wordings).
//
// Encoded as one line of text (the save's string, the leaderboard's field):
//
//     =death.cause{cause=cause.spikes{name=@yellow_mould"yellow mould"},depth="3"}
//
// A key is written bare; a row as @id followed by its English name in quotes (what an unknown row still shows);
// text in quotes, with \" and \\ escaped. The leading '=' marks an encoding: a line without it, or one that does
// not decode, is plain text, so a save or board written before wordings reads as it was written.
//
// Writing a wording in a language is a verb of the sentence table: written() in sim/text/say.hpp.

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace yoord {

struct Wording {
    enum class Kind : std::uint8_t {
        text,  // `text`, as it is
        key,   // the table's sentence for `text` (a key), its blanks filled from `blanks`
        row,   // the content row `text` (an id), by its name with an article ("a sewer rat"); `english` its name
        bare_row,  // the same without the article ("magic dart")
    };
    Kind kind = Kind::text;
    std::string text;
    std::string english;
    std::vector<std::pair<std::string, Wording>> blanks;

    [[nodiscard]] static Wording plain(std::string text);
    [[nodiscard]] static Wording of_key(std::string key, std::vector<std::pair<std::string, Wording>> blanks = {});
    [[nodiscard]] static Wording of_row(std::string id, std::string english_name);
    [[nodiscard]] static Wording of_bare_row(std::string id, std::string english_name);

    [[nodiscard]] bool empty() const noexcept { return kind == Kind::text && text.empty(); }
    // The blank named `name`, or null.
    [[nodiscard]] const Wording* blank(std::string_view name) const;

    friend bool operator==(const Wording&, const Wording&) = default;
};

// Wordings nest at most this deep and hold at most kMaxWordingBlanks blanks each when decoded: the text comes
// from files the game did not write.
inline constexpr int kMaxWordingDepth = 6;
inline constexpr std::size_t kMaxWordingBlanks = 8;

// The one-line encoding above. A wording of plain text that does not start with '=' encodes as itself.
[[nodiscard]] std::string encode(const Wording& w);
// The wording a line encodes; plain text for a line that is not an encoding (or is a broken one).
[[nodiscard]] Wording decode(std::string_view line);

}  // namespace yoord
