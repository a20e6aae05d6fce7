import CalculatorTestSupport
import Foundation
import Testing

@testable import LineEditor

/// A history file holding bytes libedit would rewrite lossily (a NUL ends its line, invalid UTF-8
/// is decoded to something else) is never overwritten: the session keeps its history in memory.
@Suite struct HistoryBytesTests {
    static let header = Array("_HiStOrY_V2_\n".utf8)

    @Test(
        arguments: [
            ("NUL", [0x31, 0x00, 0x32]), ("lone FF", [0x31, 0xFF]), ("truncated", [0x31, 0xE2, 0x88]),
            ("overlong", [0xC0, 0x80]), ("surrogate", [0xED, 0xA0, 0x80]), ("past U+10FFFF", [0xF4, 0x90, 0x80, 0x80]),
        ] as [(String, [UInt8])])
    func unreadableBytesAreLeftUntouched(name: String, line: [UInt8]) throws {
        let directory = TemporaryDirectory()
        let bytes = Self.header + Array("kept\n".utf8) + line + [0x0A]
        let path = directory.file("history")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let file = HistoryFile(path: path, capacity: 10)
        #expect(file.load().warning?.contains("it is left untouched") == true, "\(name)")
        #expect(file.save("1+1") == nil)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(bytes), "\(name)")
    }

    @Test(arguments: ["√(2)", "中文 + 1", "𝑥 = 1", "plain"])
    func wellFormedUTF8IsRead(line: String) throws {
        let directory = TemporaryDirectory()
        let path = directory.file("history")
        try Data(Self.header + Array("\(line)\n".utf8)).write(to: URL(fileURLWithPath: path))
        let file = HistoryFile(path: path, capacity: 10)
        #expect(file.load().warning == nil)
        #expect(FileSystem.isCleanText(path) == true)
    }
}
