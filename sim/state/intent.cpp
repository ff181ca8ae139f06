#include "sim/state/intent.hpp"

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

std::string_view wizard_act_name(WizardAct act) noexcept {
    switch (act) {
#define YOORD_WIZARD_NAME(name) \
    case WizardAct::name:       \
        return #name;
        YOORD_WIZARD_ACTS(YOORD_WIZARD_NAME)
#undef YOORD_WIZARD_NAME
    }
    return "spawn";
}

}  // namespace yoord
