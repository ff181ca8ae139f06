#include "render/ui/hud_widgets.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include "render/screen_reader.hpp"
#include "render/utf8.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/rules/spirits.hpp"
#include "sim/state/message_log.hpp"
#include "sim/text/strings.hpp"

namespace yoord {
namespace {

// HP above these fractions (in percent) of the maximum shows as healthy, then hurt; below, in danger.
constexpr int kHealthyPercent = 50;
constexpr int kHurtPercent = 25;
constexpr int kStatusRows = 1;
constexpr int kBadgeRows = 1;
constexpr int kPackRows = 1;
constexpr std::string_view kLowHpTag = "!";  // one column: the status line is full at 80

// Draws "label value" and two spaces after; returns the next x.
int field(const Canvas& area, int x, std::string_view label, std::string_view value, Style value_style = styles::normal,
          int gap = 2) {
    x += area.text(x, 0, label, styles::dim);
    x += area.text(x, 0, " ", styles::normal);
    x += area.text(x, 0, value, value_style);
    return x + gap;
}

// What the hit points' colour says, for screen-reader mode: nothing when healthy.
std::string hp_words(int hp, int max_hp) {
    const long long percent = max_hp > 0 ? 100LL * hp / max_hp : 0;
    if (percent > kHealthyPercent) return {};
    return phrase(percent > kHurtPercent ? "hud.hp_hurt" : "hud.hp_low");
}

// What the patience colour says, for screen-reader mode.
std::string patience_words(Alert alert) {
    switch (alert) {
        case Alert::none: return {};
        case Alert::warning: return phrase("hud.patience_warning");
        case Alert::danger: return phrase("hud.patience_danger");
    }
    return {};
}

Style patience_style(Alert alert) {
    switch (alert) {
        case Alert::none: return styles::normal;
        case Alert::warning: return Style{colours::bright_yellow, colours::black, Attr::bold};
        case Alert::danger: return Style{colours::bright_red, colours::black, Attr::bold};
    }
    return styles::normal;
}

}  // namespace

std::string format_dice(const DiceView& dice) { return die_text(dice.die, dice.bonus); }

void fill_messages(HudView& view, const MessageLog& log, std::size_t count) {
    view.messages.clear();
    for (const Message& m : log.tail(count)) view.messages.push_back(display_text(m));
}

bool hp_low(const HudView& view) noexcept {
    if (view.low_hp_percent <= 0 || view.max_hp <= 0) return false;
    return 100LL * view.hp <= static_cast<long long>(view.low_hp_percent) * view.max_hp;
}

Colour hp_colour(int hp, int max_hp) noexcept {
    if (max_hp <= 0) return colours::bright_red;
    const long long percent = 100LL * hp / max_hp;
    if (percent > kHealthyPercent) return colours::bright_green;
    if (percent > kHurtPercent) return colours::bright_yellow;
    return colours::bright_red;
}

namespace {

struct StatusField {
    std::string_view key = {};  // the label's sentence key; "<key>_short" is its short form
    std::string value = {};
    Style style = styles::normal;
    std::string after = {};  // drawn right after the value (the melee cap beside the power)
    Style after_style = styles::normal;
};

// How the status line is laid out: the labels' long or short forms, and the blanks between fields.
struct StatusLayout {
    bool short_labels = false;
    int gap = 2;
};

std::string status_label(const StatusField& f, const StatusLayout& layout) {
    return phrase(layout.short_labels ? std::string(f.key) + "_short" : std::string(f.key));
}

int status_width(const HudView& view, const std::vector<StatusField>& fields, const StatusLayout& layout) {
    int width = text_width(view.name) + 2;
    for (const StatusField& f : fields) {
        width += text_width(status_label(f, layout)) + 1 + text_width(f.value) +
                 (f.after.empty() ? 0 : text_width(f.after) + 1) + layout.gap;
    }
    return width - layout.gap;
}

}  // namespace

void StatusLineWidget::draw(const Canvas& area, const HudView& view) const {
    area.fill();
    std::vector<StatusField> fields;
    // The colour says how hurt; the numbers say it too, and a low HP is also marked "!" and drawn in reverse
    // video, so nothing rests on colour alone (screen-reader mode says it in words as well).
    const bool low = hp_low(view);
    const Attr hp_attrs = low ? Attr::bold | Attr::reverse : Attr::bold;
    const Style hp_style{hp_colour(view.hp, view.max_hp), colours::black, hp_attrs};
    std::string hp = std::to_string(view.hp) + "/" + std::to_string(view.max_hp);
    if (low) hp += kLowHpTag;
    if (screen_reader_on()) hp += hp_words(view.hp, view.max_hp);
    fields.push_back({"hud.hp", hp, hp_style});
    if (view.max_ma > 0) fields.push_back({"hud.ma", std::to_string(view.ma) + "/" + std::to_string(view.max_ma)});
    StatusField power{"hud.power", format_dice(view.power)};
    if (view.melee_cap) {
        // Said beside the power it limits, so a launcher in hand never hides behind a big weapon's dice.
        power.after = phrase("hud.melee_max", {{"cap", std::to_string(*view.melee_cap)}});
        power.after_style = Style{colours::bright_yellow, colours::black, Attr::bold};
    }
    fields.push_back(std::move(power));
    fields.push_back({"hud.armour", format_dice(view.armour)});
    const std::string depth = std::to_string(view.depth);
    fields.push_back({"hud.depth", view.endless ? phrase("hud.depth_endless", {{"depth", depth}}) : depth});
    fields.push_back({"hud.score", std::to_string(view.score)});
    std::string patience = std::to_string(view.patience);
    if (screen_reader_on()) patience += patience_words(view.patience_alert);
    fields.push_back({"hud.patience", patience, patience_style(view.patience_alert)});
    // A line that does not fit closes up its gaps, then (a longer language) takes its labels' short forms.
    StatusLayout layout;
    for (const StatusLayout next : {StatusLayout{false, 1}, StatusLayout{true, 1}}) {
        if (status_width(view, fields, layout) <= area.width()) break;
        layout = next;
    }
    int x = area.text(0, 0, view.name, styles::heading) + 2;
    for (const StatusField& f : fields) {
        x = field(area, x, status_label(f, layout), f.value, f.style, layout.gap);
        if (!f.after.empty()) x += area.text(x - layout.gap + 1, 0, f.after, f.after_style) + 1;
    }
}

void MessageWidget::draw(const Canvas& area, const HudView& view) const {
    area.fill();
    std::vector<std::string> lines;
    for (const std::string& m : view.messages) {
        for (std::string& line : wrap_text(m, area.width())) lines.push_back(std::move(line));
    }
    const int shown = std::min(static_cast<int>(lines.size()), area.height());
    const int first = static_cast<int>(lines.size()) - shown;
    for (int row = 0; row < shown; ++row) area.text(0, row, lines[static_cast<std::size_t>(first + row)]);
    if (shown > 0) area.mark_cursor(0, shown - 1);  // the newest message's last line
}

void BadgeWidget::draw(const Canvas& area, const HudView& view) const {
    area.fill();
    int x = 0;
    for (std::size_t i = 0; i < view.badges.size(); ++i) {
        const Badge& badge = view.badges[i];
        const int width = text_width(badge.label) + 1;
        const std::string more = phrase("hud.more", {{"n", std::to_string(view.badges.size() - i)}});
        // Leave room to say how many did not fit, unless this is the last one.
        const int reserve = i + 1 < view.badges.size() ? text_width(more) : 0;
        if (x + width + reserve > area.width()) {
            area.text(x, 0, more, styles::dim);
            return;
        }
        x += area.text(x, 0, badge.label, Style{badge.colour, colours::black, Attr::bold}) + 1;
    }
}

void PackFieldsWidget::draw(const Canvas& area, const HudView& view) const {
    if (area.height() <= 0) return;
    area.fill();
    int x = 0;
    for (std::size_t i = 0; i < view.pack_fields.size(); ++i) {
        const auto& [label, value] = view.pack_fields[i];
        const int width = text_width(label) + 1 + text_width(value);
        const std::string more = phrase("hud.more", {{"n", std::to_string(view.pack_fields.size() - i)}});
        const int reserve = i + 1 < view.pack_fields.size() ? 2 + text_width(more) : 0;
        if (x + width + reserve > area.width()) {
            area.text(x, 0, more, styles::dim);
            return;
        }
        x = field(area, x, label, value);
    }
}

void AlignmentWidget::draw(const Canvas& area, const HudView& view) const {
    area.fill();
    // The label and the 7-column dial (or the word "hostile") share the widget; a longer language's label gives
    // way to its short form.
    const std::string state = view.spirits_hostile ? phrase("hud.spirits_hostile") : std::string(2 * kDialPole + 1, '-');
    const std::string label = text_width(phrase("hud.spirits")) + text_width(state) <= area.width()
                                  ? phrase("hud.spirits")
                                  : phrase("hud.spirits_short");
    int x = area.text(0, 0, label, styles::dim);
    if (view.spirits_hostile) {
        area.text(x, 0, phrase("hud.spirits_hostile"), Style{colours::bright_red, colours::black, Attr::bold});
        return;
    }
    const int dial = view.spirit_dial;
    for (int at = -kDialPole; at <= kDialPole; ++at) {
        if (at == dial) {
            const Colour c = dial < 0 ? colours::bright_magenta : dial > 0 ? colours::bright_yellow : colours::white;
            x += area.text(x, 0, "*", Style{c, colours::black, Attr::bold});
        } else {
            x += area.text(x, 0, at == 0 ? "|" : "-", styles::dim);
        }
    }
}

void register_default_hud(WidgetRegistry& registry, const MapSource* map, bool pack_row) {
    registry.add("messages", [](Size s) { return Rect{0, 0, s.width, kMessageRows}; },
                 std::make_unique<MessageWidget>());
    if (map != nullptr) registry.add("map", [](Size) { return Rect{}; }, std::make_unique<MapWidget>(*map));  // placed below
    registry.add("status", [](Size s) { return Rect{0, s.height - kStatusRows - kBadgeRows, s.width, kStatusRows}; },
                 std::make_unique<StatusLineWidget>());
    // The dial ends the badge row: the badges stop one column short of it.
    registry.add("badges",
                 [](Size s) {
                     return Rect{0, s.height - kBadgeRows, std::max(0, s.width - kAlignmentWidth - 1), kBadgeRows};
                 },
                 std::make_unique<BadgeWidget>());
    registry.add("alignment",
                 [](Size s) {
                     return Rect{std::max(0, s.width - kAlignmentWidth), s.height - kBadgeRows,
                                 std::min(s.width, kAlignmentWidth), kBadgeRows};
                 },
                 std::make_unique<AlignmentWidget>());
    place_pack_row(registry, map, pack_row);
}

void place_pack_row(WidgetRegistry& registry, const MapSource* map, bool pack_row) {
    const int rows = pack_row ? kPackRows : 0;
    if (map != nullptr) {
        registry.add("map",
                     [rows](Size s) {
                         return Rect{0, kMessageRows, s.width,
                                     std::max(0, s.height - kMessageRows - rows - kStatusRows - kBadgeRows)};
                     },
                     std::make_unique<MapWidget>(*map));
    }
    registry.add("pack_fields",
                 [rows](Size s) { return Rect{0, s.height - kStatusRows - kBadgeRows - rows, s.width, rows}; },
                 std::make_unique<PackFieldsWidget>());
}

}  // namespace yoord
