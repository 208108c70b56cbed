import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// The words VoiceOver hears that are not in ``PrimerModel/Content``, and how combined labels are joined.
///
/// The English defaults follow the design's VoiceOver note; change them to check a translated block.
public struct SpokenWording: Hashable, Sendable, Codable {
    /// Continue's label while the system alert is up.
    public var waitingForAnswer: String
    /// The words before the sample alert's title.
    public var sampleAlertLead: String
    /// The words before the sample alert's button labels when there are several.
    public var buttonsLead: String
    /// The words before the sample alert's button label when there is one.
    public var buttonLead: String
    /// What joins the labels of a combined element's children (SwiftUI's `.combine` uses `, `).
    public var combineSeparator: String
    /// What joins the sample alert's button labels.
    public var buttonSeparator: String

    /// Creates wording; the defaults are English.
    public init(waitingForAnswer: String = "Waiting for your answer", sampleAlertLead: String = "Next, iOS asks:",
                buttonsLead: String = "Buttons:", buttonLead: String = "Button:",
                combineSeparator: String = CombinedLabel.separator, buttonSeparator: String = ", ") {
        self.waitingForAnswer = waitingForAnswer
        self.sampleAlertLead = sampleAlertLead
        self.buttonsLead = buttonsLead
        self.buttonLead = buttonLead
        self.combineSeparator = combineSeparator
        self.buttonSeparator = buttonSeparator
    }

    /// The English wording.
    public static let english = SpokenWording()

    /// A benefit row read as one element: its title and detail joined as `.combine` joins two texts.
    ///
    /// The row's symbol is decorative and adds nothing; an empty title or detail is left out.
    public func benefitLabel(_ benefit: PrimerBenefit) -> String {
        CombinedLabel.join(benefit.title, benefit.detail, separator: combineSeparator)
    }

    /// The sample alert read as one line: the lead, the title, the message, then the buttons.
    ///
    /// Each piece is a sentence that keeps the alert's own punctuation: `.` is added only to a piece
    /// that does not already end in `.`, `?`, `!` or `…`. Empty pieces are left out.
    /// For example `Next, iOS asks: Allow “Maps” to use your location? Maps shows what is near.
    /// Buttons: Allow Once, Allow While Using App, Don’t Allow.`
    public func sampleAlertLabel(_ alert: SystemAlert) -> String {
        // The pieces appended to the lead in turn, a space before each (not arrays filtered and joined).
        var label = sampleAlertLead
        for piece in [alert.title, alert.message] where !piece.isEmpty {
            label += " "
            label += Sentence.ended(piece)
        }
        var buttons = ""
        var buttonCount = 0
        for button in alert.buttons where !button.isEmpty {
            if buttonCount > 0 { buttons += buttonSeparator }
            buttons += button
            buttonCount += 1
        }
        if buttonCount > 0 {
            label += " "
            label += Sentence.ended((buttonCount == 1 ? buttonLead : buttonsLead) + " " + buttons)
        }
        return label
    }
}
