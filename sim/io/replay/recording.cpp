#include "sim/io/replay/recording.hpp"

#include <algorithm>
#include <charconv>
#include <cinttypes>
#include <cstdio>

#include "sim/vocab/place.hpp"

namespace yoord {
namespace {

constexpr int kDirectionCount = 8;
constexpr int kLetterLimit = 256;
constexpr int kHashDigits = 16;
constexpr int kTurnFields = 7;  // kind direction letter slot x y hash
constexpr int kWizardTurnFields = 9;  // kind direction letter slot x y row amount hash
// The kinds whose turn lines carry a row and an amount (kWizardTurnFields): a wizard act, a spirit's trade.
bool carries_amount(std::string_view kind) {
    return kind == intent_name(IntentKind::wizard) || kind == intent_name(IntentKind::trade);
}

bool needs_escape(unsigned char c) noexcept { return c <= ' ' || c == '%' || c >= 0x7f; }

std::string escape(std::string_view text) {
    static constexpr char kHex[] = "0123456789ABCDEF";
    std::string out;
    for (const char ch : text) {
        const auto c = static_cast<unsigned char>(ch);
        if (!needs_escape(c)) {
            out += ch;
            continue;
        }
        out += '%';
        out += kHex[c >> 4U];
        out += kHex[c & 0xFU];
    }
    return out;
}

int hex_digit(char c) noexcept {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

std::optional<std::string> unescape(std::string_view text) {
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] != '%') {
            out += text[i];
            continue;
        }
        if (i + 2 >= text.size()) return std::nullopt;
        const int hi = hex_digit(text[i + 1]);
        const int lo = hex_digit(text[i + 2]);
        if (hi < 0 || lo < 0) return std::nullopt;
        out += static_cast<char>(hi * 16 + lo);
        i += 2;
    }
    return out;
}

template <class Int>
bool parse_int(std::string_view text, Int min, Int max, Int& out) {
    if (text.empty()) return false;
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, out);
    return ec == std::errc{} && ptr == end && out >= min && out <= max;
}

bool parse_hash(std::string_view text, std::uint64_t& out) {
    if (text.size() != kHashDigits) return false;
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, out, 16);
    return ec == std::errc{} && ptr == end;
}

std::vector<std::string_view> split_fields(std::string_view line, char sep) {
    std::vector<std::string_view> out;
    std::size_t start = 0;
    while (true) {
        const std::size_t at = line.find(sep, start);
        out.push_back(line.substr(start, at == std::string_view::npos ? std::string_view::npos : at - start));
        if (at == std::string_view::npos) return out;
        start = at + 1;
    }
}

