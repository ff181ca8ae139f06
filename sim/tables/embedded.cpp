#include "sim/tables/embedded.hpp"

#include <algorithm>
#include <deque>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "sim/tables/loader.hpp"

namespace yoord {

namespace {

// What the compiled-in list holds, read from a test program's folder instead: every *.toml and *.golden file
// directly in it, sorted by name, named by file name as the compiled-in ones are.
std::vector<ContentFile> files_in(const std::filesystem::path& dir) {
    static std::deque<std::string> texts;  // the files' text, kept for the program's life as the arrays are
    std::vector<std::filesystem::path> paths;
    for (const auto& entry : std::filesystem::directory_iterator(dir)) {
        const std::string ext = entry.path().extension().string();
        if (entry.is_regular_file() && (ext == ".toml" || ext == ".golden")) paths.push_back(entry.path());
    }
    std::sort(paths.begin(), paths.end());
    std::vector<ContentFile> out;
    for (const auto& path : paths) {
        std::ifstream in(path, std::ios::binary);
        std::ostringstream text;
        text << in.rdbuf();
        texts.push_back(text.str());
        out.push_back(ContentFile{path.filename().string(), texts.back()});
    }
    return out;
}

}  // namespace

std::span<const ContentFile> embedded_content_files() {
    static const std::vector<ContentFile> files = [] {
        if (const auto dir = embedded::test_content_dir()) return files_in(*dir);
        std::vector<ContentFile> out;
        for (std::size_t i = 0; i < embedded::kContentFileCount; ++i) {
            const embedded::Blob& b = embedded::kContentFiles[i];
            const std::string_view text(reinterpret_cast<const char*>(b.data), b.size);
            out.push_back(ContentFile{b.name, text, std::string_view(reinterpret_cast<const char*>(b.parsed_data), b.parsed_size),
                                      text.data()});
        }
        return out;
    }();
    return files;
}

}  // namespace yoord
