#pragma once
// A page of docs/tutorial/ or docs/how-to/ read as a test script (tests/docs/how_to_commands_test.cpp runs it).
// Every fenced block says, on its opening fence, what the docs test does with it:
//
//     ```sh                                  run, in order, in a scratch copy of the tree; it must exit 0
//     ```sh fails: TEXT                      run; it must exit non-zero and print TEXT (a mistake a page shows)
//     ```toml file: content/monsters.toml    appended to that file of the scratch copy, at that point of the page
//     ```cpp from: sim/io/component_traits.hpp   a quotation: its lines must be in that file, in order
//     ```LANG skip: REASON                   shown, not run; REASON says why (it opens the game, builds everything)
//
// Anything else (a ```cpp or ```console fence with no marker, a ```skip: with no reason) is an unmarked block,
// and an indented code block is one too: the test fails on either, so every example is run or says why not.

#include <cctype>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

namespace yoord::test {

// A file's whole text; empty when it cannot be read (the caller's expectation then names what is missing).
inline std::string read_text(const std::filesystem::path& p) {
    std::ifstream in(p);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

enum class BlockUse { run, fails, apply, quote, skip, unmarked };

struct DocBlock {
    int line = 0;            // of the opening fence, 1-based
    BlockUse use = BlockUse::unmarked;
    std::string info;        // the whole info string, for messages
    std::string argument;    // fails: the text to expect; apply: the file; skip: the reason
    std::string body;
};

struct DocPage {
    std::vector<DocBlock> blocks;
    std::vector<int> indented_code;  // lines where an indented (unfenced) code block starts
};

namespace docs_page_detail {

inline std::string trim(const std::string& s) {
    const auto first = s.find_first_not_of(" \t");
    if (first == std::string::npos) return {};
    return s.substr(first, s.find_last_not_of(" \t") - first + 1);
}

inline std::size_t indent_of(const std::string& line) {
    std::size_t n = 0;
    while (n < line.size() && line[n] == ' ') ++n;
    return n;
}

// The width of a list marker ("- ", "* ", "12. ") at the start of `line`, or 0 when it is no list item.
inline std::size_t list_marker_width(const std::string& line) {
    if (line.starts_with("- ") || line.starts_with("* ")) return 2;
    std::size_t n = 0;
    while (n < line.size() && std::isdigit(static_cast<unsigned char>(line[n])) != 0) ++n;
    if (n > 0 && line.compare(n, 2, ". ") == 0) return n + 2;
    return 0;
}

// What an opening fence's info string asks for.
inline void read_info(DocBlock& block) {
    const std::string& info = block.info;
    const auto marker = [&](const std::string& word) -> std::optional<std::string> {
        const std::size_t at = info.find(" " + word + ":");
        if (at == std::string::npos) return std::nullopt;
        return trim(info.substr(at + word.size() + 2));
    };
    const std::string lang = info.substr(0, info.find(' '));
    if (auto reason = marker("skip")) {
        block.use = reason->empty() ? BlockUse::unmarked : BlockUse::skip;
        block.argument = *reason;
    } else if (lang == "sh" && info == "sh") {
        block.use = BlockUse::run;
    } else if (auto text = marker("fails"); lang == "sh" && text && !text->empty()) {
        block.use = BlockUse::fails;
        block.argument = *text;
    } else if (auto file = marker("file"); lang == "toml" && file && !file->empty()) {
        block.use = BlockUse::apply;
        block.argument = *file;
    } else if (auto source = marker("from"); source && !source->empty()) {
        block.use = BlockUse::quote;
        block.argument = *source;
    }
}

}  // namespace docs_page_detail

inline DocPage parse_doc_page(const std::string& text) {
    using namespace docs_page_detail;
    DocPage page;
    std::istringstream in(text);
    std::string line;
    int number = 0;
    std::optional<DocBlock> open;
    std::size_t fence_indent = 0;
    std::string previous;             // the line before this one
    std::size_t list_content = 0;     // the indent a list item's text has, 0 outside a list
    bool in_indented_code = false;
    while (std::getline(in, line)) {
        ++number;
        const std::string stripped = trim(line);
        if (open) {
            if (stripped == "```") {
                page.blocks.push_back(std::move(*open));
                open.reset();
            } else {
                open->body += line.substr(std::min(fence_indent, indent_of(line))) + "\n";
            }
            previous = line;
            continue;
        }
        if (stripped.starts_with("```")) {
            open = DocBlock{};
            open->line = number;
            open->info = trim(stripped.substr(3));
            read_info(*open);
            fence_indent = indent_of(line);
            previous = line;
            continue;
        }
        // An indented code block starts after a blank line, indented four past the text it sits in.
        if (!stripped.empty() && indent_of(line) == 0) {
            const std::size_t marker = list_marker_width(line);
            if (marker > 0) list_content = marker;
            else list_content = 0;
        }
        const bool code = !stripped.empty() && indent_of(line) >= list_content + 4;
        if (code && trim(previous).empty() && !in_indented_code) page.indented_code.push_back(number);
        if (!stripped.empty()) in_indented_code = code;
        previous = line;
    }
    return page;
}

// The first line of `quotation` (blank lines and indentation aside) that `source` does not have after the lines
// before it, or empty when the whole quotation is there in order.
inline std::string line_not_quoted(const std::string& quotation, const std::string& source) {
    std::vector<std::string> lines;
    std::istringstream src(source);
    for (std::string l; std::getline(src, l);) lines.push_back(docs_page_detail::trim(l));
    std::size_t at = 0;
    std::istringstream in(quotation);
    for (std::string line; std::getline(in, line);) {
        const std::string wanted = docs_page_detail::trim(line);
        if (wanted.empty()) continue;
        while (at < lines.size() && lines[at] != wanted) ++at;
        if (at == lines.size()) return wanted;
        ++at;
    }
    return {};
}

inline std::string command_that_cannot_fail(const std::string& script) {
    std::istringstream in(script);
    for (std::string line; std::getline(in, line);) {
        const std::size_t bar = line.find("||");
        if (bar == std::string::npos) continue;
        const std::string after = docs_page_detail::trim(line.substr(bar + 2));
        if (after.starts_with("true") || after.starts_with("echo") || after.starts_with(":") ||
            after.starts_with("exit 0")) {
            return line;
        }
    }
    return {};
}

}  // namespace yoord::test
