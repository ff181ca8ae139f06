#include "sim/state/wording.hpp"

#include <cctype>
#include <optional>

namespace yoord {

Wording Wording::plain(std::string text) { return Wording{Kind::text, std::move(text), {}, {}}; }

Wording Wording::of_key(std::string key, std::vector<std::pair<std::string, Wording>> blanks) {
    return Wording{Kind::key, std::move(key), {}, std::move(blanks)};
}

Wording Wording::of_row(std::string id, std::string english_name) {
    return Wording{Kind::row, std::move(id), std::move(english_name), {}};
}

Wording Wording::of_bare_row(std::string id, std::string english_name) {
    return Wording{Kind::bare_row, std::move(id), std::move(english_name), {}};
}

const Wording* Wording::blank(std::string_view name) const {
    for (const auto& [n, w] : blanks) {
        if (n == name) return &w;
    }
    return nullptr;
}

namespace {

constexpr char kMark = '=';

void quoted(std::string& out, std::string_view text) {
    out += '"';
    for (const char c : text) {
        if (c == '"' || c == '\\') out += '\\';
        out += c;
    }
    out += '"';
}

void encode_into(std::string& out, const Wording& w) {
    switch (w.kind) {
        case Wording::Kind::text:
            quoted(out, w.text);
            return;
        case Wording::Kind::row:
        case Wording::Kind::bare_row:
            out += w.kind == Wording::Kind::row ? '@' : '%';
            out += w.text;
            quoted(out, w.english);
            return;
        case Wording::Kind::key:
            out += w.text;
            if (w.blanks.empty()) return;
            out += '{';
            for (std::size_t i = 0; i < w.blanks.size(); ++i) {
                if (i > 0) out += ',';
                out += w.blanks[i].first;
                out += '=';
                encode_into(out, w.blanks[i].second);
            }
            out += '}';
            return;
    }
}

// A recursive-descent reader of the encoding; any surprise makes the whole line plain text.
class Decoder {
public:
    explicit Decoder(std::string_view text) : text_(text) {}

    std::optional<Wording> whole() {
        std::optional<Wording> w = wording(0);
        if (!w || at_ != text_.size()) return std::nullopt;
        return w;
    }

private:
    static bool name_char(char c) {
        return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_' || c == '.' || c == '-' || c == '\'' ||
               c == ':';
    }

    bool eat(char c) {
        if (at_ >= text_.size() || text_[at_] != c) return false;
        ++at_;
        return true;
    }

    std::string name() {
        const std::size_t start = at_;
        while (at_ < text_.size() && name_char(text_[at_])) ++at_;
        return std::string(text_.substr(start, at_ - start));
    }

    std::optional<std::string> quoted_text() {
        if (!eat('"')) return std::nullopt;
        std::string out;
        while (at_ < text_.size()) {
            const char c = text_[at_++];
            if (c == '"') return out;
            if (c == '\\') {
                if (at_ >= text_.size()) return std::nullopt;
                out += text_[at_++];
                continue;
            }
            out += c;
        }
        return std::nullopt;
    }

    std::optional<Wording> wording(int depth) {
        if (depth >= kMaxWordingDepth || at_ >= text_.size()) return std::nullopt;
        const char first = text_[at_];
        if (first == '"') {
            std::optional<std::string> t = quoted_text();
            if (!t) return std::nullopt;
            return Wording::plain(std::move(*t));
        }
        if (first == '@' || first == '%') {
            ++at_;
            std::string id = name();
            std::optional<std::string> english = quoted_text();
            if (id.empty() || !english) return std::nullopt;
            return first == '@' ? Wording::of_row(std::move(id), std::move(*english))
                                : Wording::of_bare_row(std::move(id), std::move(*english));
        }
        std::string key = name();
        if (key.empty()) return std::nullopt;
        Wording w = Wording::of_key(std::move(key));
        if (!eat('{')) return w;
        do {
            std::string blank = name();
            if (blank.empty() || !eat('=') || w.blanks.size() >= kMaxWordingBlanks) return std::nullopt;
            std::optional<Wording> inner = wording(depth + 1);
            if (!inner) return std::nullopt;
            w.blanks.emplace_back(std::move(blank), std::move(*inner));
        } while (eat(','));
        if (!eat('}')) return std::nullopt;
        return w;
    }

    std::string_view text_;
    std::size_t at_ = 0;
};

}  // namespace

std::string encode(const Wording& w) {
    if (w.kind == Wording::Kind::text && (w.text.empty() || w.text.front() != kMark)) return w.text;
    std::string out(1, kMark);
    encode_into(out, w);
    return out;
}

Wording decode(std::string_view line) {
    if (line.empty() || line.front() != kMark) return Wording::plain(std::string(line));
    if (std::optional<Wording> w = Decoder(line.substr(1)).whole()) return std::move(*w);
    return Wording::plain(std::string(line));
}

}  // namespace yoord
