#include "sim/state/wording.hpp"

#include <gtest/gtest.h>

#include <string>

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

Wording spikes_on_depth(std::string depth) {
    return Wording::of_key("death.cause",
                           {{"cause", Wording::of_key("cause.spikes", {{"name", Wording::of_row("yellow_mould", "yellow mould")}})},
                            {"depth", Wording::plain(std::move(depth))}});
}

TEST(Wording, EncodesAsOneLineAndDecodesToTheSameWording) {
    const Wording w = spikes_on_depth("3");
    const std::string line = encode(w);
    EXPECT_EQ(line, R"(=death.cause{cause=cause.spikes{name=@yellow_mould"yellow mould"},depth="3"})");
    EXPECT_EQ(decode(line), w);
}

TEST(Wording, KeepsQuotesBackslashesAndBareRowsThroughTheEncoding) {
    const Wording w = Wording::of_key(
        "cause.spell", {{"spell", Wording::of_bare_row("pack.fire_bolt", "fire \"bolt\"")}, {"name", Wording::plain("a\\b, {c}")}});
    EXPECT_EQ(decode(encode(w)), w);
    EXPECT_EQ(decode(encode(Wording::of_key("end.escaped"))), Wording::of_key("end.escaped"));
}

TEST(Wording, PlainTextIsItsOwnEncodingAndOldTextReadsAsItWasWritten) {
    EXPECT_EQ(encode(Wording::plain("killed by a rat on depth 3")), "killed by a rat on depth 3");
    EXPECT_EQ(decode("killed by a rat on depth 3"), Wording::plain("killed by a rat on depth 3"));
    EXPECT_EQ(decode(""), Wording::plain(""));
    EXPECT_TRUE(decode("").empty());
    // Text that happens to start with the mark is quoted, so it never reads back as a wording.
    const Wording odd = Wording::plain("=death.cause");
    EXPECT_EQ(encode(odd), R"(="=death.cause")");
    EXPECT_EQ(decode(encode(odd)), odd);
}

TEST(Wording, ABrokenEncodingIsPlainTextNotAnError) {
    for (const std::string bad : {"=", "=death.cause{", "=death.cause{cause=}", "=a{b=\"unclosed}", "=@\"no id\"",
                                  "=@rat", "=key trailing", "=k{=\"x\"}", "=k{a=\"1\";b=\"2\"}"}) {
        EXPECT_EQ(decode(bad), Wording::plain(bad)) << bad;
    }
}

TEST(Wording, DecodingStopsAtTheDepthAndBlankLimits) {
    std::string deep = "\"x\"";
    for (int i = 0; i < kMaxWordingDepth + 1; ++i) deep = "k{a=" + deep + "}";
    EXPECT_EQ(decode("=" + deep), Wording::plain("=" + deep)) << "too deep";
    std::string wide = "=k{";
    for (std::size_t i = 0; i <= kMaxWordingBlanks; ++i) wide += (i > 0 ? ",b" : "b") + std::to_string(i) + "=\"x\"";
    wide += "}";
    EXPECT_EQ(decode(wide), Wording::plain(wide)) << "too many blanks";
    std::string fits = "\"x\"";
    for (int i = 0; i < kMaxWordingDepth - 1; ++i) fits = "k{a=" + fits + "}";
    EXPECT_EQ(decode("=" + fits).kind, Wording::Kind::key) << "as deep as allowed";
}

TEST(Wording, NamesItsBlanks) {
    const Wording w = spikes_on_depth("7");
    ASSERT_NE(w.blank("depth"), nullptr);
    EXPECT_EQ(w.blank("depth")->text, "7");
    EXPECT_EQ(w.blank("nothing"), nullptr);
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
