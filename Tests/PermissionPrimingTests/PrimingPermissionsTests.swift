@testable import PermissionPriming
import PrimerAppInfo
import PrimerModel
import PrimerSpec
import Testing

/// What the Permission Priming templates tell `scan` and `init`, for every permission: the draft
/// `init` writes (`type TYPE`, or nil for a permission none of the nine types asks for) and what that
/// type primes.
@Suite("Permission priming: what scan and init ask")
struct PrimingPermissionsTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var permission: Permission
        var draft: PermissionDraft?
        /// What a spec whose `type` line says the draft's kind primes.
        var primes: [Permission]
        var testDescription: String { permission.rawValue }
    }

    static func type(_ kind: String) -> PermissionDraft { PermissionDraft(kind: kind, headerLines: ["type \(kind)"]) }

    static let rows: [Row] = [
        Row(permission: .notifications, draft: type("notifications"), primes: [.notifications]),
        Row(permission: .locationWhenInUse, draft: type("location-when-in-use"), primes: [.locationWhenInUse]),
        Row(permission: .locationAlways, draft: type("location-always"), primes: [.locationAlways]),
        Row(permission: .locationFullAccuracy, draft: nil, primes: []),
        Row(permission: .camera, draft: type("camera"), primes: [.camera]),
        Row(permission: .microphone, draft: type("microphone"), primes: [.microphone]),
        Row(permission: .photos, draft: type("photo-library"), primes: [.photos]),
        Row(permission: .photosAddOnly, draft: nil, primes: []),
        Row(permission: .contacts, draft: type("contacts"), primes: [.contacts]),
        Row(permission: .calendarsFullAccess, draft: nil, primes: []),
        Row(permission: .calendarsWriteOnly, draft: nil, primes: []),
        Row(permission: .remindersFullAccess, draft: nil, primes: []),
        Row(permission: .healthRead, draft: type("health"), primes: [.healthRead, .healthWrite]),
        Row(permission: .healthWrite, draft: type("health"), primes: [.healthRead, .healthWrite]),
        Row(permission: .tracking, draft: type("tracking"), primes: [.tracking]),
        Row(permission: .speechRecognition, draft: nil, primes: []),
        Row(permission: .bluetooth, draft: nil, primes: []),
        Row(permission: .faceID, draft: nil, primes: []),
        Row(permission: .motion, draft: nil, primes: []),
        Row(permission: .mediaLibrary, draft: nil, primes: []),
        Row(permission: .localNetwork, draft: nil, primes: []),
        Row(permission: .siri, draft: nil, primes: []),
        Row(permission: .homeKit, draft: nil, primes: []),
        Row(permission: .focusStatus, draft: nil, primes: []),
        Row(permission: .nfc, draft: nil, primes: []),
    ]

    let block = PermissionPrimingBlock()

    @Test func rowsCoverEveryPermissionInOrder() {
        #expect(Self.rows.map(\.permission) == Permission.allCases)
    }

    /// The purpose string changes nothing: the header names the app's files, which hold it.
    @Test(arguments: rows)
    func answersForAPermission(_ row: Row) {
        #expect(block.draft(for: row.permission, purpose: "Atlas shows the trails near you.") == row.draft)
        #expect(block.draft(for: row.permission, purpose: nil) == row.draft)
        #expect(row.draft.map { block.permissions(primedBy: $0.kind) } ?? [] == row.primes)
    }

    /// Every type is drafted for some permission, so `init` can write a spec of each of the nine.
    @Test func everyTypeIsSomePermissionsDraft() {
        let drafted = Set(Self.rows.compactMap { $0.draft?.kind })
        #expect(drafted == Set(PermissionType.allCases.map(\.rawValue)))
    }

    @Test func aSpecNamesItsPermissionWithTypeAndTheCodeNeedsIOS17() {
        #expect(block.permissionField == PermissionPrimingFields.type)
        #expect(block.permissions(primedBy: "photos") == [])
        #expect(block.minimumIOS == IOSVersion(major: 17, minor: 0))
        #expect(!block.modelsEveryPermission)
    }
}
