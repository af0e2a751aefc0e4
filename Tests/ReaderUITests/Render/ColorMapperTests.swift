import Testing

@testable import ReaderUI

@Suite struct ColorMapperTests {
    let palettes: [Palette] = [.light, .dark, .sepia]

    @Test func directPacksRGB() {
        let m = ColorMapper(depth: .direct).map(Palette.dark[.text])
        #expect(m.foreground == 0xC8C4BA)
        #expect(m.background == 0x1C1B19)
        #expect(m.attributes == [])
    }

    @Test func xtermTableEndpoints() {
        #expect(ColorMapper.xtermRGB(16) == Color(0, 0, 0))
        #expect(ColorMapper.xtermRGB(231) == Color(255, 255, 255))
        #expect(ColorMapper.xtermRGB(196) == Color(255, 0, 0))
        #expect(ColorMapper.xtermRGB(232) == Color(8, 8, 8))
        #expect(ColorMapper.xtermRGB(255) == Color(238, 238, 238))
    }

    @Test func ansi256PicksExactAndNearestEntries() {
        #expect(ColorMapper.xterm256(Color(255, 0, 0)) == 196)
        #expect(ColorMapper.xterm256(Color(0x1C, 0x1C, 0x1C)) == 234)
        #expect(ColorMapper.xterm256(Color(0x1C, 0x1B, 0x19)) == 234)
        #expect(ColorMapper.xterm256(Color(0x87, 0xAF, 0xD7)) == 110)
        // Never the terminal-dependent 0…15.
        for v in stride(from: 0, through: 255, by: 15) {
            let c = UInt8(v)
            #expect(ColorMapper.xterm256(Color(c, c / 2, 255 - c)) >= 16)
        }
    }

    @Test func ansi256KeepsEveryRoleCloseToItsColour() {
        // The cube is coarse near white (paper FAF8F2 becomes 231), hence 0.1.
        for palette in palettes {
            for role in Role.allCases {
                let style = palette[role]
                let m = ColorMapper(depth: .ansi256).map(style)
                let bg = ColorMapper.xtermRGB(m.background)
                #expect(abs(bg.luminance - style.background.luminance) < 0.1, "\(palette.name) \(role)")
            }
        }
    }

    @Test func ansi256ShadowsAreNeverLighterThanThePage() {
        let mapper = ColorMapper(depth: .ansi256)
        for palette in palettes {
            let lum = { (role: Role) in ColorMapper.xtermRGB(mapper.map(palette[role]).background).luminance }
            #expect(lum(.shadow1) <= lum(.shadow2), "\(palette.name)")
            #expect(lum(.shadow2) <= lum(.shadow3), "\(palette.name)")
            #expect(lum(.shadow3) <= lum(.text), "\(palette.name)")
            #expect(lum(.backPage) < lum(.text), "\(palette.name)")
        }
    }

    @Test func pageBackgroundOfTheDarkPaletteStaysDarkAtEveryDepth() {
        let style = Palette.dark[.text]
        #expect(ColorMapper(depth: .direct).map(style).background == 0x1C1B19)
        let m256 = ColorMapper(depth: .ansi256).map(style)
        #expect(ColorMapper.xtermRGB(m256.background).luminance < 0.05)
        let m8 = ColorMapper(depth: .ansi8).map(style)
        #expect(m8.background == 0)
        #expect(m8.foreground == 7)
        // Every dark-palette background (bars, shadows, back page, accents) is black at 8,
        // except the selected overlay row, which is drawn inverted on purpose.
        for role in Role.allCases where role != .overlaySelected {
            #expect(ColorMapper(depth: .ansi8).map(Palette.dark[role]).background == 0, "\(role)")
        }
    }

    @Test func lightPagesAreWhiteAtEightColoursAndTextStaysReadable() {
        for palette in [Palette.light, .sepia] {
            let m = ColorMapper(depth: .ansi8).map(palette[.text])
            #expect(m.background == 7, "\(palette.name)")
            #expect(m.foreground == 0, "\(palette.name)")
        }
        // Dim text is lighter than a dark page and darker than a light one: it must not vanish.
        #expect(ColorMapper(depth: .ansi8).map(Palette.dark[.dim]).foreground == 7)
        #expect(ColorMapper(depth: .ansi8).map(Palette.light[.dim]).foreground == 0)
    }

    @Test func eightColoursNeverDrawTextInItsBackgroundColour() {
        let mapper = ColorMapper(depth: .ansi8)
        for palette in palettes {
            for role in Role.allCases {
                let m = mapper.map(palette[role])
                #expect(m.foreground != m.background, "\(palette.name) \(role)")
                #expect((0...7).contains(m.foreground) && (0...7).contains(m.background))
            }
        }
    }

    @Test func eightColoursUseHueForSaturatedColours() {
        #expect(ColorMapper.hueColor(Color(220, 30, 30)) == 1)
        #expect(ColorMapper.hueColor(Color(0xF2, 0xD3, 0x6B)) == 3)
        #expect(ColorMapper.hueColor(Color(30, 200, 40)) == 2)
        #expect(ColorMapper.hueColor(Color(30, 200, 200)) == 6)
        #expect(ColorMapper.hueColor(Color(30, 40, 220)) == 4)
        #expect(ColorMapper.hueColor(Color(200, 30, 200)) == 5)
        // The light theme's search highlight stays yellow.
        #expect(ColorMapper(depth: .ansi8).map(Palette.light[.highlight]).background == 3)
    }

    @Test func monochromeUsesDefaultColoursAndAttributes() {
        let mapper = ColorMapper(depth: .monochrome)
        let text = mapper.map(Palette.dark[.text])
        #expect(text == MappedStyle(foreground: -1, background: -1, attributes: []))
        #expect(mapper.map(Palette.dark[.bar]).attributes == [.reverse])
        #expect(mapper.map(Palette.light[.barDim]).attributes == [.dim, .reverse])
    }

    @Test func shadowsStayDistinguishableInMonochrome() {
        let mapper = ColorMapper(depth: .monochrome)
        for palette in palettes {
            let text = mapper.map(palette[.text])
            let shadow1 = mapper.map(palette[.shadow1])
            let shadow2 = mapper.map(palette[.shadow2])
            let back = mapper.map(palette[.backPage])
            #expect(shadow1 != text && shadow2 != text && back != text, "\(palette.name)")
            #expect(shadow1 != shadow2, "\(palette.name)")
        }
    }
}
