import CalculatorTestSupport
import Foundation
import Testing

@testable import LineEditor

/// A history file holding bytes libedit would rewrite lossily (a NUL ends its line, invalid UTF-8
/// is decoded to something else) in the lines it keeps is never overwritten: the session keeps its
/// history in memory. Only the kept lines are read (``HistoryTail``): from the file's end.
@Suite struct HistoryBytesTests {
    static let header = Array("_HiStOrY_V2_\n".utf8)

    static let unreadable: [(String, [UInt8])] = [
        ("NUL", [0x31, 0x00, 0x32]), ("lone FF", [0x31, 0xFF]), ("truncated", [0x31, 0xE2, 0x88]),
        ("overlong", [0xC0, 0x80]), ("surrogate", [0xED, 0xA0, 0x80]), ("past U+10FFFF", [0xF4, 0x90, 0x80, 0x80]),
        ("escaped NUL", Array("1\\000".utf8)), ("escaped invalid UTF-8", Array("\\377".utf8)),
    ]

    @Test(arguments: unreadable)
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
        let loaded = file.load()
        #expect(loaded.warning == nil)
        #expect(loaded.entries == [line])
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var id: String
        var body: String
        var capacity: Int
        var maximumBytes = HistoryTail.maximumBytes
        var expected: [String]?
        var testDescription: String { id }
    }

    static let cases: [Case] = [
        Case(id: "empty after the header", body: "", capacity: 3, expected: []),
        Case(id: "fewer lines than kept", body: "a\nb\n", capacity: 3, expected: ["a", "b"]),
        Case(id: "the newest lines", body: "a\nb\nc\nd\n", capacity: 2, expected: ["c", "d"]),
        Case(id: "no newline at the end", body: "a\nb\nc", capacity: 2, expected: ["b", "c"]),
        Case(id: "escapes decoded", body: "1\\040+\\0401\nx\\\\y\n", capacity: 5, expected: ["1 + 1", "x\\y"]),
        Case(id: "an empty line is an entry", body: "a\n\nb\n", capacity: 5, expected: ["a", "", "b"]),
        Case(id: "consecutive duplicates are one entry", body: "a\na\nb\n", capacity: 5, expected: ["a", "b"]),
        Case(
            id: "lines older than the kept ones are not read, NUL or not", body: "1\u{0}2\nb\nc\n", capacity: 2,
            expected: ["b", "c"]),
        Case(
            id: "past the byte budget, the lines that fit", body: "aaaaaaaa\nbbbb\ncc\n", capacity: 10, maximumBytes: 9,
            expected: ["bbbb", "cc"]),
        Case(
            id: "a budget that starts at a line keeps that line", body: "aaaaaaaa\nbbbb\ncc\n", capacity: 10,
            maximumBytes: 8, expected: ["bbbb", "cc"]),
        // Issue 48: an entry past the budget by itself lost every other entry.
        Case(
            id: "an entry longer than the budget is skipped, the older ones kept", body: "a\nbbbbbbbbbb\n",
            capacity: 10, maximumBytes: 4, expected: ["a"]),
        Case(
            id: "an oversized entry in the middle is skipped, both sides kept",
            body: "a\nb\n" + String(repeating: "x", count: 200_000) + "\nc\nd\n", capacity: 10, maximumBytes: 100,
            expected: ["a", "b", "c", "d"]),
        Case(
            id: "an oversized newest entry without a newline is skipped",
            body: "a\nb\n" + String(repeating: "x", count: 50),
            capacity: 10, maximumBytes: 20, expected: ["a", "b"]),
        Case(
            id: "the capacity counts kept entries, not skipped ones",
            body: "a\nb\n" + String(repeating: "x", count: 50) + "\nc\n", capacity: 2, maximumBytes: 20,
            expected: ["b", "c"]),
        Case(
            id: "reads across many chunks", body: String(repeating: "1234567\n", count: 20000) + "last\n",
            capacity: 2, expected: ["1234567", "last"]),
    ]

    @Test(arguments: cases)
    func readsTheKeptLinesFromTheEnd(_ test: Case) throws {
        let directory = TemporaryDirectory()
        let path = directory.file("history")
        try Data(Self.header + Array(test.body.utf8)).write(to: URL(fileURLWithPath: path))
        let entries = try HistoryTail.read(path, capacity: test.capacity, maximumBytes: test.maximumBytes)
        #expect(entries == test.expected)
    }

    /// Not a history file: no header, or a header cut short.
    @Test(arguments: ["hello\n", "_HiSt", "_HiStOrY_V1_\nx\n"])
    func withoutTheHeaderIsNotAHistory(text: String) throws {
        let directory = TemporaryDirectory()
        let path = directory.file("history")
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        #expect(try HistoryTail.read(path, capacity: 10) == nil)
    }

    /// Issue 48: with a real 33 MiB entry (past the 32 MiB budget) among the saved ones, the next
    /// save keeps every other entry, old and new, and drops only that one.
    @Test func aSaveAfterAnOversizedEntryKeepsTheOthers() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("history")
        let huge = String(repeating: "9", count: 33 * 1024 * 1024)
        try Data((Self.header + Array("old1\nold2\n\(huge)\nnew1\n".utf8))).write(to: URL(fileURLWithPath: path))
        let file = HistoryFile(path: path, capacity: 100)
        #expect(file.load().entries == ["old1", "old2", "new1"])
        #expect(file.save("typed") == nil)
        #expect(try HistoryTail.read(path, capacity: 100) == ["old1", "old2", "new1", "typed"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)).count < 1000)
    }

    /// What libedit writes, read back the same: every line round-trips through strvis/strunvis.
    @Test func libeditsOwnFileReadsBack() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("history")
        let lines = ["1 + 1", "tab\there", "back\\slash", "√2 → ≈", "quote \" and ' ", "#comment", " lead"]
        let list = HistoryList(capacity: 100)
        for line in lines { list.append(line) }
        try FileSystem.replace(path, through: path + ".tmp") { list.write(to: $0) }
        #expect(try HistoryTail.read(path, capacity: 100) == lines)
    }
}
