#pragma once
// Diagnostics for anything a person wrote (content tables, keymaps, command lines): `path:line:col:
// severity: message`, the shape compilers use, so editors jump to the spot. A loader collects every problem
// before refusing to start, then prints them in file order.

#include <cstddef>
#include <iosfwd>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace yoord {

enum class Severity { note, warning, error };

[[nodiscard]] std::string_view severity_name(Severity s) noexcept;

struct Diagnostic {
    std::string path;
    int line = 0;    // 1-based; 0 when the problem belongs to the whole file.
    int column = 0;  // 1-based; 0 when unknown.
    Severity severity = Severity::error;
    std::string message;
};

// "path:line:col: error: message". A zero line or column is left out ("path: error: ...").
[[nodiscard]] std::string format(const Diagnostic& d);

class Diagnostics {
public:
    void add(Diagnostic d);
    void error(std::string path, int line, int column, std::string message);
    void warning(std::string path, int line, int column, std::string message);

    [[nodiscard]] bool has_errors() const noexcept { return error_count_ > 0; }
    [[nodiscard]] std::size_t error_count() const noexcept { return error_count_; }
    [[nodiscard]] std::size_t size() const noexcept { return items_.size(); }
    [[nodiscard]] bool empty() const noexcept { return items_.empty(); }

    // By path, then line, then column; equal places keep the order they were added in.
    [[nodiscard]] std::vector<Diagnostic> sorted() const;
    // One formatted line each, in sorted() order.
    void write(std::ostream& out) const;

private:
    std::vector<Diagnostic> items_;
    std::size_t error_count_ = 0;
};

// Optimal-string-alignment distance: insertions, deletions, substitutions and swaps of two neighbouring
// characters each cost 1 ("dargon" is one step from "dragon"). Byte-wise and case-sensitive.
[[nodiscard]] std::size_t edit_distance(std::string_view a, std::string_view b);

// The candidate closest to `word`, if it is within max(1, word.size() / 3) edits. Ties go to the candidate
// that sorts first, so the suggestion does not depend on the order of `candidates`.
[[nodiscard]] std::optional<std::string> did_you_mean(std::string_view word,
                                                      std::span<const std::string> candidates);

}  // namespace yoord
