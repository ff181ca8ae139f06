#include "sim/turn/intent.hpp"

namespace yoord {

std::string_view intent_name(IntentKind kind) noexcept {
    switch (kind) {
#define YOORD_INTENT_NAME(name) \
    case IntentKind::name:      \
        return #name;
        YOORD_INTENT_KINDS(YOORD_INTENT_NAME)
#undef YOORD_INTENT_NAME
    }
    return "wait";
}

}  // namespace yoord
