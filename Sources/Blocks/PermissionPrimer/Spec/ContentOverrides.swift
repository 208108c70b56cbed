import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec

/// Applies a spec header's content fields over the standard content.
enum ContentOverrides {
    /// Sets each field the header gives; the first `benefit` line replaces the standard benefits.
    static func apply(_ header: [Directive], to content: inout PrimerContent) {
        var benefits: [PrimerBenefit] = []
        for directive in header {
            let values = directive.arguments.map(\.value)
            guard let first = values.first else { continue }
            switch directive.field {
            case .symbol: content.symbol = first
            case .grantedSymbol: content.grantedSymbol = first
            case .deniedSymbol: content.deniedSymbol = first
            case .title: content.title = first
            case .reason: content.reason = first
            case .benefit where values.count == 3:
                benefits.append(PrimerBenefit(symbol: values[0], title: values[1], detail: values[2]))
            case .continueTitle: content.continueTitle = first
            case .alertTitle: content.sampleAlert.title = first
            case .alertMessage: content.sampleAlert.message = first
            case .alertButtons: content.sampleAlert.buttons = values
            case .grantedTitle: content.grantedTitle = first
            case .grantedLine: content.grantedLine = first
            case .deniedTitle: content.deniedTitle = first
            case .deniedLine: content.deniedLine = first
            case .limitedTitle: content.limitedTitle = first
            case .limitedLine: content.limitedLine = first
            case .notNowTitle: content.notNowTitle = first
            case .doneTitle: content.doneTitle = first
            case .openSettingsTitle: content.openSettingsTitle = first
            default: break
            }
        }
        if !benefits.isEmpty { content.benefits = benefits }
    }
}
