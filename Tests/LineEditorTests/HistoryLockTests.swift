import CalculatorTestSupport
import Dispatch
import Platform
import Testing

@testable import LineEditor

/// Another process holding the history's lock cannot freeze the REPL: a save waits about a
/// second, then keeps the line in memory and warns once; the saves after it try the lock once
/// without waiting, until one gets it and writes every kept line.
/// The wait is a count of pauses, which the test counts instead of sleeping through: no clock,
/// so a loaded machine cannot make it fail.
@Suite struct HistoryLockTests {
    let directory = TemporaryDirectory()

    /// Holds `path` locked, as another session would, until `release` is called.
    func hold(_ path: String) -> () -> Void {
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        precondition(fd >= 0 && flock(fd, LOCK_EX) == 0)
        return { close(fd) }
    }

    @Test func aHeldLockDelaysTheSaveBoundedlyAndKeepsTheLines() {
        let path = directory.file("history")
        let pauses = PauseCounter()
        var operations = FileSystem.Operations()
        operations.pause = { pauses.seconds.append($0) }
        let file = HistoryFile(path: path, capacity: 100, operations: operations)
        _ = file.load()
        let release = hold(path + ".lock")
        let warning = file.save("1+1")
        #expect(
            warning
                == "cannot lock \(path).lock: another session held it for more than 1.0 s; history is not being saved")
        // One second of pauses in all, in steps short enough for a released lock to be taken soon.
        #expect(pauses.seconds.count == 50)
        #expect(pauses.seconds.allSatisfy { $0 == FileSystem.lockStep })
        #expect(abs(pauses.seconds.reduce(0, +) - FileSystem.lockWait) < 1e-9)
        // Issue 48: still held, the next saves try once without waiting (a held lock cost a
        // second after every line): kept, and no second warning.
        #expect(file.save("2+2") == nil)
        #expect(file.save("2+3") == nil)
        #expect(pauses.seconds.count == 50)
        #expect(file.pending == ["1+1", "2+2", "2+3"])
        release()
        #expect(file.save("3+3") == nil)
        #expect(file.pending.isEmpty)
        #expect(directory.read("history") == "_HiStOrY_V2_\n1+1\n2+2\n2+3\n3+3\n")
        #expect(pauses.seconds.count == 50)  // a free lock is taken at the first attempt
        // Once saved, a lock held again is waited for again.
        let again = hold(path + ".lock")
        _ = file.save("4+4")
        #expect(pauses.seconds.count == 100)
        again()
    }

    /// A lock another session releases while a save waits is taken then: the save goes through.
    @Test func aLockReleasedDuringTheWaitIsTaken() {
        let path = directory.file("history")
        let pauses = PauseCounter()
        var release: (() -> Void)?
        var operations = FileSystem.Operations()
        operations.pause = { seconds in
            pauses.seconds.append(seconds)
            if pauses.seconds.count == 3 { release?() }
        }
        let file = HistoryFile(path: path, capacity: 100, operations: operations)
        _ = file.load()
        release = hold(path + ".lock")
        #expect(file.save("1+1") == nil)
        #expect(pauses.seconds.count == 3)
        #expect(directory.read("history") == "_HiStOrY_V2_\n1+1\n")
    }

    /// Issue 35: no `history.lock` stays beside the history once a save is done.
    @Test func aSaveLeavesNoLockFile() {
        let path = directory.file("history")
        let file = HistoryFile(path: path, capacity: 100)
        _ = file.load()
        #expect(file.save("1+1") == nil)
        #expect(file.save("2+2") == nil)
        #expect(directory.read("history") == "_HiStOrY_V2_\n1+1\n2+2\n")
        var status = stat()
        #expect(fileStatus(path + ".lock", &status) != 0)
    }

    /// A session waiting on a lock file that the holder removes, and another session replaces
    /// with its own, must not take the old file's lock for the history's: it waits on the new one.
    @Test func aLockOnARemovedLockFileIsNotTrusted() {
        final class Saving: @unchecked Sendable {
            let file: HistoryFile
            var warning: String?
            let done = DispatchSemaphore(value: 0)
            init(_ file: HistoryFile) { self.file = file }
        }
        let path = directory.file("history")
        let saving = Saving(HistoryFile(path: path, capacity: 100))
        _ = saving.file.load()
        let releaseOld = hold(path + ".lock")
        DispatchQueue.global().async {
            saving.warning = saving.file.save("1+1")
            saving.done.signal()
        }
        var pause = timespec(tv_sec: 0, tv_nsec: 200_000_000)
        nanosleep(&pause, nil)  // the save has opened the old file and waits on it
        unlink(path + ".lock")
        let releaseNew = hold(path + ".lock")
        releaseOld()
        saving.done.wait()
        #expect(
            saving.warning
                == "cannot lock \(path).lock: another session held it for more than 1.0 s; history is not being saved")
        #expect(saving.file.pending == ["1+1"])
        releaseNew()
    }
}

/// The pauses a save made, as the seconds each was asked to last.
final class PauseCounter: @unchecked Sendable {
    var seconds: [Double] = []
}
