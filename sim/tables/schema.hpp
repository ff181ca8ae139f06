#pragma once
// The loader's schema: per table, a list of typed fields. A field knows its key, whether it is required,
// how to read and check a TOML value into a Def, and how to copy its value from one Def to another (which is
// what `base = "..."` inheritance does, key by key). Internal to sim/tables/*.cpp: it pulls in toml++.

#include <concepts>
#include <cstdint>
#include <functional>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include <toml++/toml.h>

#include "core/diag.hpp"
#include "sim/tables/row.hpp"

namespace yoord::tables {

// Collects diagnostics for one load; knows the file list so a SourceLoc can be printed.
class Reporter {
public:
    explicit Reporter(Diagnostics& out) : out_(&out) {}
    // Reports into `out` from now on (a copy of a loader reports into its own list).
    void report_to(Diagnostics& out) { out_ = &out; }

    std::uint32_t add_file(std::string path) {
        files_.push_back(std::move(path));
        return static_cast<std::uint32_t>(files_.size() - 1);
    }
    [[nodiscard]] const std::string& path(std::uint32_t file) const { return files_[file]; }
    [[nodiscard]] const std::vector<std::string>& files() const { return files_; }

    // A row inherited by several children would otherwise repeat its problem once per child.
    void error(SourceLoc at, std::string message) {
        if (!seen_.insert(place(at) + message).second) return;
        out_->error(files_[at.file], static_cast<int>(at.line), static_cast<int>(at.column), std::move(message));
    }
    // A problem with the content set as a whole (a table nobody filled): reported against `where`.
    void error_in(std::string where, std::string message) { out_->error(std::move(where), 0, 0, std::move(message)); }
    [[nodiscard]] bool has_errors() const noexcept { return out_->has_errors(); }

    [[nodiscard]] std::string place(SourceLoc at) const {
        return files_[at.file] + ":" + std::to_string(at.line) + ":" + std::to_string(at.column);
    }

private:
    Diagnostics* out_;
    std::vector<std::string> files_;
    std::set<std::string> seen_;
};

inline SourceLoc loc_of(const toml::node& node, std::uint32_t file) {
    const auto& b = node.source().begin;
    return SourceLoc{file, static_cast<std::uint32_t>(b.line), static_cast<std::uint32_t>(b.column)};
}

inline SourceLoc loc_of_key(const toml::key& key, std::uint32_t file) {
    const auto& b = key.source().begin;
    return SourceLoc{file, static_cast<std::uint32_t>(b.line), static_cast<std::uint32_t>(b.column)};
}

// What a field reader needs to report a problem.
struct FieldCtx {
    Reporter& out;
    std::uint32_t file;
    std::string_view key;
    [[nodiscard]] SourceLoc at(const toml::node& n) const { return loc_of(n, file); }
};

// The TOML type name a person expects to read in a message ("an integer", "a string").
std::string_view toml_type_phrase(const toml::node& node);

// Readers shared by the field kinds. Each returns false after reporting when the value is unusable.
bool read_int(const toml::node& n, FieldCtx& c, int lo, int hi, int& out);
bool read_weight(const toml::node& n, FieldCtx& c, int& out);
bool read_text(const toml::node& n, FieldCtx& c, std::string& out);
bool read_bool(const toml::node& n, FieldCtx& c, bool& out);
bool read_glyph(const toml::node& n, FieldCtx& c, char& out);
bool read_dice(const toml::node& n, FieldCtx& c, Dice& out);
bool read_choice(const toml::node& n, FieldCtx& c, std::span<const std::string_view> names, std::string_view what,
                 std::size_t& out);
bool read_effect(const toml::node& n, FieldCtx& c, EffectRef& out);
bool read_effect_list(const toml::node& n, FieldCtx& c, std::vector<EffectRef>& out);

template <class Def>
struct Field {
    std::string_view key;
    bool required = false;
    std::string_view type;  // for docs and tests: "integer", "string", "dice", "effect id list" ...
    std::function<void(Def&, const toml::node&, FieldCtx&)> read;
    std::function<void(Def&, const Def&)> copy;
    // Appends the source's list to the destination's: set for list keys only (a [[patch]]'s `append`).
    std::function<void(Def&, const Def&)> append;
    // Whether two rows hold the same value here, where it was written aside (hot reload's "what changed").
    std::function<bool(const Def&, const Def&)> same;
    // A name key's closed list (a potion's `kind`, a spell's `mechanic`): every name it accepts, for docs and
    // tests; empty for other keys.
    std::span<const std::string_view> choices = {};
};

// Two values of a field read alike. Types that carry where they were written (EffectRef, RowRefName ...) have
// their own same_value beside them, found by argument-dependent lookup; anything else compares with ==.
template <class T>
    requires std::equality_comparable<T>
[[nodiscard]] bool same_value(const T& a, const T& b) {
    return a == b;
}
template <class T>
[[nodiscard]] bool same_value(const std::vector<T>& a, const std::vector<T>& b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (!same_value(a[i], b[i])) return false;
    }
    return true;
}

