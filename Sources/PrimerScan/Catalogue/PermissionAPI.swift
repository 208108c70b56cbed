import PrimerAppInfo

/// One API that asks iOS for a permission (or that looks as if it would and does not), as `scan`
/// names it in findings and `Docs/Scan.md` lists it, with the Apple page it rests on.
package struct PermissionAPI: Hashable, Sendable, Identifiable {
    /// A stable name: `AVCaptureDevice.requestAccess(for: .video)`.
    package var id: String
    /// What the call asks for; empty for an API that needs no permission.
    package var permissions: [Permission]
    /// What people should know about this form: that it shows no prompt, that it is deprecated, …
    package var note: String?
    /// Apple's page for the API.
    package var source: String

    /// Creates an entry.
    package init(_ id: String, _ permissions: [Permission], note: String? = nil, source: String) {
        self.id = id
        self.permissions = permissions
        self.note = note
        self.source = source
    }

    /// Whether the API asks for nothing (a picker that runs out of the app's process).
    package var needsNoPermission: Bool { permissions.isEmpty }
}

extension PermissionAPI {
    private static let apple = "https://developer.apple.com/documentation/"

    static let notifications = PermissionAPI(
        "UNUserNotificationCenter.requestAuthorization(options:)", [.notifications],
        source: apple + "usernotifications/unusernotificationcenter/requestauthorization(options:completionhandler:)")
    static let notificationsProvisional = PermissionAPI(
        "UNUserNotificationCenter.requestAuthorization(options: .provisional)", [.notifications],
        note: ".provisional shows no prompt: notifications arrive quietly in Notification Center until the person keeps or turns them off",
        source: apple + "usernotifications/asking-permission-to-use-notifications")
    static let whenInUse = PermissionAPI(
        "CLLocationManager.requestWhenInUseAuthorization()", [.locationWhenInUse],
        source: apple + "corelocation/cllocationmanager/requestwheninuseauthorization()")
    static let always = PermissionAPI(
        "CLLocationManager.requestAlwaysAuthorization()", [.locationAlways],
        source: apple + "corelocation/cllocationmanager/requestalwaysauthorization()")
    static let fullAccuracy = PermissionAPI(
        "CLLocationManager.requestTemporaryFullAccuracyAuthorization(withPurposeKey:)", [.locationFullAccuracy],
        note: "the purpose key names an entry of NSLocationTemporaryUsageDescriptionDictionary",
        source: apple + "corelocation/cllocationmanager/requesttemporaryfullaccuracyauthorization(withpurposekey:completion:)")
    static let liveUpdates = PermissionAPI(
        "CLLocationUpdate.liveUpdates(_:)", [.locationWhenInUse],
        note: "iterating the updates asks for when-in-use authorization implicitly (iOS 17)",
        source: apple + "corelocation/cllocationupdate/liveupdates(_:)")
    static let serviceSessionWhenInUse = PermissionAPI(
        "CLServiceSession(authorization: .whenInUse)", [.locationWhenInUse],
        note: "the session asks for when-in-use authorization implicitly (iOS 18)",
        source: apple + "corelocation/clservicesession-pt7n/init(authorization:)")
    static let serviceSessionAlways = PermissionAPI(
        "CLServiceSession(authorization: .always)", [.locationAlways],
        note: "the session asks for always authorization implicitly (iOS 18)",
        source: apple + "corelocation/clservicesession-pt7n/init(authorization:)")
    static let serviceSessionFullAccuracy = PermissionAPI(
        "CLServiceSession(authorization:fullAccuracyPurposeKey:)", [.locationFullAccuracy],
        note: "the purpose key names an entry of NSLocationTemporaryUsageDescriptionDictionary",
        source: apple + "corelocation/clservicesession-pt7n/init(authorization:fullaccuracypurposekey:)")
    static let camera = PermissionAPI(
        "AVCaptureDevice.requestAccess(for: .video)", [.camera],
        source: apple + "avfoundation/avcapturedevice/requestaccess(for:completionhandler:)")
    static let microphoneCapture = PermissionAPI(
        "AVCaptureDevice.requestAccess(for: .audio)", [.microphone],
        source: apple + "avfoundation/avcapturedevice/requestaccess(for:completionhandler:)")
    static let recordPermission = PermissionAPI(
        "AVAudioApplication.requestRecordPermission(completionHandler:)", [.microphone],
        source: apple + "avfaudio/avaudioapplication/requestrecordpermission(completionhandler:)")
    static let sessionRecordPermission = PermissionAPI(
        "AVAudioSession.requestRecordPermission(_:)", [.microphone],
        note: "deprecated in iOS 17: AVAudioApplication.requestRecordPermission replaces it",
        source: apple + "avfaudio/avaudiosession/requestrecordpermission(_:)")
    static let photosReadWrite = PermissionAPI(
        "PHPhotoLibrary.requestAuthorization(for: .readWrite)", [.photos],
        source: apple + "photokit/phphotolibrary/requestauthorization(for:handler:)")
    static let photosAddOnly = PermissionAPI(
        "PHPhotoLibrary.requestAuthorization(for: .addOnly)", [.photosAddOnly],
        source: apple + "photokit/phphotolibrary/requestauthorization(for:handler:)")
    static let photosOld = PermissionAPI(
        "PHPhotoLibrary.requestAuthorization(_:)", [.photos],
        note: "deprecated in iOS 14: requestAuthorization(for:) asks for .readWrite or .addOnly",
        source: apple + "photokit/phphotolibrary/requestauthorization(_:)")
    static let photosPicker = PermissionAPI(
        "PhotosPicker", [], note: "PhotosPicker runs out of the app's process and needs no photo library permission",
        source: apple + "photokit/photospicker")
    static let pickerViewController = PermissionAPI(
        "PHPickerViewController", [],
        note: "PHPickerViewController runs out of the app's process and needs no photo library permission",
        source: apple + "photokit/phpickerviewcontroller")
    static let contacts = PermissionAPI(
        "CNContactStore.requestAccess(for: .contacts)", [.contacts],
        source: apple + "contacts/cncontactstore/requestaccess(for:completionhandler:)")
    static let eventsFull = PermissionAPI(
        "EKEventStore.requestFullAccessToEvents()", [.calendarsFullAccess],
        source: apple + "eventkit/ekeventstore/requestfullaccesstoevents(completion:)")
    static let eventsWriteOnly = PermissionAPI(
        "EKEventStore.requestWriteOnlyAccessToEvents()", [.calendarsWriteOnly],
        source: apple + "eventkit/ekeventstore/requestwriteonlyaccesstoevents(completion:)")
    static let remindersFull = PermissionAPI(
        "EKEventStore.requestFullAccessToReminders()", [.remindersFullAccess],
        source: apple + "eventkit/ekeventstore/requestfullaccesstoreminders(completion:)")
    static let eventsOld = PermissionAPI(
        "EKEventStore.requestAccess(to: .event)", [.calendarsFullAccess],
        note: "deprecated in iOS 17: requestFullAccessToEvents or requestWriteOnlyAccessToEvents replace it",
        source: apple + "eventkit/ekeventstore/requestaccess(to:completion:)")
    static let remindersOld = PermissionAPI(
        "EKEventStore.requestAccess(to: .reminder)", [.remindersFullAccess],
        note: "deprecated in iOS 17: requestFullAccessToReminders replaces it",
        source: apple + "eventkit/ekeventstore/requestaccess(to:completion:)")
    static let healthShare = PermissionAPI(
        "HKHealthStore.requestAuthorization(toShare:read:)", [],
        note: "writing (toShare) needs NSHealthUpdateUsageDescription, reading (read) NSHealthShareUsageDescription",
        source: apple + "healthkit/hkhealthstore/requestauthorization(toshare:read:completion:)")
    static let tracking = PermissionAPI(
        "ATTrackingManager.requestTrackingAuthorization()", [.tracking],
        source: apple + "apptrackingtransparency/attrackingmanager/requesttrackingauthorization(completionhandler:)")
    static let speech = PermissionAPI(
        "SFSpeechRecognizer.requestAuthorization(_:)", [.speechRecognition],
        source: apple + "speech/sfspeechrecognizer/requestauthorization(_:)")
    static let bluetoothCentral = PermissionAPI(
        "CBCentralManager(…)", [.bluetooth], note: "creating the manager asks for Bluetooth",
        source: apple + "bundleresources/information-property-list/nsbluetoothalwaysusagedescription")
    static let bluetoothPeripheral = PermissionAPI(
        "CBPeripheralManager(…)", [.bluetooth], note: "creating the manager asks for Bluetooth",
        source: apple + "bundleresources/information-property-list/nsbluetoothalwaysusagedescription")
    static let faceID = PermissionAPI(
        "LAContext.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, …)", [.faceID],
        source: apple + "localauthentication/lacontext/evaluatepolicy(_:localizedreason:reply:)")
    static let deviceOwner = PermissionAPI(
        "LAContext.evaluatePolicy(.deviceOwnerAuthentication, …)", [.faceID],
        source: apple + "localauthentication/lacontext/evaluatepolicy(_:localizedreason:reply:)")
    static let motionActivity = PermissionAPI(
        "CMMotionActivityManager.startActivityUpdates(to:withHandler:)", [.motion],
        source: apple + "coremotion/cmmotionactivitymanager/startactivityupdates(to:withhandler:)")
    static let motionQuery = PermissionAPI(
        "CMMotionActivityManager.queryActivityStarting(from:to:to:withHandler:)", [.motion],
        source: apple + "coremotion/cmmotionactivitymanager/queryactivitystarting(from:to:to:withhandler:)")
    static let pedometer = PermissionAPI(
        "CMPedometer.queryPedometerData(from:to:withHandler:)", [.motion],
        source: apple + "coremotion/cmpedometer/querypedometerdata(from:to:withhandler:)")
    static let mediaLibrary = PermissionAPI(
        "MPMediaLibrary.requestAuthorization(_:)", [.mediaLibrary],
        source: apple + "mediaplayer/mpmedialibrary/requestauthorization(_:)")
    static let browser = PermissionAPI(
        "NWBrowser(for:using:)", [.localNetwork], note: "browsing for Bonjour services asks for local network access",
        source: apple + "bundleresources/information-property-list/nslocalnetworkusagedescription")
    static let netServiceBrowser = PermissionAPI(
        "NetServiceBrowser()", [.localNetwork], note: "browsing for Bonjour services asks for local network access",
        source: apple + "bundleresources/information-property-list/nslocalnetworkusagedescription")
    static let netServicePublish = PermissionAPI(
        "NetService.publish()", [.localNetwork], note: "advertising a Bonjour service asks for local network access",
        source: apple + "technotes/tn3179-understanding-local-network-privacy")
    static let netServiceResolve = PermissionAPI(
        "NetService.resolve(withTimeout:)", [.localNetwork],
        note: "resolving a Bonjour service asks for local network access",
        source: apple + "technotes/tn3179-understanding-local-network-privacy")
    static let listenerService = PermissionAPI(
        "NWListener.Service(…)", [.localNetwork],
        note: "a listener advertising a Bonjour service asks for local network access",
        source: apple + "technotes/tn3179-understanding-local-network-privacy")
    static let photosByLevel = PermissionAPI(
        "PHPhotoLibrary.requestAuthorization(for:)", [.photos, .photosAddOnly],
        note: "the access level is not known in the file: .readWrite needs NSPhotoLibraryUsageDescription, "
            + ".addOnly NSPhotoLibraryAddUsageDescription",
        source: apple + "photokit/phphotolibrary/requestauthorization(for:handler:)")
    static let policyByName = PermissionAPI(
        "LAContext.evaluatePolicy(_:localizedReason:reply:)", [.faceID],
        note: "the policy is not known in the file: both iOS policies can use Face ID",
        source: apple + "localauthentication/lacontext/evaluatepolicy(_:localizedreason:reply:)")
    static let captureByName = PermissionAPI(
        "AVCaptureDevice.requestAccess(for:)", [.camera, .microphone],
        note: "the media type is not known in the file: .video needs NSCameraUsageDescription, .audio "
            + "NSMicrophoneUsageDescription",
        source: apple + "avfoundation/avcapturedevice/requestaccess(for:completionhandler:)")
    static let entityByName = PermissionAPI(
        "EKEventStore.requestAccess(to:)", [.calendarsFullAccess, .remindersFullAccess],
        note: "the entity type is not known in the file: .event asks for calendars, .reminder for reminders",
        source: apple + "eventkit/ekeventstore/requestaccess(to:completion:)")
    static let siri = PermissionAPI(
        "INPreferences.requestSiriAuthorization(_:)", [.siri],
        source: apple + "intents/inpreferences/requestsiriauthorization(_:)")
    static let homeManager = PermissionAPI(
        "HMHomeManager()", [.homeKit], note: "creating the home manager asks for HomeKit",
        source: apple + "bundleresources/information-property-list/nshomekitusagedescription")
    static let focusStatus = PermissionAPI(
        "INFocusStatusCenter.requestAuthorization(completionHandler:)", [.focusStatus],
        source: apple + "intents/infocusstatuscenter/requestauthorization(completionhandler:)")
    static let nfcNDEF = PermissionAPI(
        "NFCNDEFReaderSession(…)", [.nfc], note: "the session's begin() shows the scanning sheet",
        source: apple + "bundleresources/information-property-list/nfcreaderusagedescription")
    static let nfcTag = PermissionAPI(
        "NFCTagReaderSession(…)", [.nfc], note: "the session's begin() shows the scanning sheet",
        source: apple + "bundleresources/information-property-list/nfcreaderusagedescription")

    /// The APIs whose keys changed in iOS 17: below it they need the older key of each permission
    /// (``PermissionRequest/keys(for:)``).
    static let changedInIOS17: Set<String> = [eventsOld.id, remindersOld.id, entityByName.id]

    /// Every API `scan` finds, in the order `Docs/Scan.md` lists them.
    package static let all: [PermissionAPI] = [
        notifications, notificationsProvisional, whenInUse, always, fullAccuracy, liveUpdates, serviceSessionWhenInUse,
        serviceSessionAlways, serviceSessionFullAccuracy, camera, microphoneCapture, recordPermission,
        sessionRecordPermission, photosReadWrite, photosAddOnly, photosOld, photosPicker, pickerViewController, contacts,
        eventsFull, eventsWriteOnly, remindersFull, eventsOld, remindersOld, healthShare, tracking, speech,
        bluetoothCentral, bluetoothPeripheral, faceID, deviceOwner, motionActivity, motionQuery, pedometer, mediaLibrary,
        browser, netServiceBrowser, netServicePublish, netServiceResolve, listenerService, photosByLevel, policyByName,
        captureByName, entityByName, siri, homeManager, focusStatus, nfcNDEF, nfcTag,
    ]
}
