#include "render/ui/message_layers.hpp"

#include <algorithm>

#include "render/utf8.hpp"
#include "sim/text/strings.hpp"

namespace yoord {

std::vector<std::vector<std::string>> paginate(const std::vector<std::string>& messages, int width, int rows) {
    rows = std::max(1, rows);
    auto wrap_all = [&](int w) {
        std::vector<std::string> lines;
        for (const std::string& m : messages) {
            for (std::string& line : wrap_text(m, w)) lines.push_back(std::move(line));
        }
        return lines;
    };
    std::vector<std::string> lines = wrap_all(width);
    if (static_cast<int>(lines.size()) > rows) lines = wrap_all(std::max(1, width - text_width(kMore) - 1));
    std::vector<std::vector<std::string>> pages;
    for (std::size_t i = 0; i < lines.size(); i += static_cast<std::size_t>(rows)) {
        const auto end = std::min(lines.size(), i + static_cast<std::size_t>(rows));
        pages.emplace_back(lines.begin() + static_cast<std::ptrdiff_t>(i), lines.begin() + static_cast<std::ptrdiff_t>(end));
    }
    return pages;
}

MoreLayer::MoreLayer(std::vector<std::string> page, Rect area) : page_(std::move(page)), area_(area) {}

void MoreLayer::draw(const Canvas& screen) {
    const Canvas area = screen.sub(area_);
    area.fill();
    for (std::size_t row = 0; row < page_.size(); ++row) {
        const int drawn = area.text(0, static_cast<int>(row), page_[row]);
        if (row + 1 == page_.size()) {
            area.text(drawn + 1, static_cast<int>(row), kMore, styles::hint);
            area.mark_cursor(0, static_cast<int>(row));
        }
    }
}

void MoreLayer::on_key(Key key, LayerStack& /*stack*/) {
    switch (key.code) {
        case keys::space:
        case keys::enter: finish(true); break;
        case keys::escape: finish(false); break;
        default: break;  // other keys do not dismiss: a message must not fly past under a held key
    }
}

bool turn_mattered(const HudView& before, const HudView& after) {
    if (after.hp < before.hp || after.depth != before.depth) return true;
    if (static_cast<int>(after.patience_alert) > static_cast<int>(before.patience_alert)) return true;
    return std::any_of(after.badges.begin(), after.badges.end(), [&](const Badge& b) {
        return std::none_of(before.badges.begin(), before.badges.end(),
                            [&](const Badge& old) { return old.label == b.label; });
    });
}

int show_new_messages(LayerStack& stack, MessageLog& log, Rect area, bool matters) {
    if (!matters) {
        log.mark_seen();
        return 0;
    }
    std::vector<std::string> texts;
    for (const Message& m : log.unseen()) texts.push_back(display_text(m));
    const std::vector<std::vector<std::string>> pages = paginate(texts, area.width, area.height);
    int prompts = 0;
    for (std::size_t i = 0; i + 1 < pages.size(); ++i) {
        ++prompts;
        const std::optional<bool> go_on = stack.query(std::make_unique<MoreLayer>(pages[i], area));
        if (!go_on.value_or(false)) break;
    }
    log.mark_seen();
    return prompts;
}

Style tone_style(Tone tone) noexcept {
    switch (tone) {
        case Tone::plain: return styles::normal;
        case Tone::good: return Style{colours::bright_green, colours::black, Attr::none};
        case Tone::danger: return Style{colours::bright_red, colours::black, Attr::bold};
        case Tone::info: return Style{colours::bright_cyan, colours::black, Attr::none};
    }
    return styles::normal;
}

std::unique_ptr<TextPagerLayer> make_history_layer(const MessageLog& log) {
    const MessageLog* source = &log;
    return std::make_unique<TextPagerLayer>(
        "history", phrase("history.message_history"),
        [source](int width) {
            std::vector<StyledLine> lines;
            for (const Message& m : source->messages()) {
                for (std::string& line : wrap_text(display_text(m), width)) {
                    lines.push_back({{std::move(line), tone_style(m.tone)}});
                }
            }
            if (lines.empty()) lines.push_back({{phrase("history.messages_yet"), styles::dim}});
            return lines;
        },
        TextPagerLayer::Start::bottom);
}

}  // namespace yoord