template <class T>
struct is_list : std::false_type {};
template <class T, class A>
struct is_list<std::vector<T, A>> : std::true_type {};

enum class Need : std::uint8_t { required, optional };

// Builds a schema from accessors: `[](auto& d) -> auto& { return d.hp; }` (see YOORD_AT), so nested members
// (a ring's `mods.armour_bonus`) work the same as direct ones.
template <class Def>
class SchemaBuilder {
public:
    template <class Acc>
    SchemaBuilder& integer(std::string_view key, Acc acc, int lo, int hi, Need need = Need::optional) {
        return add(key, need, "integer", acc, [acc, lo, hi](Def& d, const toml::node& n, FieldCtx& c) {
            read_int(n, c, lo, hi, acc(d));
        });
    }
    template <class Acc>
    SchemaBuilder& weight(std::string_view key, Acc acc) {
        return add(key, Need::optional, "integer", acc,
                   [acc](Def& d, const toml::node& n, FieldCtx& c) { read_weight(n, c, acc(d)); });
    }
    template <class Acc>
    SchemaBuilder& text(std::string_view key, Acc acc, Need need = Need::optional) {
        return add(key, need, "string", acc,
                   [acc](Def& d, const toml::node& n, FieldCtx& c) { read_text(n, c, acc(d)); });
    }
    template <class Acc>
    SchemaBuilder& boolean(std::string_view key, Acc acc) {
        return add(key, Need::optional, "boolean", acc,
                   [acc](Def& d, const toml::node& n, FieldCtx& c) { read_bool(n, c, acc(d)); });
    }
    template <class Acc>
    SchemaBuilder& glyph(std::string_view key, Acc acc, Need need = Need::required) {
        return add(key, need, "character", acc,
                   [acc](Def& d, const toml::node& n, FieldCtx& c) { read_glyph(n, c, acc(d)); });
    }
    template <class Acc>
    SchemaBuilder& dice(std::string_view key, Acc acc, Need need = Need::optional) {
        return add(key, need, "dice", acc,
                   [acc](Def& d, const toml::node& n, FieldCtx& c) { read_dice(n, c, acc(d)); });
    }
    template <class E, class Acc>
    SchemaBuilder& choice(std::string_view key, Acc acc, std::string_view what, Need need = Need::optional) {
        add(key, need, "name", acc, [acc, what](Def& d, const toml::node& n, FieldCtx& c) {
            std::size_t index = 0;
            if (read_choice(n, c, enum_names(E{}), what, index)) acc(d) = static_cast<E>(index);
        });
        fields_.back().choices = enum_names(E{});
        return *this;
    }
    template <class Acc>
    SchemaBuilder& effect(std::string_view key, Acc acc, Need need = Need::optional) {
        return add(key, need, "effect id", acc,
                   [acc](Def& d, const toml::node& n, FieldCtx& c) { read_effect(n, c, acc(d)); });
    }
    template <class Acc>
    SchemaBuilder& effects(std::string_view key, Acc acc) {
        return add(key, Need::optional, "effect id list", acc,
                   [acc](Def& d, const toml::node& n, FieldCtx& c) { read_effect_list(n, c, acc(d)); });
    }
    // A field with its own reader (gear rolls).
    template <class Acc, class Read>
    SchemaBuilder& custom(std::string_view key, std::string_view type, Acc acc, Read read,
                          Need need = Need::optional) {
        return add(key, need, type, acc, read);
    }

    [[nodiscard]] std::vector<Field<Def>> build() && { return std::move(fields_); }

private:
    template <class Acc, class Read>
    SchemaBuilder& add(std::string_view key, Need need, std::string_view type, Acc acc, Read read) {
        Field<Def> f{key, need == Need::required, type, std::move(read),
                     [acc](Def& d, const Def& s) { acc(d) = acc(s); }, nullptr,
                     [acc](const Def& a, const Def& b) { return same_value(acc(a), acc(b)); }, {}};
        using Value = std::remove_cvref_t<decltype(acc(std::declval<Def&>()))>;
        if constexpr (is_list<Value>::value) {
            f.append = [acc](Def& d, const Def& s) {
                auto& to = acc(d);
                const auto& from = acc(s);
                to.insert(to.end(), from.begin(), from.end());
            };
        }
        fields_.push_back(std::move(f));
        return *this;
    }
    std::vector<Field<Def>> fields_;
};

}  // namespace yoord::tables

// An accessor for SchemaBuilder: YOORD_AT(mods.armour_bonus).
#define YOORD_AT(member) [](auto& d) -> auto& { return d.member; }
