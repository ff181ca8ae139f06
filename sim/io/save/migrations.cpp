#include "sim/io/save/migrations.hpp"

#include <algorithm>
#include <array>
#include <deque>
#include <optional>
#include <string_view>
#include <utility>

#include "core/stable_id.hpp"
#include "sim/io/save/bytes.hpp"
#include "sim/state/wording.hpp"

namespace yoord::save {

namespace {

// ---- format 1 -> 2: entities say where their components come from ---------------------------------------------
//
// Format 1 wrote every component whole, with Identity among them and an empty Loadout record. Format 2 opens each
// entity with its origin and row, writes marker bits as changes from the row's, and gives each record a form byte
// and a mask of the fields it holds. A format-1 entity becomes one that names its row but is not rebuilt from it
// (Origin::named: what it held is kept exactly), its markers all "added", its records whole. The field
// encodings did not change, so a record's bytes are kept and only prefixed. Everything here is format 1 as it
// shipped, frozen: it must not follow later changes to the components.

// Format 1's components by tag, with how many fields each record held.
struct FormatOneRecord {
    std::string_view tag;
    std::uint32_t fields;
};
constexpr std::array<FormatOneRecord, 22> kFormatOneRecords{{
    {"position", 1},  {"location", 4},   {"renderable", 2}, {"health", 2},     {"combat_stats", 4},
    {"energy", 2},    {"mind", 2},       {"item", 3},       {"stack", 1},      {"charges", 1},
    {"coins", 1},     {"equippable", 1}, {"modifiers", 6},  {"melee_cap", 1},  {"grants", 1},
    {"ammo", 3},      {"launcher", 1},   {"pack", 1},       {"equipment", 1},  {"trap", 3},
    {"conditions", 2}, {"discoveries", 1},
}};
constexpr std::uint8_t kOriginNone = 0;
constexpr std::uint8_t kOriginNamed = 2;
constexpr std::uint8_t kFormFields = 1;

void skip_text(ByteReader& in) { (void)in.str(kMaxMessageText); }

// The floor and view sections, as every format from 1 to 11 writes them.
void skip_floor_and_view(ByteReader& in) {
    in.skip(4 + 4 + 1 + 8 + 8 + 4 + 4);  // floor depth, changes, down open, content stream, width, height
    in.skip(in.count(5, "changed tiles") * 5);
    for (int grid = 0; grid < 3 && in.ok(); ++grid) {
        const std::int64_t w = in.i32();
        const std::int64_t h = in.i32();
        if (w < 0 || h < 0 || w > kMaxGridSide || h > kMaxGridSide) in.fail("a view grid of a bad size");
        in.skip(static_cast<std::size_t>((w * h + 7) / 8));
    }
}

// The run, floor and view sections, unchanged between the formats: read only to find where entities begin.
void skip_run_floor_view(ByteReader& in) {
    in.skip(8);  // seed
    skip_text(in);
    in.skip(4 + 4 + 1 + 8 + 8);           // depth, floor changes, Element carried, GameRng
    in.skip(8 + 4 + 4 + 4 + 4 + 1 + 1);   // score
    in.skip(2 + 4 + 1 + 4);               // conducts broken, patience, outcome, turn
    skip_text(in);                        // death cause
    in.skip(8);                           // monster actions
    in.skip(in.count(9, "requested spawns") * 9);
    skip_floor_and_view(in);
}

void copy(ByteReader& in, ByteWriter& out, std::size_t n) {
    const std::size_t from = in.position();
    in.skip(n);
    if (in.ok()) out.raw(in.span().subspan(from, n));
}

void migrate_records(ByteReader& in, ByteWriter& records, std::uint16_t& kept, std::optional<ByteReader>& identity) {
    static const std::uint64_t identity_tag = stable_id("identity").value;
    static const std::uint64_t loadout_tag = stable_id("loadout").value;
    const std::uint16_t count = in.u16();
    for (std::uint16_t k = 0; k < count && in.ok(); ++k) {
        const std::uint64_t tag = in.u64();
        const std::uint32_t length = in.u32();
        ByteReader record = in.sub(length);
        if (!in.ok()) return;
        if (tag == identity_tag) {
            identity = record;
            continue;
        }
        if (tag == loadout_tag) continue;  // the derived cache: format 2 never holds it
        const auto* known = std::find_if(kFormatOneRecords.begin(), kFormatOneRecords.end(),
                                         [&](const FormatOneRecord& r) { return stable_id(r.tag).value == tag; });
        records.u64(tag);
        if (known == kFormatOneRecords.end()) {  // a tag format 1 did not have: the loader skips it as unknown
            records.u32(length);
        } else {
            records.u32(length + 1 + 4);
            records.u8(kFormFields);
            records.u32((std::uint32_t{1} << known->fields) - 1);
        }
        records.raw(record.span());
        ++kept;
    }
}

void migrate_entity(ByteReader& in, ByteWriter& out) {
    ByteWriter markers;
    const std::size_t marker_count = in.count(8, "effects");
    markers.u32(static_cast<std::uint32_t>(marker_count));
    for (std::size_t i = 0; i < marker_count && in.ok(); ++i) markers.u64(in.u64());
    markers.u32(0);  // none taken away from the row: the entity keeps exactly the bits it had

    ByteWriter records;
    std::uint16_t kept = 0;
    std::optional<ByteReader> identity;
    migrate_records(in, records, kept, identity);
    if (!in.ok()) return;
    if (identity) {
        const std::uint64_t id = identity->u64();
        const std::uint8_t category = identity->u8();
        if (!identity->ok() || !identity->at_end()) {
            in.fail("an identity record of the wrong length");
            return;
        }
        out.u8(kOriginNamed);
        out.u8(category);
        out.u64(id);
    } else {
        out.u8(kOriginNone);
    }
    out.raw(markers.bytes());
    out.u16(kept);
    out.raw(records.bytes());
}

Expected<std::vector<std::byte>, std::string> format_1_to_2(std::span<const std::byte> body) {
    ByteReader in(body);
    ByteWriter out;
    skip_run_floor_view(in);
    const std::size_t head = in.position();
    in = ByteReader(body);
    copy(in, out, head);
    copy(in, out, 8 + 8);  // next Uid, player's Uid
    const std::size_t n = in.count(8, "entities");
    out.u32(static_cast<std::uint32_t>(n));
    copy(in, out, n * 8);
    for (std::size_t i = 0; i < n && in.ok(); ++i) migrate_entity(in, out);
    copy(in, out, in.remaining());  // the message log
    if (!in.ok()) return Unexpected{in.error()};
    return std::move(out).take();
}

// ---- format 2 -> 3: the wizard mark --------------------------------------------------------------------------
//
// Format 3 ends the body with one byte: whether the run is a wizard run (--wizard). No earlier run was.
Expected<std::vector<std::byte>, std::string> format_2_to_3(std::span<const std::byte> body) {
    std::vector<std::byte> out(body.begin(), body.end());
    out.push_back(std::byte{0});
    return out;
}

// ---- format 3 -> 4: a held effect lends numbers ----------------------------------------------------------------
//
// Format 4 appends to each held effect of a conditions record the numbers it lends (one i32 per modifier of
// format 4's list: power die, power bonus, armour die, armour bonus, throw bonus, sight bonus); a format-3 held
// effect lent nothing, so each gains six zeros. Nothing else in the body changed (the magic, spellbook and growth
// records are new tags, absent from a format-3 save; retired effects are dropped by the loader as unknown ids).
// Frozen as format 3 shipped.

constexpr std::uint32_t kFormatFourLends = 6;
constexpr std::size_t kFormatThreeHeldBytes = 8 + 1 + 4 + 4 + 4;  // effect id, lifetime, turns left, since, order

void migrate_conditions(ByteReader& record, ByteWriter& out) {
    const std::uint8_t form = record.u8();
    out.u8(form);
    if (form != kFormFields) {
        copy(record, out, record.remaining());
        return;
    }
    const std::uint32_t mask = record.u32();
    out.u32(mask);
    if ((mask & 1u) != 0) copy(record, out, 4);  // condition order
    if ((mask & 2u) == 0) return;
    const std::size_t n = record.count(kFormatThreeHeldBytes, "held effects");
    out.u32(static_cast<std::uint32_t>(n));
    for (std::size_t k = 0; k < n && record.ok(); ++k) {
        copy(record, out, kFormatThreeHeldBytes);
        for (std::uint32_t f = 0; f < kFormatFourLends; ++f) out.i32(0);
    }
}

void migrate_entity_3_to_4(ByteReader& in, ByteWriter& out) {
    static const std::uint64_t conditions_tag = stable_id("conditions").value;
    const std::uint8_t origin = in.u8();
    out.u8(origin);
    if (origin != kOriginNone) copy(in, out, 1 + 8);  // category, row id
    for (int list = 0; list < 2 && in.ok(); ++list) {  // markers added, markers taken away
        const std::size_t n = in.count(8, "effects");
        out.u32(static_cast<std::uint32_t>(n));
        copy(in, out, n * 8);
    }
    const std::uint16_t count = in.u16();
    out.u16(count);
    for (std::uint16_t k = 0; k < count && in.ok(); ++k) {
        const std::uint64_t tag = in.u64();
        const std::uint32_t length = in.u32();
        ByteReader record = in.sub(length);
        if (!in.ok()) return;
        out.u64(tag);
        if (tag != conditions_tag) {
            out.u32(length);
            out.raw(record.span());
            continue;
        }
        ByteWriter migrated;
        migrate_conditions(record, migrated);
        if (!record.ok()) {
            in.fail(record.error());
            return;
        }
        const std::vector<std::byte> bytes = std::move(migrated).take();
        out.u32(static_cast<std::uint32_t>(bytes.size()));
        out.raw(bytes);
    }
}

Expected<std::vector<std::byte>, std::string> format_3_to_4(std::span<const std::byte> body) {
    ByteReader in(body);
    ByteWriter out;
    skip_run_floor_view(in);
    const std::size_t head = in.position();
    in = ByteReader(body);
    copy(in, out, head);
    copy(in, out, 8 + 8);  // next Uid, player's Uid
    const std::size_t n = in.count(8, "entities");
    out.u32(static_cast<std::uint32_t>(n));
    copy(in, out, n * 8);
    for (std::size_t i = 0; i < n && in.ok(); ++i) migrate_entity_3_to_4(in, out);
    copy(in, out, in.remaining());  // the message log, the wizard mark
    if (!in.ok()) return Unexpected{in.error()};
    return std::move(out).take();
}

// ---- format 4 -> 5: content packs ---------------------------------------------------------------------------
//
// Format 5 puts the packs between the view and the entities: a count, then per pack its id, version and block
// (its save fields, its entities). No format-4 run had a pack, so the count is 0. It also ends the body with the
// reload mark after the wizard mark: no format-4 run was reloaded. Frozen as format 4 shipped.
Expected<std::vector<std::byte>, std::string> format_4_to_5(std::span<const std::byte> body) {
    ByteReader in(body);
    ByteWriter out;
    skip_run_floor_view(in);
    const std::size_t head = in.position();
    if (!in.ok()) return Unexpected{in.error()};
    in = ByteReader(body);
    copy(in, out, head);
    out.u32(0);
    copy(in, out, in.remaining());
    out.boolean(false);
    if (!in.ok()) return Unexpected{in.error()};
    return std::move(out).take();
}

// ---- format 5 -> 6: the spirits' accord ----------------------------------------------------------------------
//
// Format 6 ends the body with the alignment dial (i32) and whether the spirits are hostile (bool), after the
// reload mark. No format-5 run had met a spirit: the dial at 0, the spirits at peace. Frozen as format 5 shipped.
Expected<std::vector<std::byte>, std::string> format_5_to_6(std::span<const std::byte> body) {
    ByteReader in(body);
    ByteWriter out;
    copy(in, out, in.remaining());
    out.i32(0);
    out.boolean(false);
    if (!in.ok()) return Unexpected{in.error()};
    return std::move(out).take();
}

// The body as it was, with an empty list (a u32 count of 0) appended: a format that adds a list at the end.
Expected<std::vector<std::byte>, std::string> with_empty_list_at_the_end(std::span<const std::byte> body) {
    ByteReader in(body);
    ByteWriter out;
    copy(in, out, in.remaining());
    out.u32(0);
    if (!in.ok()) return Unexpected{in.error()};
    return std::move(out).take();
}

// Format 7 ends the body with the saved messages' tones: none before it (each message plain).
Expected<std::vector<std::byte>, std::string> format_6_to_7(std::span<const std::byte> body) {
    return with_empty_list_at_the_end(body);
}

// ---- format 7 -> 8: dungeon generations ------------------------------------------------------------------------
//
// Format 8 follows the seed with the run's dungeon generation (u8) and the level row forced on every floor (u64
// StableId, 0 for none). Every run before generations was generation 1 with no forced level. Frozen as format 7
// shipped.
constexpr std::uint8_t kGenerationBeforeGenerations = 1;

Expected<std::vector<std::byte>, std::string> format_7_to_8(std::span<const std::byte> body) {
    ByteReader in(body);
    ByteWriter out;
    copy(in, out, 8);  // the seed
    out.u8(kGenerationBeforeGenerations);
    out.u64(0);
    copy(in, out, in.remaining());
    if (!in.ok()) return Unexpected{in.error()};
    return std::move(out).take();
}

// ---- format 8 -> 9: the monster memory --------------------------------------------------------------------------
//
// Format 9 ends the body with the monster memory (a u32 count of records). No format-8 run remembered anything.
// Frozen as format 8 shipped.
Expected<std::vector<std::byte>, std::string> format_8_to_9(std::span<const std::byte> body) {
    return with_empty_list_at_the_end(body);
}

// ---- format 9 -> 10: the cause of death as a wording, and the player's names for kinds ---------------------------
//
// Format 10 keeps the cause of death as a wording's encoding (sim/state/wording.hpp: words of the table, written in
// the reader's language), where format 9 kept the English text. The text becomes a plain-text wording, which
// encodes as itself unless it starts with the encoding's mark. Format 10 also ends the body with the names the
// player called unknown kinds by, then the dungeon overview's floor notes (a u32 count each): no format-9 run had
// called a kind, and its overview starts from the floor it resumes on. Frozen as format 9 shipped.
Expected<std::vector<std::byte>, std::string> format_9_to_10(std::span<const std::byte> body) {
    ByteReader in(body);
    ByteWriter out;
    copy(in, out, 8 + 1 + 8);  // seed, generation, forced level
    out.str(in.str(kMaxNameText));  // the player's name
    copy(in, out, 4 + 4 + 1 + 8 + 8);          // depth, floor changes, Element carried, GameRng
    copy(in, out, 8 + 4 + 4 + 4 + 4 + 1 + 1);  // score
    copy(in, out, 2 + 4 + 1 + 4);              // conducts broken, patience, outcome, turn
    const std::string cause = in.str(kMaxMessageText);
    out.str(encode(Wording::plain(cause)));
    copy(in, out, in.remaining());
    out.u32(0);  // no kind called
    out.u32(0);  // no floor noted
    if (!in.ok()) return Unexpected{in.error()};
    return std::move(out).take();
}

// ---- format 10 -> 11: the run's fields by tag --------------------------------------------------------------------
//
// Format 11 opens the body with the run's own fields as tagged records (sim/io/save/run_fields.hpp: a count, then
// per field the stable id of its name, a length and the bytes), where format 10 wrote them in a fixed order at the
// start of the body and after the message log. The floor, view, packs, entities, log and tones between are
// unchanged. Each value keeps format 10's encoding except the generation, a u8 there and an i32 here. Format 10's
// loader cleared the `armour` and `lurk` conduct bits of a live run (saves from before issue 18 held them under
// older meanings); the step does it once, so a format-11 save keeps every bit it holds. Frozen as format 10
// shipped.

// Format 11's run block, built field by field.
class TaggedFields {
public:
    ByteWriter& field(std::string_view name) {
        fields_.emplace_back(stable_id(name).value, ByteWriter{});
        return fields_.back().second;
    }
    // Copies the next `n` bytes of `in` as the field's value.
    void copy_field(std::string_view name, ByteReader& in, std::size_t n) { copy(in, field(name), n); }
    void write(ByteWriter& out) const {
        out.u32(static_cast<std::uint32_t>(fields_.size()));
        for (const auto& [tag, value] : fields_) {
            out.u64(tag);
            out.u32(static_cast<std::uint32_t>(value.size()));
            out.raw(value.bytes());
        }
    }

private:
    std::deque<std::pair<std::uint64_t, ByteWriter>> fields_;  // a deque: field() hands out references
};

constexpr std::uint16_t kOldMeaningBits = (1u << 12) | (1u << 13);  // format 10's Conduct::armour and Conduct::lurk
constexpr std::uint8_t kFormatTenAlive = 0;

void skip_ids(ByteReader& in) {
    const std::size_t n = in.count(4, "ids");
    for (std::size_t i = 0; i < n && in.ok(); ++i) skip_text(in);
}

// The fields format 10 wrote before the floor.
void tag_format_ten_head(ByteReader& in, TaggedFields& run) {
    run.copy_field("seed", in, 8);
    run.field("generation").i32(in.u8());
    run.copy_field("forced level", in, 8);
    run.field("player name").str(in.str(kMaxNameText));
    run.copy_field("depth", in, 4);
    run.copy_field("floor changes", in, 4);
    run.copy_field("element carried", in, 1);
    run.copy_field("game rng", in, 16);
    run.copy_field("score points", in, 8);
    run.copy_field("score kills", in, 4);
    run.copy_field("score gold", in, 4);
    run.copy_field("deepest paid", in, 4);
    run.copy_field("shallowest paid", in, 4);
    run.copy_field("element paid", in, 1);
    run.copy_field("conducts paid", in, 1);
    const std::uint16_t conducts = in.u16();
    run.copy_field("patience", in, 4);
    const std::uint8_t outcome = in.u8();
    run.field("outcome").u8(outcome);
    const bool alive = outcome == kFormatTenAlive;
    run.field("conducts broken").u16(alive ? static_cast<std::uint16_t>(conducts & ~kOldMeaningBits) : conducts);
    run.copy_field("turn", in, 4);
    run.field("death cause").str(in.str(kMaxMessageText));
    run.copy_field("monster actions", in, 8);
    ByteWriter& spawns = run.field("spawn near player");
    const std::size_t n = in.count(9, "requested spawns");
    spawns.u32(static_cast<std::uint32_t>(n));
    copy(in, spawns, n * 9);
}

// The sections format 11 keeps as format 10 wrote them: floor, view, packs, entities, log.
void skip_format_ten_sections(ByteReader& in) {
    skip_floor_and_view(in);
    const std::size_t packs = in.count(4 + 4 + 8, "packs");
    for (std::size_t p = 0; p < packs && in.ok(); ++p) {
        skip_text(in);
        skip_text(in);
        in.skip(static_cast<std::size_t>(in.u64()));
    }
    in.skip(8 + 8);  // next Uid, player's Uid
    const std::size_t entities = in.count(8 + 4 + 2, "entities");
    in.skip(entities * 8);
    for (std::size_t e = 0; e < entities && in.ok(); ++e) {
        if (in.u8() != kOriginNone) in.skip(1 + 8);
        for (int list = 0; list < 2 && in.ok(); ++list) in.skip(in.count(8, "effects") * 8);
        const std::uint16_t records = in.u16();
        for (std::uint16_t r = 0; r < records && in.ok(); ++r) {
            in.skip(8);
            in.skip(in.u32());
        }
    }
    in.skip(4 + 8 + 8);  // the log's turn, next sequence, first unseen
    const std::size_t messages = in.count(4 + 4 + 4 + 8, "messages");
    for (std::size_t m = 0; m < messages && in.ok(); ++m) {
        skip_text(in);
        in.skip(4 + 4 + 8);
    }
}

// The bytes from `from` to where `in` stands now.
std::span<const std::byte> since(const ByteReader& in, std::size_t from) {
    return in.span().subspan(from, in.position() - from);
}

// The fields format 10 wrote after the log (the tones between them stay where they are).
void tag_format_ten_tail(ByteReader& in, TaggedFields& run, ByteWriter& tones) {
    run.copy_field("wizard run", in, 1);
    run.copy_field("reloaded", in, 1);
    run.copy_field("alignment dial", in, 4);
    run.copy_field("spirits hostile", in, 1);
    std::size_t from = in.position();
    in.skip(in.count(1, "message tones"));
    tones.raw(since(in, from));
    from = in.position();
    const std::size_t kinds = in.count(8 + 5 * 4 + 4 + 4, "monster memory records");
    for (std::size_t k = 0; k < kinds && in.ok(); ++k) {
        in.skip(8 + 5 * 4);
        skip_ids(in);
        skip_ids(in);
    }
    run.field("monster memory").raw(since(in, from));
    from = in.position();
    const std::size_t called = in.count(8 + 4, "called kinds");
    for (std::size_t c = 0; c < called && in.ok(); ++c) {
        in.skip(8);
        skip_text(in);
    }
    run.field("called kinds").raw(since(in, from));
    from = in.position();
    const std::size_t notes = in.count(4 + 4 + 4 + 4 + 1 + 1 + 4, "floor notes");
    for (std::size_t n = 0; n < notes && in.ok(); ++n) {
        in.skip(4 + 4 + 4 + 4 + 1 + 1);
        skip_ids(in);
    }
    run.field("dungeon notes").raw(since(in, from));
}

Expected<std::vector<std::byte>, std::string> format_10_to_11(std::span<const std::byte> body) {
    ByteReader in(body);
    TaggedFields run;
    tag_format_ten_head(in, run);
    const std::size_t sections_at = in.position();
    skip_format_ten_sections(in);
    if (!in.ok()) return Unexpected{in.error()};
    const std::span<const std::byte> sections = since(in, sections_at);
    ByteWriter tones;
    tag_format_ten_tail(in, run, tones);
    if (in.ok() && !in.at_end()) in.fail("bytes after the floor notes");
    if (!in.ok()) return Unexpected{in.error()};
    ByteWriter out;
    run.write(out);
    out.raw(sections);
    out.raw(tones.bytes());
    return std::move(out).take();
}

// One entry per format that ever shipped, oldest first: kSteps[k - 1] is the step from format k to k + 1.
constexpr std::array<MigrationStep, kFormatVersion - 1> kSteps{format_1_to_2, format_2_to_3,
                                                                 format_3_to_4, format_4_to_5, format_5_to_6,
                                                                 format_6_to_7, format_7_to_8, format_8_to_9,
                                                                 format_9_to_10, format_10_to_11};
static_assert(kSteps.size() == kFormatVersion - 1, "each format but the newest needs its step to the next");

}  // namespace

std::span<const MigrationStep> migration_steps() noexcept { return kSteps; }

Expected<std::vector<std::byte>, std::string> migrate_body(std::uint32_t from, std::span<const std::byte> body,
                                                           std::span<const MigrationStep> steps) {
    std::vector<std::byte> current(body.begin(), body.end());
    if (from == 0) return Unexpected{std::string("format 0 does not exist")};
    for (std::size_t k = from; k <= steps.size(); ++k) {
        auto next = steps[k - 1](current);
        if (!next) return Unexpected{"migrating from format " + std::to_string(k) + ": " + next.error()};
        current = std::move(next).value();
    }
    return current;
}

}  // namespace yoord::save
