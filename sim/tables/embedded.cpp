#include "sim/tables/embedded.hpp"

#include <vector>

#include "sim/tables/loader.hpp"

namespace yoord {

std::span<const ContentFile> embedded_content_files() {
    static const std::vector<ContentFile> files = [] {
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
