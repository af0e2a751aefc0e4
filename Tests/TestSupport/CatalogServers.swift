import Foundation

/// A catalogue server on loopback for one test, stopped when the value goes away: the fixture
/// OPDS server (`Tests/Fixtures/opds/server.py`, which also goes wrong on purpose), or calibre's
/// own content server over a calibre library.
public final class CatalogServer {
    public let port: Int
    private let process: Process

    /// The URL of `path` on the server.
    public func url(_ path: String) -> String { "http://127.0.0.1:\(port)" + path }

    /// The fixture server.
    public static func fixture() throws -> CatalogServer {
        let portFile = TestScratch.path("opds-port")
        let process = try start("/usr/bin/env", ["python3", Package.root + "/Tests/Fixtures/opds/server.py", portFile])
        for _ in 0..<200 {
            if let text = try? String(contentsOfFile: portFile, encoding: .utf8), let port = Int(text) {
                return CatalogServer(port: port, process: process)
            }
            usleep(50_000)
        }
        process.terminate()
        throw CocoaError(.fileReadNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "the fixture OPDS server did not start"])
    }

    /// Whether calibre's server is installed (with the corpus its fixture library needs).
    public static var calibreAvailable: Bool {
        FileManager.default.isExecutableFile(atPath: "/usr/bin/calibre-server") && CalibreFixture.available
    }

    /// calibre's content server over `library` (a `CalibreFixture` library), answering at `/opds`
    /// (`CalibreFixture.serving` starts it).
    static func calibre(library: String) throws -> CatalogServer {
        let port = Int.random(in: 20_000..<60_000)
        let process = try start(
            "/usr/bin/calibre-server", ["--port", String(port), "--listen-on", "127.0.0.1", library],
            environment: ["CALIBRE_CONFIG_DIRECTORY": library + "-config"])
        let server = CatalogServer(port: port, process: process)
        for _ in 0..<400 where process.isRunning {
            if listening(port) { return server }
            usleep(50_000)
        }
        throw CocoaError(.fileReadNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "calibre-server did not answer on port \(port)"])
    }

    /// Whether something accepts connections on the loopback `port`.
    static func listening(_ port: Int) -> Bool {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
    }

    private init(port: Int, process: Process) {
        self.port = port
        self.process = process
    }

    private static func start(_ program: String, _ arguments: [String], environment: [String: String] = [:]) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    deinit {
        // SIGKILL: a server answering a slow request on purpose is not waited for.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}
