import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// Applies a spec header's content fields over the standard content.
enum ContentOverrides {
    /// Sets each field the header gives; the first `benefit` line replaces the standard benefits.
    static func apply(_ header: [Directive], to content: inout PrimerContent) {
        typealias F = PermissionPrimerFields
        var benefits: [PrimerBenefit] = []
        for directive in header {
            let values = directive.arguments.map(\.value)
            guard let first = values.first else { continue }
            switch directive.name {
            case F.symbol.name: content.symbol = first
            case F.grantedSymbol.name: content.grantedSymbol = first
            case F.deniedSymbol.name: content.deniedSymbol = first
            case F.title.name: content.title = first
            case F.reason.name: content.reason = first
            case F.benefit.name where values.count == 3:
                benefits.append(PrimerBenefit(symbol: values[0], title: values[1], detail: values[2]))
            case F.continueTitle.name: content.continueTitle = first
            case F.alertTitle.name: content.sampleAlert.title = first
            case F.alertMessage.name: content.sampleAlert.message = first
            case F.alertButtons.name: content.sampleAlert.buttons = values
            case F.grantedTitle.name: content.grantedTitle = first
            case F.grantedLine.name: content.grantedLine = first
            case F.deniedTitle.name: content.deniedTitle = first
            case F.deniedLine.name: content.deniedLine = first
            case F.limitedTitle.name: content.limitedTitle = first
            case F.limitedLine.name: content.limitedLine = first
            case F.notNowTitle.name: content.notNowTitle = first
            case F.doneTitle.name: content.doneTitle = first
            case F.openSettingsTitle.name: content.openSettingsTitle = first
            default: break
            }
        }
        if !benefits.isEmpty { content.benefits = benefits }
    }
}
