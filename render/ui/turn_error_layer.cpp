#include "render/ui/turn_error_layer.hpp"

#include <utility>

#include "render/utf8.hpp"
#include "sim/text/strings.hpp"

namespace yoord {

namespace {

constexpr int kErrorPanelWidth = 64;
constexpr int kErrorMargin = 3;

}  // namespace

TurnErrorLayer::TurnErrorLayer(std::vector<std::string> notes) : notes_(std::move(notes)) {}

void TurnErrorLayer::draw(const Canvas& screen) {
    const int width = kErrorPanelWidth - 2 * kErrorMargin;
    std::vector<std::pair<std::string, Style>> lines;
    lines.emplace_back(phrase("error.yoord_hit_internal_error"), styles::warning);
    lines.emplace_back("", styles::normal);
    for (const std::string& note : notes_) {
        for (std::string& l : wrap_text(note, width)) lines.emplace_back(std::move(l), styles::hint);
    }
    lines.emplace_back("", styles::normal);
    lines.emplace_back(phrase("error.g_go_from_just"), styles::normal);
    lines.emplace_back(phrase("error.s_save_run_as"), styles::normal);

    const Rect box = centred(screen.bounds(), kErrorPanelWidth, static_cast<int>(lines.size()) + 4);
    const Canvas panel = screen.sub(box);
    panel.fill();
    panel.frame(phrase("error.something_went_wrong"));
    for (std::size_t i = 0; i < lines.size(); ++i) {
        panel.sub(Rect{kErrorMargin, 2 + static_cast<int>(i), box.width - 2 * kErrorMargin, 1}).text(0, 0, lines[i].first, lines[i].second);
    }
    panel.mark_cursor(kErrorMargin, 2);  // the heading: what happened, then the choices below it
}

void TurnErrorLayer::on_key(Key key, LayerStack& /*stack*/) {
    switch (key.code) {
        case U'g':
        case U'G': finish(TurnErrorChoice::go_on); break;
        case U's':
        case U'S': finish(TurnErrorChoice::save_and_quit); break;
        default: break;  // the choice matters: a stray key (or Escape) does not make it
    }
}

}  // namespace yoord
