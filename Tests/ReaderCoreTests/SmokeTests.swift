import Testing

@testable import ReaderCore

@Test func errorsPrintOneLine() {
    #expect(!ReaderError.fileNotFound("x.txt").description.contains("\n"))
    #expect(ReaderError.binaryFile("a", reason: "NUL bytes").exitCode == 65)
}
