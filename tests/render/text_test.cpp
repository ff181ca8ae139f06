#include <gtest/gtest.h>

#include "render/key.hpp"
#include "render/utf8.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

TEST(Utf8, RoundTripsAllPlanes) {
    const std::u32string text = U"a·×龍\U0001F409";
    EXPECT_EQ(decode_utf8(encode_utf8(text)), text);
}

TEST(Utf8, MalformedBytesBecomeReplacementCharacters) {
    EXPECT_EQ(decode_utf8("a\xff" "b"), U"a\uFFFD" "b");
    EXPECT_EQ(decode_utf8("\xe2\x94"), U"\uFFFD\uFFFD");  // truncated sequence
}

TEST(Utf8, WidthCountsCodePoints) { EXPECT_EQ(text_width("80×24"), 5); }

// A manual page's headings in Portuguese, Spanish and Haitian Creole: "RECUPERAÇÃO", "DESCRIPCIÓN", "JWÈT".
TEST(Utf8, UpperCaseRaisesTheAccentedLettersOfTheShippedLanguages) {
    EXPECT_EQ(upper_case("recupera\xc3\xa7\xc3\xa3o"), "RECUPERA\xc3\x87\xc3\x83O");
    EXPECT_EQ(upper_case("descripci\xc3\xb3n, jw\xc3\xa8t, a\xc3\xb1o"), "DESCRIPCI\xc3\x93N, JW\xc3\x88T, A\xc3\x91O");
    EXPECT_EQ(upper_case("\xc3\xb7 80\xc3\x97" "24 \xe2\x96\x91"), "\xc3\xb7 80\xc3\x97" "24 \xe2\x96\x91") << "signs stay as they are";
}

TEST(Utf8, WrapBreaksAtSpacesAndCutsLongWords) {
    EXPECT_EQ(wrap_text("the cave troll hits you", 10), (std::vector<std::string>{"the cave", "troll hits", "you"}));
    EXPECT_EQ(wrap_text("abcdefghijkl", 5), (std::vector<std::string>{"abcde", "fghij", "kl"}));
    EXPECT_EQ(wrap_text("", 5), (std::vector<std::string>{""}));
    for (const std::string& line : wrap_text("one two three four five six seven", 7)) EXPECT_LE(text_width(line), 7);
}

// A word longer than the line (a run dump's path on the death panel) breaks after a path's separator, a hyphen or an
// underscore, so that no name is cut in the middle: "runs/" | "Adventurer-20261205-091412.txt", not "...-09" | "1412.txt".
TEST(Utf8, WrapBreaksALongPathAfterASeparatorNotMidName) {
    EXPECT_EQ(wrap_text("Run dump: /home/ana/.local/share/yoord/runs/Adventurer-20261205-091412.txt", 40),
              (std::vector<std::string>{"Run dump:", "/home/ana/.local/share/yoord/runs/", "Adventurer-20261205-091412.txt"}));
    EXPECT_EQ(wrap_text("one_two_three", 9), (std::vector<std::string>{"one_two_", "three"}));
    EXPECT_EQ(wrap_text("a/bcdefghij", 5), (std::vector<std::string>{"a/", "bcdef", "ghij"})) << "cut only where no separator fits";
}

TEST(Key, EveryNamedKeyRoundTripsThroughItsName) {
    for (char32_t c = keys::kNamedBase; c < keys::named_end_; ++c) {
        const Key k{c};
        EXPECT_EQ(parse_key(key_name(k)), k) << key_name(k);
    }
    for (const char32_t c : {keys::enter, keys::escape, keys::tab, keys::backspace, keys::space}) {
        EXPECT_EQ(parse_key(key_name(Key{c})), Key{c}) << key_name(Key{c});
    }
}

TEST(Key, ControlLettersAreNamedCtrl) {
    EXPECT_EQ(key_name(ctrl('p')), "Ctrl-P");
    EXPECT_EQ(parse_key("Ctrl-P"), ctrl('p'));
    EXPECT_EQ(parse_key("ctrl-p"), ctrl('P'));
    EXPECT_EQ(ctrl('p').code, 0x10U);
}

TEST(Key, CtrlKeysTheTerminalCannotTellFromTabOrEnterAreRefused) {
    EXPECT_FALSE(parse_key("Ctrl-I").has_value());
    EXPECT_FALSE(parse_key("Ctrl-J").has_value());
    EXPECT_FALSE(parse_key("Ctrl-M").has_value());
}

TEST(Key, SingleCharactersAreCaseSensitiveAndNamesAreNot) {
    EXPECT_EQ(parse_key("h"), Key{U'h'});
    EXPECT_EQ(parse_key("H"), Key{U'H'});
    EXPECT_EQ(parse_key("pageup"), Key{keys::page_up});
    EXPECT_EQ(parse_key("SHIFT-UP"), Key{keys::shift_up});
    EXPECT_EQ(parse_key("é"), Key{U'é'});
    EXPECT_FALSE(parse_key("Upp").has_value());
    EXPECT_FALSE(parse_key("").has_value());
}

TEST(Key, ResizeAndHangupAreNotBindable) {
    EXPECT_FALSE(bindable(Key{keys::resize}));
    EXPECT_FALSE(bindable(Key{keys::hangup}));
    EXPECT_TRUE(bindable(Key{U'h'}));
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
