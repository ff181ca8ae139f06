#include "sim/tables/golden.hpp"

#include <algorithm>
#include <cstdio>
#include <map>
#include <sstream>

#include "sim/vocab/effects.hpp"
#include "sim/tables/loader.hpp"

namespace yoord {

namespace {

constexpr std::string_view kRetiredHeader = "[retired]";
constexpr int kHexDigits = 16;

std::string hex_constant(std::uint64_t v) {
    char buffer[2 + kHexDigits + 1];
    std::snprintf(buffer, sizeof buffer, "0x%016llx", static_cast<unsigned long long>(v));
    return buffer;
}

std::string_view trim(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\r')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
    return s;
}

bool parse_hash(std::string_view text, std::uint64_t& out) {
    if (text.size() != 2 + kHexDigits || text.substr(0, 2) != "0x") return false;
    std::uint64_t v = 0;
    for (char ch : text.substr(2)) {
        int digit = 0;
        if (ch >= '0' && ch <= '9') {
            digit = ch - '0';
        } else if (ch >= 'a' && ch <= 'f') {
            digit = ch - 'a' + 10;
        } else {
            return false;
        }
        v = (v << 4) | static_cast<std::uint64_t>(digit);
    }
    out = v;
    return true;
}

std::string label(const IdRecord& r) { return r.kind + " " + r.id; }

}  // namespace

GoldenList parse_golden(std::string_view text, std::string_view path, Diagnostics& out) {
    GoldenList list;
    bool retired = false;
    int line_number = 0;
    std::istringstream in{std::string(text)};
    for (std::string raw; std::getline(in, raw);) {
        ++line_number;
        std::string_view line = trim(raw);
        if (const auto hash_mark = line.find('#'); hash_mark != std::string_view::npos) {
            line = trim(line.substr(0, hash_mark));
        }
        if (line.empty()) continue;
        if (line == kRetiredHeader) {
            retired = true;
            continue;
        }
        std::istringstream fields{std::string(line)};
        IdRecord r;
        std::string hash_text, extra;
        fields >> r.kind >> r.id >> hash_text >> extra;
        if (r.id.empty() || hash_text.empty() || !extra.empty() || !parse_hash(hash_text, r.hash)) {
            out.error(std::string(path), line_number, 1,
                      "expected 'kind id 0x<16 lower-case hex digits>', not '" + std::string(line) + "'");
            continue;
        }
        (retired ? list.retired : list.shipped).push_back(std::move(r));
    }
    return list;
}

std::vector<IdRecord> current_ids(const Content& content) {
    std::vector<IdRecord> ids;
    for (const RowRef ref : content.all_rows()) {
        const RowCommon& row = content.common(ref);
        ids.push_back({std::string(enum_name(ref.category)), row.id, row.stable.value});
    }
    for (const SpellDef& sp : content.spells) ids.push_back({std::string(kSpellKind), sp.id, sp.stable.value});
    for (const EffectInfo& e : effect_table()) ids.push_back({std::string(kEffectKind), std::string(e.id), e.stable.value});
    return ids;
}

std::string golden_line(const IdRecord& r) { return r.kind + " " + r.id + " " + hex_constant(r.hash); }

std::vector<std::string> golden_problems(const GoldenList& golden, const std::vector<IdRecord>& current) {
    std::vector<std::string> problems;
    std::map<std::string, const IdRecord*> now;
    for (const IdRecord& r : current) now[r.id] = &r;
    std::map<std::string, const IdRecord*> known;  // every id the list names, shipped or retired

    const auto check_hash = [&](const IdRecord& g) {
        const std::uint64_t actual = stable_id(g.id).value;
        if (actual == g.hash) return;
        problems.push_back("content/ids.golden pins '" + g.id + "' to " + hex_constant(g.hash) + " but XXH3-64 gives " +
                           hex_constant(actual) + ": hashes never change; restore the line as '" +
                           golden_line({g.kind, g.id, actual}) + "'");
    };
    for (const IdRecord& g : golden.shipped) {
        known[g.id] = &g;
        check_hash(g);
        const auto it = now.find(g.id);
        if (it == now.end()) {
            problems.push_back("shipped id '" + label(g) + "' is neither in the tables nor retired: restore its row, "
                               "or move its line under [retired] in content/ids.golden (ids are never reused)");
        } else if (it->second->kind != g.kind) {
            problems.push_back("id '" + g.id + "' shipped as a " + g.kind + " but is now a " + it->second->kind +
                               ": an id keeps its kind; retire it and give the new row a new id");
        }
    }
    for (const IdRecord& g : golden.retired) {
        known[g.id] = &g;
        check_hash(g);
        if (now.count(g.id) != 0) {
            problems.push_back("retired id '" + label(g) + "' is in the tables again: retired ids are never reused; "
                               "give the row a new id");
        }
    }
    std::map<std::uint64_t, std::string> by_hash;
    const auto check_collision = [&](const std::string& id, std::uint64_t hash) {
        const auto [it, inserted] = by_hash.emplace(hash, id);
        if (!inserted && it->second != id) {
            problems.push_back("ids '" + it->second + "' and '" + id + "' share the hash " + hex_constant(hash) +
                               ": rename the newer one before it ships");
        }
    };
    for (const IdRecord& g : golden.shipped) check_collision(g.id, stable_id(g.id).value);
    for (const IdRecord& g : golden.retired) check_collision(g.id, stable_id(g.id).value);
    for (const IdRecord& r : current) {
        check_collision(r.id, r.hash);
        if (known.count(r.id) == 0) {
            problems.push_back("id '" + label(r) + "' is missing from content/ids.golden: add the line '" +
                               golden_line(r) + "' above [retired]");
        }
    }
    return problems;
}

std::vector<IdRecord> new_ids(const GoldenList& golden, const std::vector<IdRecord>& current) {
    std::map<std::string, bool> known;
    for (const IdRecord& g : golden.shipped) known[g.id] = true;
    for (const IdRecord& g : golden.retired) known[g.id] = true;
    std::vector<IdRecord> fresh;
    for (const IdRecord& r : current) {
        if (known.count(r.id) == 0) fresh.push_back(r);
    }
    return fresh;
}

GoldenList embedded_golden() {
    Diagnostics ignored;  // the golden test parses the same bytes and fails on any malformed line
    for (const ContentFile& f : embedded_content_files()) {
        if (f.path == kGoldenFileName) return parse_golden(f.text, f.path, ignored);
    }
    return {};
}

}  // namespace yoord
