#include "sim/io/save/run_fields.hpp"

#include <algorithm>
#include <optional>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "core/stable_id.hpp"
#include "sim/io/game_traits.hpp"
#include "sim/io/save/format.hpp"

namespace yoord::save {

namespace {

constexpr std::size_t kRunOutcomeCount = 3;
static_assert(static_cast<int>(Outcome::dead) == kRunOutcomeCount - 1, "Outcome grew: update kRunOutcomeCount");
constexpr std::size_t kMaxRunIdText = 256;
constexpr std::int32_t kMaxRunTally = 1'000'000;
constexpr std::size_t kRunMemoryRecordBytes = 8 + 5 * 4 + 4 + 4;
constexpr int kMaxRunNotedDepth = 1000;
constexpr std::size_t kRunNoteBytes = 4 + 4 + 4 + 4 + 1 + 1 + 4;

std::size_t outcome_count(Outcome) { return kRunOutcomeCount; }

// What a field's reader may need beyond its bytes.
struct RunFieldContext {
    const Content& content;
    LoadReport& report;
    Bounds bounds;
};

// ---- values to bytes: one overload per kind of value game_fields() names ------------------------------------

void put_run(ByteWriter& out, const Content&, bool v) { out.boolean(v); }
void put_run(ByteWriter& out, const Content&, int v) { out.i32(v); }
void put_run(ByteWriter& out, const Content&, std::uint16_t v) { out.u16(v); }
void put_run(ByteWriter& out, const Content&, std::uint32_t v) { out.u32(v); }
void put_run(ByteWriter& out, const Content&, std::int64_t v) { out.i64(v); }
void put_run(ByteWriter& out, const Content&, std::uint64_t v) { out.u64(v); }
void put_run(ByteWriter& out, const Content&, Outcome v) { out.enumeration(v); }
void put_run(ByteWriter& out, const Content&, StableId id) { out.u64(id.value); }
void put_run(ByteWriter& out, const Content&, const std::string& text) { out.str(text); }
void put_run(ByteWriter& out, const Content&, const Wording& w) { out.str(encode(w)); }
void put_run(ByteWriter& out, const Content&, const Rng& rng) {
    const Rng::State s = rng.state();
    out.u64(s.state);
    out.u64(s.inc);
}
void put_run(ByteWriter& out, const Content& content, const std::vector<RowRef>& rows) {
    out.u32(static_cast<std::uint32_t>(rows.size()));
    for (const RowRef row : rows) {
        out.enumeration(row.category);
        out.u64(content.common(row).stable.value);
    }
}
void put_ids(ByteWriter& out, const std::vector<std::string>& ids) {
    out.u32(static_cast<std::uint32_t>(ids.size()));
    for (const std::string& id : ids) out.str(id);
}
// A record per kind, in row order.
void put_run(ByteWriter& out, const Content&, const MonsterMemory& memory) {
    out.u32(static_cast<std::uint32_t>(memory.kinds.size()));
    for (const MonsterRecord& r : memory.kinds) {
        out.u64(r.row.value);
        for (const int n : {r.blows_landed, r.heaviest_blow, r.misses, r.hardest_hit, r.kills}) out.i32(n);
        put_ids(out, r.conditions);
        put_ids(out, r.arts);
    }
}
void put_run(ByteWriter& out, const Content&, const CalledKinds& called) {
    out.u32(static_cast<std::uint32_t>(called.kinds.size()));
    for (const CalledKind& k : called.kinds) {
        out.u64(k.row.value);
        out.str(k.name);
    }
}
void put_run(ByteWriter& out, const Content&, const DungeonNotes& notes) {
    out.u32(static_cast<std::uint32_t>(notes.floors.size()));
    for (const FloorNote& n : notes.floors) {
        out.i32(n.depth);
        out.i32(n.visits);
        out.u32(n.visit);
        out.u32(n.turns);
        out.boolean(n.stairs_up);
        out.boolean(n.stairs_down);
        put_ids(out, n.spirits);
    }
}

void put_run(ByteWriter& out, const Content&, const ScoreDoublers& d) {
    out.u8(d.earned);
    out.u64(d.bounty.value);
}

// ---- bytes to values ----------------------------------------------------------------------------------------

void get_run(ByteReader& in, RunFieldContext&, bool& v) { v = in.boolean(); }
void get_run(ByteReader& in, RunFieldContext& ctx, int& v) {
    v = in.i32();
    if (in.ok() && (v < ctx.bounds.lo || v > ctx.bounds.hi)) in.fail("a value off its scale (" + std::to_string(v) + ")");
}
void get_run(ByteReader& in, RunFieldContext&, std::uint16_t& v) { v = in.u16(); }
void get_run(ByteReader& in, RunFieldContext&, std::uint32_t& v) { v = in.u32(); }
void get_run(ByteReader& in, RunFieldContext&, std::int64_t& v) { v = in.i64(); }
void get_run(ByteReader& in, RunFieldContext&, std::uint64_t& v) { v = in.u64(); }
void get_run(ByteReader& in, RunFieldContext&, Outcome& v) { v = in.enumeration<Outcome>(outcome_count(v), "outcome"); }
void get_run(ByteReader& in, RunFieldContext&, StableId& id) { id = StableId{in.u64()}; }
void get_run(ByteReader& in, RunFieldContext&, std::string& text) { text = in.str(kMaxNameText); }
void get_run(ByteReader& in, RunFieldContext&, Wording& w) { w = decode(in.str(kMaxMessageText)); }
void get_run(ByteReader& in, RunFieldContext&, Rng& rng) {
    Rng::State s;
    s.state = in.u64();
    s.inc = in.u64();
    if (in.ok() && (s.inc & 1u) == 0) in.fail("not a valid random stream");
    if (in.ok()) rng.set_state(s);
}
// A row this content lacks (or that names another category now) is left out, counted as a dropped thing.
void get_run(ByteReader& in, RunFieldContext& ctx, std::vector<RowRef>& rows) {
    rows.clear();
    const std::size_t n = in.count(1 + 8, "rows");
    for (std::size_t i = 0; i < n && in.ok(); ++i) {
        const Category category = in.enumeration<Category>(kCategoryCount, "category");
        const std::optional<RowRef> row = ctx.content.find(StableId{in.u64()});
        if (!in.ok()) return;
        if (row && row->category == category) {
            rows.push_back(*row);
        } else {
            ++ctx.report.dropped_entities;
        }
    }
}
// Sorted and each once, as the memory keeps them, whatever the file says.
std::vector<std::string> get_ids(ByteReader& in, std::string_view what) {
    std::vector<std::string> ids;
    const std::size_t n = in.count(4, what);
    for (std::size_t i = 0; i < n && in.ok(); ++i) ids.push_back(in.str(kMaxRunIdText));
    std::sort(ids.begin(), ids.end());
    ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
    return ids;
}
// A count no play reaches is refused as corrupt, so no later sum can overflow.
int get_tally(ByteReader& in) {
    const std::int32_t n = in.i32();
    if (in.ok() && (n < 0 || n > kMaxRunTally)) in.fail("a remembered count off its scale (" + std::to_string(n) + ")");
    return n;
}
void get_run(ByteReader& in, RunFieldContext&, MonsterMemory& memory) {
    memory = {};
    const std::size_t n = in.count(kRunMemoryRecordBytes, "monster memory records");
    for (std::size_t i = 0; i < n && in.ok(); ++i) {
        MonsterRecord& r = memory.of(StableId{in.u64()});
        for (int* tally : {&r.blows_landed, &r.heaviest_blow, &r.misses, &r.hardest_hit, &r.kills}) *tally = get_tally(in);
        r.conditions = get_ids(in, "conditions remembered");
        r.arts = get_ids(in, "spells remembered");
    }
}
// Each name cleaned as a call is (control characters, length), sorted and each row once, whatever the file says.
void get_run(ByteReader& in, RunFieldContext&, CalledKinds& called) {
    called = {};
    const std::size_t n = in.count(8 + 4, "called kinds");
    for (std::size_t i = 0; i < n && in.ok(); ++i) {
        const StableId row{in.u64()};
        const std::string name = in.str(kMaxNameText);
        if (in.ok()) called.call(row, name);
    }
}
// A depth off the dungeon or a count no play reaches is refused as corrupt; a depth written twice is read once.
void get_run(ByteReader& in, RunFieldContext&, DungeonNotes& notes) {
    notes = {};
    const std::size_t n = in.count(kRunNoteBytes, "floor notes");
    for (std::size_t i = 0; i < n && in.ok(); ++i) {
        const int depth = in.i32();
        if (in.ok() && (depth < 1 || depth > kMaxRunNotedDepth)) in.fail("a floor note for depth " + std::to_string(depth));
        FloorNote read;
        read.depth = depth;
        read.visits = get_tally(in);
        read.visit = in.u32();
        read.turns = in.u32();
        read.stairs_up = in.boolean();
        read.stairs_down = in.boolean();
        read.spirits = get_ids(in, "spirits noted");
        if (in.ok()) notes.of(depth) = std::move(read);
    }
}

// A doubler this build does not know is refused as corrupt, as is a bounty named without its doubler.
void get_run(ByteReader& in, RunFieldContext&, ScoreDoublers& d) {
    d.earned = in.u8();
    d.bounty = StableId{in.u64()};
    if (!in.ok()) return;
    if ((d.earned >> kDoublerCount) != 0) in.fail("a score doubler this build does not know");
    if (in.ok() && !d.has(Doubler::bounty) && d.bounty.value != 0) in.fail("a bounty named but not earned");
}

// ---- the table's visitors ------------------------------------------------------------------------------------

// Writes a tagged record per saved field; elsewhere fields have sections of their own.
struct RunFieldWriter {
    ByteWriter& out;
    const Content& content;
    std::uint32_t count = 0;

