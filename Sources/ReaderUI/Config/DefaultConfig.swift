/// The fully commented default config file that `termreader config --print-default`
/// prints. Built from the defaults themselves (settings, palettes, key bindings, action
/// list), so it can never disagree with them.
package enum DefaultConfig {
    package static var text: String {
        let d = Config()
        let l = d.layout
        var lines = [
            "# termreader configuration",
            "#",
            "# Read from $XDG_CONFIG_HOME/termreader/config.toml, or ~/.config/termreader/config.toml",
            "# when XDG_CONFIG_HOME is not set (`termreader config --path` prints the path in use).",
            "# Every value below is the default. Command-line options (--theme, --mode) override this",
            "# file. A mistake never stops the reader: it warns with the line number and uses the",
            "# default (`termreader config --check` lists the warnings).",
            "",
            "# Colour theme at start: light, dark, sepia or auto (follows the terminal's background).",
            "theme = \(quoted(d.theme.rawValue))",
            "",
            "# Page-turn animation at start: none, push, slide, curl or scroll.",
            "mode = \(quoted(d.mode.rawValue))",
            "",
            "# How long a page turn takes, in milliseconds; 0 turns pages at once.",
            "animation-ms = \(d.animationMilliseconds)",
            "",
            "# What the footer shows, in order: \"chapter-page\" (ch. p. 3/8), \"book-page\" (p. 40/262),",
            "# \"percent\" (15%), \"time-left\" (in the chapter and the book, at the pace you have been",
            "# reading) and \"clock\" (14:05). A narrow window drops the labels, then fields.",
            "footer = [" + d.footer.map { quoted($0.rawValue) }.joined(separator: ", ") + "]",
            "",
            "# What the boss key (x) shows in place of the book: \"prompt\" (a plain shell prompt) or \"clear\".",
            "boss = \(quoted(d.boss.rawValue))",
            "",
            "[chapters]",
            "# Chapter headings beyond the built-in rules: `add` takes regular expressions (PCRE2,",
            "# Perl syntax; in 'single quotes' a backslash is itself) that a heading line matches, for",
            "# example: add = ['^Episode \\d+', '^第.{1,9}幕']. With `replace` true only those rules",
            "# are used, not the built-in ones (Chapter, 第…回, scripture, fortune files…). Rules that",
            "# cost a line over 1,000,000 steps, or a book too many (nested repeats such as (.*a){20}),",
            "# are left out with a warning.",
            "# --chapters auto|none|REGEX on the command line overrides this section.",
            "add = []",
            "replace = false",
            "",
            "[dictionary]",
            "# Folders (or .ifo / .index files) holding StarDict or dictd dictionaries, searched before",
            "# the standard folders ($XDG_DATA_HOME/stardict/dic, ~/.stardict/dic, /usr/share/stardict/dic",
            "# and /usr/share/dictd, where Debian's dict-* packages install). `~/` is your home folder.",
            "paths = []",
            "",
            "[library]",
            "# Folders whose books (in every folder below them) the library lists after the books you",
            "# have read, for example: folders = [\"~/Books\"]. `~/` is your home folder.",
            "folders = []",
            "# Where books downloaded from catalogues go; empty: $XDG_DATA_HOME/termreader/books.",
            "downloads = \"\"",
            "",
            "# OPDS catalogues (calibre's content server, calibre-web, Kavita, COPS…): one [[catalog]]",
            "# table each, with its name, url and, for one that asks, user and",
            "# password-env (an environment variable) or password-command (a command that prints it, such",
            "# as \"pass show calibre\"): a password is never written in this file. The library's c key",
            "# browses them, `termreader catalog` from the command line.",
            "",
            "[read-aloud]",
            "# The p key reads the book aloud from the page on screen through espeak-ng (apt install",
            "# espeak-ng) and the system's player (pw-play, paplay or aplay), the sentence being said",
            "# highlighted; p pauses and goes on, + and - change the speed while it reads.",
            "# Words a minute (\(SpeechSettings.rates.lowerBound) to \(SpeechSettings.rates.upperBound)).",
            "rate = \(Config.defaults.speech.rate)",
            "# Where it stops by itself: \"book\" (its end) or \"chapter\" (the end of the one it is in).",
            "stop = \(quoted(Config.defaults.speech.stop.rawValue))",
            "# A sleep timer: minutes after which it stops; 0: none.",
            "minutes = \(Config.defaults.speech.minutes)",
            "# A folder to write each sentence's WAV file into (000001.wav, …) instead of playing it.",
            "output = \"\"",
            "",
            "[sync]",
            "# A folder that a sync tool (Syncthing, Dropbox, Nextcloud, git) carries between your",
            "# machines, for example: folder = \"~/Sync/termreader\". Each book's place, bookmarks,",
            "# writing and highlights are kept there, one file per book and machine, and merged when",
            "# a book is opened and as you read: the latest place wins, removals are remembered.",
            "# Empty: nothing is synchronised.",
            "folder = \"\"",
            "# This machine's name in it; empty: the host's name and a random suffix.",
            "device = \"\"",
            "",
            "[layout]",
            "# Pages on screen: \"auto\" (two pages side by side, a book's open spread, when each can be",
            "# \(PageLayout.comfortableWidth) columns wide; one column otherwise), \"single\" or \"spread\". The s key cycles them.",
            "layout = \(quoted(l.pages.rawValue))",
            "# Empty cells around the text, in columns and rows. Kept in full from 36 columns and",
            "# 12 rows; smaller windows shrink them.",
            "margin-left = \(l.margins.left)",
            "margin-right = \(l.margins.right)",
            "margin-top = \(l.margins.top)",
            "margin-bottom = \(l.margins.bottom)",
            "# Widest text column, in columns: wider windows centre the text. 0 means no limit.",
            "max-width = \(l.maxTextWidth ?? 0)",
            "# Blank line between paragraphs: \"auto\" (Latin text yes, Chinese and Japanese no), true or false.",
            "paragraph-spacing = \(l.paragraphSpacing.map { $0 ? "true" : "false" } ?? quoted("auto"))",
            "# First-line indent of paragraphs, in columns (a CJK character is two columns wide):",
            "# Chinese books indent two characters, Japanese books one.",
            "indent-cjk = \(l.cjkIndent)",
            "indent-japanese = \(l.japaneseIndent)",
            "indent-latin = \(l.latinIndent)",
            "# Lines end flush: in Chinese and Japanese the gap a line break leaves is spread between characters;",
            "# hyphenated Latin text takes it in its word spaces (a space each at most, the rest left at the end).",
            "justify = \(l.justify)",
            "# Latin words that do not fit at a line's end are hyphenated, by the patterns of the book's language",
            "# (its declared one, else the one its words say): needs libhyphen0 and a hyphen-* package (hyphen-en-us);",
            "# without patterns for the language, Latin text stays ragged.",
            "# Soft hyphens in the book are where its words break. Search and copying see the words whole.",
            "hyphenate = \(l.hyphenate)",
            "# Blank rows under each row of text (0 or 1); L switches it in the reader.",
            "line-spacing = \(l.lineSpacing)",
            "# Ruby annotations (the readings over kanji in Japanese books): \"inline\" after their base,",
            "# 漢字(かんじ); \"above\" on the row over the base, as printed books set them (it needs",
            "# line spacing 1, else they show inline; vertical text sets them beside their base); \"off\" hidden. R cycles them in the reader.",
            "ruby = \(quoted(l.ruby.rawValue))",
            "# Chinese shown \"as-is\", or converted by OpenCC (libopencc1.1) to \"simplified\", \"traditional\",",
            "# \"taiwan\" (Taiwan's forms and words) or \"hongkong\": what is shown, never the file; places, search,",
            "# bookmarks and highlights keep to the book's own text. C cycles them in the reader.",
            "chinese = \(quoted(l.chinese.rawValue))",
            "# Text in rows, or in columns top to bottom, right to left (縦書き): \"horizontal\", \"vertical\",",
            "# or \"auto\" (vertical for a Japanese book that asks for it: right-to-left pages). The v key switches between vertical and horizontal.",
            "writing = \(quoted(l.writing.rawValue))",
            "# Empty columns between the columns of vertical text.",
            "column-gap = \(l.columnGap)",
            "# Pictures in the page: \"symbols\" drawn as character art (needs chafa: libchafa0), \"auto\" (the",
            "# same for now), or \"off\" (a one-line [image: …] placeholder).",
            "images = \(quoted(l.pictures.rawValue))",
            "",
            "# Colours of each theme. A colour is \"#rrggbb\" or an xterm-256 colour number 0-255.",
            "# foreground and background recolour the page's text and background wherever the theme",
            "# uses them. A role colours one kind of cell: role = { fg = colour, bg = colour }, either",
            "# one may be left out, and role = colour sets the foreground alone. The lines below are",
            "# the built-in colours: remove the '#' in front of a line to change it.",
        ]
        let palettes = d.palettes
        for (name, palette) in [("light", palettes.light), ("dark", palettes.dark), ("sepia", palettes.sepia)] {
            lines += ["", "[colors.\(name)]"]
            lines.append("# foreground = \(quoted(ConfigColor.hexString(palette[.text].foreground)))")
            lines.append("# background = \(quoted(ConfigColor.hexString(palette[.text].background)))")
            let width = Role.allCases.map(\.configName.count).max()!
            for role in Role.allCases {
                let style = palette[role]
                let assignment =
                    "\(role.configName.padding(to: width)) = { fg = \(quoted(ConfigColor.hexString(style.foreground))), bg = \(quoted(ConfigColor.hexString(style.background))) }"
                lines.append("# \(assignment)  # \(role.configSummary)")
            }
        }
        lines += [
            "",
            "[keys]",
            "# Each action takes one key or a list of keys, which replace its default keys; a key",
            "# given to an action here is taken from the action that had it by default, and [] leaves",
            "# an action without keys. Key names: a character (\"j\", \"G\", \"?\"; case matters), Space,",
            "# Enter, Esc, Tab, S-Tab, Backspace, Insert, Delete, Up, Down, Left, Right, PgUp, PgDn,",
            "# Home, End, F1 to F63, and C-a to C-z for Ctrl with a letter. The lines below are the",
            "# default bindings: remove the '#' in front of a line to change it.",
        ]
        let keyMap = d.keyMap
        let actionWidth = Action.allCases.map(\.rawValue.count).max()!
        for action in Action.allCases {
            let keys = keyMap.keys(for: action).map { quoted($0.description) }
            let value = keys.count == 1 ? keys[0] : "[" + keys.joined(separator: ", ") + "]"
            lines.append("# \(action.rawValue.padding(to: actionWidth)) = \(value)  # \(action.summary)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A TOML basic string: quotes, backslashes and control characters escaped.
    package static func quoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
