import PrimerAppInfo
import PrimerSyntax

/// What a block reads of a spec file's header: its directives, and where the file is, so that a
/// path in the header (an Info.plist) is read relative to the spec.
package struct BlockHeader: Sendable {
    /// The parsed spec file.
    package var file: SpecFile
    /// The folder a relative spec path is relative to; nil for the process's current folder.
    package var workingDirectory: String?
    /// The app's copy of the design the spec models (`design copy`); nil for the published design.
    package var copy: CopyReading?
    /// The run's app files already read, so that an Info.plist or project many specs name is read
    /// once per run; nil reads each anew.
    package var appFiles: AppFileCache?
    /// What the run's blocks already worked out from headers like this one; nil works each out anew.
    package var memo: BlockMemo?

    /// Creates a header.
    package init(file: SpecFile, workingDirectory: String?, copy: CopyReading? = nil, appFiles: AppFileCache? = nil,
                 memo: BlockMemo? = nil) {
        self.file = file
        self.workingDirectory = workingDirectory
        self.copy = copy
        self.appFiles = appFiles
        self.memo = memo
    }

    /// The run's value for `key` (``BlockMemo``), or `make()`'s when the run keeps none.
    package func memoized<Key: Hashable & Sendable, Value: Sendable>(_ key: Key, _ make: () -> Value) -> Value {
        memo?.value(for: key, make) ?? make()
    }

    /// The block's design value the copy gives its model, or nil for the published design.
    package func design<Design: Sendable>(_ type: Design.Type) -> Design? {
        copy?.design as? Design
    }

    /// The directives, in file order.
    package var directives: [Directive] { file.header }

    /// The first directive of a field, if given.
    package func directive(_ field: HeaderField) -> Directive? { file.directive(field) }

    /// The first argument's value of a field, if given.
    package func value(_ field: HeaderField) -> String? { file.directive(field)?.arguments.first?.value }

    /// A path written in the spec, resolved against the spec file's folder.
    package func path(_ path: String) -> String {
        SpecResolver.path(path, relativeTo: file.path, workingDirectory: workingDirectory)
    }
}
