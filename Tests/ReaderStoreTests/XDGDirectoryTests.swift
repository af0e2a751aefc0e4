import ReaderCore
import Testing

@testable import ReaderStore

@Suite struct XDGDirectoryTests {
    @Test func anAbsoluteXDGVariableWins() {
        let env = ["XDG_STATE_HOME": "/s", "XDG_CACHE_HOME": "/c/", "XDG_CONFIG_HOME": "/k", "HOME": "/home/u"]
        #expect(XDGDirectory.state.path(environment: env) == "/s/termreader")
        #expect(XDGDirectory.cache.path(environment: env) == "/c/termreader")
        #expect(XDGDirectory.config.path(environment: env) == "/k/termreader")
    }

    @Test func aRelativeOrMissingVariableFallsBackToTheHomeFolder() {
        let env = ["XDG_STATE_HOME": "relative", "HOME": "/home/u/"]
        #expect(XDGDirectory.state.path(environment: env) == "/home/u/.local/state/termreader")
        #expect(XDGDirectory.cache.path(environment: env) == "/home/u/.cache/termreader")
        #expect(XDGDirectory.config.path(environment: env) == "/home/u/.config/termreader")
    }

    /// Without a usable `$HOME` every folder is under the same home: the password
    /// database's, else `/tmp` — never the root, and the same for all three.
    @Test func withoutHomeAllThreeAgreeOnOneWritableBase() {
        for env in [[:], ["HOME": ""], ["HOME": "relative"]] {
            let home = XDGDirectory.home(environment: env)
            #expect(home.hasPrefix("/") && home != "/")
            #expect(XDGDirectory.state.path(environment: env) == home + "/.local/state/termreader")
            #expect(XDGDirectory.cache.path(environment: env) == home + "/.cache/termreader")
            #expect(XDGDirectory.config.path(environment: env) == home + "/.config/termreader")
        }
    }

    @Test func theStoresUseIt() {
        let env = ["HOME": "/home/u"]
        #expect(StateStore.standard(environment: env).directory == "/home/u/.local/state/termreader")
        #expect(IndexCacheFolder.standard(environment: env).directory == "/home/u/.cache/termreader")
        #expect(SettingsFile.standard(environment: env).directory == "/home/u/.local/state/termreader")
    }
}
