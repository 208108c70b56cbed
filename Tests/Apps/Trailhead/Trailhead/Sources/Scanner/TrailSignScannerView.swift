import SwiftUI
import TrailheadUI
import VisionKit

/// Reads the QR stickers on park trail signs ("trailhead://sign/CAS-014") and opens the trail.
struct TrailSignScannerView: View {
    @Environment(TrailStore.self) private var trailStore
    @State private var scannedTrail: Trail?
    @State private var isShowingUnknownSign = false

    var body: some View {
        NavigationStack {
            SignScanner(onCode: handle)
                .ignoresSafeArea(edges: .bottom)
                .permissionGated(.camera, title: "Scan a trail sign", description: Copy.Scanner.cameraDescription)
                .navigationTitle("Scan")
                .navigationBarTitleDisplayMode(.inline)
                .navigationDestination(item: $scannedTrail) { trail in
                    TrailDetailView(trail: trail)
                }
                .alert(Copy.Scanner.unknownSign, isPresented: $isShowingUnknownSign) {
                    Button("OK", role: .cancel) { }
                }
        }
    }

    private func handle(_ payload: String) {
        guard scannedTrail == nil,
              let url = URL(string: payload), url.scheme == "trailhead", url.host() == "sign"
        else { return }
        if let trail = trailStore.trail(forSignCode: url.lastPathComponent) {
            scannedTrail = trail
        } else {
            isShowingUnknownSign = true
        }
    }
}

private struct SignScanner: UIViewControllerRepresentable {
    var onCode: (String) -> Void

    func makeUIViewController(context: Context) -> DataScannerViewController {
        let scanner = DataScannerViewController(
            recognizedDataTypes: [.barcode(symbologies: [.qr])],
            qualityLevel: .fast,
            isHighlightingEnabled: true
        )
        scanner.delegate = context.coordinator
        try? scanner.startScanning()
        return scanner
    }

    func updateUIViewController(_ scanner: DataScannerViewController, context: Context) {
        context.coordinator.onCode = onCode
    }

    func makeCoordinator() -> Coordinator { Coordinator(onCode: onCode) }

    final class Coordinator: NSObject, DataScannerViewControllerDelegate {
        var onCode: (String) -> Void
        init(onCode: @escaping (String) -> Void) { self.onCode = onCode }

        func dataScanner(_ scanner: DataScannerViewController, didAdd addedItems: [RecognizedItem],
                         allItems: [RecognizedItem]) {
            for case let .barcode(code) in addedItems {
                if let payload = code.payloadStringValue {
                    onCode(payload)
                }
            }
        }
    }
}
