import FoundationEssentials
import ReaderCore

#if canImport(Glibc)
import Glibc
#endif

/// This machine's name in the sync folder (`SyncFolder.device`): the one the config gives, else
/// the host's name with a random suffix, made once and kept in the state folder (`sync-device`),
/// so that two machines of one host name, or two homes on one machine, never write one file.
public enum SyncDevice {
    public static func name(configured: String?, environment: [String: String]) -> String {
        if let configured, !configured.isEmpty { return SyncFolder.deviceName(configured) }
        let directory = XDGDirectory.state.path(environment: environment)
        let file = directory + "/sync-device"
        if case .contents(let data) = RegularFile.read(file, limit: 256),
            let kept = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace).first
        {
            return SyncFolder.deviceName(String(kept))
        }
        let suffix = String(UInt32.random(in: 0x10_0000...0xff_ffff), radix: 16)
        let made = SyncFolder.deviceName(hostName() + "-" + suffix)
        _ = AtomicFile.write(Data((made + "\n").utf8), to: file, in: directory)
        return made
    }

    /// The host's name, "device" when it has none.
    static func hostName() -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return "device" }
        let name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return name.isEmpty ? "device" : name
    }
}

extension BookSync {
    /// Synchronising through `folder` as this device (`SyncDevice`), with the state and annotation
    /// folders of this environment.
    public static func standard(folder: String, device: String?, environment: [String: String]) -> BookSync {
        BookSync(
            folder: SyncFolder(directory: folder, device: SyncDevice.name(configured: device, environment: environment)),
            states: StateStore.standard(environment: environment), notes: AnnotationStore.standard(environment: environment))
    }
}
