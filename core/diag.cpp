#include "core/diag.hpp"

#include <algorithm>
#include <numeric>
#include <ostream>
#include <utility>

namespace yoord {

std::string_view severity_name(Severity s) noexcept {
    switch (s) {
        case Severity::note:
            return "note";
        case Severity::warning:
            return "warning";
        case Severity::error:
            return "error";
    }
    return "error";
}

std::string format(const Diagnostic& d) {
    std::string out = d.path;
    if (d.line > 0) {
        out += ':';
        out += std::to_string(d.line);
        if (d.column > 0) {
            out += ':';
            out += std::to_string(d.column);
        }
    }
    out += ": ";
    out += severity_name(d.severity);
    out += ": ";
    out += d.message;
    return out;
}

void Diagnostics::add(Diagnostic d) {
    if (d.severity == Severity::error) {
        ++error_count_;
    }
    items_.push_back(std::move(d));
}

void Diagnostics::error(std::string path, int line, int column, std::string message) {
    add(Diagnostic{std::move(path), line, column, Severity::error, std::move(message)});
}

void Diagnostics::warning(std::string path, int line, int column, std::string message) {
    add(Diagnostic{std::move(path), line, column, Severity::warning, std::move(message)});
}

std::vector<Diagnostic> Diagnostics::sorted() const {
    std::vector<Diagnostic> out = items_;
    std::stable_sort(out.begin(), out.end(), [](const Diagnostic& a, const Diagnostic& b) {
        if (a.path != b.path) {
            return a.path < b.path;
        }
        if (a.line != b.line) {
            return a.line < b.line;
        }
        return a.column < b.column;
    });
    return out;
}

void Diagnostics::write(std::ostream& out) const {
    for (const Diagnostic& d : sorted()) {
        out << format(d) << '\n';
    }
}

std::size_t edit_distance(std::string_view a, std::string_view b) {
    // Three rows of the dynamic-programming table: two back for swaps, one back, and the current one.
    const std::size_t width = b.size() + 1;
    std::vector<std::size_t> before_previous(width), previous(width), current(width);
    std::iota(previous.begin(), previous.end(), std::size_t{0});
    for (std::size_t i = 1; i <= a.size(); ++i) {
        current[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t substitution = a[i - 1] == b[j - 1] ? 0 : 1;
            current[j] = std::min({previous[j] + 1, current[j - 1] + 1, previous[j - 1] + substitution});
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1]) {
                current[j] = std::min(current[j], before_previous[j - 2] + 1);
            }
        }
        std::swap(before_previous, previous);
        std::swap(previous, current);
    }
    return previous[b.size()];
}

std::optional<std::string> did_you_mean(std::string_view word, std::span<const std::string> candidates) {
    constexpr std::size_t kLettersPerAllowedEdit = 3;
    const std::size_t threshold = std::max<std::size_t>(1, word.size() / kLettersPerAllowedEdit);
    const std::string* best = nullptr;
    std::size_t best_distance = threshold + 1;
    for (const std::string& candidate : candidates) {
        const std::size_t d = edit_distance(word, candidate);
        if (d < best_distance || (d == best_distance && best != nullptr && candidate < *best)) {
            best = &candidate;
            best_distance = d;
        }
    }
    if (best == nullptr) {
        return std::nullopt;
    }
    return *best;
}

}  // namespace yoord
