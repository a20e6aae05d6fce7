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

    /// The word-at-a-time ASCII test against the byte-at-a-time one, at every length and every
    /// position of a NUL or a byte past ASCII.
    @Test func asciiTestAgreesWithTheBytes() {
        for length in 0...40 {
            for position in 0..<max(length, 1) {
                for odd: UInt8 in [0x00, 0x80, 0xC3, 0xFF, 0x41] {
                    var bytes = [UInt8](repeating: UInt8(ascii: "7"), count: length)
                    if position < length { bytes[position] = odd }
                    let expected = bytes.allSatisfy { $0 != 0 && $0 < 0x80 }
                    let got = bytes.withUnsafeBufferPointer { LineDecoder.isASCIIWithoutNUL($0) }
                    #expect(got == expected, "\(bytes)")
                }
            }
        }
        // 0x01 and 0x7F, next to a zero byte's borrow, are ASCII.
        let edges: [UInt8] = [0x01, 0x7F, 0x01, 0x7F, 0x01, 0x7F, 0x01, 0x7F, 0x80]
        #expect(
            edges.withUnsafeBufferPointer { LineDecoder.isASCIIWithoutNUL(UnsafeBufferPointer(rebasing: $0[..<8])) })
        #expect(!edges.withUnsafeBufferPointer { LineDecoder.isASCIIWithoutNUL($0) })
    }
}
