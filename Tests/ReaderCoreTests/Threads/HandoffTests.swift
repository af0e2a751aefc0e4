import Synchronization
import Testing

@testable import ReaderCore

#if canImport(Glibc)
import Glibc
#endif

@Suite struct HandoffTests {
    /// Every value reaches the user, in order, and a maker that waits for room before making
    /// each never has more waiting than the limit allows (one heavier than the limit alone).
    @Test(arguments: [1, 10, 35])
    func valuesArriveInOrderWithinTheLimit(limit: Int) {
        let place = Handoff<Int>(limit: limit)
        // The weights of the values made and not yet taken.
        let waiting = Mutex<[Int]>([])
        var taken: [Int] = []
        var heaviest = 0
        BackgroundThread.parallel(2) { thread in
            guard thread == 0 else {
                for i in 0..<2_000 {
                    let weight = i % 13
                    guard place.waitForRoom(weight) else { return }
                    waiting.withLock { $0.append(weight) }
                    place.put(i, weight: weight)
                }
                place.close()
                return
            }
            while let value = place.take() {
                taken.append(value)
                waiting.withLock { waiting in
                    waiting.removeFirst()
                    if waiting.count > 1 { heaviest = max(heaviest, waiting.reduce(0, +)) }
                }
                // Some values are used slowly, so the maker gets ahead if it can.
                if value % 7 == 0 { for _ in 0..<20_000 { _ = waiting.withLock { $0.count } } }
            }
        }
        #expect(taken == Array(0..<2_000))
        // The value being made counts once it is waiting; at most the limit waits beside it.
        #expect(heaviest <= limit + 12)
    }

    /// A user that closes it stops the maker: `waitForRoom` and `put` say no, and what was
    /// waiting is still given, then nil.
    @Test func closingStopsTheMaker() {
        let place = Handoff<String>(limit: 1)
        #expect(place.put("first", weight: 1))
        place.close()
        #expect(place.isClosed)
        #expect(!place.waitForRoom(0))
        #expect(!place.put("second", weight: 0))
        #expect(place.take() == "first")
        #expect(place.take() == nil)
    }

    /// A maker waiting for room is released, refused, when the user closes it.
    @Test func aWaitingMakerIsReleasedByClosing() {
        let place = Handoff<Int>(limit: 2)
        let third = Atomic<Bool>(true)
        BackgroundThread.parallel(2) { thread in
            guard thread == 0 else {
                place.put(1, weight: 2)
                // Put once 1 is taken (or refused once closed); then there is no room for a third.
                place.put(2, weight: 2)
                third.store(place.put(3, weight: 1), ordering: .sequentiallyConsistent)
                return
            }
            #expect(place.take() == 1)
            place.close()
        }
        let refused = !third.load(ordering: .sequentiallyConsistent)
        #expect(refused)
    }

    /// The maker is told when the user waits for it, and not once it has its value.
    @Test func theMakerSeesTheUserWaiting() {
        let place = Handoff<Int>(limit: 10)
        #expect(!place.isUserWaiting)
        let seen = Atomic<Bool>(false)
        BackgroundThread.parallel(2) { thread in
            guard thread == 0 else {
                // The user waits for the first value: looked for until seen (or long enough to fail).
                for _ in 0..<50_000_000 where !place.isUserWaiting { sched_yield() }
                seen.store(place.isUserWaiting, ordering: .sequentiallyConsistent)
                place.put(1, weight: 1)
                return
            }
            #expect(place.take() == 1)
        }
        let wasSeen = seen.load(ordering: .sequentiallyConsistent)
        #expect(wasSeen)
        #expect(!place.isUserWaiting)
        place.put(2, weight: 1)
        #expect(place.take() == 2)
        #expect(!place.isUserWaiting)
    }

    /// Handoffs sharing a lock: their user is given the first, from where it says, holding a
    /// value — waiting until a maker puts one in any of them — and nil once all are closed.
    @Test func theFirstReadyOfSeveralIsFound() {
        let lock = HandoffLock()
        let places = (0..<3).map { _ in Handoff<Int>(limit: 10, lock: lock) }
        places[2].put(20, weight: 1)
        #expect(Handoff.firstReady(places, from: 0) == 2)
        places[0].put(0, weight: 1)
        #expect(Handoff.firstReady(places, from: 1) == 2)
        #expect(Handoff.firstReady(places, from: 0) == 0)
        #expect(places[0].take() == 0 && places[2].take() == 20)
        // Nothing waits: the user waits until the maker of the second puts a value.
        let found = Mutex<Int?>(nil)
        BackgroundThread.parallel(2) { thread in
            guard thread == 0 else {
                for _ in 0..<50_000_000 where !places[1].isUserWaiting { sched_yield() }
                places[1].put(10, weight: 1)
                return
            }
            let ready = Handoff.firstReady(places, from: 2)
            found.withLock { $0 = ready }
        }
        #expect(found.withLock { $0 } == 1)
        #expect(!places[0].isUserWaiting && !places[1].isUserWaiting)
        for place in places { place.close() }
        #expect(Handoff.firstReady(places, from: 0) == 1)
        #expect(places[1].take() == 10)
        #expect(Handoff.firstReady(places, from: 0) == nil)
    }
}
