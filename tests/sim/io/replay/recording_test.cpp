#include "sim/io/replay/recording.hpp"

#include <gtest/gtest.h>

#include <string>

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

Recording sample() {
    Recording r;
    r.header.game_version = "0.1.0";
    r.header.content_hash = 0x0123456789abcdefULL;
    r.header.seed = 18446744073709551615ULL;
    r.header.name = "Ada 100% Lovelace\n";
    r.header.spawn = {"rat", "dagger"};
    r.turns.push_back({Intent::step(Direction::south_west), 1});
    r.turns.push_back({Intent::zap(7, Point{-3, 40}), 0xffffffffffffffffULL});
    r.turns.push_back({Intent::unequip(EquipSlot::launcher), 42});
    r.turns.push_back({Intent::travel(Point{kMaxRecordedCoordinate, -kMaxRecordedCoordinate}), 0});
    r.turns.push_back({Intent::fight(), 7});
    r.turns.push_back({Intent::fight(2), 8});
    return r;
}

std::string header_text() {
    return "yoord-recording 1\ngame 0.1.0\ncontent 0123456789abcdef\nseed 5\nname bot\nspawn\nturns\n";
}

std::string error_of(const std::string& text) {
    const RecordingParse p = parse_recording(text);
    EXPECT_FALSE(p.recording.has_value()) << text;
    return p.error;
}

TEST(Recording, FormatThenParseGivesTheSameRecording) {
    const Recording r = sample();
    const RecordingParse p = parse_recording(format_recording(r));
    ASSERT_TRUE(p.recording) << p.error;
    EXPECT_EQ(p.recording->header.game_version, r.header.game_version);
    EXPECT_EQ(p.recording->header.content_hash, r.header.content_hash);
    EXPECT_EQ(p.recording->header.seed, r.header.seed);
    EXPECT_EQ(p.recording->header.name, r.header.name);
    EXPECT_EQ(p.recording->header.spawn, r.header.spawn);
    ASSERT_EQ(p.recording->turns.size(), r.turns.size());
    for (std::size_t i = 0; i < r.turns.size(); ++i) {
        EXPECT_EQ(p.recording->turns[i].intent, r.turns[i].intent) << i;
        EXPECT_EQ(p.recording->turns[i].hash, r.turns[i].hash) << i;
    }
}

// A recording names its dungeon generation on the line after the seed; one made before generations has no such
// line and plays generation 1.
TEST(Recording, TheGenerationFollowsTheSeedAndARecordingWithoutItIsGenerationOne) {
    Recording r = sample();
    r.header.generation = 2;
    const std::string text = format_recording(r);
    EXPECT_NE(text.find("\nseed 18446744073709551615\ngeneration 2\nname "), std::string::npos) << text;
    const RecordingParse p = parse_recording(text);
    ASSERT_TRUE(p.recording) << p.error;
    EXPECT_EQ(p.recording->header.generation, 2);

    const RecordingParse old = parse_recording(header_text());
    ASSERT_TRUE(old.recording) << old.error;
    EXPECT_EQ(old.recording->header.generation, 1);
    EXPECT_EQ(error_of("yoord-recording 1\ngame 0.1.0\ncontent 0123456789abcdef\nseed 5\ngeneration 99\nname bot\n"
                       "spawn\nturns\n"),
              "line 5: dungeon generation '99' is not one this build plays (1 to " +
                  std::to_string(kNewestGeneration) + ")");
}

TEST(Recording, TheStartingCompanionIsItsOwnHeaderLineAndRoundTrips) {
    Recording r = sample();
    r.header.companion = "dog";
    const std::string text = format_recording(r);
    EXPECT_NE(text.find("\ncompanion dog\nturns\n"), std::string::npos) << text;
    const RecordingParse p = parse_recording(text);
    ASSERT_TRUE(p.recording) << p.error;
    EXPECT_EQ(p.recording->header.companion, "dog");
    EXPECT_EQ(parse_recording(format_recording(sample())).recording->header.companion, "") << "none: no line";
    EXPECT_NE(error_of("yoord-recording 1\ngame 0.1.0\ncontent 0123456789abcdef\nseed 5\nname bot\nspawn\n"
                       "companion a b\nturns\n")
                  .find("one row id"),
              std::string::npos);
}

TEST(Recording, TheBodyIsItsOwnHeaderLineAndRoundTrips) {
    Recording r = sample();
    r.header.companion = "dog";
    r.header.body = "lurk";
    const std::string text = format_recording(r);
    EXPECT_NE(text.find("\ncompanion dog\nbody lurk\nturns\n"), std::string::npos) << text;
    const RecordingParse p = parse_recording(text);
    ASSERT_TRUE(p.recording) << p.error;
    EXPECT_EQ(p.recording->header.body, "lurk");
    EXPECT_EQ(p.recording->header.companion, "dog");
}

