import ReaderCore
import Testing

@testable import ReaderUI

@Suite struct MarginsTests {
    @Test func standardMarginsMatchTheOldFixedRule() {
        for columns in 1...200 {
            for rows in [1, 6, 11, 12, 40] {
                let fit = Margins.standard.fitted(columns: columns, rows: rows)
                #expect(fit.left == min(3, columns / 12), "\(columns)x\(rows)")
                #expect(fit.right == fit.left)
                #expect(fit.top == (rows >= 12 ? 1 : 0), "\(columns)x\(rows)")
                #expect(fit.bottom == fit.top)
            }
        }
    }

    @Test func largeMarginsAreKeptOnLargeWindowsAndNeverTakeHalf() {
        let wide = Margins(left: 10, right: 4, top: 3, bottom: 2)
        #expect(wide.fitted(columns: 120, rows: 40) == wide)
        let huge = Margins(left: 40, right: 40, top: 40, bottom: 40)
        for (columns, rows) in [(20, 6), (80, 24), (200, 60)] {
            let fit = huge.fitted(columns: columns, rows: rows)
            #expect(fit.left + fit.right <= columns / 2)
            #expect(fit.top + fit.bottom <= rows / 2)
            #expect(fit.left >= 0 && fit.top >= 0)
        }
    }

    @Test func layoutSettingsMakeTheGeometry() {
        var settings = LayoutSettings()
        settings.paragraphSpacing = true
        settings.cjkIndent = 2
        settings.latinIndent = 4
        let g = settings.geometry(columns: 60, rows: 20)
        #expect(g == PageGeometry(columns: 60, rows: 20, paragraphSpacing: true, cjkIndent: 2, latinIndent: 4, hyphenates: true))
        // Hyphenation is on by default: the page hyphenates once the patterns are loaded.
        #expect(LayoutSettings().geometry(columns: 60, rows: 20) == PageGeometry(columns: 60, rows: 20, hyphenates: true))
        settings.hyphenation = "/patterns.dic"
        #expect(settings.geometry(columns: 60, rows: 20).hyphenation == "/patterns.dic")
        settings.hyphenate = false
        #expect(settings.geometry(columns: 60, rows: 20).hyphenation == nil && !settings.geometry(columns: 60, rows: 20).hyphenates)
    }
}
