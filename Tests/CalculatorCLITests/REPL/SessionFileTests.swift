import CalculatorTestSupport
import Foundation
import LineEditor
import Testing

@testable import CalculatorCLI

/// `:save` replaces its file all or nothing, writes through a symbolic link, and replaces a file
/// that is not a save only when told to (`:save!`).
@Suite struct SessionFileTests {
    static let previous = "# calc session, saved with :save\nv = 98765432187875\n"
    static let next = "# calc session, saved with :save\nv = 1\nw = 2\n"

    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        /// What is at `a.calc` before the save: nil for nothing.
        let before: String?
        let overwriting: Bool
        /// The message `write` returns (nil for none), and what `a.calc` holds after it.
        let problem: String?
        let after: String?
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "new file", before: nil, overwriting: false, problem: nil, after: next),
        Case(name: "an earlier save", before: previous, overwriting: false, problem: nil, after: next),
        Case(name: "an empty file", before: "", overwriting: false, problem: nil, after: next),
        Case(
            name: "notes", before: "my notes\n", overwriting: false,
            problem: "'DIR/a.calc' is not a calc session file; :save! DIR/a.calc replaces it", after: "my notes\n"),
        Case(name: "notes with :save!", before: "my notes\n", overwriting: true, problem: nil, after: next),
    ]

    @Test(arguments: cases)
    func replaces(_ test: Case) {
        let directory = TemporaryDirectory()
        if let before = test.before { directory.write(before, to: "a.calc") }
        let problem = SessionFile.write(Self.next, to: directory.file("a.calc"), overwriting: test.overwriting)
        #expect(problem == test.problem?.replacingOccurrences(of: "DIR", with: directory.path))
        #expect(directory.read("a.calc") == test.after)
        #expect(FileSystem.entries(of: directory.path)?.sorted() == [".", "..", "a.calc"])
    }

    /// A failure after the bytes are written (here `fsync`, as on a failing disk) keeps the
    /// previous save whole and says so; a full disk and a file-size limit are run for real in
    /// Tests/reliability.
    @Test func failedSyncKeepsThePreviousSave() {
        let directory = TemporaryDirectory()
        directory.write(Self.previous, to: "a.calc")
        var failing = FileSystem.Operations()
        failing.sync = { _ in
            errno = EIO
            return -1
        }
        let problem = SessionFile.write(Self.next, to: directory.file("a.calc"), operations: failing)
        let path = directory.file("a.calc")
        #expect(problem == "cannot sync \(path).\(getpid()).tmp: Input/output error; '\(path)' is left as it was")
        #expect(directory.read("a.calc") == Self.previous)
        #expect(FileSystem.entries(of: directory.path)?.sorted() == [".", "..", "a.calc"])
    }

    /// The link stays a link and its target gets the save, as readline treats a linked history.
    @Test func writesThroughASymbolicLink() throws {
        let directory = TemporaryDirectory()
        directory.write(Self.previous, to: "real/a.calc")
        try FileManager.default.createSymbolicLink(
            atPath: directory.file("link.calc"), withDestinationPath: "real/a.calc")
        #expect(SessionFile.write(Self.next, to: directory.file("link.calc")) == nil)
        let kind =
            try FileManager.default.attributesOfItem(atPath: directory.file("link.calc"))[.type] as? FileAttributeType
        #expect(kind == .typeSymbolicLink)
        #expect(directory.read("real/a.calc") == Self.next)
    }

    /// A save replacing a file keeps its permissions (a temporary file is created 0600).
    @Test func keepsPermissions() {
        let directory = TemporaryDirectory()
        directory.write(Self.previous, to: "a.calc")
        chmod(directory.file("a.calc"), 0o640)
        #expect(SessionFile.write(Self.next, to: directory.file("a.calc")) == nil)
        #expect(directory.mode(of: "a.calc") == 0o640)
    }

    /// Issue 48: a FIFO is written through, never replaced by a regular file; with no process
    /// reading it, the save is an error rather than a wait. (The null device, which needs root to
    /// make, is in Tests/reliability.)
    @Test func writesThroughAFIFO() throws {
        let directory = TemporaryDirectory()
        let fifo = directory.file("fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(SessionFile.write(Self.next, to: fifo) == "cannot write \(fifo): no process reads the FIFO")
        #expect(FileSystem.kind(of: fifo) == .device)
    }

    /// A directory at the path is refused with a message, not replaced.
    @Test func refusesADirectory() {
        let directory = TemporaryDirectory()
        directory.write("x", to: "d/inside")
        #expect(
            SessionFile.write(Self.next, to: directory.file("d"))
                == "cannot write '\(directory.file("d"))': it is a directory")
    }

    /// A plot replaces calc's own SVG, and a foreign file only when told to.
    @Test func plotsReplaceOnlyCalcsOwnSVG() {
        let directory = TemporaryDirectory()
        let own = "<?xml version=\"1.0\"?>\n\(SessionFile.plotMarker)\n<svg/>\n"
        directory.write(own, to: "own.svg")
        directory.write("<svg>mine</svg>\n", to: "mine.svg")
        let kind = SessionFile.Kind.plot(override: "--replace")
        #expect(SessionFile.write(own, to: directory.file("own.svg"), kind: kind) == nil)
        #expect(
            SessionFile.write(own, to: directory.file("mine.svg"), kind: kind)
                == "'\(directory.file("mine.svg"))' is not a plot calc wrote; --replace replaces it")
        #expect(directory.read("mine.svg") == "<svg>mine</svg>\n")
        #expect(SessionFile.write(own, to: directory.file("mine.svg"), kind: kind, overwriting: true) == nil)
        #expect(directory.read("mine.svg") == own)
    }
}
