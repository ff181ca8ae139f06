// libFuzzer target: the TOML content loader. The first byte picks one of the embedded tables; the rest replaces
// that table's text, and the whole set is loaded (parse, type-check and every resolution phase). Any input must
// give either Content or diagnostics: no crash, leak or undefined behaviour.

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "sim/tables/loader.hpp"

namespace {

std::vector<yoord::ContentFile> tables() {
    std::vector<yoord::ContentFile> out;
    for (const yoord::ContentFile& f : yoord::embedded_content_files()) {
        if (f.path.ends_with(".toml")) out.push_back(f);
    }
    return out;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const std::vector<yoord::ContentFile> base = tables();
    if (size == 0 || base.empty()) return 0;
    std::vector<yoord::ContentFile> files = base;
    const std::string text(reinterpret_cast<const char*>(data) + 1, size - 1);
    files[data[0] % files.size()].text = text;
    const yoord::LoadResult loaded = yoord::load_content(files, "fuzz");
    // Content and diagnostics are exclusive ways out; both empty would be a silent failure.
    if (!loaded.content && !loaded.diagnostics.has_errors()) __builtin_trap();
    return 0;
}
