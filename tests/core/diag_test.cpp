#include "core/diag.hpp"

#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

TEST(Diagnostic, FormatsAsPathLineColumnSeverityMessage) {
    EXPECT_EQ(format(Diagnostic{"content/monsters.toml", 12, 5, Severity::error, "unknown key \"hp\""}),
              "content/monsters.toml:12:5: error: unknown key \"hp\"");
    EXPECT_EQ(format(Diagnostic{"a.toml", 3, 1, Severity::warning, "w"}), "a.toml:3:1: warning: w");
    EXPECT_EQ(format(Diagnostic{"a.toml", 3, 1, Severity::note, "n"}), "a.toml:3:1: note: n");
}

TEST(Diagnostic, LeavesOutUnknownLineAndColumn) {
    EXPECT_EQ(format(Diagnostic{"a.toml", 0, 0, Severity::error, "cannot open"}), "a.toml: error: cannot open");
    EXPECT_EQ(format(Diagnostic{"a.toml", 4, 0, Severity::error, "m"}), "a.toml:4: error: m");
}

TEST(Diagnostics, CountsOnlyErrorsAsErrors) {
    Diagnostics diags;
    EXPECT_FALSE(diags.has_errors());
    diags.warning("a.toml", 1, 1, "w");
    EXPECT_FALSE(diags.has_errors());
    EXPECT_EQ(diags.size(), 1U);
    diags.error("a.toml", 2, 1, "e");
    EXPECT_TRUE(diags.has_errors());
    EXPECT_EQ(diags.error_count(), 1U);
}

TEST(Diagnostics, WritesSortedByPathLineColumnKeepingInsertionOrderForTies) {
    Diagnostics diags;
    diags.error("b.toml", 1, 1, "b first");
    diags.error("a.toml", 10, 2, "a line 10 col 2");
    diags.error("a.toml", 2, 7, "a line 2");
    diags.error("a.toml", 10, 1, "a line 10 col 1, added first");
    diags.warning("a.toml", 10, 1, "a line 10 col 1, added second");
    std::ostringstream out;
    diags.write(out);
    EXPECT_EQ(out.str(),
              "a.toml:2:7: error: a line 2\n"
              "a.toml:10:1: error: a line 10 col 1, added first\n"
              "a.toml:10:1: warning: a line 10 col 1, added second\n"
              "a.toml:10:2: error: a line 10 col 2\n"
              "b.toml:1:1: error: b first\n");
}

TEST(EditDistance, CountsInsertionsDeletionsSubstitutionsAndSwaps) {
    EXPECT_EQ(edit_distance("", ""), 0U);
    EXPECT_EQ(edit_distance("", "abc"), 3U);
    EXPECT_EQ(edit_distance("abc", ""), 3U);
    EXPECT_EQ(edit_distance("dragon", "dragon"), 0U);
    EXPECT_EQ(edit_distance("dragon", "dragons"), 1U);
    EXPECT_EQ(edit_distance("dragon", "dagon"), 1U);
    EXPECT_EQ(edit_distance("dragon", "drakon"), 1U);
    EXPECT_EQ(edit_distance("dragon", "dargon"), 1U);  // one swap
    EXPECT_EQ(edit_distance("kitten", "sitting"), 3U);
    EXPECT_EQ(edit_distance("ca", "abc"), 3U);  // optimal string alignment, not full Damerau
}

TEST(EditDistance, IsSymmetric) {
    const std::vector<std::string> words{"", "a", "ring", "rign", "ring_of_protection", "potion", "option"};
    for (const auto& a : words) {
        for (const auto& b : words) {
            EXPECT_EQ(edit_distance(a, b), edit_distance(b, a)) << a << " / " << b;
        }
    }
}

TEST(DidYouMean, SuggestsTheClosestCandidateWithinThreshold) {
    const std::vector<std::string> keys{"name", "glyph", "colour", "hit_dice", "speed"};
    EXPECT_EQ(did_you_mean("color", keys), "colour");
    EXPECT_EQ(did_you_mean("hit_die", keys), "hit_dice");
    EXPECT_EQ(did_you_mean("glpyh", keys), "glyph");
}

TEST(DidYouMean, StaysQuietWhenNothingIsClose) {
    const std::vector<std::string> keys{"name", "glyph", "colour"};
    EXPECT_EQ(did_you_mean("armour_class", keys), std::nullopt);
    EXPECT_EQ(did_you_mean("xy", keys), std::nullopt);
    EXPECT_EQ(did_you_mean("anything", std::vector<std::string>{}), std::nullopt);
}

TEST(DidYouMean, ShortWordsAllowOneEdit) {
    const std::vector<std::string> keys{"hp", "ac"};
    EXPECT_EQ(did_you_mean("hq", keys), "hp");
    EXPECT_EQ(did_you_mean("xy", keys), std::nullopt);
}

TEST(DidYouMean, BreaksTiesByCandidateOrderNotListOrder) {
    const std::vector<std::string> forward{"bat", "cat"};
    const std::vector<std::string> backward{"cat", "bat"};
    EXPECT_EQ(did_you_mean("rat", forward), "bat");
    EXPECT_EQ(did_you_mean("rat", backward), "bat");
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
