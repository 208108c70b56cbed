/// Small `project.pbxproj` texts in the shapes Xcode 16 and later write: file-system synchronized
/// folders (with an exception set), base configurations anchored in a synchronized folder, and the
/// older group-and-file-reference shape, for the project reader's tests.
enum XcodeProjectFixtures {
    /// An app, Trailhead, whose project and target configurations are based on xcconfigs in the
    /// synchronized folder `Configs` (`Shared.xcconfig`, `Targets/Trailhead.xcconfig`), with its
    /// sources and Info.plist in the synchronized folder `App`, and a widget target beside it.
    /// `widgetBase` replaces the widget's base-configuration lines.
    static func synchronized(objectVersion: String = "77",
                             widgetBase: String = "\t\t\tbaseConfigurationReferenceAnchor = AA0000000000000000000004 /* Configs */;\n"
                                 + "\t\t\tbaseConfigurationReferenceRelativePath = Widget.xcconfig;\n") -> String {
        """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tclasses = {
        \t};
        \tobjectVersion = \(objectVersion);
        \tobjects = {

        /* Begin PBXFileReference section */
        \t\tAA0000000000000000000001 /* Trailhead.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = Trailhead.app; sourceTree = BUILT_PRODUCTS_DIR; };
        /* End PBXFileReference section */

        /* Begin PBXFileSystemSynchronizedBuildFileExceptionSet section */
        \t\tAA0000000000000000000002 /* Exceptions for "App" folder in "Trailhead" target */ = {
        \t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;
        \t\t\tmembershipExceptions = (
        \t\t\t\tInfo.plist,
        \t\t\t);
        \t\t\ttarget = AA0000000000000000000010 /* Trailhead */;
        \t\t};
        /* End PBXFileSystemSynchronizedBuildFileExceptionSet section */

        /* Begin PBXFileSystemSynchronizedRootGroup section */
        \t\tAA0000000000000000000003 /* App */ = {
        \t\t\tisa = PBXFileSystemSynchronizedRootGroup;
        \t\t\texceptions = (
        \t\t\t\tAA0000000000000000000002 /* Exceptions for "App" folder in "Trailhead" target */,
        \t\t\t);
        \t\t\tpath = App;
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\tAA0000000000000000000004 /* Configs */ = {
        \t\t\tisa = PBXFileSystemSynchronizedRootGroup;
        \t\t\tpath = Configs;
        \t\t\tsourceTree = "<group>";
        \t\t};
        /* End PBXFileSystemSynchronizedRootGroup section */

        /* Begin PBXGroup section */
        \t\tAA0000000000000000000005 = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\tAA0000000000000000000003 /* App */,
        \t\t\t\tAA0000000000000000000004 /* Configs */,
        \t\t\t\tAA0000000000000000000006 /* Products */,
        \t\t\t);
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\tAA0000000000000000000006 /* Products */ = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\tAA0000000000000000000001 /* Trailhead.app */,
        \t\t\t);
        \t\t\tname = Products;
        \t\t\tsourceTree = "<group>";
        \t\t};
        /* End PBXGroup section */

        /* Begin PBXNativeTarget section */
        \t\tAA0000000000000000000010 /* Trailhead */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = AA0000000000000000000020 /* Build configuration list for PBXNativeTarget "Trailhead" */;
        \t\t\tbuildPhases = (
        \t\t\t);
        \t\t\tfileSystemSynchronizedGroups = (
        \t\t\t\tAA0000000000000000000003 /* App */,
        \t\t\t);
        \t\t\tname = Trailhead;
        \t\t\tproductName = Trailhead;
        \t\t\tproductReference = AA0000000000000000000001 /* Trailhead.app */;
        \t\t\tproductType = "com.apple.product-type.application";
        \t\t};
        \t\tAA0000000000000000000011 /* TrailheadWidget */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = AA0000000000000000000022 /* Build configuration list for PBXNativeTarget "TrailheadWidget" */;
        \t\t\tname = TrailheadWidget;
        \t\t\tproductType = "com.apple.product-type.app-extension";
        \t\t};
        /* End PBXNativeTarget section */

        /* Begin PBXProject section */
        \t\tAA0000000000000000000030 /* Project object */ = {
        \t\t\tisa = PBXProject;
        \t\t\tattributes = {
        \t\t\t\tBuildIndependentTargetsInParallel = 1;
        \t\t\t\tLastSwiftUpdateCheck = 1600;
        \t\t\t\tLastUpgradeCheck = 1600;
        \t\t\t};
        \t\t\tbuildConfigurationList = AA0000000000000000000021 /* Build configuration list for PBXProject "Trailhead" */;
        \t\t\tdevelopmentRegion = en;
        \t\t\thasScannedForEncodings = 0;
        \t\t\tknownRegions = (
        \t\t\t\ten,
        \t\t\t\tBase,
        \t\t\t);
        \t\t\tmainGroup = AA0000000000000000000005;
        \t\t\tminimizedProjectReferenceProxies = 1;
        \t\t\tpreferredProjectObjectVersion = \(objectVersion);
        \t\t\tproductRefGroup = AA0000000000000000000006 /* Products */;
        \t\t\tprojectDirPath = "";
        \t\t\tprojectRoot = "";
        \t\t\ttargets = (
        \t\t\t\tAA0000000000000000000010 /* Trailhead */,
        \t\t\t\tAA0000000000000000000011 /* TrailheadWidget */,
        \t\t\t);
        \t\t};
        /* End PBXProject section */

        /* Begin XCBuildConfiguration section */
        \t\tAA0000000000000000000040 /* Release */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbaseConfigurationReferenceAnchor = AA0000000000000000000004 /* Configs */;
        \t\t\tbaseConfigurationReferenceRelativePath = Shared.xcconfig;
        \t\t\tbuildSettings = {
        \t\t\t\tSDKROOT = iphoneos;
        \t\t\t};
        \t\t\tname = Release;
        \t\t};
        \t\tAA0000000000000000000041 /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tPRODUCT_NAME = "$(TARGET_NAME) Debug";
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};
        \t\tAA0000000000000000000042 /* Release */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbaseConfigurationReferenceAnchor = AA0000000000000000000004 /* Configs */;
        \t\t\tbaseConfigurationReferenceRelativePath = Targets/Trailhead.xcconfig;
        \t\t\tbuildSettings = {
        \t\t\t\tSWIFT_VERSION = 5.0;
        \t\t\t};
        \t\t\tname = Release;
        \t\t};
        \t\tAA0000000000000000000043 /* Release */ = {
        \t\t\tisa = XCBuildConfiguration;
        \(widgetBase)\t\t\tbuildSettings = {
        \t\t\t};
        \t\t\tname = Release;
        \t\t};
        /* End XCBuildConfiguration section */

        /* Begin XCConfigurationList section */
        \t\tAA0000000000000000000020 /* Build configuration list for PBXNativeTarget "Trailhead" */ = {
        \t\t\tisa = XCConfigurationList;
        \t\t\tbuildConfigurations = (
        \t\t\t\tAA0000000000000000000041 /* Debug */,
        \t\t\t\tAA0000000000000000000042 /* Release */,
        \t\t\t);
        \t\t\tdefaultConfigurationIsVisible = 0;
        \t\t\tdefaultConfigurationName = Release;
        \t\t};
        \t\tAA0000000000000000000021 /* Build configuration list for PBXProject "Trailhead" */ = {
        \t\t\tisa = XCConfigurationList;
        \t\t\tbuildConfigurations = (
        \t\t\t\tAA0000000000000000000040 /* Release */,
        \t\t\t);
        \t\t\tdefaultConfigurationIsVisible = 0;
        \t\t\tdefaultConfigurationName = Release;
        \t\t};
        \t\tAA0000000000000000000022 /* Build configuration list for PBXNativeTarget "TrailheadWidget" */ = {
        \t\t\tisa = XCConfigurationList;
        \t\t\tbuildConfigurations = (
        \t\t\t\tAA0000000000000000000043 /* Release */,
        \t\t\t);
        \t\t\tdefaultConfigurationName = Release;
        \t\t};
        /* End XCConfigurationList section */
        \t};
        \trootObject = AA0000000000000000000030 /* Project object */;
        }

        """
    }

