import PrimerModel
import PrimerMotion
import PrimerSyntax

extension TimelineVocabulary {
    /// The permission priming block's parts and callbacks.
    public static let permissionPriming = TimelineVocabulary.listing(
        partForms: PrimingPart.all.map(\.description).dropLast().joined(separator: ", ") + " or "
            + (PrimingPart.all.last?.description ?? ""),
        part: { PrimingPart.named($0) },
        callbacks: PrimingCallback.allCases.map(\.callback),
        identity: "permission-priming")
}
