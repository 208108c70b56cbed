import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec

/// The comments a String Catalog gives translators: where and when each string is spoken, and what
/// fills its format argument.
enum CatalogueComment {
    /// The comment for an element's label, value or hint, from every element that uses the key.
    static func element(_ piece: ElementPiece, string: CatalogueString, kind: PrimerKind, uses: [SpokenElement]) -> String {
        let id = uses.first?.id ?? ""
        let role = PartID(permissionPrimerName: id).map(role(of:)) ?? "the element \(id)"
        let states = PrimerStateName.allCases.filter { state in uses.contains { $0.states.contains(state) } }
        let lead = switch piece {
        case .label: "Spoken by VoiceOver for \(role)"
        case .value: "Spoken by VoiceOver as the value of \(role), after its label,"
        case .hint: "Spoken by VoiceOver after a pause, as the hint of \(role),"
        }
        var sentences = ["\(lead) in the \(kind) permission primer, in \(statesPhrase(states))."]
        if piece == .label {
            let forms = uses.filter { $0.voiceOver != string.text }
            if forms.count == 1, uses.count == 1, let form = forms.first {
                sentences.append("It reads as \(quoted(form.voiceOver)); VoiceOver adds the trait words itself.")
            } else if !forms.isEmpty {
                let readings = uses.map { "\(quoted($0.voiceOver)) in \(EnglishList.join($0.states.map(\.rawValue)))" }
                sentences.append("It reads as \(readings.joined(separator: "; as ")); "
                                 + "VoiceOver adds the trait words itself.")
            }
        }
        if id == PartID.sampleAlert.description, let placeholder = kind.purposePlaceholder,
           string.text.contains(placeholder) {
            sentences.append("\(placeholder) stands for the app\u{2019}s own \(placeholder.dropFirst().dropLast()) purpose "
                             + "string, which was not given: regenerate with --info-plist, --project or --xcconfig.")
        }
        if id == PartID.error.description {
            sentences.append("This is an example: the block shows the message of the error the custom request throws.")
        }
        if states == [.failed] { sentences.append(customRequestNote) }
        return finish(sentences, string: string)
    }

    /// The comment for an announcement, from every transition that announces it.
    static func announcement(string: CatalogueString, kind: PrimerKind, uses: [SpokenAnnouncement]) -> String {
        let when = uses.map { "\($0.transition) (priority \($0.priority), \(TimeText.when($0)) after the change)" }
        var sentences = ["Announced by VoiceOver in the \(kind) permission primer on \(EnglishList.join(when))."]
        if uses.contains(where: \.isErrorMessage) {
            sentences.append("This is an example: the block announces the message of the error "
                             + "the custom request throws.")
            sentences.append(customRequestNote)
        }
        return finish(sentences, string: string)
    }

    /// The sentence saying that the failed state needs a custom request.
    static let customRequestNote = "The failed state exists only with a custom request."

    /// The sentences, then what fills the format argument when there is one.
    static func finish(_ sentences: [String], string: CatalogueString) -> String {
        guard let format = string.format, let argument = AppNameFormat.argument(in: format) else {
            return sentences.joined(separator: " ")
        }
        return (sentences + ["\(argument) is the app name (CFBundleDisplayName)."]).joined(separator: " ")
    }

    /// `the ready state` or `the ready, requesting and failed states`.
    static func statesPhrase(_ states: [PrimerStateName]) -> String {
        "the \(EnglishList.join(states.map(\.rawValue))) state" + (states.count == 1 ? "" : "s")
    }

    /// Text in straight double quotes.
    static func quoted(_ text: String) -> String { "\"\(text)\"" }

    /// What a part is, for translators.
    static func role(of part: PartID) -> String {
        if part.name == PartID.benefit(0).name, let index = part.index {
            return "benefit row \(index + 1) (its title and line, joined as VoiceOver reads the combined row)"
        }
        return switch part {
        case .symbol: "the large symbol"
        case .title: "the title"
        case .reason: "the line under the title"
        case .sampleAlert: "the drawing of the alert iOS shows next (its title, message and buttons, read as one line)"
        case .continueButton: "the Continue button"
        case .done: "the Done button"
        case .openSettings: "the Open Settings button"
        case .error: "the request error under Continue"
        case .notNow: "the Not now button"
        default: "the element \(part)"
        }
    }
}