    /// The files beside ``synchronized(objectVersion:widgetBase:)``'s project.
    static let synchronizedFiles: [String: String] = [
        "Configs/Shared.xcconfig": "// Every target\nPRODUCT_NAME = $(TARGET_NAME)\nINFOPLIST_FILE = App/Info.plist\n"
            + "GENERATE_INFOPLIST_FILE = YES\n",
        "Configs/Targets/Trailhead.xcconfig": "INFOPLIST_KEY_NSCameraUsageDescription = $(PRODUCT_NAME) scans trail markers.\n",
        "Configs/Widget.xcconfig": "PRODUCT_NAME = Trailhead Widget\n",
        "App/Info.plist": AppInfoFixture.xml([("CFBundleName", "$(PRODUCT_NAME)"),
                                              ("NSPhotoLibraryUsageDescription", "Trailhead saves your trail photos.")]),
    ]

    /// A one-target project in the group-and-file-reference shape, whose configuration's base is given
    /// by `base` (the lines of `baseConfiguration…` keys), with `objects` added to its objects.
    static func grouped(base: String, objects: String = "") -> String {
        """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 56;
        \tobjects = {
        \t\tBB0000000000000000000001 = {isa = PBXGroup; children = (BB0000000000000000000002 /* Config */, ); sourceTree = "<group>"; };
        \t\tBB0000000000000000000002 /* Config */ = {isa = PBXGroup; children = (BB0000000000000000000003 /* App.xcconfig */, BB0000000000000000000004 /* Shared */, ); path = Config; sourceTree = "<group>"; };
        \t\tBB0000000000000000000003 /* App.xcconfig */ = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = App.xcconfig; sourceTree = "<group>"; };
        \t\tBB0000000000000000000004 /* Shared */ = {isa = PBXFileReference; lastKnownFileType = folder; path = Shared; sourceTree = "<group>"; };
        \(objects)\t\tBB0000000000000000000010 /* App */ = {isa = PBXNativeTarget; buildConfigurationList = BB0000000000000000000020; name = App; productType = "com.apple.product-type.application"; };
        \t\tBB0000000000000000000020 = {isa = XCConfigurationList; buildConfigurations = (BB0000000000000000000040 /* Release */, ); defaultConfigurationName = Release; };
        \t\tBB0000000000000000000040 /* Release */ = {
        \t\t\tisa = XCBuildConfiguration;
        \(base)\t\t\tbuildSettings = {
        \t\t\t\tINFOPLIST_KEY_NSCameraUsageDescription = "Scans codes.";
        \t\t\t};
        \t\t\tname = Release;
        \t\t};
        \t\tBB0000000000000000000030 = {isa = PBXProject; mainGroup = BB0000000000000000000001; targets = (BB0000000000000000000010, ); };
        \t};
        \trootObject = BB0000000000000000000030;
        }

        """
    }
}
