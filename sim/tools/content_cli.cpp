#include "sim/tools/content_cli.hpp"

#include <ostream>

#include "sim/tables/golden.hpp"

namespace yoord {

namespace {

// Prints the diagnostics and a closing count; true when the content can be used.
bool report(const LoadResult& r, std::ostream& err) {
    r.diagnostics.write(err);
    if (r.content) return true;
    err << "yoord: " << r.diagnostics.error_count() << (r.diagnostics.error_count() == 1 ? " error" : " errors")
        << " in the content; nothing was loaded\n";
    return false;
}

}  // namespace

LoadResult load_selected_content(const std::optional<std::string>& content_dir) {
    return content_dir ? load_content_dir(*content_dir) : load_embedded_content();
}

std::string count_line(const Content& content) {
    std::string line = "content ok:";
    for (std::size_t i = 0; i < kCategoryCount; ++i) {
        const auto c = static_cast<Category>(i);
        line += (i == 0 ? " " : ", ") + std::to_string(content.row_count(c)) + " " + std::string(enum_name(c));
    }
    line += ", " + std::to_string(content.drops.size()) + " drop";
    line += ", " + std::to_string(content.population.size()) + " population";
    return line;
}

int check_content_command(const std::optional<std::string>& dir, std::ostream& out, std::ostream& err) {
    const LoadResult r = load_selected_content(dir);
    if (!report(r, err)) return kExitContentError;
    if (dir) {
        for (const IdRecord& fresh : new_ids(embedded_golden(), current_ids(*r.content))) {
            out << "new id: " << fresh.kind << ' ' << fresh.id << '\n';
        }
    }
    out << count_line(*r.content) << '\n';
    return 0;
}

int list_content_command(const std::optional<std::string>& content_dir, std::ostream& out, std::ostream& err) {
    const LoadResult r = load_selected_content(content_dir);
    if (!report(r, err)) return kExitContentError;
    const Content& c = *r.content;
    for (const RowRef ref : c.all_rows()) {
        const RowCommon& row = c.common(ref);
        out << enum_name(ref.category) << ' ' << row.id << ' ' << row.name << '\n';
    }
    return 0;
}

}  // namespace yoord
