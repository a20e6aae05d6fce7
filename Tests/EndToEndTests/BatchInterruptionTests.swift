import CalculatorTestSupport
import Testing

/// A batch run stopped by SIGINT ends with status 130 and keeps what it printed; `--timeout`
/// stops one statement with an error at it, and the run goes on.
struct BatchInterruptionTests {
    /// Ten million calls: seconds of work for the debug binary the tests run.
    static let slow = "1\nf(n) = if(n <= 0, 0, f(n - 1) + f(n - 1))\nf(30)\n2\n"

    @Test func sigintDuringAStatementEndsTheRunWith130() throws {
        let directory = TemporaryDirectory(prefix: "calc-e2e")
        directory.write(Self.slow, to: "slow.calc")
        // The 1 printed before the signal reaches the pipe: killed by SIGINT's default action,
        // calc would lose its buffered output.
        let run = try OutputTrustTests.shell(
            #""$CALC" slow.calc & pid=$!; sleep 1; kill -INT $pid; wait $pid; echo "status $?""#, in: directory.path)
        #expect(run.stdout == "1\nstatus 130\n")
        #expect(run.stderr == "")
    }

    /// gamma(2.5) at 10,000 digits is a minute inside one MPFR call, which checks no
    /// interruption: the run still ends within a second or two of SIGINT (LastWords), with what
    /// it printed.
    @Test func sigintInsideOneLongMPFRCallEndsTheRunWith130() throws {
        let directory = TemporaryDirectory(prefix: "calc-e2e")
        directory.write("1\ngamma(2.5)\n2\n", to: "long.calc")
        let run = try OutputTrustTests.shell(
            #"""
            "$CALC" --precision 10000 long.calc > out & pid=$!; sleep 1; kill -INT $pid
            start=$(date +%s); wait $pid; status=$?; end=$(date +%s)
            cat out; echo "status $status"; [ $((end - start)) -le 3 ] && echo "in time"
            """#, in: directory.path)
        #expect(run.stdout == "1\nstatus 130\nin time\n")
        #expect(run.stderr == "")
    }

    @Test func sigintWhileWaitingForInputEndsTheRunWith130() throws {
        let directory = TemporaryDirectory(prefix: "calc-e2e")
        let run = try OutputTrustTests.shell(
            #"sleep 3 2>/dev/null | "$CALC" -e 7 - & pid=$!; sleep 1; kill -INT $pid; wait $pid; echo "status $?""#,
            in: directory.path)
        #expect(run.stdout == "7\nstatus 130\n")
    }

    /// SIGTERM (`timeout`, a service manager) and SIGHUP (a closed terminal) end a run as SIGINT
    /// does: every complete result line written, then 128 + the signal. Their default action
    /// lost the buffered results.
    @Test(arguments: [("TERM", 143), ("HUP", 129), ("INT", 130)])
    func terminationKeepsTheResults(signal: String, status: Int) throws {
        let directory = TemporaryDirectory(prefix: "calc-e2e")
        directory.write(Self.slow, to: "slow.calc")
        let run = try OutputTrustTests.shell(
            #""$CALC" slow.calc & pid=$!; sleep 1; kill -\#(signal) $pid; wait $pid; echo "status $?""#,
            in: directory.path)
        #expect(run.stdout == "1\nstatus \(status)\n")
    }

    /// Inside one long MPFR call, which checks no interruption, and while waiting for input.
    @Test(arguments: [("TERM", 143), ("HUP", 129)])
    func terminationInsideALongCallOrAReadEndsInTime(signal: String, status: Int) throws {
        let directory = TemporaryDirectory(prefix: "calc-e2e")
        directory.write("1\ngamma(2.5)\n2\n", to: "long.calc")
        let run = try OutputTrustTests.shell(
            #"""
            "$CALC" --precision 10000 long.calc > out & pid=$!; sleep 1; kill -\#(signal) $pid
            start=$(date +%s); wait $pid; status=$?; end=$(date +%s)
            cat out; echo "status $status"; [ $((end - start)) -le 3 ] && echo "in time"
            sleep 3 2>/dev/null | "$CALC" -e 7 - & pid=$!; sleep 1; kill -\#(signal) $pid; wait $pid; echo "status $?"
            """#, in: directory.path)
        #expect(run.stdout == "1\nstatus \(status)\nin time\n7\nstatus \(status)\n")
    }

    @Test func aStatementPastTheTimeoutFailsAndTheRestRun() throws {
        let directory = TemporaryDirectory(prefix: "calc-e2e")
        directory.write(Self.slow, to: "slow.calc")
        let run = try OutputTrustTests.shell(#""$CALC" --timeout 0.2 slow.calc; echo "status $?""#, in: directory.path)
        #expect(run.stdout == "1\n2\nstatus 1\n")
        #expect(run.stderr.hasPrefix("slow.calc:3:1: error: evaluation took longer than 0.2 s\nf(30)\n^~~~~\n"))
    }

    @Test(arguments: ["0", "-1", "nan"])
    func aTimeoutMustBePositive(value: String) throws {
        let directory = TemporaryDirectory(prefix: "calc-e2e")
        let run = try OutputTrustTests.shell(#""$CALC" --timeout=\#(value) -e 1"#, in: directory.path)
        #expect(run.status == 64)
        #expect(run.stderr.contains("--timeout takes a number of seconds greater than 0"))
    }
}
