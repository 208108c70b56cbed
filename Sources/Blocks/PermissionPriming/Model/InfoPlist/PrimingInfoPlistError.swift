import PrimerModel

/// Why an Info.plist cannot give the block what it needs. Every case names the file.
public enum PrimingInfoPlistError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file does not exist or cannot be read.
    case unreadable(path: String, reason: String)
    /// The file is neither an XML nor a binary property list; the reason says what it is.
    case notAPropertyList(path: String, reason: String)
    /// The top level is not a dictionary.
    case notADictionary(path: String)
    /// Neither `CFBundleDisplayName` nor `CFBundleName` is a non-empty string.
    case noAppName(path: String)

    /// The file.
    public var path: String {
        switch self {
        case .unreadable(let path, _), .notAPropertyList(let path, _), .notADictionary(let path), .noAppName(let path): path
        }
    }

    /// What went wrong and what was expected.
    public var message: String {
        switch self {
        case .unreadable(_, let reason): "cannot read the Info.plist: \(reason)"
        case .notAPropertyList(_, let reason): "not a property list (expected an XML or binary Info.plist): \(reason)"
        case .notADictionary: "the property list's top level is not a dictionary; expected an Info.plist dictionary"
        case .noAppName: "no app name: expected a non-empty CFBundleDisplayName or CFBundleName string"
        }
    }

    /// `path: message`.
    public var description: String { "\(TextExcerpt.shown(path)): \(message)" }
}
