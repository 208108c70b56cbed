// Moving parsed text to other lines: an edit that adds or removes lines above a section leaves its
// text as it was, `delta` lines further down or up, so its parse is kept with its locations moved.

extension SourceLocation {
    /// The same place `delta` lines further down (up when negative): the line's text moved whole.
    package func shifted(by delta: Int) -> SourceLocation {
        var moved = self
        moved.line += delta
        return moved
    }
}

extension SourceRange {
    /// The same span with both bounds `delta` lines further down (up when negative).
    package func shifted(by delta: Int) -> SourceRange {
        SourceRange(lowerBound: lowerBound.shifted(by: delta), upperBound: upperBound.shifted(by: delta))
    }
}

extension Token {
    /// The same token `delta` lines further down (up when negative).
    package func shifted(by delta: Int) -> Token {
        var moved = self
        moved.line += delta
        return moved
    }
}

extension Optional where Wrapped == Token {
    /// The token, if any, `delta` lines further down (up when negative).
    package func shifted(by delta: Int) -> Token? { map { $0.shifted(by: delta) } }
}

extension SectionModifiers {
    /// The same modifiers `delta` lines further down (up when negative).
    package func shifted(by delta: Int) -> SectionModifiers {
        SectionModifiers(dynamicTypeSize: dynamicTypeSize.shifted(by: delta), reduceMotion: reduceMotion.shifted(by: delta))
    }
}

extension BodyLine {
    /// The same body line `delta` lines further down (up when negative).
    package func shifted(by delta: Int) -> BodyLine {
        moved(by: delta, tokens: tokens.map { $0.shifted(by: delta) })
    }
}

extension Section {
    /// The same section, header and body, `delta` lines further down (up when negative).
    package func shifted(by delta: Int) -> Section {
        let moved: Kind = switch kind {
        case .voiceover(let state, let modifiers): .voiceover(state: state.shifted(by: delta), modifiers: modifiers.shifted(by: delta))
        case .announce(let from, let to, let via):
            .announce(from: from.shifted(by: delta), to: to.shifted(by: delta), via: via.shifted(by: delta))
        case .motion(let from, let to, let modifiers, let via):
            .motion(from: from.shifted(by: delta), to: to.shifted(by: delta), modifiers: modifiers.shifted(by: delta),
                    via: via.shifted(by: delta))
        case .sizes(let state, let modifiers): .sizes(state: state.shifted(by: delta), modifiers: modifiers.shifted(by: delta))
        case .targets(let state, let modifiers): .targets(state: state.shifted(by: delta), modifiers: modifiers.shifted(by: delta))
        case .contrast(let appearance): .contrast(appearance: appearance.shifted(by: delta))
        case .appDump(let state, let path, let scope):
            .appDump(state: state.shifted(by: delta), path: path.shifted(by: delta),
                     scope: scope.map { AppDumpScopeSyntax(keyword: $0.keyword.shifted(by: delta), values: $0.values.map { $0.shifted(by: delta) }) })
        }
        return Section(kind: moved, keyword: keyword.shifted(by: delta), headerTokens: headerTokens.map { $0.shifted(by: delta) },
                       headerRange: headerRange.shifted(by: delta), headerComment: headerComment,
                       body: body.map { $0.shifted(by: delta) },
                       bodyLines: (bodyLines.lowerBound + delta)..<(bodyLines.upperBound + delta))
    }
}

extension FieldLine {
    /// The same line `delta` lines further down (up when negative); the first section's keyword it
    /// names, above the lines that moved, stays where it is.
    package func shifted(by delta: Int) -> FieldLine {
        FieldLine(keyword: keyword.shifted(by: delta), place: place, indentedBelow: indentedBelow.shifted(by: delta))
    }
}

extension Finding {
    /// The finding with every location at or below line `first` (its range, its notes') moved
    /// `delta` lines; locations above it (the header's lines, which an edit below them leaves) stay.
    package func shifted(by delta: Int, from first: Int) -> Finding {
        var moved = self
        if range.lowerBound.line >= first { moved.range = range.shifted(by: delta) }
        moved.notes = notes.map { note in
            guard let location = note.location, location.line >= first else { return note }
            return Note(note.message, at: location.shifted(by: delta))
        }
        return moved
    }
}
