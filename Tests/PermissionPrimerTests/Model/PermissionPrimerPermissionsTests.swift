@testable import PermissionPrimer
import PrimerAppInfo
import PrimerModel
import PrimerSpec
import Testing

/// What the permission primer tells `scan` and `init`, for every permission: the draft `init` writes
/// (`primer KIND`, or nil for a permission none of its four kinds asks for) and what that kind primes.
@Suite("Permission primer: what scan and init ask")
struct PermissionPrimerPermissionsTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var permission: Permission
        var draft: PermissionDraft?
        /// What a spec whose `primer` line says the draft's kind primes.
        var primes: [Permission]
        var testDescription: String { permission.rawValue }
    }

    static func primer(_ kind: String) -> PermissionDraft { PermissionDraft(kind: kind, headerLines: ["primer \(kind)"]) }

    static let rows: [Row] = [
        Row(permission: .notifications, draft: primer("notifications"), primes: [.notifications]),
        Row(permission: .locationWhenInUse, draft: primer("location"), primes: [.locationWhenInUse]),
        Row(permission: .locationAlways, draft: nil, primes: []),
        Row(permission: .locationFullAccuracy, draft: nil, primes: []),
        Row(permission: .camera, draft: primer("camera"), primes: [.camera]),
        Row(permission: .microphone, draft: nil, primes: []),
        Row(permission: .photos, draft: primer("photos"), primes: [.photos]),
        Row(permission: .photosAddOnly, draft: nil, primes: []),
        Row(permission: .contacts, draft: nil, primes: []),
        Row(permission: .calendarsFullAccess, draft: nil, primes: []),
        Row(permission: .calendarsWriteOnly, draft: nil, primes: []),
        Row(permission: .remindersFullAccess, draft: nil, primes: []),
        Row(permission: .healthRead, draft: nil, primes: []),
        Row(permission: .healthWrite, draft: nil, primes: []),
        Row(permission: .tracking, draft: nil, primes: []),
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

    let block = PermissionPrimerBlock()

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

    @Test func aSpecNamesItsPermissionWithPrimerAndTheCodeNeedsNoLaterIOS() {
        #expect(block.permissionField == PermissionPrimerFields.primer)
        #expect(block.permissions(primedBy: "microphone") == [])
        #expect(block.minimumIOS == nil)
        #expect(!block.modelsEveryPermission)
    }
}
