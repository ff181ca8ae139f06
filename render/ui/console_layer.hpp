#pragma once
// A console: a box over the top of the screen with what was said so far and one line to type into. Enter
// hands the line to `submit` and prints what it answers; Up and Down walk the history (kept by the caller, so
// it outlives the layer); Tab asks `complete` for the line completed as far as it is unambiguous and any lines
// to show (the candidates, or a did-you-mean); Escape closes. The wizard console (render/game/game_screen.hpp)
// is one; the layer knows no command.

#include <functional>
#include <string>
#include <vector>

#include "render/ui/layer.hpp"

namespace yoord {

struct ConsoleTranscript {
    std::vector<std::string> history;  // lines entered, oldest first
    std::vector<std::string> output;   // what the console showed, oldest first
};

struct ConsoleCompletion {
    std::string line;
    std::vector<std::string> lines;
};

class ConsoleLayer final : public Layer {
public:
    using Submit = std::function<std::vector<std::string>(const std::string& line)>;
    using Complete = std::function<ConsoleCompletion(const std::string& line)>;

    ConsoleLayer(std::string title, ConsoleTranscript& transcript, Submit submit, Complete complete);
    [[nodiscard]] std::string_view name() const override { return "console"; }
    void draw(const Canvas& screen) override;
    void on_key(Key key, LayerStack& stack) override;

    [[nodiscard]] const std::string& line() const noexcept { return line_; }

private:
    void enter();
    void recall(int step);

    std::string title_;
    ConsoleTranscript* transcript_;
    Submit submit_;
    Complete complete_;
    std::string line_;
    std::size_t recalled_ = 0;  // index into history while walking it; history.size() = the line being typed
};

}  // namespace yoord
