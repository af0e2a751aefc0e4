import Testing

@testable import ReaderCore

/// The classes a stylesheet floats right, from its rules' last compound selectors.
struct FloatedClassesTests {
    func floated(_ css: String) -> Set<String> { FloatedClasses.inCSS(Array(css.utf8)) }

    @Test func rulesThatFloatRightGiveTheirClasses() {
        let css = """
            @charset "utf-8"; @import url(base.css);
            /* label.commented { float: right } */
            p.norm { margin: 0 }
            label.ocn, span.ocn { color: grey; FLOAT : Right; }
            div .note > .mark{float:right}
            .left { float: left }
            @media screen { .margin-number { float: right } p { float: none } }
            """
        #expect(floated(css) == ["ocn", "mark", "margin-number"])
    }

    @Test func brokenCSSGivesWhatItCanAndNeverTraps() {
        #expect(floated(".a { float: right") == ["a"])
        #expect(floated("}}}{{{ .b { float:right } /* unclosed") == ["b"])
        #expect(floated("") == [])
    }
}
