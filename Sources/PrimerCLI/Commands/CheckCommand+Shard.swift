import PrimerSpec

/// `primer-spec check --shard I/N`: checks one of N parts of the spec files, so a CI matrix of N jobs
/// checks them all (``SpecShard``).
extension CheckCommand {
    /// The option.
    static let shardOption = OptionDefinition.value(
        "--shard", "I/N",
        help: "Check only part I of N (1/4 … 4/4), for a CI matrix: the parts split the spec files by size, "
            + "each file in exactly one part, the same in every job.")

    /// A dump is held against one spec: there is nothing to split.
    static func rejectShardWithDump(_ arguments: ParsedArguments) throws(UsageError) {
        if arguments.value("--shard") != nil && arguments.value("--dump") != nil {
            throw UsageError("--shard splits spec files; it does not go with --dump", command: definition.name)
        }
    }

    /// The files of the part `--shard` names, or every file without it. An empty part is no error (a
    /// matrix may have more jobs than files); it is said on standard error.
    static func shardFiles(_ files: [SpecSearch.Found], arguments: ParsedArguments)
        throws(UsageError) -> (files: [SpecSearch.Found], note: String) {
        guard let text = arguments.value("--shard") else { return (files, "") }
        let shard: SpecShard
        switch SpecShard.parse(text) {
        case .success(let parsed): shard = parsed
        case .failure(let error): throw UsageError("--shard: \(error.description)", command: definition.name)
        }
        let part = shard.select(files)
        let note = part.isEmpty
            ? "shard \(shard) holds none of the \(files.count) spec \(files.count == 1 ? "file" : "files"); nothing to check\n"
            : ""
        return (part, note)
    }
}

extension CommandResult {
    /// The result with `note` before what it writes on standard error.
    func noting(_ note: String) -> CommandResult {
        CommandResult(exitCode: exitCode, output: output, errorOutput: note + errorOutput)
    }
}
