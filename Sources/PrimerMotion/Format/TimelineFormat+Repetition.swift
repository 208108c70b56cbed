extension TimelineFormat {
    /// Reads what may follow a track's curve: `repeat COUNT every PERIOD`, then the end of the line.
    ///
    /// Returns nil when the line has already ended, else the repetition and the period's word (for the
    /// caller's check that the period is at least the track's duration). The count is `forever` or a
    /// whole number of at least ``Repetition/minimumCount``; the period has two decimals and is above 0.
    static func parseRepetition(
        _ scanner: inout TimelineScanner
    ) throws(TimelineParseError) -> (Repetition, TimelineScanner.Word)? {
        guard !scanner.atEnd() else { return nil }
        let repeatWord = try scanner.word(expecting: Expected.repeatWord).get()
        guard repeatWord.text == Expected.repeatWord else { throw error(Expected.repeatWord, repeatWord) }
        let countWord = try scanner.word(expecting: Expected.repeatCount).get()
        guard let count = repeatCount(countWord.text) else { throw error(Expected.repeatCount, countWord) }
        let everyWord = try scanner.word(expecting: Expected.every).get()
        guard everyWord.text == Expected.every else { throw error(Expected.every, everyWord) }
        let periodWord = try scanner.word(expecting: Expected.period).get()
        guard let period = TimelineClock.parse(periodWord.text) else { throw error(Expected.period, periodWord) }
        guard period > 0 else { throw error(Expected.positivePeriod, periodWord) }
        if !scanner.atEnd() {
            let extra = try scanner.word(expecting: "end of line").get()
            throw error("end of line", extra)
        }
        return (Repetition(count, every: period), periodWord)
    }

    /// `forever`, or ASCII digits naming a whole number of at least ``Repetition/minimumCount``.
    private static func repeatCount(_ text: String) -> Repetition.Count? {
        if text == "forever" { return .forever }
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }),
              let count = Int(text), count >= Repetition.minimumCount
        else { return nil }
        return .times(count)
    }
}
