#include "render/ui/end_panel.hpp"

#include <algorithm>

#include "render/utf8.hpp"
#include "sim/text/strings.hpp"

namespace yoord {
namespace {

constexpr int kEndPanelWidth = 60;
constexpr int kEndMargin = 3;
constexpr int kLabelColumns = 10;  // a label and its padding: "Score     1234"

// A label from the sentence table, padded to the value column (wider labels push their value on).
std::string label(std::string_view key) {
    std::string text = phrase(key);
    const int width = text_width(text);
    return text + std::string(static_cast<std::size_t>(std::max(1, kLabelColumns - width)), ' ');
}

std::string joined(const std::vector<std::string>& items) {
    std::string out;
    for (const std::string& item : items) out += (out.empty() ? "" : ", ") + item;
    return out;
}

std::string heading(EndOutcome o) {
    switch (o) {
        case EndOutcome::died: return phrase("end.died_2");
        case EndOutcome::won: return phrase("end.won");
        case EndOutcome::quit: return phrase("end.gave_up_run");
        case EndOutcome::crashed: return phrase("end.yoord_hit_internal_error");
    }
    return "";
}

std::string frame_title(EndOutcome o) {
    switch (o) {
        case EndOutcome::died: return phrase("end.rest_peace");
        case EndOutcome::won: return phrase("end.victory");
        case EndOutcome::quit: return phrase("end.run_over");
        case EndOutcome::crashed: return phrase("end.something_went_wrong");
    }
    return "";
}

}  // namespace

void EndPanelLayer::draw(const Canvas& screen) {
    std::vector<std::pair<std::string, Style>> lines;
    const bool won = view_.outcome == EndOutcome::won;
    lines.emplace_back(heading(view_.outcome), won ? styles::heading : styles::warning);
    lines.emplace_back("", styles::normal);
    const int text_width_available = kEndPanelWidth - 2 * kEndMargin;
    for (std::string& l : wrap_text(view_.name + phrase("end.after_name", {{"text", view_.cause}}), text_width_available)) {
        lines.emplace_back(std::move(l), styles::normal);
    }
    lines.emplace_back("", styles::normal);
    lines.emplace_back(label("end.score") + std::to_string(view_.score), styles::normal);
    lines.emplace_back(label("end.depth") + phrase("end.depth_value", {{"depth", std::to_string(view_.depth)},
                                                                       {"n", std::to_string(view_.deepest)}}),
                       styles::normal);
    lines.emplace_back(label("end.turns") + std::to_string(view_.turns), styles::normal);
    const std::size_t marks_row = lines.size();
    const std::string marks_label = label("end.marks");
    if (!view_.marks.empty()) lines.emplace_back(marks_label, styles::normal);  // the marks are drawn after it
    if (!view_.conducts.empty()) {
        for (std::string& l : wrap_text(label("end.conducts") + joined(view_.conducts), text_width_available)) {
            lines.emplace_back(std::move(l), styles::normal);
        }
    }
    if (!view_.notes.empty()) lines.emplace_back("", styles::normal);
    for (const std::string& note : view_.notes) {
        for (std::string& l : wrap_text(note, text_width_available)) lines.emplace_back(std::move(l), styles::hint);
    }
    lines.emplace_back("", styles::normal);
    lines.emplace_back(phrase("end.enter_space_esc_continue"), styles::hint);

    const Rect box = centred(screen.bounds(), kEndPanelWidth, static_cast<int>(lines.size()) + 4);
    const Canvas panel = screen.sub(box);
    panel.fill();
    panel.frame(frame_title(view_.outcome));
    for (std::size_t i = 0; i < lines.size(); ++i) {
        panel.sub(Rect{kEndMargin, 2 + static_cast<int>(i), box.width - 2 * kEndMargin, 1}).text(0, 0, lines[i].first, lines[i].second);
    }
    panel.mark_cursor(kEndMargin, 2);  // the heading: how the run ended
    if (view_.marks.empty()) return;
    const int marks_column = text_width(marks_label);
    const Canvas marks = panel.sub(Rect{kEndMargin + marks_column, 2 + static_cast<int>(marks_row),
                                        box.width - 2 * kEndMargin - marks_column, 1});
    for (std::size_t i = 0; i < view_.marks.size(); ++i) {
        marks.put(static_cast<int>(i), 0, Cell{view_.marks[i].glyph, view_.marks[i].colour, colours::black, Attr::bold});
    }
}

void EndPanelLayer::on_key(Key key, LayerStack& /*stack*/) {
    if (key.code == keys::enter || key.code == keys::space || key.code == keys::escape) close();
}

}  // namespace yoord