TEST(Recording, ThePacksAreOneLineEachInLoadOrderAfterTheBodyAndRoundTrip) {
    Recording r = sample();
    r.header.body = "lurk";
    r.header.packs = {RecordedPack{"goblin_quest", 0x5be2c0d19a7e3f40ULL}, RecordedPack{"more_2", 1}};
    const std::string text = format_recording(r);
    EXPECT_NE(text.find("\nbody lurk\npack goblin_quest 5be2c0d19a7e3f40\npack more_2 0000000000000001\nturns\n"),
              std::string::npos)
        << text;
    const RecordingParse p = parse_recording(text);
    ASSERT_TRUE(p.recording) << p.error;
    EXPECT_EQ(p.recording->header.packs, r.header.packs);
    EXPECT_EQ(format_recording(*p.recording), text);
}

TEST(Recording, ARunWithoutPacksWritesNoPackLineAndReadsNone) {
    const std::string text = format_header(sample().header);
    EXPECT_EQ(text.find("pack"), std::string::npos) << text;
    const RecordingParse p = parse_recording(header_text());
    ASSERT_TRUE(p.recording) << p.error;
    EXPECT_TRUE(p.recording->header.packs.empty());
}

TEST(Recording, ABadPackLineIsRefusedNamingTheLine) {
    const std::string head = "yoord-recording 1\ngame 0.1.0\ncontent 0123456789abcdef\nseed 5\nname bot\nspawn\n";
    const std::string why =
        "line 7: 'pack' takes a pack id (lower-case letters, digits and '_'; not core) and its hash of 16 hex digits";
    EXPECT_EQ(error_of(head + "pack goblin_quest\nturns\n"), why);
    EXPECT_EQ(error_of(head + "pack goblin_quest 12\nturns\n"), why);
    EXPECT_EQ(error_of(head + "pack Goblin 0000000000000001\nturns\n"), why);
    EXPECT_EQ(error_of(head + "pack ../x 0000000000000001\nturns\n"), why);
    EXPECT_EQ(error_of(head + "pack core 0000000000000001\nturns\n"), why);
    EXPECT_EQ(error_of(head + "pack a 0000000000000001 extra\nturns\n"), why);
    EXPECT_EQ(error_of(head + "pack a 0000000000000001\npack a 0000000000000002\nturns\n"),
              "line 8: the pack 'a' is named twice");
}

// The parser stays bounded: a header cannot grow without end by pack lines.
TEST(Recording, MoreThanTheMostPacksIsRefused) {
    std::string text = "yoord-recording 1\ngame 0.1.0\ncontent 0123456789abcdef\nseed 5\nname bot\nspawn\n";
    for (std::size_t i = 0; i <= kMaxRecordedPacks; ++i) text += "pack p" + std::to_string(i) + " 0000000000000001\n";
    text += "turns\n";
    EXPECT_EQ(error_of(text), "line " + std::to_string(7 + kMaxRecordedPacks) + ": more than " +
                                  std::to_string(kMaxRecordedPacks) + " packs");
}

// An older build met a recording with packs as a part it does not know, by name; this one knows it, and meets a
// part from a newer build the same way after the pack lines.
TEST(Recording, APartAfterThePackLinesThatThisBuildDoesNotKnowIsRefusedByName) {
    const std::string text = "yoord-recording 1\ngame 9.0.0\ncontent 0123456789abcdef\nseed 5\nname bot\nspawn\n"
                             "pack a 0000000000000001\nnext_part yes\nturns\n";
    EXPECT_EQ(error_of(text),
              "line 8: the recording names 'next_part', a part of the run this build does not know: it was made by "
              "yoord 9.0.0, a newer version; verify or replay it with that one");
}

TEST(Recording, TheNameIsEscapedOntoOneLine) {
    const std::string text = format_header(sample().header);
    EXPECT_NE(text.find("name Ada%20100%25%20Lovelace%0A\n"), std::string::npos) << text;
}

TEST(Recording, AHeaderWithNoTurnsIsAnEmptyRecording) {
    const RecordingParse p = parse_recording(header_text());
    ASSERT_TRUE(p.recording) << p.error;
    EXPECT_TRUE(p.recording->turns.empty());
    EXPECT_EQ(p.recording->header.seed, 5u);
}

TEST(Recording, CarriageReturnsAreTolerated) {
    std::string text = header_text() + "wait 0 0 0 0 0 0000000000000001\n";
    std::string crlf;
    for (const char c : text) crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
    const RecordingParse p = parse_recording(crlf);
    ASSERT_TRUE(p.recording) << p.error;
    EXPECT_EQ(p.recording->turns.size(), 1u);
}

