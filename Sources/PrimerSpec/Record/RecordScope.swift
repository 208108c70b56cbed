/// Which sections a recording rewrites.
public enum RecordScope: String, CaseIterable, Hashable, Sendable {
    /// Every section whose lines differ from what the builders generate (the sections `check` fails):
    /// what `primer-spec check --record` does.
    case failing
    /// Only sections with an empty body that the builders have lines for: new sections are filled in,
    /// and nothing already written changes.
    case empty
    /// Every section, written as the builders print it, also where only the spacing differs.
    case every
}
