/// The version of primer-spec, as `--version` prints it and every report names its producer.
public enum ToolVersion {
    /// Semantic versioning: MAJOR.MINOR.PATCH.
    public static let current = "0.1.0"
}
