#include "sim/io/replay/content_hash.hpp"

#include <xxhash.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string_view>
#include <vector>

#include "core/io/untrusted_file.hpp"

namespace yoord {
namespace {

std::string_view file_name(std::string_view path) {
    const std::size_t slash = path.find_last_of('/');
    return slash == std::string_view::npos ? path : path.substr(slash + 1);
}

std::uint64_t hash_sorted(std::vector<NamedText> files) {
    std::sort(files.begin(), files.end(), [](const NamedText& a, const NamedText& b) { return a.name < b.name; });
    return hash_files(files);
}

}  // namespace

std::uint64_t content_hash(std::span<const ContentFile> files) {
    std::vector<NamedText> tables;
    for (const ContentFile& f : files) {
        const std::string_view name = file_name(f.path);
        if (name.ends_with(".toml")) tables.push_back({name, f.text});
    }
    return hash_sorted(std::move(tables));
}

HashedContent load_hashed_content(const std::optional<std::string>& dir) {
    HashedContent out;
    if (!dir) {
        out.loaded = load_embedded_content();
        out.hash = content_hash(embedded_content_files());
        return out;
    }
    out.loaded = load_content_dir(*dir);
    if (!out.loaded.content) return out;
    out.hash = content_hash_of(dir);
    return out;
}

std::uint64_t content_hash_of(const std::optional<std::string>& dir) {
    if (!dir) return content_hash(embedded_content_files());
    // The loader reads these same files; read them again to hash exactly the tables it saw, by name.
    std::vector<std::string> texts;
    std::vector<ContentFile> files;
    const auto entries = io::list_folder(*dir);
    if (!entries) return content_hash(files);
    for (const io::FolderEntry& entry : *entries) {
        if (entry.kind != io::EntryKind::file || entry.path.extension() != ".toml") continue;
        auto text = io::read_untrusted_file(entry.path);
        texts.push_back(text ? std::move(*text) : std::string());
        files.push_back(ContentFile{entry.path.string(), {}});
    }
    for (std::size_t i = 0; i < files.size(); ++i) files[i].text = texts[i];
    return content_hash(files);
}

}  // namespace yoord
