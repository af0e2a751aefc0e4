import Testing

@testable import ReaderUI

@Test func colorDepthFollowsTerminfoColours() {
    #expect(ColorDepth.detect(colors: 0x100_0000, environment: [:]) == .direct)
    #expect(ColorDepth.detect(colors: 256, environment: [:]) == .ansi256)
    #expect(ColorDepth.detect(colors: 88, environment: [:]) == .ansi8)
    #expect(ColorDepth.detect(colors: 8, environment: [:]) == .ansi8)
    #expect(ColorDepth.detect(colors: 0, environment: [:]) == .monochrome)
}

@Test func noColorForcesMonochromeUnlessEmpty() {
    #expect(ColorDepth.detect(colors: 0x100_0000, environment: ["NO_COLOR": "1"]) == .monochrome)
    #expect(ColorDepth.detect(colors: 256, environment: ["NO_COLOR": ""]) == .ansi256)
}

@Test func colortermAndDirectVariants() {
    #expect(ColorDepth.emulatorHasTrueColor(environment: ["COLORTERM": "truecolor"]))
    #expect(ColorDepth.emulatorHasTrueColor(environment: ["COLORTERM": "24bit"]))
    #expect(!ColorDepth.emulatorHasTrueColor(environment: ["COLORTERM": "yes"]))
    #expect(!ColorDepth.emulatorHasTrueColor(environment: [:]))
    #expect(ColorDepth.directVariant(ofTerm: "tmux-256color") == "tmux-direct")
    #expect(ColorDepth.directVariant(ofTerm: "xterm-256color") == "xterm-direct")
    #expect(ColorDepth.directVariant(ofTerm: "linux") == nil)
}
