#include "render/colour.hpp"

#include <gtest/gtest.h>

#include "render/glyph.hpp"
#include "render/null_terminal.hpp"
#include "render/canvas.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

// sim/ stores colour names; render/ must know every one a row can name.
TEST(Colour, EveryColourNameARowCanNameIsKnownToTheFrontEnd) {
    for (const std::string_view name : ColourName_names) {
        EXPECT_TRUE(colour_from_name(name).has_value()) << name;
    }
}

constexpr ColourMode kAllModes[] = {ColourMode::c256, ColourMode::c16, ColourMode::c8, ColourMode::mono};

TEST(Colour, NoGlyphIsEverDrawnInItsBackgroundColourInAnyMode) {
    for (const ColourMode mode : kAllModes) {
        for (int fg = 0; fg < 256; ++fg) {
            for (int bg = 0; bg < 256; ++bg) {
                const ResolvedColours r =
                    resolve(Colour{static_cast<std::uint8_t>(fg)}, Colour{static_cast<std::uint8_t>(bg)}, mode);
                const auto shown = shown_rgb(r);
                ASSERT_GE(colour_distance(shown[0], shown[1]), kMinVisibleDistance)
                    << "fg " << fg << " on bg " << bg << " in mode " << colour_mode_name(mode);
                if (mode != ColourMode::mono) {
                    ASSERT_NE(r.fg, r.bg);
                }
            }
        }
    }
}

TEST(Colour, ResolvedIndicesFitTheMode) {
    for (int fg = 0; fg < 256; ++fg) {
        for (int bg = 0; bg < 256; ++bg) {
            const Colour f{static_cast<std::uint8_t>(fg)}, b{static_cast<std::uint8_t>(bg)};
            const ResolvedColours c16 = resolve(f, b, ColourMode::c16);
            EXPECT_LT(c16.fg, 16);
            EXPECT_LT(c16.bg, 16);
            const ResolvedColours c8 = resolve(f, b, ColourMode::c8);
            EXPECT_LT(c8.fg, 8);
            EXPECT_LT(c8.bg, 8);
            const ResolvedColours mono = resolve(f, b, ColourMode::mono);
            EXPECT_EQ(mono.fg, -1);
            EXPECT_EQ(mono.bg, -1);
        }
    }
}

TEST(Colour, A256ColourPairThatIsVisibleIsKeptAsIs) {
    const ResolvedColours r = resolve(Colour{208}, colours::black, ColourMode::c256);
    EXPECT_EQ(r.fg, 208);
    EXPECT_EQ(r.bg, 0);
}

TEST(Colour, SixteenColourModeUsesTheNearestAnsiColour) {
    EXPECT_EQ(nearest16(Colour{196}), colours::bright_red);  // pure red in the cube
    EXPECT_EQ(nearest16(Colour{232}), colours::black);       // darkest grey
    EXPECT_EQ(nearest16(Colour{231}), colours::bright_white);  // the cube's white
    EXPECT_EQ(nearest16(Colour{254}), colours::white);         // a light grey
    EXPECT_EQ(nearest16(colours::cyan), colours::cyan);
}

TEST(Colour, EightColourModeLightsBrightForegroundsWithBold) {
    const ResolvedColours r = resolve(colours::bright_yellow, colours::black, ColourMode::c8);
    EXPECT_EQ(r.fg, colours::yellow.index);
    EXPECT_TRUE(r.bold);
}

TEST(Colour, GreyOnBlackInEightColoursBecomesWhiteBecauseBoldBlackMayBeBlack) {
    const ResolvedColours r = resolve(colours::bright_black, colours::black, ColourMode::c8);
    EXPECT_EQ(r.fg, colours::white.index);
    EXPECT_FALSE(r.bold);
}

TEST(Colour, SameColourOnItselfGetsAContrastingGlyph) {
    EXPECT_EQ(resolve(colours::red, colours::red, ColourMode::c16).fg, colours::bright_white.index);
    EXPECT_EQ(resolve(colours::white, colours::white, ColourMode::c16).fg, colours::black.index);
    EXPECT_EQ(resolve(colours::yellow, colours::yellow, ColourMode::c8).fg, colours::black.index);
}

TEST(Colour, MonochromeShowsAHighlightedBackgroundAsReverseVideo) {
    EXPECT_TRUE(resolve(colours::black, colours::white, ColourMode::mono).reverse);
    EXPECT_FALSE(resolve(colours::red, colours::black, ColourMode::mono).reverse);
}

TEST(Colour, NamesAndHexResolve) {
    EXPECT_EQ(colour_from_name("red"), colours::red);
    EXPECT_EQ(colour_from_name("bright_blue"), colours::bright_blue);
    EXPECT_EQ(colour_from_name("grey"), colour_from_name("gray"));
    EXPECT_EQ(colour_from_name("#ff0000"), Colour{196});
    EXPECT_EQ(colour_from_name("#000000"), Colour{16});  // the cube's black, not the themeable ANSI black
    EXPECT_FALSE(colour_from_name("redd").has_value());
    EXPECT_FALSE(colour_from_name("#ff00").has_value());
    EXPECT_FALSE(colour_from_name("#gg0000").has_value());
}

TEST(Colour, AForcedModeNeverExceedsWhatTheTerminalShows) {
    EXPECT_EQ(poorer(ColourMode::c8, ColourMode::c256), ColourMode::c8);
    EXPECT_EQ(poorer(ColourMode::c256, ColourMode::mono), ColourMode::mono);
    EXPECT_EQ(poorer(ColourMode::c256, ColourMode::c16), ColourMode::c16);
}

TEST(Colour, ModeNamesRoundTrip) {
    for (const ColourMode mode : kAllModes) EXPECT_EQ(colour_mode_from_name(colour_mode_name(mode)), mode);
    EXPECT_FALSE(colour_mode_from_name("24bit").has_value());
}

TEST(Glyph, PrintableAsciiIsItsOwnFallback) {
    for (char32_t c = 0x20; c < 0x7f; ++c) EXPECT_EQ(ascii_fallback(c), static_cast<char>(c));
}

TEST(Glyph, SymbolsFallBackToLookalikes) {
    EXPECT_EQ(ascii_fallback(U'─'), '-');
    EXPECT_EQ(ascii_fallback(U'│'), '|');
    EXPECT_EQ(ascii_fallback(U'┌'), '+');
    EXPECT_EQ(ascii_fallback(U'·'), '.');
    EXPECT_EQ(ascii_fallback(U'≈'), '~');
    EXPECT_EQ(ascii_fallback(U'▒'), '#');
    EXPECT_EQ(ascii_fallback(U'×'), 'x');
    EXPECT_EQ(ascii_fallback(U'↑'), '^');
}

TEST(Glyph, UnknownGlyphsAndControlCodesBecomeAQuestionMark) {
    EXPECT_EQ(ascii_fallback(U'龍'), '?');
    EXPECT_EQ(ascii_fallback(U'\t'), '?');
    EXPECT_EQ(ascii_fallback(0x1F409), '?');
}

TEST(Glyph, AnAsciiTerminalShowsTheFallbackOfEveryCell) {
    NullTerminal terminal({6, 3}, GlyphMode::ascii);
    Canvas(terminal).frame();
    Canvas(terminal).put(2, 1, Cell{U'≈'});
    terminal.present();
    EXPECT_EQ(terminal.to_string(), "+----+\n| ~  |\n+----+");
    EXPECT_EQ(terminal.cell(2, 1).glyph, U'≈');  // the logical cell keeps its glyph
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
