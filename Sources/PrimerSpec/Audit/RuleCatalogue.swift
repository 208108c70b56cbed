/// Every rule of the audit, in the order reports list them.
package enum RuleCatalogue {
    /// The checks, one a rule.
    package static let checks: [any Rule<AuditSubject>] = [
        ElementHasLabelCheck(), LabelNotRedundantCheck(), OneHeadingCheck(), DecorativeImageHiddenCheck(),
        TouchTargetCheck(), TextContrastCheck(), NonTextContrastCheck(), TextScalesCheck(), ResultAnnouncedCheck(),
        NoMovementUnderReduceMotionCheck(), FadesAreShortCheck(), AutomaticMotionCanStopCheck(),
        PurposeStringCheck(), PrimerWordingCheck(), OneWayOnCheck(), TrackingPrimerCheck(), WayOutCheck(),
        TranslationMissingCheck(), TextNeverLocalizedCheck(), PurposeStringLocalizedCheck(),
    ]

    /// The rules, as data.
    package static var rules: [RuleDefinition] { checks.map(\.rule) }

    /// The rule of an id, if there is one.
    package static func rule(_ id: String) -> RuleDefinition? { rules.first { $0.id == id } }
}
