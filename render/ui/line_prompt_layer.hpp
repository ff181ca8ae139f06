#pragma once
// One line to type into, on the top line under a question ("Call the murky potion: fizzy_"). Enter answers
// what was typed (possibly nothing); Escape cancels; Backspace takes back one character. Letters of any
// language are typed as they come (UTF-8), up to `max_bytes`; keys that are not text (arrows, function keys)
// are ignored rather than handed back, since a player typing a name means none of them as a command.

#include <cstddef>
#include <string>

#include "render/ui/layer.hpp"

namespace yoord {

class LinePromptLayer final : public QueryLayer<std::string> {
public:
    LinePromptLayer(std::string question, std::string line, std::size_t max_bytes);
    [[nodiscard]] std::string_view name() const override { return "line_prompt"; }
    void draw(const Canvas& screen) override;
    void on_key(Key key, LayerStack& stack) override;

    [[nodiscard]] const std::string& line() const noexcept { return line_; }

private:
    std::string question_;
    std::string line_;
    std::size_t max_bytes_;
};

}  // namespace yoord
