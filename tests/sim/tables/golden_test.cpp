#include "sim/tables/golden.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>

#include "sim/tables/loader.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

const Content& shipped_content() {
    static const LoadResult loaded = load_embedded_content();
    return *loaded.content;
}

std::string joined(const std::vector<std::string>& lines) {
    std::string out;
    for (const auto& l : lines) out += l + "\n";
    return out;
}

GoldenList parse_ok(std::string_view text) {
    Diagnostics d;
    GoldenList g = parse_golden(text, "ids.golden", d);
    EXPECT_FALSE(d.has_errors());
    return g;
}

// The real thing: the shipped tables against the shipped golden list. On failure each line says what to do.
TEST(GoldenIds, ShippedContentMatchesTheGoldenList) {
    Diagnostics d;
    GoldenList golden;
    for (const ContentFile& f : embedded_content_files()) {
        if (f.path == kGoldenFileName) golden = parse_golden(f.text, f.path, d);
    }
    std::ostringstream diagnostics;
    d.write(diagnostics);
    EXPECT_EQ(diagnostics.str(), "");
    EXPECT_EQ(joined(golden_problems(golden, current_ids(shipped_content()))), "");
}

TEST(GoldenIds, EffectIdsAreListedAsEffects) {
    const auto ids = current_ids(shipped_content());
    const auto it = std::find_if(ids.begin(), ids.end(), [](const IdRecord& r) { return r.id == "fire_immune"; });
    ASSERT_NE(it, ids.end());
    EXPECT_EQ(it->kind, "effect");
}

TEST(GoldenIds, MissingIdSaysWhichLineToAdd) {
    const IdRecord rat{"monster", "rat", stable_id("rat").value};
    const auto problems = golden_problems(parse_ok(""), {rat});
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_EQ(problems[0], "id 'monster rat' is missing from content/ids.golden: add the line '" + golden_line(rat) +
                               "' above [retired]");
}

TEST(GoldenIds, VanishedIdMustBeRestoredOrRetired) {
    const IdRecord rat{"monster", "rat", stable_id("rat").value};
    const auto problems = golden_problems(parse_ok(golden_line(rat)), {});
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_NE(problems[0].find("'monster rat' is neither in the tables nor retired"), std::string::npos);
}

TEST(GoldenIds, RetiredIdIsNotAProblemUntilReused) {
    const IdRecord rat{"monster", "rat", stable_id("rat").value};
    const std::string text = "[retired]\n" + golden_line(rat) + "\n";
    EXPECT_TRUE(golden_problems(parse_ok(text), {}).empty());
    const auto reused = golden_problems(parse_ok(text), {rat});
    ASSERT_EQ(reused.size(), 1u);
    EXPECT_NE(reused[0].find("retired ids are never reused"), std::string::npos);
}

TEST(GoldenIds, ChangedHashIsReported) {
    const IdRecord rat{"monster", "rat", stable_id("rat").value};
    const auto problems = golden_problems(parse_ok("monster rat 0x0000000000000001\n"), {rat});
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_NE(problems[0].find("hashes never change"), std::string::npos);
}

TEST(GoldenIds, SharedHashIsReported) {
    // Two different ids cannot be made to collide on purpose, so a hand-made record stands in for one.
    const IdRecord rat{"monster", "rat", stable_id("rat").value};
    const IdRecord impostor{"monster", "not_a_rat", stable_id("rat").value};
    const auto problems = golden_problems(parse_ok(golden_line(rat) + "\n" + golden_line(impostor)), {rat, impostor});
    EXPECT_NE(joined(problems).find("share the hash"), std::string::npos);
}

TEST(GoldenIds, ChangedKindIsReported) {
    const IdRecord as_potion{"potion", "rat", stable_id("rat").value};
    const auto problems = golden_problems(parse_ok("monster rat " + golden_line(as_potion).substr(11)), {as_potion});
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_NE(problems[0].find("shipped as a monster but is now a potion"), std::string::npos);
}

TEST(GoldenIds, MalformedLineIsADiagnostic) {
    Diagnostics d;
    (void)parse_golden("# fine\nmonster rat 12345\n", "ids.golden", d);
    ASSERT_EQ(d.error_count(), 1u);
    EXPECT_EQ(format(d.sorted()[0]),
              "ids.golden:2:1: error: expected 'kind id 0x<16 lower-case hex digits>', not 'monster rat 12345'");
}

TEST(GoldenIds, NewIdsAreThoseTheListDoesNotKnow) {
    const IdRecord rat{"monster", "rat", stable_id("rat").value};
    const IdRecord gnoll{"monster", "gnoll", stable_id("gnoll").value};
    const auto fresh = new_ids(parse_ok(golden_line(rat)), {rat, gnoll});
    ASSERT_EQ(fresh.size(), 1u);
    EXPECT_EQ(fresh[0].id, "gnoll");
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
