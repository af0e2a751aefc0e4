import PropertyBased
import Testing

@testable import ReaderCore

@Suite struct VarintTests {
    @Test func valuesReadBackInOrder() async {
        await propertyCheck(count: 300, input: Gen.uint64(in: 0...UInt64.max).array(of: 0...20)) { values in
            var bytes: [UInt8] = []
            for value in values { Varint.append(value, to: &bytes) }
            var read: [UInt64] = []
            bytes.withUnsafeBytes { raw in
                var reader = Varint.Reader(raw)
                while let value = reader.next() { read.append(value) }
            }
            #expect(read == values)
        }
    }

    @Test func smallValuesTakeOneByteAndTheLargestTen() {
        var bytes: [UInt8] = []
        Varint.append(127, to: &bytes)
        #expect(bytes == [127])
        bytes = []
        Varint.append(UInt64.max, to: &bytes)
        #expect(bytes.count == 10)
    }

    @Test func aValueCutShortOrTooLongIsNone() {
        for bytes: [UInt8] in [[0x80], [0xFF, 0xFF], [UInt8](repeating: 0x80, count: 11) + [1]] {
            bytes.withUnsafeBytes { raw in
                var reader = Varint.Reader(raw)
                #expect(reader.next() == nil)
            }
        }
    }
}
