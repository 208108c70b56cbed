import CoreNFC
import HomeKit
import Intents

/// Siri, HomeKit, Focus status and NFC.
final class HomeAndSiri {
    let homes = HMHomeManager()

    func askSiri() {
        INPreferences.requestSiriAuthorization { _ in }
    }

    func askFocus() {
        INFocusStatusCenter.default.requestAuthorization { _ in }
    }

    func scanTag(delegate: NFCNDEFReaderSessionDelegate) {
        let session = NFCNDEFReaderSession(delegate: delegate, queue: nil, invalidateAfterFirstRead: true)
        session.begin()
    }
}
