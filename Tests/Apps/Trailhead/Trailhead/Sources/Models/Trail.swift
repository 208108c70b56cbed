import Foundation
import Observation

struct Trail: Identifiable, Hashable, Codable {
    enum Difficulty: String, Codable, CaseIterable {
        case easy, moderate, strenuous
    }

    let id: UUID
    var name: String
    var region: String
    var lengthKm: Double
    var elevationGainM: Int
    var difficulty: Difficulty
    /// Short code printed on the QR sticker at the trailhead, e.g. "CAS-014".
    var signCode: String

    var formattedLength: String {
        Measurement(value: lengthKm, unit: UnitLength.kilometers)
            .formatted(.measurement(width: .abbreviated, usage: .road))
    }
}

@Observable
final class TrailStore {
    var trails: [Trail] = Trail.samples
    private(set) var followedTrailIDs: Set<Trail.ID> = []

    func follow(_ trail: Trail) {
        followedTrailIDs.insert(trail.id)
    }

    func isFollowing(_ trail: Trail) -> Bool {
        followedTrailIDs.contains(trail.id)
    }

    func trail(forSignCode code: String) -> Trail? {
        trails.first { $0.signCode.caseInsensitiveCompare(code) == .orderedSame }
    }
}

extension Trail {
    // TODO: replace with the /trails endpoint once the API is live.
    static let samples: [Trail] = [
        Trail(id: UUID(), name: "Eagle Ridge Loop", region: "North Cascades", lengthKm: 11.4,
              elevationGainM: 620, difficulty: .moderate, signCode: "CAS-014"),
        Trail(id: UUID(), name: "Hidden Lake Lookout", region: "North Cascades", lengthKm: 14.8,
              elevationGainM: 1_030, difficulty: .strenuous, signCode: "CAS-022"),
        Trail(id: UUID(), name: "Cedar Falls", region: "Olympic Peninsula", lengthKm: 4.2,
              elevationGainM: 140, difficulty: .easy, signCode: "OLY-003"),
    ]
}
