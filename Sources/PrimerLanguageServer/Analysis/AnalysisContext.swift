import Foundation
import PrimerSpec

/// What every answer of the server is computed with: the blocks the executable hands in, and the
/// folder the files a spec names (an Info.plist, a project, a dump) are relative to, as
/// `primer-spec check` run there would read them.
package struct AnalysisContext: Sendable {
    /// The blocks a spec may name.
    package var blocks: BlockRegistry
    /// The workspace folder: the client's root, else the server's working folder.
    package var workingDirectory: String

    /// Creates a context.
    package init(blocks: BlockRegistry, workingDirectory: String) {
        self.blocks = blocks
        self.workingDirectory = workingDirectory
    }

    /// The file path a document URI names (`file:///a/b%20c.primerspec` is `/a/b c.primerspec`);
    /// a URI of another scheme (an editor's unsaved buffer) is used as it is.
    package static func path(ofURI uri: String) -> String {
        guard uri.hasPrefix("file://"), let url = URL(string: uri), url.isFileURL else { return uri }
        return url.path
    }

    /// The `file://` URI of a path, relative paths taken from the working folder.
    package func uri(ofPath path: String) -> String {
        let absolute = path.hasPrefix("/") ? path
            : (workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/") + path
        return URL(fileURLWithPath: absolute).absoluteString
    }

    /// An absolute path, relative ones taken from the working folder.
    package func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : (workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/") + path
    }
}
