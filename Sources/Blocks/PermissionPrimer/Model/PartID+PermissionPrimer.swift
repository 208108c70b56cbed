import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec

extension PartID {
    /// The large SF Symbol (decorative).
    public static let symbol = PartID("symbol", rank: 0)
    /// The title (the granted or denied title once answered).
    public static let title = PartID("title", rank: 10)
    /// The reason (the granted or denied line once answered).
    public static let reason = PartID("reason", rank: 20)
    /// One row of the benefits card, by position from 0: its title, read with its detail as one element.
    public static func benefit(_ index: Int) -> PartID { PartID("benefit", index: index, rank: benefitRank(index)) }
    /// A benefit row's detail line (`type.footnote`), read as part of the row.
    public static func benefitDetail(_ index: Int) -> PartID {
        PartID("benefitDetail", index: index, rank: benefitRank(index) + 1)
    }
    /// The drawing of the system alert: its title and buttons (`type.footnote`).
    public static let sampleAlert = PartID("sampleAlert", rank: 1_000_000)
    /// The sample alert's caption (`type.caption`): its message, read as part of the drawing.
    public static let sampleAlertCaption = PartID("sampleAlertCaption", rank: 1_000_001)
    /// The Continue button, which shows progress and then a check.
    public static let continueButton = PartID("continue", rank: 1_000_010)
    /// The Done button, shown once granted.
    public static let done = PartID("done", rank: 1_000_011)
    /// The Open Settings button, shown once denied.
    public static let openSettings = PartID("openSettings", rank: 1_000_012)
    /// A request error's message, under Continue.
    public static let error = PartID("error", rank: 1_000_020)
    /// The Not now button.
    public static let notNow = PartID("notNow", rank: 1_000_030)

    /// Ranks that keep each benefit row's title and detail together, row after row, between the reason
    /// and the sample alert.
    private static func benefitRank(_ index: Int) -> Int { 100 + 2 * max(0, min(index, 400_000)) }

    /// The permission primer's parts that appear once, in layout order.
    public static let permissionPrimerSingleParts: [PartID] = [
        .symbol, .title, .reason, .sampleAlert, .sampleAlertCaption, .continueButton, .done, .openSettings, .error,
        .notNow,
    ]

    /// Every part for content with the given number of benefits, in layout order.
    public static func all(benefitCount: Int) -> [PartID] {
        [.symbol, .title, .reason] + (0..<max(0, benefitCount)).flatMap { [PartID.benefit($0), .benefitDetail($0)] }
            + [.sampleAlert, .sampleAlertCaption, .continueButton, .done, .openSettings, .error, .notNow]
    }

    /// The permission primer's part for a stable name (`symbol`, `benefit.2`, `continue`…), with its
    /// rank; nil if the primer has no such part.
    public init?(permissionPrimerName name: String) {
        guard let parsed = PartID(name: name) else { return nil }
        if let index = parsed.index {
            switch parsed.name {
            case "benefit": self = .benefit(index)
            case "benefitDetail": self = .benefitDetail(index)
            default: return nil
            }
            return
        }
        guard let part = Self.permissionPrimerSingleParts.first(where: { $0 == parsed }) else { return nil }
        self = part
    }
}
