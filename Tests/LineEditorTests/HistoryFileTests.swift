import CalculatorTestSupport
import Platform
import Testing

@testable import LineEditor

/// The history file: libedit's format, saved line by line, shared by concurrent sessions,
/// never overwritten when it cannot be read.
@Suite struct HistoryFileTests {
    let directory = TemporaryDirectory()

    // ASCII only: under the tests' C locale, strvis writes non-ASCII as `\M-…` escapes (still read
    // back exactly, see roundTripsThroughLibeditFormat); the editor itself runs in a UTF-8 locale.
    @Test func savesEveryLineCreatingDirectories() {
        let path = directory.file("state/calc/history")
        let file = HistoryFile(path: path, capacity: 1000)
        #expect(file.load().entries == [])
        #expect(file.save("1+2") == nil)
        #expect(file.save("2*3") == nil)
        #expect(directory.read("state/calc/history") == "_HiStOrY_V2_\n1+2\n2*3\n")
        #expect(directory.mode(of: "state") == 0o700)
        #expect(directory.mode(of: "state/calc") == 0o700)
        #expect(directory.mode(of: "state/calc/history") == 0o600)
    }

    @Test(arguments: [
        "a b", "tab\there", "back\\slash", "√(2)×3", "trailing space ", "_HiStOrY_V2_",
    ])
    func roundTripsThroughLibeditFormat(line: String) {
        let path = directory.file("history")
        #expect(HistoryFile(path: path, capacity: 10).save(line) == nil)
        #expect(HistoryFile(path: path, capacity: 10).load().entries == [line])
    }

    @Test func twoSessionsKeepEachOthersLines() {
        let path = directory.file("history")
        let first = HistoryFile(path: path, capacity: 1000)
        let second = HistoryFile(path: path, capacity: 1000)
        _ = first.load()
        _ = second.load()
        for round in 1...3 {
            #expect(first.save("first \(round)") == nil)
            #expect(second.save("second \(round)") == nil)
        }
        #expect(
            HistoryFile(path: path, capacity: 1000).load().entries == [
                "first 1", "second 1", "first 2", "second 2", "first 3", "second 3",
            ])
    }

    @Test func firstSaveRemovesTemporaryFilesOfKilledSessions() {
        let path = directory.file("history")
        // What a session killed between writing and renaming leaves, and files that only look alike.
        directory.write("_HiStOrY_V2_\nhalf", to: "history.4242.tmp")
        directory.write("kept", to: "history.notes.tmp")
        directory.write("kept", to: "other.4242.tmp")
        let file = HistoryFile(path: path, capacity: 10)
        #expect(file.save("1+1") == nil)
        #expect(directory.read("history.4242.tmp") == nil)
        #expect(directory.read("history.notes.tmp") == "kept")
        #expect(directory.read("other.4242.tmp") == "kept")
        #expect(directory.read("history") == "_HiStOrY_V2_\n1+1\n")
    }

    @Test func dropsConsecutiveDuplicatesAndKeepsTheNewest() {
        let path = directory.file("history")
        let file = HistoryFile(path: path, capacity: 3)
        for line in ["a", "a", "b", "c", "c", "d"] { _ = file.save(line) }
        #expect(file.load().entries == ["b", "c", "d"])
    }

    @Test func emptyFileIsAnEmptyHistory() {
        directory.write("", to: "history")
        let file = HistoryFile(path: directory.file("history"), capacity: 10)
        #expect(file.load().warning == nil)
        #expect(file.save("x") == nil)
        #expect(directory.read("history") == "_HiStOrY_V2_\nx\n")
    }

    @Test func unparseableFileIsNeverOverwritten() {
        let contents = "1+1\nnot libedit's format\n"
        directory.write(contents, to: "history")
        let file = HistoryFile(path: directory.file("history"), capacity: 10)
        let (entries, warning) = file.load()
        #expect(entries == [])
        #expect(warning?.contains("not a libedit history file") == true)
        #expect(file.save("2+2") == nil)
        #expect(directory.read("history") == contents)
    }

    @Test func fileSpoiledDuringTheSessionIsLeftAloneWithOneWarning() {
        let file = HistoryFile(path: directory.file("history"), capacity: 10)
        #expect(file.save("1") == nil)
        directory.write("garbage\n", to: "history")
        #expect(file.save("2")?.contains("not a libedit history file") == true)
        #expect(file.save("3") == nil)
        #expect(directory.read("history") == "garbage\n")
    }

    @Test func unwritableLocationWarnsOnceAndKeepsLinesPending() {
        directory.write("a file, not a directory", to: "blocker")
        let file = HistoryFile(path: directory.file("blocker/calc/history"), capacity: 10)
        #expect(file.load().warning == nil)
        #expect(file.save("1")?.contains("cannot create directory") == true)
        #expect(file.save("2") == nil)
        #expect(file.pending == ["1", "2"])
    }

    @Test func pendingLinesAreWrittenOnceTheLocationWorks() {
        directory.write("x", to: "blocker")
        let file = HistoryFile(path: directory.file("blocker/history"), capacity: 10)
        #expect(file.save("1") != nil)
        #expect(unlink(directory.file("blocker")) == 0)
        #expect(file.save("2") == nil)
        #expect(directory.read("blocker/history") == "_HiStOrY_V2_\n1\n2\n")
    }
}
