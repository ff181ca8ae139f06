#include "render/ui/hud_widgets.hpp"

#include <algorithm>
#include <string>

#include "render/utf8.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/rules/spirits.hpp"
#include "sim/run/message_log.hpp"

namespace yoord {
namespace {

// HP above these fractions (in percent) of the maximum shows as healthy, then hurt; below, in danger.
constexpr int kHealthyPercent = 50;
constexpr int kHurtPercent = 25;
constexpr int kStatusRows = 1;
constexpr int kBadgeRows = 1;
constexpr std::string_view kLowHpTag = "!";  // one column: the status line is full at 80

// Draws "label value" and two spaces after; returns the next x.
int field(const Canvas& area, int x, std::string_view label, std::string_view value, Style value_style = styles::normal) {
    x += area.text(x, 0, label, styles::dim);
    x += area.text(x, 0, " ", styles::normal);
    x += area.text(x, 0, value, value_style);
    return x + 2;
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

void StatusLineWidget::draw(const Canvas& area, const HudView& view) const {
    area.fill();
    int x = area.text(0, 0, view.name, styles::heading) + 2;
    // The colour says how hurt; the numbers say it too, and a low HP is also marked "!" and drawn in reverse
    // video, so nothing rests on colour alone.
    const bool low = hp_low(view);
    const Attr hp_attrs = low ? Attr::bold | Attr::reverse : Attr::bold;
    const Style hp_style{hp_colour(view.hp, view.max_hp), colours::black, hp_attrs};
    std::string hp = std::to_string(view.hp) + "/" + std::to_string(view.max_hp);
    if (low) hp += kLowHpTag;
    x = field(area, x, "HP", hp, hp_style);
    if (view.max_ma > 0) x = field(area, x, "Ma", std::to_string(view.ma) + "/" + std::to_string(view.max_ma));
    x = field(area, x, "Power", format_dice(view.power));
    if (view.melee_cap) {
        // Said beside the power it limits, so a launcher in hand never hides behind a big weapon's dice.
        const std::string cap = "max " + std::to_string(*view.melee_cap);
        x += area.text(x - 1, 0, cap, Style{colours::bright_yellow, colours::black, Attr::bold}) + 1;
    }
    x = field(area, x, "Armour", format_dice(view.armour));
    x = field(area, x, "Depth", std::to_string(view.depth));
    x = field(area, x, "Score", std::to_string(view.score));
    field(area, x, "Patience", std::to_string(view.patience), patience_style(view.patience_alert));
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
}

void BadgeWidget::draw(const Canvas& area, const HudView& view) const {
    area.fill();
    int x = 0;
    for (std::size_t i = 0; i < view.badges.size(); ++i) {
        const Badge& badge = view.badges[i];
        const int width = text_width(badge.label) + 1;
        const std::string more = std::string("+").append(std::to_string(view.badges.size() - i)).append(" more");
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
    if (view.pack_fields.empty()) return;
    int width = 0;
    for (const auto& [label, value] : view.pack_fields) width += text_width(label) + 1 + text_width(value) + 2;
    int x = std::max(0, area.width() - width + 2);
    for (const auto& [label, value] : view.pack_fields) x = field(area, x, label, value);
}

void AlignmentWidget::draw(const Canvas& area, const HudView& view) const {
    area.fill();
    int x = area.text(0, 0, "Spirits ", styles::dim);
    if (view.spirits_hostile) {
        area.text(x, 0, "hostile", Style{colours::bright_red, colours::black, Attr::bold});
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

void register_default_hud(WidgetRegistry& registry, const MapSource* map) {
    registry.add("messages", [](Size s) { return Rect{0, 0, s.width, kMessageRows}; },
                 std::make_unique<MessageWidget>());
    if (map != nullptr) {
        registry.add("map",
                     [](Size s) {
                         return Rect{0, kMessageRows, s.width, s.height - kMessageRows - kStatusRows - kBadgeRows};
                     },
                     std::make_unique<MapWidget>(*map));
    }
    registry.add("status", [](Size s) { return Rect{0, s.height - kStatusRows - kBadgeRows, s.width, kStatusRows}; },
                 std::make_unique<StatusLineWidget>());
    registry.add("badges", [](Size s) { return Rect{0, s.height - kBadgeRows, s.width, kBadgeRows}; },
                 std::make_unique<BadgeWidget>());
    registry.add("alignment",
                 [](Size s) {
                     return Rect{std::max(0, s.width - kAlignmentWidth), s.height - kBadgeRows,
                                 std::min(s.width, kAlignmentWidth), kBadgeRows};
                 },
                 std::make_unique<AlignmentWidget>());
    registry.add("pack_fields", [](Size s) { return Rect{0, s.height - kBadgeRows, s.width, kBadgeRows}; },
                 std::make_unique<PackFieldsWidget>());
}

}  // namespace yoord
