import PrimerModel

extension Timeline {
    /// The tracks that change a part, in the order given (a part may have several: a ring scales and
    /// fades at once).
    public func tracks(of part: PartID) -> [Track] {
        tracks.filter { $0.part == part }
    }
}