std::optional<IntentKind> kind_named(std::string_view name) {
#define YOORD_INTENT_FIND(k) \
    if (name == #k) return IntentKind::k;
    YOORD_INTENT_KINDS(YOORD_INTENT_FIND)
#undef YOORD_INTENT_FIND
    return std::nullopt;
}

// Reads the lines of a text one at a time, counting them for error messages.
class LineReader {
public:
    explicit LineReader(std::string_view text) : text_(text) {}
    [[nodiscard]] bool done() const noexcept { return pos_ >= text_.size(); }
    // The next line without taking it.
    [[nodiscard]] std::string_view peek() const {
        LineReader copy = *this;
        return copy.next();
    }
    [[nodiscard]] int number() const noexcept { return number_; }
    std::string_view next() {
        const std::size_t end = text_.find('\n', pos_);
        std::string_view line = text_.substr(pos_, end == std::string_view::npos ? std::string_view::npos : end - pos_);
        pos_ = end == std::string_view::npos ? text_.size() : end + 1;
        ++number_;
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        return line;
    }

private:
    std::string_view text_;
    std::size_t pos_ = 0;
    int number_ = 0;
};

// The value of a header line "key value" (value may be empty for "key" alone), or a failure.
std::optional<std::string_view> header_value(LineReader& in, std::string_view key, std::string& error) {
    if (in.done()) {
        error = "line " + std::to_string(in.number() + 1) + ": the file ends before the '" + std::string(key) +
                "' line";
        return std::nullopt;
    }
    const std::string_view line = in.next();
    if (line == key) return std::string_view{};
    if (line.size() > key.size() && line.starts_with(key) && line[key.size()] == ' ') {
        return line.substr(key.size() + 1);
    }
    error = "line " + std::to_string(in.number()) + ": expected the '" + std::string(key) + "' line";
    return std::nullopt;
}

std::string at_line(const LineReader& in, std::string_view what) {
    return "line " + std::to_string(in.number()) + ": " + std::string(what);
}

// An optional header line `KEY ID` naming one content row: read into `out` when present. False, with `error`,
// when the line is there but holds no single id.
bool optional_row_id(LineReader& in, std::string_view key, std::string& out, std::string& error) {
    if (in.done() || !in.peek().starts_with(std::string(key) + " ")) return true;
    const auto id = header_value(in, key, error);
    if (!id) return false;
    if (id->empty() || id->find(' ') != std::string_view::npos) {
        error = at_line(in, "'" + std::string(key) + "' takes one row id");
        return false;
    }
    out = std::string(*id);
    return true;
}

// A header line where `turns` is due that reads "word ..." (lower-case letters and '_'): a part of the run a
// newer build records (the header grows by such lines), as opposed to a damaged line.
bool is_unknown_part(std::string_view line) {
    const std::string_view word = line.substr(0, line.find(' '));
    if (word.empty() || word == "turns") return false;
    return std::all_of(word.begin(), word.end(), [](char c) { return (c >= 'a' && c <= 'z') || c == '_'; });
}

bool is_pack_id(std::string_view id) {
    if (id.empty()) return false;
    return std::all_of(id.begin(), id.end(),
                       [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_'; });
}

// The `pack ID HASH` lines, one per pack in load order (none for a run on the core tables alone).
bool parse_packs(LineReader& in, std::vector<RecordedPack>& packs, std::string& error) {
    while (!in.done() && in.peek().starts_with("pack ")) {
        const auto value = header_value(in, "pack", error);
        if (!value) return false;
        const std::vector<std::string_view> f = split_fields(*value, ' ');
        RecordedPack pack;
        if (f.size() != 2 || !is_pack_id(f[0]) || f[0] == "core" || !parse_hash(f[1], pack.hash)) {
            error = at_line(in, "'pack' takes a pack id (lower-case letters, digits and '_'; not core) and its hash of "
                                "16 hex digits");
            return false;
        }
        pack.id = std::string(f[0]);
        const auto same_id = [&](const RecordedPack& p) { return p.id == pack.id; };
        if (std::any_of(packs.begin(), packs.end(), same_id)) {
            error = at_line(in, "the pack '" + pack.id + "' is named twice");
            return false;
        }
        if (packs.size() == kMaxRecordedPacks) {
            error = at_line(in, "more than " + std::to_string(kMaxRecordedPacks) + " packs");
            return false;
        }
        packs.push_back(std::move(pack));
    }
    return true;
}

bool parse_header(LineReader& in, RecordingHeader& h, std::string& error) {
    const auto magic = header_value(in, kRecordingMagic, error);
    if (!magic) {
        error = "not a yoord recording (it must start with '" + std::string(kRecordingMagic) + " " +
                std::to_string(kRecordingFormat) + "')";
        return false;
    }
    if (!parse_int<int>(*magic, 1, kRecordingFormat, h.format)) {
        error = at_line(in, "recording format '" + std::string(*magic) + "' is not one this build reads (it reads " +
                                std::to_string(kRecordingFormat) + ")");
        return false;
    }
    const auto game = header_value(in, "game", error);
    if (!game) return false;
    h.game_version = unescape(*game).value_or(std::string(*game));
    const auto content = header_value(in, "content", error);
    if (!content) return false;
    if (!parse_hash(*content, h.content_hash)) {
        error = at_line(in, "the content hash must be 16 hex digits");
        return false;
    }
    const auto seed = header_value(in, "seed", error);
    if (!seed) return false;
    if (!parse_int<std::uint64_t>(*seed, 0, UINT64_MAX, h.seed)) {
        error = at_line(in, "the seed must be a whole number from 0 to 18446744073709551615");
        return false;
    }
    h.generation = kFirstGeneration;  // unless the line says otherwise: recordings before generations had none
    if (!in.done() && in.peek().starts_with("generation ")) {
        const auto generation = header_value(in, "generation", error);
        if (!generation) return false;
        if (!parse_int<int>(*generation, kFirstGeneration, kNewestGeneration, h.generation)) {
            error = at_line(in, "dungeon generation '" + std::string(*generation) + "' is not one this build plays (1 to " +
                                    std::to_string(kNewestGeneration) + ")");
            return false;
        }
    }
    if (!optional_row_id(in, "level", h.level, error)) return false;
    const auto name = header_value(in, "name", error);
    if (!name) return false;
    const auto unescaped = unescape(*name);
    if (!unescaped) {
        error = at_line(in, "the name has a '%' not followed by two hex digits");
        return false;
    }
    h.name = *unescaped;
    const auto spawn = header_value(in, "spawn", error);
    if (!spawn) return false;
    if (!spawn->empty()) {
        for (const std::string_view id : split_fields(*spawn, ',')) {
            if (id.empty()) {
                error = at_line(in, "an empty id in the spawn list");
                return false;
            }
            h.spawn.emplace_back(id);
        }
    }
    if (!in.done() && in.peek() == "wizard") {
        (void)in.next();
        h.wizard = true;
    }
    if (!optional_row_id(in, "companion", h.companion, error)) return false;
    if (!optional_row_id(in, "body", h.body, error)) return false;
    if (!parse_packs(in, h.packs, error)) return false;
    if (!in.done() && in.peek() == "endless") {
        (void)in.next();
        h.endless = true;
    }
    if (!in.done() && is_unknown_part(in.peek())) {
        const std::string_view line = in.next();
        error = at_line(in, "the recording names '" + std::string(line.substr(0, line.find(' '))) +
                                "', a part of the run this build does not know: it was made by yoord " +
                                h.game_version + ", a newer version; verify or replay it with that one");
        return false;
    }
    const auto turns = header_value(in, "turns", error);
    if (!turns) return false;
    if (!turns->empty()) {
        error = at_line(in, "'turns' takes no value");
        return false;
    }
    return true;
}

// `made_by`: the version the header names, for the refusal of a kind of intent added after this build.
bool parse_turn(std::string_view line, std::string_view made_by, RecordedTurn& t, std::string& error) {
    std::vector<std::string_view> f = split_fields(line, ' ');
    if (f.size() == kWizardTurnFields && carries_amount(f[0])) {
        std::int32_t amount = 0;
        if (!parse_hash(f[6], t.intent.row) || !parse_int<std::int32_t>(f[7], INT32_MIN, INT32_MAX, amount)) {
            error = "a wizard act's or a trade's row must be 16 hex digits and its amount a whole number";
            return false;
        }
        t.intent.amount = amount;
        f.erase(f.begin() + 6, f.begin() + 8);
    }
    if (f.size() != kTurnFields) {
        error = "expected 'kind direction letter slot x y hash', " + std::to_string(kTurnFields) + " fields, got " +
                std::to_string(f.size());
        return false;
    }
    const auto kind = kind_named(f[0]);
    if (!kind) {
        error = "unknown intent '" + std::string(f[0]) + "': the recording was made by yoord " + std::string(made_by) +
                "; if that is newer, verify or replay it with that one";
        return false;
    }
    int direction = 0;
    int letter = 0;
    int slot = 0;
    if (!parse_int<int>(f[1], 0, kDirectionCount - 1, direction)) {
        error = "direction must be 0 to 7";
        return false;
    }
    if (!parse_int<int>(f[2], 0, kLetterLimit - 1, letter)) {
        error = "letter must be 0 to 255";
        return false;
    }
    if (!parse_int<int>(f[3], 0, static_cast<int>(kEquipSlotCount) - 1, slot)) {
        error = "slot must be 0 to " + std::to_string(kEquipSlotCount - 1);
        return false;
    }
    if (!parse_int<int>(f[4], -kMaxRecordedCoordinate, kMaxRecordedCoordinate, t.intent.target.x) ||
        !parse_int<int>(f[5], -kMaxRecordedCoordinate, kMaxRecordedCoordinate, t.intent.target.y)) {
        error = "target x and y must be whole numbers within " + std::to_string(kMaxRecordedCoordinate);
        return false;
    }
    if (!parse_hash(f[6], t.hash)) {
        error = "the hash must be 16 hex digits";
        return false;
    }
    t.intent.kind = *kind;
    t.intent.direction = static_cast<Direction>(direction);
    t.intent.letter = static_cast<std::uint8_t>(letter);
    t.intent.slot = static_cast<EquipSlot>(slot);
    return true;
}

constexpr int kMaxDepthInALine = 1 << 20;

// `DEPTH TEXT` of a bones line: a depth from 1 and the percent-escaped text of a bones file, at most
// kMaxRecordedBonesBytes once unescaped. What the text says is checked when a replay meets it (sim/run/bones.hpp).
bool parse_bones_line(std::string_view value, RecordedBones& out, std::string& error) {
    const std::size_t space = value.find(' ');
    if (space == std::string_view::npos || !parse_int<int>(value.substr(0, space), 1, kMaxDepthInALine, out.depth)) {
        error = "'bones' takes a depth from 1 and the bones file's text";
        return false;
    }
    const std::string_view escaped = value.substr(space + 1);
    if (escaped.size() > 3 * kMaxRecordedBonesBytes) {
        error = "the bones text is longer than " + std::to_string(kMaxRecordedBonesBytes) + " bytes";
        return false;
    }
    auto text = unescape(escaped);
    if (!text || text->size() > kMaxRecordedBonesBytes) {
        error = !text ? "the bones text has a '%' not followed by two hex digits"
                      : "the bones text is longer than " + std::to_string(kMaxRecordedBonesBytes) + " bytes";
        return false;
    }
    out.text = std::move(*text);
    return true;
}

}  // namespace

std::string format_bones_line(int depth, std::string_view text) {
    return "bones " + std::to_string(depth) + " " + escape(text) + "\n";
}

std::string hash_hex(std::uint64_t hash) {
    char text[kHashDigits + 1];
    std::snprintf(text, sizeof text, "%016" PRIx64, hash);
    return text;
}

RecordingParse parse_recording(std::string_view text) {
    LineReader in(text);
    Recording r;
    std::string error;
    if (!parse_header(in, r.header, error)) return {std::nullopt, error};
    while (!in.done()) {
        const std::string_view line = in.next();
        if (line.empty() && in.done()) break;  // the final newline
        if (line.starts_with("bones ")) {
            RecordedBones bones;
            if (!parse_bones_line(line.substr(6), bones, error)) return {std::nullopt, at_line(in, error)};
            bones.turn = r.turns.size();
            r.bones.push_back(std::move(bones));
            continue;
        }
        RecordedTurn turn;
        if (!parse_turn(line, r.header.game_version, turn, error)) return {std::nullopt, at_line(in, error)};
        r.turns.push_back(turn);
    }
    return {std::move(r), {}};
}

std::string format_header(const RecordingHeader& h) {
    std::string spawn;
    for (const std::string& id : h.spawn) spawn += (spawn.empty() ? "" : ",") + id;
    std::string packs;
    for (const RecordedPack& p : h.packs) packs += "\npack " + p.id + " " + hash_hex(p.hash);
    return std::string(kRecordingMagic) + " " + std::to_string(h.format) + "\ngame " + escape(h.game_version) +
           "\ncontent " + hash_hex(h.content_hash) + "\nseed " + std::to_string(h.seed) + "\ngeneration " + std::to_string(h.generation) +
           (h.level.empty() ? "" : "\nlevel " + h.level) + "\nname " + escape(h.name) +
           "\nspawn" + (spawn.empty() ? "" : " " + spawn) + (h.wizard ? "\nwizard" : "") +
           (h.companion.empty() ? "" : "\ncompanion " + h.companion) + (h.body.empty() ? "" : "\nbody " + h.body) +
           packs + (h.endless ? "\nendless" : "") + "\nturns\n";
}

namespace {

// Appends `value` in decimal and a space: what std::to_string(value) + " " wrote, without the temporaries
// (a journal formats a line every turn: sim/io/save/journal.hpp).
template <class Int>
void append_number(std::string& out, Int value) {
    char digits[24];
    const auto [end, ec] = std::to_chars(digits, digits + sizeof digits, value);
    out.append(digits, end);
    out += ' ';
}

void append_hex(std::string& out, std::uint64_t value) {
    static constexpr char kHex[] = "0123456789abcdef";
    char text[kHashDigits];
    for (int d = kHashDigits - 1; d >= 0; --d, value >>= 4U) text[d] = kHex[value & 0xfU];
    out.append(text, kHashDigits);
}

}  // namespace

std::string format_turn(const RecordedTurn& t) {
    const Intent& i = t.intent;
    std::string out;
    out.reserve(96);
    out += intent_name(i.kind);
    out += ' ';
    append_number(out, static_cast<int>(i.direction));
    append_number(out, static_cast<int>(i.letter));
    append_number(out, static_cast<int>(i.slot));
    append_number(out, i.target.x);
    append_number(out, i.target.y);
    if (carries_amount(intent_name(i.kind))) {
        append_hex(out, i.row);
        out += ' ';
        append_number(out, i.amount);
    }
    append_hex(out, t.hash);
    out += '\n';
    return out;
}

std::string format_recording(const Recording& r) {
    std::string out = format_header(r.header);
    std::size_t next_bones = 0;
    for (std::size_t i = 0; i <= r.turns.size(); ++i) {
        for (; next_bones < r.bones.size() && r.bones[next_bones].turn <= i; ++next_bones) {
            out += format_bones_line(r.bones[next_bones].depth, r.bones[next_bones].text);
        }
        if (i < r.turns.size()) out += format_turn(r.turns[i]);
    }
    return out;
}

}  // namespace yoord
