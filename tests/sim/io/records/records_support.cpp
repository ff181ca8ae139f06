#include "sim/io/records/records_support.hpp"

#include <unistd.h>

#include <fstream>
#include <sstream>

#include "sim/tables/loader.hpp"
#include "sim/run/floors.hpp"

namespace yoord::testing {

namespace fs = std::filesystem;

void RecordsDir::SetUp() {
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    dir = fs::temp_directory_path() /
          ("yoord-records-" + std::to_string(::getpid()) + "-" + info->test_suite_name() + "-" + info->name());
    fs::remove_all(dir);
    fs::create_directories(dir);
}

void RecordsDir::TearDown() { fs::remove_all(dir); }

const Content& records_content() {
    static const LoadResult loaded = load_embedded_content();
    return *loaded.content;
}

std::unique_ptr<Game> records_game(std::uint64_t seed, std::string name) {
    return new_game(records_content(), seed, std::move(name));
}

std::string read_text(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

void write_text(const fs::path& path, const std::string& text) {
    std::ofstream out(path, std::ios::binary);
    out << text;
}

}  // namespace yoord::testing
