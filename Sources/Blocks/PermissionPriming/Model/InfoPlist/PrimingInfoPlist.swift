import Foundation

/// What the block reads of an app's Info.plist: the app name the prompts quote, and the purpose
/// strings of the nine types.
public struct PrimingInfoPlist: Hashable, Sendable {
    /// The file, as given.
    public var path: String
    /// `CFBundleDisplayName`, else `CFBundleName`.
    public var appName: String
    /// Every purpose-string key of the nine types the file has, with its value.
    public var purposeStrings: [String: String]

    /// Creates a value directly.
    public init(path: String, appName: String, purposeStrings: [String: String]) {
        self.path = path
        self.appName = appName
        self.purposeStrings = purposeStrings
    }

    /// Every key the block may read.
    public static let keys = Array(Set(PermissionType.allCases.flatMap(\.requiredPurposeKeys))).sorted()

    /// Reads an XML or binary Info.plist.
    public static func load(from path: String) throws(PrimingInfoPlistError) -> PrimingInfoPlist {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .unreadable(path: path, reason: FileManager.default.fileExists(atPath: path)
                              ? "the file cannot be read" : "no such file")
        }
        return try parse(data, path: path)
    }

    /// Parses the bytes of an XML or binary Info.plist; `path` names it in errors.
    public static func parse(_ data: Data, path: String) throws(PrimingInfoPlistError) -> PrimingInfoPlist {
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw .notAPropertyList(path: path)
        }
        guard let dictionary = object as? [String: Any] else { throw .notADictionary(path: path) }
        let names = ["CFBundleDisplayName", "CFBundleName"].compactMap { dictionary[$0] as? String }
        guard let appName = names.first(where: { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }) else {
            throw .noAppName(path: path)
        }
        var purposes: [String: String] = [:]
        for key in keys {
            if let value = dictionary[key] as? String, !value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                purposes[key] = value
            }
        }
        return PrimingInfoPlist(path: path, appName: appName, purposeStrings: purposes)
    }

    /// The first key the type needs that the file lacks, or nil when it has them all.
    public func missingKey(for type: PermissionType) -> String? {
        type.requiredPurposeKeys.first { purposeStrings[$0] == nil }
    }
}
