#include "render/ui/console_layer.hpp"

#include <algorithm>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "render/utf8.hpp"

namespace yoord {

namespace {

constexpr std::string_view kPrompt = "> ";
// The most lines the transcript keeps: far more than the box shows.
constexpr std::size_t kKeptOutput = 500;

// Where a wrapped line goes on: under its second column when it is laid out in columns (a run of two spaces or
// more after its first word, as `help` lines are), else two columns in from its own indent, so a continuation
// never reads as a line of its own.
int hanging_indent(std::string_view line) {
    const std::size_t text = line.find_first_not_of(' ');
    if (text == std::string_view::npos) return 0;
    if (const std::size_t gap = line.find("  ", text); gap != std::string_view::npos) {
        const std::size_t column = line.find_first_not_of(' ', gap);
        if (column != std::string_view::npos) return text_width(line.substr(0, column));
    }
    return static_cast<int>(text) + 2;
}

// `line` cut to `width` columns, its continuations indented by hanging_indent.
std::vector<std::string> wrap_hanging(const std::string& line, int width) {
    std::vector<std::string> parts = wrap_text(line, width);
    const int indent = hanging_indent(line);
    if (parts.size() < 2 || indent > width / 2) return parts;
    std::string rest;
    for (std::size_t i = 1; i < parts.size(); ++i) rest += (rest.empty() ? "" : " ") + parts[i];
    std::vector<std::string> out{std::move(parts.front())};
    for (std::string& part : wrap_text(rest, width - indent)) out.push_back(std::string(static_cast<std::size_t>(indent), ' ') + part);
    return out;
}

}  // namespace

ConsoleLayer::ConsoleLayer(std::string title, ConsoleTranscript& transcript, Submit submit, Complete complete)
    : title_(std::move(title)),
      transcript_(&transcript),
      submit_(std::move(submit)),
      complete_(std::move(complete)),
      recalled_(transcript.history.size()) {}

void ConsoleLayer::draw(const Canvas& screen) {
    const int height = std::max(6, screen.height() * 2 / 3);
    const Canvas box = screen.sub(Rect{0, 0, screen.width(), height});
    box.fill();
    box.frame(title_);
    const int inner_width = box.width() - 4;
    const int rows = height - 3;  // the frame's two rows and the input line
    std::vector<std::string> shown;
    for (const std::string& line : transcript_->output) {
        for (std::string& part : wrap_hanging(line, inner_width)) shown.push_back(std::move(part));
    }
    // The newest lines sit just above the input line, as in a terminal.
    const std::size_t room = static_cast<std::size_t>(rows - 1);
    const std::size_t first = shown.size() > room ? shown.size() - room : 0;
    const int top = 1 + static_cast<int>(room - (shown.size() - first));
    for (std::size_t i = first; i < shown.size(); ++i) {
        box.text(2, top + static_cast<int>(i - first), shown[i], styles::normal);
    }
    const int drawn = box.text(2, height - 2, kPrompt, styles::hint);
    box.text(2 + drawn, height - 2, line_ + "_", styles::normal);
}

void ConsoleLayer::enter() {
    if (line_.empty()) return;
    transcript_->history.push_back(line_);
    transcript_->output.push_back(std::string(kPrompt) + line_);
    const std::string line = std::exchange(line_, {});
    recalled_ = transcript_->history.size();
    for (std::string& said : submit_(line)) transcript_->output.push_back(std::move(said));
    auto& out = transcript_->output;
    if (out.size() > kKeptOutput) out.erase(out.begin(), out.begin() + static_cast<std::ptrdiff_t>(out.size() - kKeptOutput));
}

void ConsoleLayer::recall(int step) {
    const std::size_t size = transcript_->history.size();
    if (step < 0 && recalled_ > 0) --recalled_;
    if (step > 0 && recalled_ < size) ++recalled_;
    line_ = recalled_ < size ? transcript_->history[recalled_] : std::string{};
}

void ConsoleLayer::on_key(Key key, LayerStack& /*stack*/) {
    switch (key.code) {
        case keys::escape:
        case keys::hangup: close(); return;
        case keys::enter: enter(); return;
        case keys::backspace:
        case U'\b':
            if (!line_.empty()) line_.pop_back();
            return;
        case keys::up: recall(-1); return;
        case keys::down: recall(1); return;
        case keys::tab: {
            ConsoleCompletion done = complete_(line_);
            line_ = std::move(done.line);
            for (std::string& said : done.lines) transcript_->output.push_back(std::move(said));
            return;
        }
        default: break;
    }
    // Commands and ids are plain ASCII: anything else typed is ignored rather than half-encoded.
    if (key.code >= 0x20 && key.code < 0x7f) line_ += static_cast<char>(key.code);
}

}  // namespace yoord
