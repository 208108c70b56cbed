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
    /// One row of the benefits card, by position from 0.
    public static func benefit(_ index: Int) -> PartID { PartID("benefit", index: index, rank: 30) }
    /// The drawing of the system alert.
    public static let sampleAlert = PartID("sampleAlert", rank: 40)
    /// The Continue button, which shows progress and then a check.
    public static let continueButton = PartID("continue", rank: 50)
    /// The Done button, shown once granted.
    public static let done = PartID("done", rank: 51)
    /// The Open Settings button, shown once denied.
    public static let openSettings = PartID("openSettings", rank: 52)
    /// A request error's message, under Continue.
    public static let error = PartID("error", rank: 60)
    /// The Not now button.
    public static let notNow = PartID("notNow", rank: 70)

    /// The permission primer's parts that appear once, in layout order.
    public static let permissionPrimerSingleParts: [PartID] = [
        .symbol, .title, .reason, .sampleAlert, .continueButton, .done, .openSettings, .error, .notNow,
    ]

    /// Every part for content with the given number of benefits, in layout order.
    public static func all(benefitCount: Int) -> [PartID] {
        [.symbol, .title, .reason] + (0..<max(0, benefitCount)).map(PartID.benefit)
            + [.sampleAlert, .continueButton, .done, .openSettings, .error, .notNow]
    }

    /// The permission primer's part for a stable name (`symbol`, `benefit.2`, `continue`…), with its
    /// rank; nil if the primer has no such part.
    public init?(permissionPrimerName name: String) {
        guard let parsed = PartID(name: name) else { return nil }
        if parsed.name == "benefit", let index = parsed.index {
            self = .benefit(index)
            return
        }
        guard let part = Self.permissionPrimerSingleParts.first(where: { $0 == parsed }) else { return nil }
        self = part
    }
}
