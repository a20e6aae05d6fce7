import CalculatorTestSupport
import Platform
import Testing

@testable import LineEditor

/// Saves that fail after the bytes are written: an `fsync` or `close` reporting an I/O error, as
/// network file systems and failing disks do. A full disk and a file-size limit are tested for
/// real in Tests/repl/test_repl.py (`full_disk_…`, `file_size_limit_…`).
@Suite struct HistoryFileFailureTests {
    let directory = TemporaryDirectory()
    static let saved = "_HiStOrY_V2_\nsaved\\0401\n2^10\n"

    /// The step made to fail while `isFailing` is set; a class so the test can clear it.
    final class Fault {
        var isFailing = true
    }

    enum Step: String, CaseIterable, Sendable {
        case sync, close
    }

    /// The real calls, except `step`, which fails with EIO while `fault.isFailing`.
    static func operations(failing step: Step, _ fault: Fault) -> FileSystem.Operations {
        var operations = FileSystem.Operations()
        switch step {
        case .sync:
            operations.sync = { fd in
                guard fault.isFailing else { return fsync(fd) }
                errno = EIO
                return -1
            }
        case .close:
            operations.close = { stream in
                let status = fclose(stream)  // the stream is gone either way, as with a real failure
                guard fault.isFailing else { return status }
                errno = EIO
                return -1
            }
        }
        return operations
    }

    var temporaryFiles: [String] {
        FileSystem.entries(of: directory.path)?.filter { $0.hasSuffix(".tmp") } ?? ["(cannot list)"]
    }

    @Test(arguments: Step.allCases)
    func failingStepLeavesTheSavedFileWholeWarnsOnceAndSavesLater(step: Step) {
        directory.write(Self.saved, to: "history")
        let fault = Fault()
        let file = HistoryFile(
            path: directory.file("history"), capacity: 10, operations: Self.operations(failing: step, fault))
        #expect(file.load().entries == ["saved 1", "2^10"])
        let warning = file.save("1+1")
        #expect(warning?.hasPrefix("cannot \(step.rawValue) \(directory.file("history")).") == true)
        #expect(warning?.hasSuffix(": \(String(cString: strerror(EIO))); history is not being saved") == true)
        #expect(file.save("2+2") == nil)
        #expect(directory.read("history") == Self.saved)
        #expect(temporaryFiles == [])
        #expect(file.pending == ["1+1", "2+2"])
        fault.isFailing = false
        #expect(file.save("3+3") == nil)
        #expect(directory.read("history") == Self.saved + "1+1\n2+2\n3+3\n")
        #expect(file.pending == [])
        #expect(temporaryFiles == [])
    }

    @Test func writerReportingFailureReplacesNothing() {
        directory.write(Self.saved, to: "history")
        let path = directory.file("history")
        #expect(throws: FileSystem.SystemCallError.self) {
            try FileSystem.replace(path, through: path + ".1.tmp") { stream in
                fputs("_HiStOrY_V2_\n", stream)
                return false
            }
        }
        #expect(directory.read("history") == Self.saved)
        #expect(temporaryFiles == [])
    }
}
