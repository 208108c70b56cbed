/// The version of primer-spec, as `--version` prints it and every report names its producer.
package enum ToolVersion {
    /// Semantic versioning: MAJOR.MINOR.PATCH.
    package static let current = "0.1.0"
}
