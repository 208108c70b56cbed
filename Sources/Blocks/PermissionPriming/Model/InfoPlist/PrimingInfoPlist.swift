import Foundation
import PrimerSpec

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

    /// Reads an XML or binary Info.plist (at most ``InfoPlist``'s size limit, 8 MiB); a path that is
    /// not a regular file says what it is.
    public static func load(from path: String) throws(PrimingInfoPlistError) -> PrimingInfoPlist {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(path, limit: sizeLimit)
        } catch {
            throw .unreadable(path: path, reason: error.description)
        }
        return try parse(Data(bytes), path: path)
    }

    /// The largest Info.plist read, in bytes. A choice.
    public static let sizeLimit = 8 << 20

    /// Parses the bytes of an XML or binary Info.plist; `path` names it in errors.
    public static func parse(_ data: Data, path: String) throws(PrimingInfoPlistError) -> PrimingInfoPlist {
        let dictionary: [String: Any]
        do {
            dictionary = try PropertyListFile.dictionary(from: [UInt8](data))
        } catch .notADictionary {
            throw .notADictionary(path: path)
        } catch {
            throw .notAPropertyList(path: path, reason: error.description)
        }
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
