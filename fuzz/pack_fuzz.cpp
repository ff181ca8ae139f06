// libFuzzer target: a content pack, as a folder would give it (sim/tables/loader.hpp read_pack_folder): the
// input up to its first NUL byte is the pack's pack.toml, the rest one table file of the pack (named by the
// byte after the NUL among the core tables' names, so rows, patches and triggers are all reached). The pack is
// loaded strictly on the core tables, parsed once (ParsedCore): the load must end in Content or in diagnostics,
// never a crash, leak or undefined behaviour.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "sim/tables/loader.hpp"

namespace {

const yoord::ParsedCore& core() {
    static const yoord::ParsedCore parsed = yoord::parse_core(yoord::embedded_content_files(), "fuzz");
    return parsed;
}

std::vector<std::string> table_names() {
    std::vector<std::string> names;
    for (const yoord::ContentFile& f : yoord::embedded_content_files()) {
        if (f.path.ends_with(".toml")) names.push_back(f.path.substr(f.path.find_last_of('/') + 1));
    }
    return names;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const std::vector<std::string> names = table_names();
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    const std::size_t cut = std::min(input.find('\0'), input.size());
    yoord::PackFolder pack;
    pack.dir = "fuzz";
    pack.paths.emplace_back("fuzz/pack.toml");
    pack.texts.emplace_back(input.substr(0, cut));
    if (cut + 1 < input.size() && !names.empty()) {
        const auto pick = static_cast<unsigned char>(input[cut + 1]);
        pack.paths.push_back("fuzz/" + names[pick % names.size()]);
        pack.texts.emplace_back(input.substr(cut + 2));
    }
    const std::vector<yoord::PackFolder> packs{pack};
    const yoord::LoadResult strict = yoord::load_content(core(), {}, packs);
    if (!strict.content && !strict.diagnostics.has_errors()) __builtin_trap();
    return 0;
}
