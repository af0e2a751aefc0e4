import ReaderCore

/// A catalogue the reader keeps (`[[catalog]]` in the config): its name, the URL of its first
/// page and, for one that asks, the user and where the password comes from — an environment
/// variable or a command that prints it (`pass show calibre`), never the config file itself.
public struct CatalogAccount: Equatable, Sendable {
    public var name: String
    public var url: String
    public var user: String?
    /// The environment variable holding the password (`password-env`).
    public var passwordVariable: String?
    /// A command whose first line of output is the password (`password-command`), run by `/bin/sh`.
    public var passwordCommand: String?

    public init(name: String, url: String, user: String? = nil, passwordVariable: String? = nil, passwordCommand: String? = nil) {
        self.name = name
        self.url = url
        self.user = user
        self.passwordVariable = passwordVariable
        self.passwordCommand = passwordCommand
    }

    /// The user and password to send, nil for a catalogue without a user. A user without a
    /// password source, an unset variable or a failing command is an error naming which.
    public func credentials(environment: [String: String]) throws(CatalogError) -> CatalogCredentials? {
        guard let user else { return nil }
        if let variable = passwordVariable {
            guard let password = environment[variable] else {
                throw CatalogError("catalogue \(Sanitizer.printable(name)): $\(Sanitizer.printable(variable)) is not set")
            }
            return CatalogCredentials(user: user, password: password)
        }
        if let command = passwordCommand {
            let run = ChildProcess(program: "/bin/sh", arguments: ["-c", command], seconds: 30, outputLimit: 64 << 10).run()
            guard case .success(let finished) = run, finished.status == 0 else {
                throw CatalogError("catalogue \(Sanitizer.printable(name)): the password command failed")
            }
            let line = finished.output.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).first ?? []
            return CatalogCredentials(user: user, password: String(decoding: line, as: UTF8.self))
        }
        throw CatalogError("catalogue \(Sanitizer.printable(name)) has a user but no password-env or password-command")
    }
}
