import PrimerModel

/// The part names and callbacks a block's timeline lines may use, and how error messages list them.
///
/// The timeline reader knows no block: it asks the block's vocabulary to turn a word into a part
/// (with its layout rank) or a callback, and says "expected a part: …" with the block's forms
/// when it cannot.
public struct TimelineVocabulary: Sendable {
    /// The part names, as an error message lists them after "a part: ".
    public var partForms: String
    /// The part a name stands for, or nil.
    public var part: @Sendable (String) -> PartID?
    /// The callbacks, as an error message lists them after "a callback: ".
    public var callbackForms: String
    /// The callback a token stands for, or nil.
    public var callback: @Sendable (String) -> Callback?
    /// A name its maker gives a vocabulary that reads every line the same wherever it is made (a
    /// block's fixed vocabulary, or one of a number of rings): motion lines read with it are shared
    /// by the specs of one run. Nil, the default, shares nothing; the closures alone cannot say that
    /// two vocabularies read alike.
    public var identity: String?

    /// Creates a vocabulary.
    public init(partForms: String, part: @escaping @Sendable (String) -> PartID?,
                callbackForms: String, callback: @escaping @Sendable (String) -> Callback?, identity: String? = nil) {
        self.partForms = partForms
        self.part = part
        self.callbackForms = callbackForms
        self.callback = callback
        self.identity = identity
    }

    /// Any well-formed part name (`word` or `word.N`, unranked) and callback: for readers that know no block.
    public static let any = TimelineVocabulary(
        partForms: "a name such as title or benefit.0", part: { PartID(name: $0) },
        callbackForms: Callback.forms, callback: { Callback(token: $0) })

    /// A vocabulary of a fixed list of callbacks and a part resolver.
    public static func listing(partForms: String, part: @escaping @Sendable (String) -> PartID?,
                               callbacks: [Callback], identity: String? = nil) -> TimelineVocabulary {
        let names = callbacks.map(\.description)
        let forms = names.count <= 1 ? names.joined()
            : names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
        return TimelineVocabulary(partForms: partForms, part: part, callbackForms: forms, callback: { token in
            callbacks.first { $0.description == token }
        }, identity: identity)
    }
}
