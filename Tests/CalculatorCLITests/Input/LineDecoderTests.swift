import Testing

@testable import CalculatorCLI

/// Lines that are not calculator input (invalid UTF-8, a NUL) and the column each error points
/// at: one per invalid sequence.
struct LineDecoderTests {
    @Test(
        arguments: [
            ([0x31, 0x2B, 0xFF], "invalid UTF-8", 3), ([0xCE, 0xBC, 0x00], "NUL byte", 2),
            ([0xE2, 0x82, 0x20, 0xFF], "invalid UTF-8", 1), ([0x61, 0xC3], "invalid UTF-8", 2),
        ] as [([UInt8], String, Int)])
    func lineDecoderColumns(_ bytes: [UInt8], _ message: String, _ column: Int) {
        let decoded = bytes.withUnsafeBufferPointer { LineDecoder.decode($0) }
        guard case .invalid(let error, _) = decoded else {
            Issue.record("\(bytes) decoded as text")
            return
        }
        #expect(error.message == message)
        #expect(error.range.column == column)
    }
}
