#include "core/io/toml_nesting.hpp"

#include <vector>

namespace yoord::io {
namespace {

enum class Context : std::uint8_t { key, value };

// Walks the text once, keeping only what nesting needs: where strings and comments end, the open arrays and
// inline tables, and the depth of the container being filled.
class NestingScan {
public:
    NestingScan(std::string_view text, int limit) : text_(text), limit_(limit) {}

    std::optional<TextProblem> run() {
        while (pos_ < text_.size() && !problem_) step();
        return problem_;
    }

private:
    struct Open {
        char bracket;    // '[' or '{'
        int depth;       // depth of what the bracket holds
    };

    void step() {
        const char c = text_[pos_];
        if (c == '"' || c == '\'') return skip_string(c);
        if (c == '#') return skip_comment();
        if (c == '\n') return newline();
        if (context_ == Context::key) return key_char(c);
        value_char(c);
    }

    void key_char(char c) {
        if (c == '[' && open_.empty() && at_line_start()) return header();
        if (c == '.') {
            ++key_levels_;
            check(frame_depth_ + key_levels_);
        } else if (c == '=') {
            context_ = Context::value;
            value_depth_ = frame_depth_ + key_levels_;
        } else if (c == '}' && !open_.empty()) {
            close();
            return;
        }
        advance();
    }

    void value_char(char c) {
        if (c == '[' || c == '{') {
            const int depth = value_depth_ + 1;
            open_.push_back(Open{c, depth});
            check(depth);
            advance();
            value_depth_ = depth;
            if (c == '{') start_key(depth);
            return;
        }
        if ((c == ']' || c == '}') && !open_.empty()) return close();
        if (c == ',' && !open_.empty() && open_.back().bracket == '{') {
            advance();
            return start_key(open_.back().depth);
        }
        advance();
    }

    void close() {
        open_.pop_back();
        value_depth_ = open_.empty() ? 0 : open_.back().depth;
        context_ = Context::value;
        advance();
    }

    // `[a.b.c]` or `[[a.b]]`: the new table's depth is its dotted levels.
    void header() {
        int levels = 1;
        while (pos_ < text_.size() && text_[pos_] != '\n' && !problem_) {
            const char c = text_[pos_];
            if (c == '"' || c == '\'') {
                skip_string(c);
                continue;
            }
            if (c == '#') break;
            if (c == '.') check(++levels);
            advance();
        }
        header_levels_ = levels;
        start_key(header_levels_);
    }

    void newline() {
        advance();
        ++line_;
        column_ = 1;
        line_start_ = pos_;
        if (open_.empty()) start_key(header_levels_);
    }

    void start_key(int frame_depth) {
        context_ = Context::key;
        frame_depth_ = frame_depth;
        key_levels_ = 1;
        check(frame_depth_ + key_levels_);
    }

    void skip_string(char quote) {
        const bool multi = text_.substr(pos_, 3) == std::string_view(quote == '"' ? "\"\"\"" : "'''");
        const std::size_t opener = multi ? 3 : 1;
        for (std::size_t i = 0; i < opener; ++i) advance();
        while (pos_ < text_.size()) {
            const char c = text_[pos_];
            if (c == '\\' && quote == '"') {
                advance();
                if (pos_ < text_.size()) step_over_char();
                continue;
            }
            if (c == '\n' && !multi) return;  // an unclosed string: the parser reports it
            if (c == quote && (!multi || text_.substr(pos_, 3) == std::string_view(quote == '"' ? "\"\"\"" : "'''"))) {
                for (std::size_t i = 0; i < opener; ++i) advance();
                return;
            }
            step_over_char();
        }
    }

    void step_over_char() {
        if (text_[pos_] == '\n') {
            advance();
            ++line_;
            column_ = 1;
            line_start_ = pos_;
            return;
        }
        advance();
    }

    void skip_comment() {
        while (pos_ < text_.size() && text_[pos_] != '\n') advance();
    }

    void advance() {
        ++pos_;
        ++column_;
    }

    [[nodiscard]] bool at_line_start() const {
        for (std::size_t i = line_start_; i < pos_; ++i) {
            if (text_[i] != ' ' && text_[i] != '\t') return false;
        }
        return true;
    }

    void check(int depth) {
        if (depth <= limit_ || problem_) return;
        problem_ = TextProblem{line_, column_,
                               "nested more than " + std::to_string(limit_) +
                                   " levels deep (dotted keys, tables, arrays and inline tables); no file of the "
                                   "game needs that many"};
    }

    std::string_view text_;
    int limit_;
    std::size_t pos_ = 0;
    std::size_t line_start_ = 0;
    std::uint32_t line_ = 1;
    std::uint32_t column_ = 1;
    Context context_ = Context::key;
    int header_levels_ = 0;
    int frame_depth_ = 0;
    int key_levels_ = 1;
    int value_depth_ = 0;
    std::vector<Open> open_;
    std::optional<TextProblem> problem_;
};

}  // namespace

std::optional<TextProblem> check_toml_nesting(std::string_view text, int limit) {
    return NestingScan(text, limit).run();
}

}  // namespace yoord::io
