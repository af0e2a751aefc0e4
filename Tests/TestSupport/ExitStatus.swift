import Foundation

/// The exit status a shell wrote to `file` (`command; echo $? > file`), read once it is there;
/// nil when it has not appeared within `timeout` seconds.
public func exitStatus(writtenTo file: String, timeout: Double = 10) -> Int32? {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
        if let text = try? String(contentsOfFile: file, encoding: .utf8),
            let code = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
        {
            return code
        }
        usleep(20_000)
    }
    return nil
}

extension Tmux {
    /// The exit status the pane's shell wrote to `file` once the command has ended; throws with
    /// the screen when it has not within `timeout` seconds.
    public func exitStatus(writtenTo file: String, timeout: Double = 10) throws -> Int32 {
        guard let code = TestSupport.exitStatus(writtenTo: file, timeout: timeout) else {
            throw Failure.timedOut(seconds: timeout, screen: try capture())
        }
        return code
    }
}
