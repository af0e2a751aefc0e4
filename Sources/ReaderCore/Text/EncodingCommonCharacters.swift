/// The characters that make up most of real Chinese, Japanese and Korean text, for scoring a candidate decoding:
/// the right encoding turns a book into mostly these; a wrong one turns it into rare characters scattered over the table.
enum EncodingCommonCharacters {
    /// True for a frequent CJK character, kana, frequent hangul syllable or CJK punctuation.
    static func contains(_ value: UInt32) -> Bool {
        switch value {
        case 0x3000...0x303F, 0x3041...0x3096, 0x30A1...0x30FC, 0xFF01...0xFF1F: return true // CJK punctuation, kana, fullwidth ，！？：；（）
        case 0x2014, 0x2018, 0x2019, 0x201C, 0x201D, 0x2026, 0x00B7: return true // — ‘ ’ “ ” … ·
        case 0x4E00...0xD7A3: return bitmap[Int(value - 0x4E00) >> 6] & (1 << (value & 63)) != 0
        default: return false
        }
    }

    /// One bit per scalar from U+4E00 (CJK ideographs) to U+D7A3 (last hangul syllable): a lookup costs a load.
    private static let bitmap: [UInt64] = {
        var bits = [UInt64](repeating: 0, count: (0xD7A3 - 0x4E00) / 64 + 1)
        for scalar in (simplified + traditional + classical + japanese + korean).unicodeScalars
        where (0x4E00...0xD7A3).contains(scalar.value) {
            let offset = Int(scalar.value - 0x4E00)
            bits[offset >> 6] |= 1 << UInt64(offset & 63)
        }
        return bits
    }()

    /// About 520 of the most frequent characters of modern Chinese (simplified forms).
    private static let simplified = """
        的一是不了人我在有他这中大来上国个到说们为子和你地出道也时年得就那要下以生会自着去之过家学对可她里后小么心多天而能好都然没日于起还\
        发成事只作当想看文无开手十用主行方又如前所本见经头面公同三已老从动两长知民样现分将外但身些与高意进把法此实回二理美点月明其种声全工\
        己话儿者向情部正名定女问力机给等几很业最间新什打便位因重被走电四第门相次东政海口使教西再平真听世气信北少关并内加化由却代军产入先山\
        五太水万市眼体别处总才场师书比住员九笑性通目华报立马命张活难神数件安表原车白应路期叫死常提感金何更反合放做系计或司利受光王果亲界及\
        今京务制解各任至清物台象记边共风战干接它许八特觉望直服毛林题建南度统色字请交爱让认算论百吃义科怎元社术结六功指思非流每青管夫连远资\
        队跟带花快条院变联言权往展该领传近留红治决周保达办运武半候七必城父强步完革深区即求品士转量空甚众技轻程告江语英基派满式李息写呢识极\
        令黄德收脸钱党倒未持取设始版双历越史商千片容研像找友孩站广改议形委早房音火际则首单据导影失拿网香似斯专石若兵弟谁校读志飞观争究包组\
        造落视济喜离虽坏兴切图依另采具
        """

    /// Traditional forms of the characters above that differ from the simplified ones.
    private static let traditional = """
        這來國個說們為時會過對學裡後麼發於無還當開現經頭見從動兩長樣將與進實點種聲話兒問機給幾業間電門東關氣體別處總場師書員華報馬張難數\
        車應係計親務臺記邊風戰幹許覺題統請愛讓認論義術結連遠資隊帶條變聯權該領傳紅決達辦運強區轉眾輕語滿寫識極黃臉錢黨設雙歷廣議際則單據\
        導網專誰讀飛觀爭組視濟離雖壞興圖採聽卻軍產萬內
        """

    /// Frequent in classical and vernacular novels (西游记, 三国演义 …), both forms.
    private static let classical = """
        曰乃矣焉哉乎吾汝尔爾皆遂闻聞答妖怪菩萨薩悟空戒沙僧唐圣聖魔洞兄孙孫猴龙龍佛仙帝皇玉宫宮殿朝臣丞相刘劉备備曹操孔羽刀剑劍池县縣州郡\
        贼賊众衆怒忽却乱亂杀殺敌敵营營甲骑騎阵陣粮糧玄奘袍葫芦蘆铁鐵棒师傅傅祖经經寺庙廟拜谢謝罢罷叹嘆泪淚
        """

    /// Frequent kanji of Japanese prose not already listed (kana are matched by range).
    private static let japanese = "私彼僕君様言思見来行気分事物者時間今何所方上下中前後手目口心体自生学先吾輩猫主細迷亭寒苦弥々云"

    /// The most frequent hangul syllables.
    private static let korean = """
        이다는의에가을를하고지기한서사로리어자도나대일수아인있시으해들라그만정전주것게면적요여부과상와구내국거장비제보소우했되같없말동생모마\
        미성조세할문신중치실경위러두개저습니때입까년후오유원분연반님안않받무데래알은던었았겠또
        """
}
