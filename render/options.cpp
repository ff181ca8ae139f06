#include "render/options.hpp"

#include <toml++/toml.h>

#include <array>
#include <fstream>
#include <sstream>
#include <vector>

#include "sim/tables/toml_text.hpp"
#include "core/io/untrusted_file.hpp"
#include "sim/text/strings.hpp"

namespace yoord {
namespace {

constexpr std::string_view kKeymap = "keymap";
constexpr std::string_view kAsciiOnly = "ascii_only";
constexpr std::string_view kColour = "colour";
constexpr std::string_view kAutoPickup = "auto_pickup";
constexpr std::string_view kScreenReader = "screen_reader";
constexpr std::string_view kAuto = "auto";
constexpr std::string_view kAnimations = "animations";
constexpr std::string_view kLowHpWarning = "low_hp_warning";
constexpr int kMaxPercent = 100;

struct Where {
    int line = 0;
    int column = 0;
};

Where option_place(const toml::source_region& region) {
    return {static_cast<int>(region.begin.line), static_cast<int>(region.begin.column)};
}

void read_keymap(const toml::node& value, const std::string& path, OptionsLoad& out) {
    const Where at = option_place(value.source());
    const auto* text = value.as_string();
    if (text == nullptr || text->get().empty()) {
        out.diagnostics.error(path, at.line, at.column, phrase("options_error.file_name", {{"what", std::string(kKeymap)}}));
        return;
    }
    out.options.keymap = text->get();
}

void read_ascii_only(const toml::node& value, const std::string& path, OptionsLoad& out) {
    const Where at = option_place(value.source());
    const auto* flag = value.as_boolean();
    if (flag == nullptr) {
        out.diagnostics.error(path, at.line, at.column, phrase("options_error.true_or_false", {{"what", std::string(kAsciiOnly)}}));
        return;
    }
    out.options.ascii_only = flag->get();
}

void read_screen_reader(const toml::node& value, const std::string& path, OptionsLoad& out) {
    const Where at = option_place(value.source());
    const auto* flag = value.as_boolean();
    if (flag == nullptr) {
        out.diagnostics.error(path, at.line, at.column, phrase("options_error.true_or_false", {{"what", std::string(kScreenReader)}}));
        return;
    }
    out.options.screen_reader = flag->get();
}

void read_colour(const toml::node& value, const std::string& path, OptionsLoad& out) {
    const Where at = option_place(value.source());
    const auto* text = value.as_string();
    if (text != nullptr && text->get() == kAuto) {
        out.options.colour.reset();
        return;
    }
    const std::optional<ColourMode> mode = text != nullptr ? colour_mode_from_name(text->get()) : std::nullopt;
    if (!mode) {
        out.diagnostics.error(path, at.line, at.column,
                              phrase("options_error.colour", {{"what", std::string(kColour)}}));
        return;
    }
    out.options.colour = mode;
}

void read_animations(const toml::node& value, const std::string& path, OptionsLoad& out) {
    const Where at = option_place(value.source());
    const auto* flag = value.as_boolean();
    if (flag == nullptr) {
        out.diagnostics.error(path, at.line, at.column, phrase("options_error.true_or_false", {{"what", std::string(kAnimations)}}));
        return;
    }
    out.options.animations = flag->get();
}

void read_low_hp_warning(const toml::node& value, const std::string& path, OptionsLoad& out) {
    const Where at = option_place(value.source());
    const auto* number = value.as_integer();
    if (number == nullptr || number->get() < 0 || number->get() > kMaxPercent) {
        out.diagnostics.error(path, at.line, at.column,
                              phrase("options_error.low_hp_warning", {{"what", std::string(kLowHpWarning)}}));
        return;
    }
    out.options.low_hp_warning = static_cast<int>(number->get());
}

std::optional<PickupKind> pickup_kind_from_name(std::string_view name) {
    for (const PickupKind kind : kPickupKinds) {
        if (pickup_kind_name(kind) == name) return kind;
    }
    return std::nullopt;
}

std::string pickup_kind_list() {
    std::string out;
    for (const PickupKind kind : kPickupKinds) {
        if (!out.empty()) out += ", ";
        out += '"' + std::string(pickup_kind_name(kind)) + '"';
    }
    return out;
}

void read_auto_pickup(const toml::node& value, const std::string& path, OptionsLoad& out) {
    const auto* list = value.as_array();
    if (list == nullptr) {
        const Where at = option_place(value.source());
        out.diagnostics.error(path, at.line, at.column,
                              phrase("options_error.pickup_list", {{"what", std::string(kAutoPickup)}}));
        return;
    }
    AutoPickup pickup;
    pickup.kinds.clear();
    std::vector<std::string> known;
    for (const PickupKind kind : kPickupKinds) known.emplace_back(pickup_kind_name(kind));
    for (const toml::node& entry : *list) {
        const Where at = option_place(entry.source());
        const auto* text = entry.as_string();
        const std::optional<PickupKind> kind = text != nullptr ? pickup_kind_from_name(text->get()) : std::nullopt;
        if (!kind) {
            std::string message = phrase("options_error.pickup_kinds", {{"text", pickup_kind_list()}});
            if (text != nullptr) {
                message = phrase("options_error.unknown_pickup_kind", {{"what", text->get()}, {"text", pickup_kind_list()}});
                if (const auto guess = did_you_mean(text->get(), known)) {
                    message += phrase("options_error.then_did_you_mean", {{"text", *guess}});
                }
            }
            out.diagnostics.error(path, at.line, at.column, message);
            continue;
        }
        pickup.kinds.push_back(*kind);
    }
    out.options.auto_pickup = std::move(pickup);
}

}  // namespace

OptionsLoad parse_options(std::string_view text, const std::string& path) {
    OptionsLoad out;
    const std::optional<toml::table> parsed = tables::parse_untrusted_toml(text, path, out.diagnostics);
    if (!parsed) return out;
    const toml::table& table = *parsed;
    const std::vector<std::string> known = {std::string(kAnimations), std::string(kAsciiOnly),
                                            std::string(kAutoPickup),  std::string(kColour),
                                            std::string(kKeymap),      std::string(kLowHpWarning),
                                            std::string(kScreenReader)};
    for (const auto& [key, value] : table) {
        const std::string_view name = key.str();
        if (name == kKeymap) {
            read_keymap(value, path, out);
        } else if (name == kAsciiOnly) {
            read_ascii_only(value, path, out);
        } else if (name == kColour) {
            read_colour(value, path, out);
        } else if (name == kAutoPickup) {
            read_auto_pickup(value, path, out);
        } else if (name == kScreenReader) {
            read_screen_reader(value, path, out);
        } else if (name == kAnimations) {
            read_animations(value, path, out);
        } else if (name == kLowHpWarning) {
            read_low_hp_warning(value, path, out);
        } else {
            const Where at = option_place(key.source());
            std::string message = phrase("options_error.unknown", {{"text", std::string(name)}});
            if (const auto guess = did_you_mean(name, known)) message += phrase("cli_error.did_you_mean", {{"text", *guess}});
            out.diagnostics.error(path, at.line, at.column, message);
        }
    }
    if (out.diagnostics.has_errors()) out.options = Options{};
    return out;
}

OptionsLoad load_options(const std::filesystem::path& path) {
    if (!io::exists_at(path)) return OptionsLoad{};
    const auto text = io::read_untrusted_file(path);
    if (!text) {
        OptionsLoad out;
        out.diagnostics.error(path.string(), 0, 0, phrase("options_error.cannot_read", {{"reason", text.error().reason}}));
        return out;
    }
    return parse_options(*text, path.string());
}

std::filesystem::path keymap_path(const Options& options, const std::filesystem::path& data_dir) {
    const std::filesystem::path file(options.keymap);
    return file.is_absolute() ? file : data_dir / file;
}

}  // namespace yoord
