import VersionedStore

/// The profile file as a `VersionedFormat`: `ProfileCodec` with the profile's versions.
enum ProfileFormat: VersionedFormat {
  typealias Failure = ProfileError

  static var currentSchemaVersion: Int { Profile.currentSchemaVersion }

  static func emptyDocument() -> Profile { Profile() }

  static func decode(_ bytes: [UInt8]) -> VersionedDecoding<Profile> {
    switch ProfileCodec.decode(bytes) {
    case .current(let profile): .current(profile)
    case .migrated(let profile, let fromVersion): .migrated(profile, fromVersion: fromVersion)
    case .newer(let profile, let schemaVersion, let minReaderVersion):
      .newer(readable: profile, schemaVersion: schemaVersion, minReaderVersion: minReaderVersion)
    case .corrupt(let reason): .corrupt(reason: reason)
    }
  }

  static var signatureKeys: [String] {
    [
      "schemaVersion", "minReaderVersion", "places", "units", "theme", "lastViewedPlaceId",
      "homePlaceId", "locationConsent", "lastViewed", "language",
    ]
  }

  static func encode(_ profile: Profile) -> [UInt8] { ProfileCodec.encode(profile) }

  static func markCurrent(_ profile: inout Profile) {
    profile.schemaVersion = Profile.currentSchemaVersion
    profile.minReaderVersion = Profile.currentMinReaderVersion
  }
}