    template <class T>
    void operator()(StateField f, const T& value) {
        write(f.tag, value);
    }
    template <class T>
    void operator()(RecordField f, const T& value) {
        write(f.tag, value);
    }
    template <class T>
    void operator()(ElsewhereField, const T&) {}

    template <class T>
    void write(std::string_view tag, const T& value) {
        out.u64(run_field_tag(tag));
        const std::size_t length_at = out.placeholder_u32();
        const std::size_t start = out.size();
        put_run(out, content, value);
        out.patch_u32(length_at, static_cast<std::uint32_t>(out.size() - start));
        ++count;
    }
};

// Reads one record into the field whose tag it carries.
struct RunFieldReader {
    std::uint64_t tag;
    ByteReader& record;
    const Content& content;
    LoadReport& report;
    std::string_view found;  // the field's name, once found

    template <class T>
    void operator()(StateField f, T& value) {
        read(f.tag, f.bounds, value);
    }
    template <class T>
    void operator()(RecordField f, T& value) {
        read(f.tag, f.bounds, value);
    }
    template <class T>
    void operator()(ElsewhereField, T&) {}

    template <class T>
    void read(std::string_view name, Bounds bounds, T& value) {
        if (!found.empty() || run_field_tag(name) != tag) return;
        found = name;
        RunFieldContext ctx{content, report, bounds};
        get_run(record, ctx, value);
    }
};

// The first required field whose tag the block did not hold.
struct MissingRunField {
    const std::vector<std::uint64_t>& read;
    std::string_view missing;

