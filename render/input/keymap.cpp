#include "render/input/keymap.hpp"

#include <toml++/toml.h>

#include <algorithm>
#include <fstream>
#include <sstream>

#include "core/assert.hpp"
#include "sim/tables/toml_text.hpp"
#include "core/io/untrusted_file.hpp"
#include "sim/text/strings.hpp"

namespace yoord {

Keymap Keymap::defaults() {
    Keymap map;
    for (const ActionInfo& row : kActionTable) {
        std::vector<Key> keys;
        for (const std::string_view name : row.default_keys) {
            if (name.empty()) continue;
            const std::optional<Key> k = parse_key(name);
            YOORD_ASSERT(k.has_value(), "the key table names a key parse_key does not know");
            if (k) keys.push_back(*k);
        }
        map.bind(row.action, std::move(keys));
    }
    return map;
}

std::optional<Action> Keymap::action_for(Key k) const {
    const auto it = by_key_.find(k);
    if (it == by_key_.end()) return std::nullopt;
    return it->second;
}

const std::vector<Key>& Keymap::keys_for(Action a) const noexcept { return keys_[static_cast<std::size_t>(a)]; }

std::string Keymap::key_names(Action a, std::string_view separator) const {
    std::string out;
    for (const Key k : keys_for(a)) {
        if (!out.empty()) out += separator;
        out += key_name(k);
    }
    return out;
}

void Keymap::bind(Action a, std::vector<Key> keys) {
    for (const Key old : keys_for(a)) by_key_.erase(old);
    for (const Key k : keys) {
        if (const auto it = by_key_.find(k); it != by_key_.end()) {
            auto& other = keys_[static_cast<std::size_t>(it->second)];
            other.erase(std::remove(other.begin(), other.end(), k), other.end());
        }
        by_key_[k] = a;
    }
    keys_[static_cast<std::size_t>(a)] = std::move(keys);
}

namespace {

std::vector<std::string> action_names() {
    std::vector<std::string> out;
    for (const ActionInfo& row : kActionTable) out.emplace_back(row.name);
    return out;
}

std::vector<std::string> known_key_names() {
    std::vector<std::string> out;
    for (char32_t c = keys::kNamedBase; c < keys::named_end_; ++c) {
        if (bindable(Key{c})) out.push_back(key_name(Key{c}));
    }
    for (const char32_t c : {keys::enter, keys::escape, keys::tab, keys::backspace, keys::space}) {
        out.push_back(key_name(Key{c}));
    }
    return out;
}

struct FilePlace {
    int line = 0;
    int column = 0;
};

FilePlace place_of(const toml::source_region& region) {
    return {static_cast<int>(region.begin.line), static_cast<int>(region.begin.column)};
}

// One key as the file wrote it, with where.
struct WrittenKey {
    Key key;
    FilePlace place;
};

// Reads an action's value (a key name or a list of them); reports what is wrong and keeps what is right.
std::vector<WrittenKey> read_keys(const toml::node& value, std::string_view action, const std::string& path,
                                  Diagnostics& diags) {
    std::vector<WrittenKey> out;
    auto read_one = [&](const toml::node& node) {
        const FilePlace at = place_of(node.source());
        const auto* text = node.as_string();
        if (text == nullptr) {
            diags.error(path, at.line, at.column, phrase("keymap_error.not_a_string", {{"what", std::string(action)}}));
            return;
        }
        const std::string& name = text->get();
        const std::optional<Key> k = parse_key(name);
        if (!k || !bindable(*k)) {
            std::string message = phrase("keymap_error.unknown_key", {{"key", name}, {"what", std::string(action)}});
            const std::vector<std::string> candidates = known_key_names();
            if (const auto guess = did_you_mean(name, candidates)) message += phrase("cli_error.did_you_mean", {{"text", *guess}});
            diags.error(path, at.line, at.column, message);
            return;
        }
        for (const WrittenKey& earlier : out) {
            if (earlier.key == *k) {
                diags.error(path, at.line, at.column,
                            phrase("keymap_error.twice", {{"key", key_name(*k)}, {"what", std::string(action)}}));
                return;
            }
        }
        out.push_back({*k, at});
    };
    if (const auto* list = value.as_array()) {
        for (const toml::node& item : *list) read_one(item);
    } else if (value.is_string()) {
        read_one(value);
    } else {
        const FilePlace at = place_of(value.source());
        diags.error(path, at.line, at.column, phrase("keymap_error.not_keys", {{"what", std::string(action)}}));
    }
    return out;
}

struct Binding {
    Action action;
    FilePlace place;  // of the action's name in the file
    std::vector<WrittenKey> keys;
};

// A key may do one thing: checks the file's bindings against each other and against the defaults they leave.
void check_clashes(const std::vector<Binding>& bindings, const std::string& path, Diagnostics& diags) {
    std::array<bool, kActionCount> rebound{};
    for (const Binding& b : bindings) rebound[static_cast<std::size_t>(b.action)] = true;
    const Keymap defaults = Keymap::defaults();
    std::map<Key, std::pair<Action, FilePlace>> taken;
    for (const Binding& b : bindings) {
        for (const WrittenKey& k : b.keys) {
            const std::string name(info(b.action).name);
            if (const auto it = taken.find(k.key); it != taken.end()) {
                diags.error(path, k.place.line, k.place.column,
                            phrase("keymap_error.bound_to_both",
                                   {{"key", key_name(k.key)}, {"what", std::string(info(it->second.first).name)},
                                    {"n", std::to_string(it->second.second.line)}, {"text", name}}));
                continue;
            }
            taken[k.key] = {b.action, k.place};
            const std::optional<Action> by_default = defaults.action_for(k.key);
            if (by_default && *by_default != b.action && !rebound[static_cast<std::size_t>(*by_default)]) {
                const std::string other(info(*by_default).name);
                diags.error(path, k.place.line, k.place.column,
                            phrase("keymap_error.bound_by_default", {{"key", key_name(k.key)}, {"what", name}, {"text", other}}));
            }
        }
    }
}

}  // namespace

KeymapLoad parse_keymap(std::string_view text, const std::string& path) {
    KeymapLoad out{Keymap::defaults(), {}};
    const std::optional<toml::table> parsed = tables::parse_untrusted_toml(text, path, out.diagnostics);
    if (!parsed) return out;
    const toml::table& table = *parsed;
    std::vector<Binding> bindings;
    for (const auto& [key, value] : table) {
        const std::string name(key.str());
        const std::optional<Action> action = action_from_name(name);
        if (!action) {
            const FilePlace at = place_of(key.source());
            std::string message = phrase("keymap_error.unknown_action", {{"what", name}});
            const std::vector<std::string> candidates = action_names();
            if (const auto guess = did_you_mean(name, candidates)) message += phrase("cli_error.did_you_mean", {{"text", *guess}});
            out.diagnostics.error(path, at.line, at.column, message);
            continue;
        }
        bindings.push_back({*action, place_of(key.source()), read_keys(value, name, path, out.diagnostics)});
    }
    // toml++ iterates keys in sorted order; report and check in file order so "line N" reads naturally.
    std::sort(bindings.begin(), bindings.end(), [](const Binding& a, const Binding& b) {
        return std::pair(a.place.line, a.place.column) < std::pair(b.place.line, b.place.column);
    });
    check_clashes(bindings, path, out.diagnostics);
    if (out.diagnostics.has_errors()) return out;
    for (const Binding& b : bindings) {
        std::vector<Key> keys;
        for (const WrittenKey& k : b.keys) keys.push_back(k.key);
        out.keymap.bind(b.action, std::move(keys));
    }
    return out;
}

KeymapLoad load_keymap(const std::filesystem::path& path) {
    if (!io::exists_at(path)) return KeymapLoad{Keymap::defaults(), {}};
    const auto text = io::read_untrusted_file(path);
    if (!text) {
        KeymapLoad out{Keymap::defaults(), {}};
        out.diagnostics.error(path.string(), 0, 0, phrase("keymap_error.cannot_read", {{"reason", text.error().reason}}));
        return out;
    }
    return parse_keymap(*text, path.string());
}

}  // namespace yoord
