import Foundation
import ReaderCore
import Testing

@testable import ReaderStore

@Suite struct SyncDeviceTests {
    @Test func theConfiguredNameIsMadeSafeForAFileName() {
        #expect(SyncDevice.name(configured: "my laptop/../x", environment: [:]) == "my-laptop-..-x")
        #expect(SyncFolder.deviceName("..hidden") == "hidden")
        #expect(SyncFolder.deviceName("\u{1B}[2J") == "--2J")
        #expect(SyncFolder.deviceName("") == "device")
    }

    /// Without a name in the config, the host's name and a suffix made once, then kept: a second
    /// home on the same host gets another.
    @Test func theMadeNameIsKeptInTheStateFolder() throws {
        let base = NSTemporaryDirectory() + "sync-device-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: base) }
        let one = ["XDG_STATE_HOME": base + "/one"], two = ["XDG_STATE_HOME": base + "/two"]
        let first = SyncDevice.name(configured: nil, environment: one)
        #expect(first.hasPrefix(SyncFolder.deviceName(SyncDevice.hostName()) + "-"))
        #expect(SyncDevice.name(configured: "", environment: one) == first)
        #expect(SyncDevice.name(configured: nil, environment: two) != first)
    }
}
