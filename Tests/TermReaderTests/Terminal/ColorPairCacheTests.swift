import Testing

@testable import ReaderUI
@testable import TermReader

@Test func pairsAreReusedAndNumberedFromOne() {
    var cache = ColorPairCache(capacity: 3)
    #expect(cache.pair(foreground: 1, background: 2)! == (1, true))
    #expect(cache.pair(foreground: 3, background: 4)! == (2, true))
    #expect(cache.pair(foreground: 1, background: 2)! == (1, false))
    #expect(cache.count == 2)
}

@Test func aFullCacheRefusesUntilCleared() {
    var cache = ColorPairCache(capacity: 2)
    _ = cache.pair(foreground: 1, background: 1)
    _ = cache.pair(foreground: 2, background: 2)
    #expect(cache.pair(foreground: 3, background: 3) == nil)
    #expect(cache.pair(foreground: 2, background: 2)! == (2, false))
    cache.clear()
    #expect(cache.pair(foreground: 3, background: 3)! == (1, true))
}
