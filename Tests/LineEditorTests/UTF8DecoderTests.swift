import Testing

@testable import LineEditor

/// The read-character function decodes the terminal's bytes itself (see LineEditor+Resize.swift):
/// each case feeds bytes one at a time and pins the characters that come out.
@Suite struct UTF8DecoderTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let id: String
        let bytes: [UInt8]
        let characters: [UInt32]
        var testDescription: String { id }
    }

    static let cases: [Case] = [
        Case(id: "ASCII", bytes: Array("2+3".utf8), characters: [0x32, 0x2B, 0x33]),
        Case(id: "two bytes", bytes: Array("π".utf8), characters: [0x3C0]),
        Case(id: "three bytes", bytes: Array("√×".utf8), characters: [0x221A, 0xD7]),
        Case(id: "four bytes", bytes: Array("😀".utf8), characters: [0x1F600]),
        Case(id: "a lone continuation byte is dropped", bytes: [0x80, 0x31], characters: [0x31]),
        Case(id: "a sequence cut short is dropped", bytes: [0xE2, 0x88, 0x31], characters: [0x31]),
        Case(id: "a byte that never starts one is dropped", bytes: [0xFF, 0xC0, 0x32], characters: [0x32]),
    ]

    @Test(arguments: cases)
    func decodes(_ example: Case) {
        var decoder = UTF8Decoder()
        #expect(example.bytes.compactMap { decoder.add($0) } == example.characters)
    }

    /// Issue 48: the first bytes of a character typed ahead wait for the rest instead of being
    /// pushed to libedit as U+FFFD.
    static let tails: [([UInt8], Int)] = [
        ([], 0), ([0x36], 0), ([0x36, 0xC3, 0x97], 0), ([0x36, 0xC3], 1), ([0x36, 0xE2, 0x88], 2),
        ([0xF0, 0x9F, 0x98], 3), ([0xFF], 0), ([0xE2, 0x88, 0x92], 0),
    ]

    @Test(arguments: tails)
    func incompleteTail(bytes: [UInt8], count: Int) {
        #expect(UTF8Decoder.incompleteTail(of: bytes[...]) == count)
    }
}
