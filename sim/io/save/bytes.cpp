#include "sim/io/save/bytes.hpp"

namespace yoord::save {

void ByteWriter::put(std::uint64_t v, int width) {
    for (int i = 0; i < width; ++i) bytes_.push_back(static_cast<std::byte>(v >> (8 * i)));
}

void ByteWriter::str(std::string_view s) {
    u32(static_cast<std::uint32_t>(s.size()));
    for (const char c : s) bytes_.push_back(static_cast<std::byte>(c));
}

std::size_t ByteWriter::placeholder_u16() {
    const std::size_t at = bytes_.size();
    u16(0);
    return at;
}

void ByteWriter::patch_u16(std::size_t at, std::uint16_t v) {
    for (int i = 0; i < 2; ++i) bytes_[at + static_cast<std::size_t>(i)] = static_cast<std::byte>(v >> (8 * i));
}

std::size_t ByteWriter::placeholder_u32() {
    const std::size_t at = bytes_.size();
    u32(0);
    return at;
}

void ByteWriter::patch_u32(std::size_t at, std::uint32_t v) {
    for (int i = 0; i < 4; ++i) bytes_[at + static_cast<std::size_t>(i)] = static_cast<std::byte>(v >> (8 * i));
}

void ByteReader::fail(std::string reason) {
    if (ok()) error_ = std::move(reason);
    at_ = bytes_.size();
}

std::uint64_t ByteReader::get(int width) {
    const auto w = static_cast<std::size_t>(width);
    if (!ok()) return 0;
    if (remaining() < w) {
        fail("unexpected end of data at byte " + std::to_string(at_));
        return 0;
    }
    std::uint64_t v = 0;
    for (std::size_t i = 0; i < w; ++i) v |= static_cast<std::uint64_t>(bytes_[at_ + i]) << (8 * i);
    at_ += w;
    return v;
}

std::uint8_t ByteReader::u8() { return static_cast<std::uint8_t>(get(1)); }

bool ByteReader::boolean() {
    const std::uint8_t v = u8();
    if (v > 1) fail("a yes/no byte holds " + std::to_string(v));
    return v == 1;
}

std::string ByteReader::str(std::size_t max_length) {
    const std::uint32_t n = u32();
    if (!ok()) return {};
    if (n > max_length || n > remaining()) {
        fail("a text of " + std::to_string(n) + " bytes is longer than allowed or than what is left");
        return {};
    }
    std::string s(n, '\0');
    for (std::size_t i = 0; i < n; ++i) s[i] = static_cast<char>(bytes_[at_ + i]);
    at_ += n;
    return s;
}

ByteReader ByteReader::sub(std::size_t n) {
    if (!ok() || n > remaining()) {
        fail("a record of " + std::to_string(n) + " bytes runs past the end");
        return ByteReader({});
    }
    ByteReader inner(bytes_.subspan(at_, n));
    at_ += n;
    return inner;
}

std::size_t ByteReader::count(std::size_t min_record_bytes, std::string_view what) {
    const std::uint32_t n = u32();
    if (!ok()) return 0;
    const std::size_t fit = min_record_bytes == 0 ? remaining() : remaining() / min_record_bytes;
    if (n > fit) {
        fail("a count of " + std::to_string(n) + " " + std::string(what) + " cannot fit in what is left");
        return 0;
    }
    return n;
}

void ByteReader::skip(std::size_t n) {
    if (!ok()) return;
    if (n > remaining()) {
        fail("unexpected end of data at byte " + std::to_string(at_));
        return;
    }
    at_ += n;
}

}  // namespace yoord::save