TEST(Recording, RefusesWhatIsNotARecording) {
    EXPECT_NE(error_of("").find("not a yoord recording"), std::string::npos);
    EXPECT_NE(error_of("hello\n").find("not a yoord recording"), std::string::npos);
    EXPECT_NE(error_of("yoord-recording 99\n").find("format '99'"), std::string::npos);
}

TEST(Recording, RefusesABrokenHeaderNamingTheLine) {
    EXPECT_EQ(error_of("yoord-recording 1\ngame 0.1.0\n"), "line 3: the file ends before the 'content' line");
    EXPECT_EQ(error_of("yoord-recording 1\ngame 0.1.0\ncontent 12\n"), "line 3: the content hash must be 16 hex digits");
    EXPECT_NE(error_of("yoord-recording 1\ngame x\ncontent 0123456789abcdef\nseed -1\n").find("line 4"),
              std::string::npos);
    EXPECT_NE(error_of("yoord-recording 1\ngame x\ncontent 0123456789abcdef\nseed 1\nname a%4\n").find("'%'"),
              std::string::npos);
    EXPECT_NE(error_of("yoord-recording 1\ngame x\ncontent 0123456789abcdef\nseed 1\nname a\nspawn a,,b\n")
                  .find("empty id"),
              std::string::npos);
}

// A newer build's header may name more of the run (a line this build does not know before `turns`): the refusal
// names the part and the version that wrote it, rather than a bare "expected the 'turns' line".
TEST(Recording, APartOfTheRunThisBuildDoesNotKnowIsRefusedByNameWithTheVersionThatWroteIt) {
    const std::string text =
        "yoord-recording 1\ngame 9.0.0\ncontent 0123456789abcdef\nseed 5\nname bot\nspawn\ncompanion dog\n"
        "generation 2\nturns\n";
    EXPECT_EQ(error_of(text),
              "line 8: the recording names 'generation', a part of the run this build does not know: it was made by "
              "yoord 9.0.0, a newer version; verify or replay it with that one");
    // A damaged line is still a damaged line.
    EXPECT_EQ(error_of("yoord-recording 1\ngame x\ncontent 0123456789abcdef\nseed 5\nname bot\nspawn\n#!?\nturns\n"),
              "line 7: expected the 'turns' line");
}

TEST(Recording, RefusesATurnOutOfBoundsNamingTheLine) {
    const std::string h = header_text();
    EXPECT_EQ(error_of(h + "fly 0 0 0 0 0 0000000000000001\n"),
              "line 8: unknown intent 'fly': the recording was made by yoord 0.1.0; if that is newer, verify or replay "
              "it with that one");
    EXPECT_EQ(error_of(h + "step 8 0 0 0 0 0000000000000001\n"), "line 8: direction must be 0 to 7");
    EXPECT_EQ(error_of(h + "drop 0 256 0 0 0 0000000000000001\n"), "line 8: letter must be 0 to 255");
    EXPECT_EQ(error_of(h + "unequip 0 0 5 0 0 0000000000000001\n"), "line 8: slot must be 0 to 4");
    EXPECT_NE(error_of(h + "travel 0 0 0 99999999999 0 0000000000000001\n").find("target"), std::string::npos);
    EXPECT_EQ(error_of(h + "wait 0 0 0 0 0 00001\n"), "line 8: the hash must be 16 hex digits");
    EXPECT_NE(error_of(h + "wait 0 0 0 0 0\n").find("got 6"), std::string::npos);
    EXPECT_NE(error_of(h + "\nwait 0 0 0 0 0 0000000000000001\n").find("line 8"), std::string::npos);
    EXPECT_NE(error_of(h + "wait +1 0 0 0 0 0000000000000001\n").find("direction"), std::string::npos);
}

// Auto-fight is a turn line of its own kind, its letter the quivered ammo (255: nothing quivered). A build from
// before it refuses the line by name ("unknown intent 'fight'") and replays nothing.
TEST(Recording, AnAutoFightTurnIsWrittenByNameWithItsQuiverLetter) {
    Recording r;
    r.turns.push_back({Intent::fight(), 1});
    r.turns.push_back({Intent::fight(4), 2});
    const std::string text = format_recording(r);
    EXPECT_NE(text.find("\nfight 0 255 0 0 0 0000000000000001\n"), std::string::npos) << text;
    EXPECT_NE(text.find("\nfight 0 4 0 0 0 0000000000000002"), std::string::npos) << text;
    EXPECT_NE(error_of(header_text() + "fight_harder 0 0 0 0 0 0000000000000001\n").find("unknown intent"),
              std::string::npos);
}

TEST(Recording, HashHexIsSixteenLowercaseDigits) {
    EXPECT_EQ(hash_hex(0xABCULL), "0000000000000abc");
    EXPECT_EQ(hash_hex(~0ULL), "ffffffffffffffff");
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
