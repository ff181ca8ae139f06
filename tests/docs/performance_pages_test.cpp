// The performance pages (docs/explanation/performance/, one per bench/*_bench.cpp program) and the figures other
// pages quote from them. A figure is only worth reading with the command that measured it, the baseline it was
// measured against in the same run (on a shared, loaded machine the absolute time means little), and the day it
// was measured; so each page must open with all three. A figure another page quotes is a link to the performance
// page it comes from, and must be on that page: a figure copied by hand stays behind when the page is measured
// again, and this test names it.
//
// Nothing here is timed: speed is measured by the benchmarks, never by a test. This test checks that the docs
// have the parts a reader needs and agree with each other.

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "tests/docs/docs_page.hpp"

namespace yoord::test {
namespace {
namespace YOORD_UNITY_ID {

namespace fs = std::filesystem;

const fs::path kTop(YOORD_SOURCE_DIR);
const fs::path kIndex = kTop / "docs/explanation/performance.md";
const fs::path kPages = kTop / "docs/explanation/performance";

std::string relative_name(const fs::path& p) { return fs::relative(p, kTop).generic_string(); }

// The programs of bench/: "fov" for bench/fov_bench.cpp.
std::vector<std::string> bench_programs() {
    std::vector<std::string> out;
    const std::string suffix = "_bench";
    for (const auto& e : fs::directory_iterator(kTop / "bench")) {
        const std::string stem = e.path().stem().string();
        if (e.path().extension() == ".cpp" && stem.ends_with(suffix)) {
            out.push_back(stem.substr(0, stem.size() - suffix.size()));
        }
    }
    std::sort(out.begin(), out.end());
    return out;
}

std::vector<fs::path> performance_pages() {
    std::vector<fs::path> out;
    for (const auto& e : fs::directory_iterator(kPages)) {
        if (e.path().extension() == ".md") out.push_back(e.path());
    }
    std::sort(out.begin(), out.end());
    return out;
}

// Every Markdown page that may quote a figure: the README and docs/, the performance pages themselves included
// (one page may quote another).
std::vector<fs::path> quoting_pages() {
    std::vector<fs::path> out{kTop / "README.md"};
    for (const auto& e : fs::recursive_directory_iterator(kTop / "docs")) {
        if (e.is_regular_file() && e.path().extension() == ".md") out.push_back(e.path());
    }
    std::sort(out.begin(), out.end());
    return out;
}

bool is_performance_page(const fs::path& p) {
    return fs::weakly_canonical(p).parent_path() == fs::weakly_canonical(kPages);
}

// --- A page's three parts ------------------------------------------------------------------------------------

// Whether a paragraph of `text` opens with `label` and holds `must_hold` (a paragraph runs to the next blank line).
bool paragraph_opens(const std::string& text, const std::string& label, const std::regex& must_hold) {
    std::istringstream in(text);
    std::string paragraph;
    for (std::string line; std::getline(in, line);) {
        if (!paragraph.empty() && line.find_first_not_of(" \t") == std::string::npos) {
            if (std::regex_search(paragraph, must_hold)) return true;
            paragraph.clear();
        } else if (!paragraph.empty()) {
            paragraph += " " + line;
        } else if (line.starts_with(label)) {
            paragraph = line;
        }
    }
    return !paragraph.empty() && std::regex_search(paragraph, must_hold);
}

// What page `label` (the page of bench/<program>_bench.cpp) lacks, one sentence each.
std::vector<std::string> page_problems(const std::string& label, const std::string& program,
                                       const std::string& text) {
    std::vector<std::string> out;
    const DocPage page = parse_doc_page(text);
    const std::string command = "build/bench/" + program + "_bench";
    bool has_command = false;
    for (const DocBlock& b : page.blocks) {
        if (b.use == BlockUse::unmarked) {
            out.push_back(label + ":" + std::to_string(b.line) +
                          ": a block with no marker: say why it is not run ('```console skip: REASON')");
        }
        std::istringstream body(b.body);
        for (std::string line; std::getline(body, line);) {
            if (line == command || line.starts_with(command + " ")) has_command = true;
        }
    }
    for (const int line : page.indented_code) {
        out.push_back(label + ":" + std::to_string(line) + ": an indented code block: fence it and mark it");
    }
    if (!has_command) out.push_back(label + ": no fenced block runs " + command);
    if (!paragraph_opens(text, "**Same-run ratio:**", std::regex(R"(\d)"))) {
        out.push_back(label + ": no line opens with '**Same-run ratio:**' and a figure");
    }
    // The date comes first: a page may name older runs' dates further on, and those are not this figure's.
    if (!paragraph_opens(text, "**Measured:**", std::regex(R"(^\*\*Measured:\*\* 20\d\d-\d\d-\d\d\b.*\bload\b)"))) {
        out.push_back(label + ": no line opens with '**Measured:** YYYY-MM-DD' and the load it was measured at");
    }
    return out;
}

// --- Quoted figures ------------------------------------------------------------------------------------------

// A figure: a number or a range of them, with its unit or its times sign when it has one ("1.64×", "0.016-0.41",
// "2 ms", "~360-380", "10,000").
const std::regex kFigure(
    "\\d[\\d,]*(?:\\.\\d+)?(?:-\\d[\\d,]*(?:\\.\\d+)?)?"
    "(?:\xC3\x97(?!\\d)|x(?![0-9A-Za-z])| ?(?:\xC2\xB5s|us|ns|ms|MiB|kB|KB|B)\\b|%)?");

std::vector<std::string> figures_in(const std::string& text) {
    std::vector<std::string> out;
    for (auto it = std::sregex_iterator(text.begin(), text.end(), kFigure); it != std::sregex_iterator(); ++it) {
        std::string figure = it->str();
        while (figure.ends_with(",")) figure.pop_back();
        out.push_back(figure);
    }
    return out;
}

bool digit_at(const std::string& s, std::size_t i) {
    return i < s.size() && std::isdigit(static_cast<unsigned char>(s[i])) != 0;
}

// Whether `page` states `figure` as a whole figure: "1.6×" is not in "11.6×", nor "0.2" in "0.25".
bool states(const std::string& page, const std::string& figure) {
    for (std::size_t at = page.find(figure); at != std::string::npos; at = page.find(figure, at + 1)) {
        const bool starts_clean = at == 0 || (!digit_at(page, at - 1) && page[at - 1] != '.' && page[at - 1] != ',');
        const std::size_t end = at + figure.size();
        const bool decimal_goes_on =
            end < page.size() && (page[end] == '.' || page[end] == ',') && digit_at(page, end + 1);
        const bool ends_clean = !digit_at(page, end) && !decimal_goes_on;
        if (starts_clean && ends_clean) return true;
    }
    return false;
}

struct Quote {
    std::size_t begin = 0;  // the link text's span in the quoting page
    std::size_t end = 0;
    std::string text;
    fs::path page;          // the performance page it links
};

// Every link of `text` (a page in folder `dir`) to a performance page; its text holds the figures it quotes.
std::vector<Quote> quotes_in(const std::string& text, const fs::path& dir) {
    static const std::regex link(R"(\[([^\]]*)\]\(([^)#\s]+\.md)(#[^)]*)?\))");
    std::vector<Quote> out;
    for (auto it = std::sregex_iterator(text.begin(), text.end(), link); it != std::sregex_iterator(); ++it) {
        const fs::path target = dir / (*it)[2].str();
        if (!is_performance_page(target)) continue;
        const auto begin = static_cast<std::size_t>(it->position(1));
        out.push_back(Quote{begin, begin + (*it)[1].str().size(), (*it)[1].str(), target});
    }
    return out;
}

// Each figure a link quotes that the page it links does not state.
std::vector<std::string> misquoted(const std::string& label, const std::string& text, const fs::path& dir) {
    std::vector<std::string> out;
    for (const Quote& q : quotes_in(text, dir)) {
        const std::string page = fs::exists(q.page) ? read_text(q.page) : std::string();
        for (const std::string& figure : figures_in(q.text)) {
            if (!states(page, figure)) {
                out.push_back(label + " quotes '" + figure + "' from " + relative_name(q.page) +
                              ", which does not say it");
            }
        }
    }
    return out;
}

// A timing or a ratio, as the docs write them: "2.3 µs", "33 us", "60 microseconds", "1.6x", "4.7×".
// "80×24", "3×3", "0x..." and "1-10 × depths" are sizes, shapes and hex, not figures.
const std::regex kTimingOrRatio(
    "\\d+(?:[.,]\\d+)*(?:\xC3\x97(?!\\d)|x(?=[\\s),;:]|\\.(?!\\.)|$))"
    "|\\d+(?:[.,]\\d+)*\\s?(?:\xC2\xB5s|us|ns|ms|microseconds|milliseconds|nanoseconds)\\b");

// Figures that are not measurements and so link no page: (page, figure, why).
struct NotAMeasurement {
    const char* page;
    const char* figure;
    const char* why;
};
constexpr NotAMeasurement kNotMeasurements[] = {
    {"docs/reference/options.md", "30 ms", "a setting: the length of one animation frame"},
};

bool exempt(const std::string& label, const std::string& figure) {
    return std::any_of(std::begin(kNotMeasurements), std::end(kNotMeasurements),
                       [&](const NotAMeasurement& n) { return label == n.page && figure == n.figure; });
}

// Each timing or ratio of a page outside docs/explanation/performance/ that no link to a performance page holds.
std::vector<std::string> unlinked(const std::string& label, const std::string& text, const fs::path& dir) {
    std::vector<std::string> out;
    const std::vector<Quote> quotes = quotes_in(text, dir);
    const auto end = std::sregex_iterator();
    for (auto it = std::sregex_iterator(text.begin(), text.end(), kTimingOrRatio); it != end; ++it) {
        const auto at = static_cast<std::size_t>(it->position());
        const bool linked =
            std::any_of(quotes.begin(), quotes.end(), [&](const Quote& q) { return at >= q.begin && at < q.end; });
        if (linked || exempt(label, it->str())) continue;
        const auto line = 1 + std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(at), '\n');
        out.push_back(label + ":" + std::to_string(line) + ": '" + it->str() +
                      "' is a timing or a ratio with no link to the performance page it comes from ([" + it->str() +
                      "](performance/PAGE.md))");
    }
    return out;
}

// --- The tests -----------------------------------------------------------------------------------------------

TEST(PerformancePages, EachPageNamesItsCommandRatioAndDate) {
    for (const fs::path& page : performance_pages()) {
        for (const std::string& problem : page_problems(relative_name(page), page.stem().string(), read_text(page))) {
            ADD_FAILURE() << problem;
        }
    }
}

TEST(PerformancePages, EveryBenchProgramHasItsPageAndEveryPageItsProgram) {
    std::vector<std::string> pages;
    for (const fs::path& page : performance_pages()) pages.push_back(page.stem().string());
    EXPECT_EQ(pages, bench_programs()) << "docs/explanation/performance/NAME.md is the page of bench/NAME_bench.cpp";
}

TEST(PerformancePages, TheIndexLinksEveryPage) {
    const std::string index = read_text(kIndex);
    for (const fs::path& page : performance_pages()) {
        const std::string link = "](performance/" + page.filename().string() + ")";
        EXPECT_NE(index.find(link), std::string::npos)
            << "docs/explanation/performance.md does not link " << relative_name(page);
    }
}

TEST(QuotedFigures, EveryFigureALinkQuotesIsOnThePageItLinks) {
    int quoted = 0;
    for (const fs::path& file : quoting_pages()) {
        const std::string text = read_text(file);
        for (const Quote& q : quotes_in(text, file.parent_path())) {
            quoted += static_cast<int>(figures_in(q.text).size());
        }
        for (const std::string& problem : misquoted(relative_name(file), text, file.parent_path())) {
            ADD_FAILURE() << problem;
        }
    }
    EXPECT_GT(quoted, 20) << "the docs quote performance figures: the link pattern no longer finds them";
}

TEST(QuotedFigures, NoOtherPageStatesATimingOrRatioWithoutItsLink) {
    for (const fs::path& file : quoting_pages()) {
        if (is_performance_page(file)) continue;
        for (const std::string& problem : unlinked(relative_name(file), read_text(file), file.parent_path())) {
            ADD_FAILURE() << problem;
        }
    }
}

TEST(QuotedFigures, SizesShapesAndHexAreNotFigures) {
    const fs::path dir = kTop / "docs/explanation";
    EXPECT_TRUE(unlinked("page.md", "80×24, a 3×3 grid, 'troll 0x...', seeds 1-10 × depths, 80x21 floors", dir).empty());
    EXPECT_EQ(unlinked("page.md", "costs 1.6x a parse, 2.3 µs, 60 microseconds.", dir).size(), 3u);
}

TEST(QuotedFigures, AFigureIsStatedOnlyAsAWholeFigure) {
    EXPECT_TRUE(states("ratio **1.64×** here", "1.64×"));
    EXPECT_FALSE(states("ratio 11.6× here", "1.6×"));
    EXPECT_FALSE(states("ratio 0.25 here", "0.2"));
    EXPECT_FALSE(states("10,000 rats", "10"));
    EXPECT_TRUE(states("at 10,000.", "10,000"));
    EXPECT_EQ(figures_in("[0.016-0.41 of libtcod at 10,000, 2 ms](x.md)"),
              (std::vector<std::string>{"0.016-0.41", "10,000", "2 ms"}));
}

// Planted mistakes: each check must fail on the mistake it exists for.
TEST(PerformancePlantedMistakes, AFigureChangedByHandInAQuotingPageIsCaught) {
    const fs::path file = kTop / "docs/explanation/content-as-data.md";
    std::string text = read_text(file);
    const std::string right = "[1.18×](performance/content.md)";
    ASSERT_NE(text.find(right), std::string::npos) << "the page's quote changed: plant the mistake elsewhere";
    ASSERT_TRUE(misquoted("content-as-data.md", text, file.parent_path()).empty());
    text.replace(text.find(right), right.size(), "[1.81×](performance/content.md)");
    const std::vector<std::string> problems = misquoted("content-as-data.md", text, file.parent_path());
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_NE(problems.front().find("'1.81×'"), std::string::npos) << problems.front();
}

TEST(PerformancePlantedMistakes, AFigureCopiedWithoutItsLinkIsCaught) {
    const fs::path file = kTop / "docs/explanation/content-as-data.md";
    std::string text = read_text(file);
    const std::string right = "[1.18×](performance/content.md)";
    ASSERT_NE(text.find(right), std::string::npos) << "the page's quote changed: plant the mistake elsewhere";
    ASSERT_TRUE(unlinked("content-as-data.md", text, file.parent_path()).empty());
    text.replace(text.find(right), right.size(), "1.18×");
    const std::vector<std::string> problems = unlinked("content-as-data.md", text, file.parent_path());
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_NE(problems.front().find("'1.18×'"), std::string::npos) << problems.front();
}

TEST(PerformancePlantedMistakes, APageWithoutItsDateOrCommandIsCaught) {
    const std::string text = read_text(kPages / "fov.md");
    ASSERT_TRUE(page_problems("fov.md", "fov", text).empty());
    std::string undated = text;
    const std::size_t date = undated.find("**Measured:** 2026-");
    ASSERT_NE(date, std::string::npos);
    undated.replace(date, std::string("**Measured:** 2026-").size(), "**Measured:** some day in ");
    EXPECT_EQ(page_problems("fov.md", "fov", undated).size(), 1u);
    EXPECT_FALSE(page_problems("fov.md", "path", text).empty()) << "fov.md runs no build/bench/path_bench";
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord::test
