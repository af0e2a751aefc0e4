import TestSupport
import Testing

@testable import ReaderCore

@Suite struct TextLanguageTests {
    @Test(arguments: [
        ("It was the best of times, it was the worst of times; and he said that she was with her mother.", "en"),
        ("Es war einmal ein König, der hatte eine Tochter, und die war so schön, dass sich die Sonne nicht satt sehen konnte.", "de"),
        ("Il était une fois une reine qui pleurait, et elle disait que le roi est dans les bois avec des amis.", "fr"),
        (
            "En un lugar de la Mancha, de cuyo nombre no quiero acordarme, vivía un hidalgo de los de lanza y por la mañana con su rocín.",
            "es"
        ),
    ])
    func commonWordsSayTheLanguage(text: String, language: String) {
        #expect(TextLanguage.guess([text]) == language)
    }

    /// Only the first `limit` bytes count: a book's opening, not its whole text.
    @Test func onlyTheFirstBytesAreRead() {
        let english = "it was the best of times and the worst of times"
        let german = "es war einmal ein König und die Königin, der Tag ist nicht zu Ende"
        #expect(TextLanguage.guess([english] + Array(repeating: german, count: 50), limit: 10) == "en")
        #expect(TextLanguage.guess([english] + Array(repeating: german, count: 50)) == "de")
    }

    @Test func textWithoutEnoughCommonWordsSaysNothing() {
        #expect(TextLanguage.guess([""]) == nil)
        #expect(TextLanguage.guess(["話說天下大勢，分久必合，合久必分。"]) == nil)
        #expect(TextLanguage.guess(["Lorem ipsum dolor sit amet consectetur adipiscing elit sed"]) == nil)
    }
}
