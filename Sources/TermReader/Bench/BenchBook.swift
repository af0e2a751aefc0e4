import ReaderUI

#if canImport(Glibc)
import Glibc
#endif

/// Writes a deterministic mixed CJK/Latin book of about `bytes` bytes, for `termreader bench`
/// when no file is given: chapters with Chinese and English headings, paragraphs of
/// Chinese text with punctuation, English prose, and a few wide/combining characters.
enum BenchBook {
    static func write(to path: String, bytes target: Int) -> Bool {
        let hanzi = Array(
            "的一是在不了有和人这中大为上个国我以要他时来用们生到作地于出就分对成会可主发年动同工也能下过子说产种面而方后多定行学法所民得经十三之进着等部度家电力里如水化高自二理起小物现实加量都两体制机当使点从业本去把性好应开它合还因由其些然前外天政四日那社义事平形相全表间样与关各重新线内数正心反你明看原又么利比或但质气第向道命此变条只没结解问意建月公无系军很情者最立代想已通并提直题党程展五果料象员革位入常文总次品式活设及管特件长求老头基资边流路级少图山统接知较将组见计别她手角期根论运农指几九区强放决西被干做必战先回则任取据处队南给色光门即保治北造百规热领七海口东导器压志世金增争济阶油思术极交受联什认六共权收证改清己美再采转更单风切打白教速花带安场身车例真务具万每目至达走积示议声报斗完类八离华名确才科张信马节话米整空元况今集温传土许步群广石记需段研界拉林律叫且究观越织装影算低持音众书布复容儿须际商非验连断深难近矿千周委素技备半办青省列习响约支般史感劳便团往酸历市克何除消构府称太准精值号率族维划选标写存候毛亲快效斯院查江型眼王按格养易置派层片始却专状育厂京识适属圆包火住调满县局照参红细引听该铁价严"
        )
        let punctuation = Array("，，，。、；：？！「」『』（）《》…—")
        let words = [
            "the", "reader", "turned", "a", "page", "of", "light", "and", "sea", "with", "quiet",
            "storm", "island", "keeper", "letters", "wind", "morning", "lamp", "was", "in", "her", "that",
        ]
        var rng: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ n: Int) -> Int {
            rng ^= rng << 13
            rng ^= rng >> 7
            rng ^= rng << 17
            return Int(rng % UInt64(n))
        }
        guard let file = fopen(path, "w") else { return false }
        defer { fclose(file) }
        var written = 0
        var chapter = 0
        while written < target {
            chapter += 1
            var text = chapter % 2 == 1 ? "第\(chapter)章　山海之间\n\n" : "Chapter \(chapter). The Island\n\n"
            for _ in 0..<40 {
                if next(3) == 0 {
                    var p = ""
                    for i in 0..<(40 + next(120)) {
                        p += (i == 0 ? "" : " ") + words[next(words.count)]
                        if next(12) == 0 { p += "," }
                    }
                    text += p.prefix(1).uppercased() + p.dropFirst() + ". Café, naïve — “quoted”.\n\n"
                } else {
                    var p = "　　"
                    for _ in 0..<(60 + next(400)) {
                        p.append(next(9) == 0 ? punctuation[next(punctuation.count)] : hanzi[next(hanzi.count)])
                    }
                    text += p + "。\n"
                }
            }
            written += text.utf8.count
            fputs(text, file)
        }
        return true
    }
}
