import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec

extension SpokenStrings {
    /// The catalogue of the kinds, named and worded as the command-line options say.
    public static func catalogue(kinds: [Kind], options: ContentOptions,
                                 errorMessage: String) throws(InfoPlistError) -> SpokenStrings {
        switch options.source {
        case .appName(let appName):
            return SpokenStrings(appName: appName, iOS: options.iOS, errorMessage: errorMessage,
                                 contents: kinds.map {
                                     KindContent.standard(for: $0, appName: appName, iOS: options.iOS)
                                 })
        case .infoPlist(let path):
            let infoPlist = try InfoPlist.load(from: path)
            var contents: [KindContent] = []
            for kind in kinds {
                contents.append(try KindContent.standard(for: kind, infoPlist: infoPlist, iOS: options.iOS))
            }
            return SpokenStrings(appName: infoPlist.appName, iOS: options.iOS, errorMessage: errorMessage,
                                 contents: contents)
        }
    }
}
