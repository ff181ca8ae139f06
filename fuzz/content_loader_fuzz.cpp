// libFuzzer target: the TOML content loader. The first byte picks one of the embedded tables; the rest replaces
// that table's text, and the whole set is loaded (parse, type-check and every resolution phase). Any input must
// give either Content or diagnostics: no crash, leak or undefined behaviour.
//
// The other tables are parsed once (sim/tables/loader.hpp ParsedCore, one per table left out): phase 1 of the
// core files is most of a load, so each input costs only its own parse and the resolution.

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "sim/tables/loader.hpp"

namespace {

struct Table {
    yoord::ContentFile file;      // the embedded table the input stands in for
    yoord::ParsedCore without;    // every other table, parsed
};

std::vector<Table> tables() {
    std::vector<yoord::ContentFile> toml;
    for (const yoord::ContentFile& f : yoord::embedded_content_files()) {
        if (f.path.ends_with(".toml")) toml.push_back(f);
    }
    std::vector<Table> out;
    for (std::size_t i = 0; i < toml.size(); ++i) {
        std::vector<yoord::ContentFile> others = toml;
        others.erase(others.begin() + static_cast<std::ptrdiff_t>(i));
        out.push_back({toml[i], yoord::parse_core(others, "fuzz")});
    }
    return out;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const std::vector<Table> base = tables();
    if (size == 0 || base.empty()) return 0;
    const Table& table = base[data[0] % base.size()];
    const std::string text(reinterpret_cast<const char*>(data) + 1, size - 1);
    const std::vector<yoord::ContentFile> fuzzed{{table.file.path, text}};
    const yoord::LoadResult loaded = yoord::load_content(table.without, fuzzed, {});
    // Content and diagnostics are exclusive ways out; both empty would be a silent failure.
    if (!loaded.content && !loaded.diagnostics.has_errors()) __builtin_trap();
    return 0;
}
