#include "sim/tables/embedded.hpp"

#include <vector>

#include "sim/tables/loader.hpp"

namespace yoord {

std::span<const ContentFile> embedded_content_files() {
    static const std::vector<ContentFile> files = [] {
        std::vector<ContentFile> out;
        for (std::size_t i = 0; i < embedded::kContentFileCount; ++i) {
            const embedded::Blob& b = embedded::kContentFiles[i];
            out.push_back(ContentFile{b.name, std::string_view(reinterpret_cast<const char*>(b.data), b.size)});
        }
        return out;
    }();
    return files;
}

}  // namespace yoord
