/// Where a translation stands, as a String Catalog records it: Xcode's `state` of a `stringUnit`, or
/// `stale` for a key whose `extractionState` says the code no longer uses it.
///
/// iOS shows a compiled value whatever its state; the state is for the translator and for reports.
package enum TranslationState: String, CaseIterable, Hashable, Sendable, Codable {
    /// Translated and reviewed.
    case translated
    /// Translated, but the source changed or a translator flagged it since.
    case needsReview = "needs_review"
    /// Not translated yet (Xcode adds the key in this state).
    case new
    /// The key is no longer found in the code (`extractionState: stale`), or the unit says `stale`.
    case stale

    /// The states as a catalog writes them, for messages: `translated, needs_review, new, stale`.
    static var written: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