    void operator()(StateField f, const auto&) { check(f.tag, f.need); }
    void operator()(RecordField f, const auto&) { check(f.tag, f.need); }
    void operator()(ElsewhereField, const auto&) {}
    void check(std::string_view tag, Need need) {
        if (!missing.empty() || need == optional) return;
        if (std::find(read.begin(), read.end(), run_field_tag(tag)) == read.end()) missing = tag;
    }
};

}  // namespace

std::uint64_t run_field_tag(std::string_view tag) noexcept { return stable_id(tag).value; }

void write_run_fields(ByteWriter& out, const RunState& g) {
    const std::size_t count_at = out.placeholder_u32();
    RunFieldWriter writer{out, *g.content};
    game_fields(writer, g);
    out.patch_u32(count_at, writer.count);
}

void read_run_fields(ByteReader& in, RunState& g, const Content& content, LoadReport& report) {
    const std::size_t n = in.count(8 + 4, "run fields");
    std::vector<std::uint64_t> read;
    for (std::size_t i = 0; i < n && in.ok(); ++i) {
        const std::uint64_t tag = in.u64();
        const std::uint32_t length = in.u32();
        ByteReader record = in.sub(length);
        if (!in.ok()) return;
        if (std::find(read.begin(), read.end(), tag) != read.end()) {
            in.fail("a run field given twice");
            return;
        }
        read.push_back(tag);
        RunFieldReader reader{tag, record, content, report, {}};
        game_fields(reader, g);
        if (reader.found.empty()) {
            ++report.dropped_components;  // a newer build's field
            continue;
        }
        if (record.ok() && !record.at_end()) record.fail("bytes after its value");
        if (!record.ok()) {
            in.fail("the run's " + std::string(reader.found) + ": " + record.error());
            return;
        }
    }
    if (!in.ok()) return;
    MissingRunField missing{read, {}};
    game_fields(missing, std::as_const(g));
    if (!missing.missing.empty()) in.fail("the run's " + std::string(missing.missing) + " is missing");
}

}  // namespace yoord::save
