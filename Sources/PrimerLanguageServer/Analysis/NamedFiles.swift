import PrimerSyntax

/// The files a spec names: the arguments of header fields declared with a `PATH` parameter (an
/// Info.plist, a project, an xcconfig) and the path of each `app-dump` section, as written. They are
/// relative to the spec's folder, as the resolver reads them. This is what the server and
/// `check --watch` watch.
package enum NamedFiles {
    /// The paths as written, in file order, each once.
    package static func paths(in file: SpecFile, fields: [HeaderField]) -> [String] {
        var paths: [String] = []
        for directive in file.header {
            guard let field = fields.first(where: { directive.gives($0) }) else { continue }
            for (index, argument) in directive.arguments.enumerated() {
                let parameter = index < field.parameters.count ? field.parameters[index] : field.parameters.last
                if parameter?.placeholder == "PATH", !paths.contains(argument.value) { paths.append(argument.value) }
            }
        }
        for section in file.sections {
            if case .appDump(_, let path, _) = section.kind, !paths.contains(path.value) { paths.append(path.value) }
        }
        return paths
    }

    /// The absolute paths, relative ones taken from the folder of the spec at `specPath` (absolute).
    /// A project (a folder) stands for its `project.pbxproj`, the file Xcode rewrites.
    package static func absolutePaths(in file: SpecFile, fields: [HeaderField], specPath: String) -> [String] {
        let folder = specPath.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        return paths(in: file, fields: fields).map { path in
            let absolute = path.hasPrefix("/") ? path : folder + "/" + path
            return absolute.hasSuffix(".xcodeproj") ? absolute + "/project.pbxproj" : absolute
        }
    }
}
