#include "render/ui/end_panel.hpp"

#include <algorithm>

#include "render/utf8.hpp"

namespace yoord {
namespace {

constexpr int kPanelWidth = 60;
constexpr int kMargin = 3;
constexpr int kMarksColumn = 10;  // after "Marks     "

std::string joined(const std::vector<std::string>& items) {
    std::string out;
    for (const std::string& item : items) out += (out.empty() ? "" : ", ") + item;
    return out;
}

std::string_view heading(EndOutcome o) {
    switch (o) {
        case EndOutcome::died: return "You died.";
        case EndOutcome::won: return "You won.";
        case EndOutcome::quit: return "You gave up the run.";
        case EndOutcome::crashed: return "Yoord hit an internal error.";
    }
    return "";
}

std::string_view frame_title(EndOutcome o) {
    switch (o) {
        case EndOutcome::died: return "Rest in peace";
        case EndOutcome::won: return "Victory";
        case EndOutcome::quit: return "Run over";
        case EndOutcome::crashed: return "Something went wrong";
    }
    return "";
}

}  // namespace

void EndPanelLayer::draw(const Canvas& screen) {
    std::vector<std::pair<std::string, Style>> lines;
    const bool won = view_.outcome == EndOutcome::won;
    lines.emplace_back(heading(view_.outcome), won ? styles::heading : styles::warning);
    lines.emplace_back("", styles::normal);
    const int text_width_available = kPanelWidth - 2 * kMargin;
    for (std::string& l : wrap_text(view_.name + ", " + view_.cause + ".", text_width_available)) {
        lines.emplace_back(std::move(l), styles::normal);
    }
    lines.emplace_back("", styles::normal);
    lines.emplace_back("Score     " + std::to_string(view_.score), styles::normal);
    lines.emplace_back("Depth     " + std::to_string(view_.depth) + " (deepest " + std::to_string(view_.deepest) + ")",
                       styles::normal);
    lines.emplace_back("Turns     " + std::to_string(view_.turns), styles::normal);
    const std::size_t marks_row = lines.size();
    if (!view_.marks.empty()) lines.emplace_back("Marks     ", styles::normal);  // the marks are drawn after it
    if (!view_.conducts.empty()) {
        for (std::string& l : wrap_text("Conducts  " + joined(view_.conducts), text_width_available)) {
            lines.emplace_back(std::move(l), styles::normal);
        }
    }
    if (!view_.notes.empty()) lines.emplace_back("", styles::normal);
    for (const std::string& note : view_.notes) {
        for (std::string& l : wrap_text(note, text_width_available)) lines.emplace_back(std::move(l), styles::hint);
    }
    lines.emplace_back("", styles::normal);
    lines.emplace_back("Enter, Space or Esc to continue", styles::hint);

    const Rect box = centred(screen.bounds(), kPanelWidth, static_cast<int>(lines.size()) + 4);
    const Canvas panel = screen.sub(box);
    panel.fill();
    panel.frame(frame_title(view_.outcome));
    for (std::size_t i = 0; i < lines.size(); ++i) {
        panel.sub(Rect{kMargin, 2 + static_cast<int>(i), box.width - 2 * kMargin, 1}).text(0, 0, lines[i].first, lines[i].second);
    }
    if (view_.marks.empty()) return;
    const Canvas marks = panel.sub(Rect{kMargin + kMarksColumn, 2 + static_cast<int>(marks_row),
                                        box.width - 2 * kMargin - kMarksColumn, 1});
    for (std::size_t i = 0; i < view_.marks.size(); ++i) {
        marks.put(static_cast<int>(i), 0, Cell{view_.marks[i].glyph, view_.marks[i].colour, colours::black, Attr::bold});
    }
}

void EndPanelLayer::on_key(Key key, LayerStack& /*stack*/) {
    if (key.code == keys::enter || key.code == keys::space || key.code == keys::escape) close();
}

}  // namespace yoord
