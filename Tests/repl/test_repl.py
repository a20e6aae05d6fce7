#!/usr/bin/env python3
"""Drives the real `calc` REPL in a pseudo-terminal with pexpect.

Usage: python3 Tests/repl/test_repl.py [path/to/calc]   (default .build/debug/calc)

Each test gets a fresh temporary HOME and XDG_STATE_HOME. Match short fragments: libedit redraws
lines with cursor movements between characters. Exits 1 when a test fails; the last line reads
`N passed, N failed`.

The full-disk test mounts a 64 KiB tmpfs: with `mount` when allowed (root), else inside
`unshare --mount --map-root-user` (set CALC_TEST_TMPFS=unshare to take that road on purpose).
Where neither works it fails, unless CALC_TEST_NO_TMPFS=1 makes it report itself skipped.
"""
import io
import os
import re
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import termios
import time
import traceback

import pexpect
import pyte

HERE = os.path.dirname(os.path.abspath(__file__))
CALC = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "../../.build/debug/calc"))
UP = "\x1b[A"
HEADER = "_HiStOrY_V2_\n"
TESTS = []
results = []


def spawn(
    home, *args, lang="C.UTF-8", term="xterm", color=False, env=None, command=None, preexec_fn=None, preview=False,
    columns=100, rows=30
):
    """Starts calc. Without `preview`, with --no-preview: the live preview redraws the whole line on
    each key, so typed text reaches the transcript with cursor moves between its characters, and
    the tests that wait for their own typing would wait for ever. The preview's own tests say
    preview=True."""
    if command is None and not preview:
        args = ("--no-preview",) + args
    environment = {
        k: v for k, v in os.environ.items() if not k.startswith("LC_") and k not in ("NO_COLOR", "CALC_HISTORY", "CALC_INIT")
    }
    # The home and its XDG folders are the test's own: no developer's history or init file.
    environment.update(
        TERM=term, LANG=lang, HOME=home, XDG_STATE_HOME=os.path.join(home, "state"),
        XDG_CONFIG_HOME=os.path.join(home, "config"))
    if not color:
        environment["NO_COLOR"] = "1"
    environment.update(env or {})
    command = command or [CALC]

    def start():
        # A hangup ends calc as it ends any program, even when the tests run under nohup, whose
        # ignored SIGHUP calc would inherit (and rightly keep: the hangup test then waited).
        signal.signal(signal.SIGHUP, signal.SIG_DFL)
        if preexec_fn:
            preexec_fn()

    child = pexpect.spawn(
        command[0], command[1:] + list(args), env=environment, encoding="utf-8", timeout=5, dimensions=(rows, columns),
        preexec_fn=start)
    # Everything the child printed, for counting warnings.
    child.transcript = io.StringIO()
    child.logfile_read = Tee(child.transcript, sys.stdout if os.environ.get("VERBOSE") else None)
    return child


class Tee:
    def __init__(self, *streams):
        self.streams = [stream for stream in streams if stream]

    def write(self, text):
        for stream in self.streams:
            stream.write(text)

    def flush(self):
        for stream in self.streams:
            stream.flush()


def history_path(home):
    return os.path.join(home, "state/calc/history")


def folded(text):
    """A regular expression for `text` as calc writes it to a terminal, where a warning or a note
    folds at its spaces to the terminal's width (issue 49): each space may be a line break and
    the indentation after it."""
    return r"\s+".join(re.escape(word) for word in text.split(" "))


def enter(child, text, result, prompt=None):
    """Types a line, waits for its result, then for the next prompt (the result's, by default; the
    prompt sets an approximate result's "≈" closer: "≈ 0.333" shows as "≈0.333 › ")."""
    child.send(text + "\r")
    child.expect_exact(text)
    child.expect_exact("\r\n" + result + "\r\n")
    child.expect_exact(prompt if prompt is not None else result.replace("≈ ", "≈") + " › ")


def wait_until_reading_keys(child, timeout=5):
    """Waits for calc to be back in its line editor: its main thread blocked in the
    read-character function's poll (two descriptors, no timeout), the terminal out of canonical
    mode. The mode alone does not tell: while a line is evaluated the terminal is out of canonical
    mode too (Ctrl-C is read as a key there), and for an instant after it, back in it, where a
    typed Ctrl-D is the line discipline's end of file and Ctrl-R its reprint, both lost when
    libedit switches to raw mode; a test that sent one then waited for ever."""
    deadline = time.monotonic() + timeout
    while termios.tcgetattr(child.child_fd)[3] & termios.ICANON or not polling_the_terminal(child):
        if time.monotonic() > deadline:
            raise AssertionError("calc did not go back to reading keys")
        time.sleep(0.005)


def polling_the_terminal(child):
    """Whether calc (the child, or under `make` the child's child: the terminal's foreground
    process group is searched) waits in poll (x86_64 7, ppoll 271; aarch64 ppoll 73) on two
    descriptors in its main thread, as the line editor's read-character function does. Without
    /proc's syscall file, the terminal's mode alone decides."""
    try:
        group = os.tcgetpgrp(child.child_fd)
        pids = [int(name) for name in os.listdir("/proc") if name.isdigit()]
    except OSError:
        return True
    readable = False
    for pid in pids:
        try:
            with open("/proc/%d/stat" % pid) as f:
                # The fields after the command's closing parenthesis: state, ppid, pgrp, ...
                if int(f.read().rsplit(")", 1)[1].split()[2]) != group:
                    continue
            with open("/proc/%d/syscall" % pid) as f:
                fields = f.read().split()
        except (OSError, IndexError, ValueError):
            continue
        readable = True
        if len(fields) >= 3 and fields[0] in ("7", "271", "73") and int(fields[2], 16) == 2:
            return True
    return not readable


def quit_with_ctrl_d(child):
    wait_until_reading_keys(child)
    child.sendcontrol("d")
    child.expect(pexpect.EOF)
    child.close()
    return child.exitstatus


def history_lines(path):
    with open(path, encoding="utf-8") as f:
        text = f.read()
    assert text.startswith(HEADER), repr(text[:40])
    # Entries are strvis-encoded: a space is written \\040.
    unvis = lambda line: re.sub(r"\\([0-7]{3})", lambda m: chr(int(m.group(1), 8)), line)
    return [unvis(line) for line in text[len(HEADER):].splitlines()]


def test(function):
    TESTS.append(function)
    return function


@test
def banner_then_prompt_shows_each_new_result(home):
    child = spawn(home)
    child.expect_exact("calc ")
    child.expect_exact(":help")
    child.expect_exact("› ")
    enter(child, "1+2", "3")
    enter(child, "ans * 14", "42")
    enter(child, "x = 5", "x = 5", prompt="42 › ")  # an assignment leaves the display alone
    enter(child, "f(t) = t^2", "f(t)", prompt="42 › ")
    enter(child, "f(x)", "25")
    assert quit_with_ctrl_d(child) == 0


@test
def quiet_hides_the_banner(home):
    child = spawn(home, "-q")
    child.expect_exact("› ")
    assert "calc " not in child.before
    child.send(":quit\r")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


def pi_evaluates(home, lang, term):
    child = spawn(home, lang=lang, term=term)
    child.expect_exact("› ")
    enter(child, "π*2", "≈ 6.28318530717959")
    enter(child, "√(16)×2", "8")
    assert quit_with_ctrl_d(child) == 0


@test
def pi_under_c_utf8(home):
    pi_evaluates(home, "C.UTF-8", "xterm")


@test
def pi_under_lang_c(home):
    pi_evaluates(home, "C", "xterm")


@test
def pi_under_term_dumb(home):
    pi_evaluates(home, "C", "dumb")


@test
def history_written_and_recalled_with_up_in_a_new_session(home):
    child = spawn(home)
    child.expect_exact("› ")
    enter(child, "1+1", "2")
    enter(child, "2+2", "4")
    assert quit_with_ctrl_d(child) == 0
    assert history_lines(history_path(home)) == ["1+1", "2+2"]
    child = spawn(home)
    child.expect_exact("› ")
    child.send(UP)
    child.expect_exact("2+2")
    child.send(UP)
    child.expect_exact("1+1")
    child.send("\r")
    child.expect_exact("\r\n2\r\n")
    child.expect_exact("2 › ")
    child.send(":history\r")
    child.expect_exact("3  1+1")
    assert quit_with_ctrl_d(child) == 0
    assert history_lines(history_path(home)) == ["1+1", "2+2", "1+1", ":history"]


@test
def a_statement_over_several_lines_is_one_history_entry(home):
    child = spawn(home, "-q")
    child.expect_exact("› ")
    child.send("max(1,\r")
    child.expect_exact("… › ")
    enter(child, "7)", "7")
    assert quit_with_ctrl_d(child) == 0
    assert history_lines(history_path(home)) == ["max(1, 7)"]
    child = spawn(home, "-q")
    child.expect_exact("› ")
    child.send(UP)
    child.expect_exact("max(1, 7)")
    child.send("\r")
    child.expect_exact("\r\n7\r\n")
    assert quit_with_ctrl_d(child) == 0


@test
def two_concurrent_sessions_keep_their_lines(home):
    a, b = spawn(home, "-q"), spawn(home, "-q")
    a.expect_exact("› ")
    b.expect_exact("› ")
    for i in range(1, 11):
        enter(a, "%d+1000" % i, str(i + 1000))
        enter(b, "%d+2000" % i, str(i + 2000))
    assert quit_with_ctrl_d(a) == 0
    assert quit_with_ctrl_d(b) == 0
    lines = history_lines(history_path(home))
    expected = []
    for i in range(1, 11):
        expected += ["%d+1000" % i, "%d+2000" % i]
    assert lines == expected, lines


@test
def history_file_flag_env_and_no_history(home):
    chosen = os.path.join(home, "chosen")
    child = spawn(home, "--history-file", chosen, env={"CALC_HISTORY": os.path.join(home, "env")})
    child.expect_exact("› ")
    enter(child, "7", "7")
    assert quit_with_ctrl_d(child) == 0
    assert history_lines(chosen) == ["7"]
    child = spawn(home, env={"CALC_HISTORY": os.path.join(home, "env")})
    child.expect_exact("› ")
    enter(child, "8", "8")
    assert quit_with_ctrl_d(child) == 0
    assert history_lines(os.path.join(home, "env")) == ["8"]
    child = spawn(home, "--no-history")
    child.expect_exact("› ")
    enter(child, "9", "9")
    assert quit_with_ctrl_d(child) == 0
    assert not os.path.exists(os.path.join(home, "state"))


@test
def a_named_history_in_a_missing_directory_warns_and_makes_none(home):
    """Issue 35: CALC_HISTORY naming a missing directory warns and keeps history in memory; no
    directory is made, and no history.lock is left beside a history that is saved."""
    missing = os.path.join(home, "no/such/dir/h")
    child = spawn(home, "-q", env={"CALC_HISTORY": missing})
    child.expect(folded("warning: history file %s: %s is not a directory; history is kept for this session only"
                        % (missing, os.path.dirname(missing))))
    child.expect_exact("› ")
    enter(child, "6*7", "42")
    child.send(UP)
    child.expect_exact("6*7")  # still recalled in this session
    child.sendcontrol("c")
    child.expect_exact("42 › ")
    assert quit_with_ctrl_d(child) == 0
    assert not os.path.exists(os.path.join(home, "no")), "a directory was made"
    child = spawn(home, "-q")  # the default place is made, and holds no lock file afterwards
    child.expect_exact("› ")
    enter(child, "1+1", "2")
    assert quit_with_ctrl_d(child) == 0
    assert sorted(os.listdir(os.path.dirname(history_path(home)))) == ["history"]


@test
def a_terminal_type_without_terminfo_entry_starts_quietly(home):
    """Issue 35: TERM=xterm-kitty where terminfo has no such entry: libedit's "No entry for
    terminal type" is not printed, and editing works (xterm's entry stands in)."""
    child = spawn(home, term="xterm-kitty")
    child.expect_exact("› ")
    enter(child, "6*7", "42")
    child.send("+1")
    child.sendcontrol("a")  # a cursor move: not a dumb terminal's
    child.send("2")
    child.send("\r")
    child.expect_exact("\r\n3\r\n")
    assert quit_with_ctrl_d(child) == 0
    assert "No entry" not in child.transcript.getvalue(), child.transcript.getvalue()


@test
def tab_completes_sq_to_sqrt(home):
    child = spawn(home)
    child.expect_exact("› ")
    child.send("1+sq\t")
    child.expect_exact("rt(")
    child.send("9)\r")
    child.expect_exact("\r\n4\r\n")
    child.send("as\t")  # ambiguous: the candidates are listed
    child.expect(r"asin +asinh")
    child.send("\x15:h\t")
    child.expect(r":help +:history")
    child.send("\x15")
    assert quit_with_ctrl_d(child) == 0


@test
def conversions_base_and_bitwise_in_a_terminal(home):
    child = spawn(home)
    child.expect_exact("› ")
    enter(child, "0xff & 0x0f", "15")
    child.send("255 to h\t")  # TAB completes the format
    child.expect_exact("ex")
    child.send("\r")
    child.expect_exact("\r\n0xff\r\n")
    child.expect_exact("255 › ")  # ans, and the prompt, keep the number
    enter(child, ":base hex", "base hex: integer results in hex; others in decimal", prompt="0xff › ")
    enter(child, "1 << 70", "0x400000000000000000")
    enter(child, "ans to dec", "1180591620717411303424", prompt="0x400000000000000000 › ")
    assert quit_with_ctrl_d(child) == 0


@test
def ctrl_c_clears_a_half_typed_line(home):
    child = spawn(home)
    child.expect_exact("› ")
    child.send("12345")
    child.expect_exact("12345")
    child.sendcontrol("c")
    child.expect_exact("^C")
    child.expect_exact("› ")
    enter(child, "6*7", "42")
    child.send("(1 +")  # also inside a continued input
    child.send("\r")
    child.expect_exact("… › ")
    child.sendcontrol("c")
    child.expect_exact("42 › ")
    enter(child, "2", "2")
    assert quit_with_ctrl_d(child) == 0
    lines = history_lines(history_path(home))
    # A cancelled continued input never completed, so it is not history (as in bash).
    assert lines == ["6*7", "2"], lines


@test
def ctrl_d_exits_zero_and_not_on_a_non_empty_line(home):
    child = spawn(home)
    child.expect_exact("› ")
    child.send("12")
    child.expect_exact("12")
    child.sendcontrol("a")
    child.sendcontrol("d")  # deletes "1"
    child.send("\r")
    child.expect_exact("\r\n2\r\n")
    assert quit_with_ctrl_d(child) == 0


@test
def ctrl_d_in_a_continued_statement_drops_it_and_stays(home):
    """Issue 35: `max(1,` then Ctrl-D cancels the statement, says so and stays (as Python's REPL
    does); a second Ctrl-D quits."""
    child = spawn(home, "-q")
    child.expect_exact("› ")
    enter(child, "6*7", "42")
    child.send("max(1,\r")
    child.expect_exact("… › ")
    wait_until_reading_keys(child)
    child.sendcontrol("d")
    child.expect_exact("the unfinished statement was dropped; Ctrl-D again quits\r\n")
    child.expect_exact("42 › ")
    enter(child, "ans + 1", "43")
    assert quit_with_ctrl_d(child) == 0
    assert history_lines(history_path(home)) == ["6*7", "ans + 1"]


@test
def sigint_from_outside_does_not_kill_and_sigterm_keeps_history(home):
    child = spawn(home)
    child.expect_exact("› ")
    enter(child, "40+2", "42")
    os.kill(child.pid, signal.SIGINT)
    child.expect_exact("42 › ")
    enter(child, "ans+1", "43")
    assert child.isalive()
    child.kill(signal.SIGTERM)
    child.expect(pexpect.EOF)
    child.close()
    assert child.signalstatus == signal.SIGTERM or child.exitstatus != 0
    assert history_lines(history_path(home)) == ["40+2", "ans+1"]


@test
def ctrl_c_stops_an_evaluation_and_keeps_the_state(home):
    child = spawn(home, "-q")
    child.expect_exact("› ")
    enter(child, "x = 5", "x = 5", prompt="› ")
    child.send("f(n) = if(n <= 0, 0, f(n-1) + f(n-1))\r")
    child.expect_exact("f(n)\r\n")
    child.expect_exact("› ")
    # Ten million calls: seconds of work, stopped long before the end. The terminal turns ^C
    # into SIGINT while a line is evaluated; the assignment before f(30) is taken back too.
    started = time.monotonic()
    child.send("x = 7; f(30); x = 9\r")
    child.expect_exact("x = 7\r\n")
    time.sleep(0.3)
    child.sendcontrol("c")
    child.expect_exact("interrupted: nothing on this line was kept\r\n")
    assert time.monotonic() - started < 5, "Ctrl-C did not stop the evaluation"
    child.expect_exact("› ")
    enter(child, "x", "5")
    # A second Ctrl-C later stops a second evaluation just the same.
    child.send("f(30)\r")
    child.expect_exact("f(30)\r\n")
    time.sleep(0.3)
    child.sendcontrol("c")
    child.expect_exact("interrupted: nothing on this line was kept\r\n")
    child.expect_exact("5 › ")
    assert quit_with_ctrl_d(child) == 0


@test
def ctrl_c_that_stops_an_evaluation_does_not_reach_make(home):
    """Issue 35: the quick start's `make run` ended with status 130 after a Ctrl-C had stopped an
    evaluation, the terminal's SIGINT reaching make too. calc under make: the Ctrl-C stops the
    evaluation, keys typed meanwhile reach the next prompt, and make ends with 0."""
    makefile = os.path.join(home, "Makefile")
    with open(makefile, "w") as f:
        f.write("run:\n\t@%s -q --no-preview\n" % CALC)
    child = spawn(home, command=["make", "-s", "-f", makefile, "run"])
    child.expect_exact("› ")
    enter(child, "f(n) = if(n <= 0, 0, f(n-1) + f(n-1))", "f(n)", prompt="› ")
    child.send("f(30)\r")
    child.expect_exact("f(30)\r\n")
    time.sleep(0.3)
    child.sendcontrol("c")
    child.expect_exact("interrupted: nothing on this line was kept\r\n")
    child.expect_exact("› ")
    child.send("f(30)\r")
    child.expect_exact("f(30)\r\n")
    time.sleep(0.3)
    child.send("1+")  # typed ahead while it runs, then dropped with the line by the Ctrl-C
    child.sendcontrol("c")
    child.send("6*7\r")  # typed after: reaches the next prompt
    child.expect_exact("interrupted: nothing on this line was kept\r\n")
    child.expect_exact("\r\n42\r\n")
    child.expect_exact("42 › ")
    assert quit_with_ctrl_d(child) == 0


@test
def ctrl_c_in_a_pasted_block_says_how_many_lines_were_dropped(home):
    """Issue 35: Ctrl-C stops the pasted line that is running; the block's lines after it are
    dropped (as the terminal drops what was typed ahead at a SIGINT), and calc says how many."""
    child = spawn(home, "-q")
    child.expect_exact("› ")
    enter(child, "f(n) = if(n <= 0, 0, f(n-1) + f(n-1))", "f(n)", prompt="› ")
    child.send("\x1b[200~a = 1\rf(30)\rq = 2\rc = 3\r\x1b[201~")
    child.expect_exact("a = 1\r\n")
    time.sleep(0.5)
    child.sendcontrol("c")
    child.expect_exact("interrupted: nothing on this line was kept\r\n")
    child.expect_exact("2 more lines, typed or pasted ahead, were dropped\r\n")
    child.expect_exact("› ")
    # (q: `b` alone is a unit, the bit.)
    child.send("q\r")
    child.expect_exact("error: unknown name 'q'")
    enter(child, "a", "1")
    # Lines typed ahead while one runs, with no Ctrl-C: each runs in turn, in order.
    child.send("f(16)\rb = 2\rb + 40\r")
    child.expect_exact("\r\n0\r\n")
    child.expect_exact("\r\nb = 2\r\n")
    child.expect_exact("\r\n42\r\n")
    child.expect_exact("42 › ")
    assert quit_with_ctrl_d(child) == 0


@test
def ctrl_c_stops_a_long_gmp_or_mpfr_call(home):
    """One MPFR call (gamma at 10,000 digits takes about a minute) and one GMP conversion (every
    digit of 3^(2*10^7), seconds) check no interruption: Ctrl-C still gives the prompt back at
    once, with the state as it was."""
    child = spawn(home, "-q", "--precision", "10000")
    child.expect_exact("› ")
    enter(child, "x = 5", "x = 5", prompt="› ")
    for line in ["x = 7; gamma(2.5); x = 9", "3^(2*10^7)"]:
        child.send(line + "\r")
        child.expect_exact(line + "\r\n")
        time.sleep(0.5)
        started = time.monotonic()
        child.sendcontrol("c")
        child.expect_exact("interrupted: nothing on this line was kept\r\n")
        assert time.monotonic() - started < 1, "Ctrl-C took %.2f s" % (time.monotonic() - started)
        child.expect_exact("› ")
        enter(child, "x", "5")
    assert quit_with_ctrl_d(child) == 0


def cpu_seconds(pid):
    """The CPU time of `pid` and of its children, in seconds: its own user and system time (every
    thread's), its reaped children's (cutime, cstime), and each live child's, from /proc."""
    def fields(process):
        with open("/proc/%d/stat" % process) as f:
            data = f.read()
        # After "pid (comm) ": state ppid … utime stime cutime cstime are fields 14-17.
        return data[data.rindex(")") + 2:].split()

    ticks = 0
    own = fields(pid)
    ticks += sum(int(value) for value in own[11:15])
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            other = fields(int(entry))
        except OSError:
            continue
        if int(other[1]) == pid:
            ticks += int(other[11]) + int(other[12])
    return ticks / os.sysconf("SC_CLK_TCK")


@test
def ctrl_c_leaves_nothing_computing(home):
    """After Ctrl-C on gamma(2.5) at 10,000 digits (one MPFR call of a minute) and on a line
    printing every digit of 3^(2*10^7) (one GMP conversion of seconds), no abandoned work goes on:
    the CPU time of calc and its children, which grew while the line computed, does not grow
    from half a second after the interrupt to a second and a half after; the prompt works."""
    child = spawn(home, "-q", "--precision", "10000")
    child.expect_exact("› ")
    for line in ["gamma(2.5)", "3^(2*10^7)"]:
        start = cpu_seconds(child.pid)
        child.send(line + "\r")
        child.expect_exact(line + "\r\n")
        time.sleep(0.8)
        child.sendcontrol("c")
        child.expect_exact("interrupted: nothing on this line was kept\r\n")
        child.expect_exact("› ")
        time.sleep(0.5)
        settled = cpu_seconds(child.pid)
        time.sleep(1)
        later = cpu_seconds(child.pid)
        assert settled - start > 0.2, "%s: only %.2f s of CPU while it computed" % (line, settled - start)
        assert later - settled < 0.1, "%s: %.2f s of CPU after the interrupt" % (line, later - settled)
        enter(child, "1 + 1", "2")
    assert quit_with_ctrl_d(child) == 0


@test
def preview_gives_up_on_a_long_call_and_typing_goes_on(home):
    """The preview of gamma(2.5) at 10,000 digits would take a minute: each key still echoes at
    once, the preview given up on; Return starts the evaluation, which Ctrl-C stops."""
    child = spawn(home, "-q", "--precision", "10000", preview=True)
    child.expect_exact("› ")
    for key in "gamma(2.5)+1":
        started = time.monotonic()
        child.send(key)
        child.expect_exact(key, timeout=2)
        assert time.monotonic() - started < 1, "key %r took %.2f s" % (key, time.monotonic() - started)
    child.send("\r")
    time.sleep(0.3)
    child.sendcontrol("c")
    child.expect_exact("interrupted: nothing on this line was kept\r\n")
    enter_unechoed(child, "2+2", "4", "4 › ")
    assert quit_with_ctrl_d(child) == 0


@test
def commands_with_brackets_missing_files_and_ans(home):
    child = spawn(home, "-q")
    child.expect_exact("› ")
    # An unbalanced ( in a command does not start a continued input.
    child.send(":help sin(\r")
    child.expect_exact("sin(x): function of 1 argument")
    child.expect_exact("› ")
    enter(child, "1+1", "2")
    child.send(":load missing\r")
    child.expect_exact("error: no such file 'missing'\r\n")
    child.expect_exact("2 › ")
    child.send(":help ans\r")
    child.expect_exact("ans: the last result, now 2")
    child.expect_exact("2 › ")
    assert quit_with_ctrl_d(child) == 0


@test
def init_file_runs_quietly_before_the_first_prompt(home):
    os.makedirs(os.path.join(home, "config", "calc"))
    with open(os.path.join(home, "config", "calc", "init.calc"), "w") as f:
        f.write("sq(x) = x^2\n:precision 5\n:deg\nbad = sni(1)\nk = 3\n")
    child = spawn(home, "-q")
    # Only its error shows, with the file's path, line and column; the REPL starts anyway.
    child.expect_exact("init.calc:4:7: error: unknown name 'sni'")
    child.expect_exact("› ")
    enter(child, "sq(3) + k", "12")
    enter(child, "sin(90)", "1")
    enter(child, "1/3", "≈ 0.33333")
    # The init file is nothing to undo.
    child.send(":undo\r")
    child.expect_exact("undid: 1/3")
    child.send(":undo\r")
    child.expect_exact("undid: sin(90)")
    assert quit_with_ctrl_d(child) == 0
    # --no-init skips it; CALC_INIT names another one, and a missing one is a warning.
    child = spawn(home, "-q", "--no-init")
    child.expect_exact("› ")
    enter(child, "2*3", "6")
    child.send("sq(3)\r")
    child.expect_exact("error: unknown name 'sq'")
    assert quit_with_ctrl_d(child) == 0
    other = os.path.join(home, "other.calc")
    with open(other, "w") as f:
        f.write("z = 40\n:precision 3\n")
    child = spawn(home, "-q", env={"CALC_INIT": other})
    child.expect_exact("› ")
    enter(child, "z + 2/3", "≈ 40.7")
    assert quit_with_ctrl_d(child) == 0
    child = spawn(home, "-q", env={"CALC_INIT": os.path.join(home, "missing.calc")})
    child.expect_exact("warning: init file: no such file")
    child.expect_exact("› ")
    assert quit_with_ctrl_d(child) == 0


@test
def keys_typed_before_the_prompt_wait_for_it(home):
    """Issue 48, item 5: keys typed between an evaluation and the next prompt belonged to the
    terminal's line discipline, where Ctrl-D is its end of file and Ctrl-R its reprint, both lost
    when libedit switched to raw mode. The -i file's results fill the pseudo-terminal, so calc is
    held writing them, after their evaluation and before its first prompt, when Ctrl-D is typed:
    the first prompt reads it and calc ends (on 3f14f74 it stayed at the prompt)."""
    library = os.path.join(home, "lib.calc")
    with open(library, "w") as f:
        f.write("123456789 * 1000\n" * 30000)
    child = spawn(home, "-q", "--no-init", "--no-history", "-i", library)
    time.sleep(1.0)  # calc writes until the terminal is full, and waits
    child.sendcontrol("d")
    child.expect(pexpect.EOF, timeout=60)
    child.close()
    assert child.exitstatus == 0, (child.exitstatus, child.signalstatus)


@test
def ctrl_d_typed_while_a_typed_ahead_line_is_drawn_ends_calc(home):
    """Issue 48, item 5, between lines: a line typed ahead during an evaluation is handed to
    libedit, which draws it key by key (with the preview on, a preview of up to 25 ms for each
    complete prefix) without ever putting the terminal in raw mode: on 3f14f74 the terminal was
    in its own canonical mode all that while, and a Ctrl-D typed then was the line discipline's
    end of file, lost. Now it waits, and ends calc at the prompt after that line."""
    child = spawn(home, "-q", "--no-init", "--no-history", preview=True)
    child.expect_exact("› ")
    child.send("f(n) = if(n <= 0, 0, f(n - 1) + 1)\r")
    child.expect_exact("f(n)\r\n")
    ahead = "f(4000)+" + "1" * 40
    child.send("ncr(10^6, 5*10^5) > 0\r" + ahead + "\r")
    child.expect_exact("\r\n1\r\n", timeout=60)
    time.sleep(0.2)  # the typed-ahead line is being drawn, with a preview for each key
    child.sendcontrol("d")
    child.expect_exact("\r\n%d\r\n" % (4000 + int("1" * 40)), timeout=60)
    child.expect(pexpect.EOF, timeout=10)
    child.close()
    assert child.exitstatus == 0, (child.exitstatus, child.signalstatus)


def terminal_modes_after(home, script, *args, columns=100):
    """Runs calc under sh in a pseudo-terminal, `script(child, calc_pid)` driving it, then prints
    the terminal's modes from `stty -a` once calc is gone; returns them as a set of words."""
    command = "%s --no-preview -q --no-init --no-history %s; echo; echo MODES; stty -a" % (
        CALC, " ".join(args))
    child = spawn(home, command=["/bin/sh", "-c", command], preview=True, columns=columns)
    child.expect_exact("› ")
    calc = next(int(name) for name in os.listdir("/proc") if name.isdigit() and parent_of(int(name)) == child.pid)
    script(child, calc)
    child.expect_exact("MODES")
    child.expect(pexpect.EOF, timeout=10)
    child.close()
    return set(child.before.split())


def parent_of(pid):
    try:
        with open("/proc/%d/stat" % pid) as f:
            return int(f.read().rsplit(")", 1)[1].split()[1])
    except (OSError, ValueError, IndexError):
        return None


@test
def every_way_out_gives_the_terminal_back(home):
    """Issue 48, item 5: the terminal is out of canonical mode from the first prompt on; every
    exit puts it back as it was: Ctrl-D, :quit, SIGTERM and SIGHUP at the prompt, SIGTERM
    during an evaluation (on 3f14f74 that one left -icanon -echo)."""
    def ctrl_d(child, pid):
        wait_until_reading_keys(child)
        child.sendcontrol("d")

    def quit(child, pid):
        child.send(":quit\r")

    def sigterm(child, pid):
        wait_until_reading_keys(child)
        os.kill(pid, signal.SIGTERM)

    def sighup(child, pid):
        wait_until_reading_keys(child)
        os.kill(pid, signal.SIGHUP)

    def sigterm_evaluating(child, pid):
        child.send("ncr(10^7, 5*10^6) > 0\r")
        time.sleep(0.5)
        os.kill(pid, signal.SIGTERM)

    for way in (ctrl_d, quit, sigterm, sighup, sigterm_evaluating):
        try:
            modes = terminal_modes_after(home, way)
        except pexpect.TIMEOUT:
            raise AssertionError("%s: calc did not end" % way.__name__)
        for mode in ("icanon", "echo", "isig"):
            assert mode in modes, "after %s: %s is off: %s" % (way.__name__, mode, sorted(modes))


@test
def a_continued_line_that_stops_complete_ends_the_statement(home):
    """Issue 48, item 15: after `(`, the line `1+1` does not stop after `(`, `,` or an operator:
    the statement ends there, an error at its `(`, and `2*3` is a statement of its own (on
    3f14f74 all three joined, and the statement went on)."""
    child = spawn(home, "-q", "--no-init")
    child.expect_exact("› ")
    child.send("(\r")
    child.expect_exact("… › ")
    child.send("1+1\r")
    child.expect_exact("error: ")
    child.expect_exact("› ")
    enter(child, "2*3", "6")
    assert quit_with_ctrl_d(child) == 0


@test
def sigterm_at_the_prompt_after_interactive_files_ends_calc(home):
    # Batch mode keeps its results on SIGTERM; the REPL that -i starts has none to keep, and a
    # SIGTERM at its prompt ends calc with the signal, as it does without -i.
    library = os.path.join(home, "lib.calc")
    with open(library, "w") as f:
        f.write("a = 2\na * 10\n")
    child = spawn(home, "-q", "--no-init", "-i", library)
    child.expect_exact("20\r\n")
    child.expect_exact("20 › ")
    wait_until_reading_keys(child)
    child.kill(signal.SIGTERM)
    child.expect(pexpect.EOF, timeout=5)
    child.close()
    assert child.signalstatus == signal.SIGTERM, (child.exitstatus, child.signalstatus)

@test
def interactive_flag_loads_files_then_save_writes_them_back(home):
    library = os.path.join(home, "lib.calc")
    with open(library, "w") as f:
        f.write("a = 2\na * 10\nf(x) = x + a\nc = 0.1\n")
    # Exact arithmetic, the default: c is 1/10 and t an approximation, saved as its statement.
    child = spawn(home, "-q", "-i", library)
    child.expect_exact("20\r\n")
    child.expect_exact("20 › ")
    enter(child, "f(1) + c", "3.1")
    enter(child, "t = 2^0.5", "t = ≈ 1.4142135623731", prompt="3.1 › ")
    saved = os.path.join(home, "saved.calc")
    child.send(":save " + saved + "\r")
    child.expect_exact("saved 4 definitions to " + saved)
    assert quit_with_ctrl_d(child) == 0
    with open(saved) as f:
        text = f.read()
    # (Issue 35: an approximation that its statement alone gives back is saved as the statement.)
    assert "f(x) = x + a\n" in text and "c = 1/10\n" in text and "t = 2^0.5\n" in text, text
    child = spawn(home, "-q", "--no-init", "-i", saved)
    child.expect_exact("› ")
    enter(child, "c == 0.1", "1")
    enter(child, "t == 2^0.5", "1")
    enter(child, "f(1) + c", "3.1")
    assert quit_with_ctrl_d(child) == 0
    # Checked Double arithmetic saves 17 digits: read back, the same values bit for bit.
    child = spawn(home, "-q", "--arithmetic", "checked", "-i", library)
    child.expect_exact("20 › ")
    enter(child, "t = 2^0.5", "t = 1.4142135623731", prompt="20 › ")
    child.send(":save " + saved + "\r")
    child.expect_exact("saved 4 definitions to " + saved)
    assert quit_with_ctrl_d(child) == 0
    with open(saved) as f:
        text = f.read()
    assert "c = 0.1\n" in text and "t = 1.4142135623730951\n" in text, text
    child = spawn(home, "-q", "--arithmetic", "checked", "--no-init", "-i", saved)
    child.expect_exact("› ")
    enter(child, "t - sqrt(2)", "0")
    assert quit_with_ctrl_d(child) == 0


@test
def caret_lines_up_under_the_input(home):
    child = spawn(home)
    child.expect_exact("› ")
    enter(child, "5", "5")
    child.send("1 + sni(2)\r")
    # "5 › " is 4 columns, "1 + " 4 more: the caret starts in column 9, under "sni".
    child.expect_exact("\r\n" + " " * 8 + "^~~\r\n")
    child.expect_exact("error: unknown name 'sni'")
    child.expect_exact("note: did you mean 'sin'?")
    child.expect_exact("5 › ")
    assert quit_with_ctrl_d(child) == 0


@test
def carets_stay_under_what_they_point_at(home):
    # Wide enough for the 240-column excerpt below to fit a row (a narrower terminal cuts it
    # to one: the_caret_stands_under_its_token_on_a_wrapped_line).
    child = spawn(home, columns=300)
    child.expect_exact("› ")
    # Results printed between the input and the error: the error shows its own copy of the line.
    # The statement after the error is not run (issue 35), and the note says so.
    child.send("1; 2; 1/0; 3\r")
    child.expect_exact("\r\n2\r\n  1; 2; 1/0; 3\r\n        ^~~\r\n")
    child.expect_exact("error: division by zero\r\nnote: 1 statement after the error was not run\r\n")
    child.expect_exact("2 › ")
    # A line longer than the excerpt of 240 columns either side: the excerpt is shown.
    line = "1 + " * 80 + "sni(1)"
    child.send(line + "\r")
    child.expect_exact("  …" + ("1 + " * 60) + "sni(1)\r\n")
    child.expect_exact("  " + " " * 241 + "^~~\r\n")
    child.expect_exact("error: unknown name 'sni'")
    child.expect_exact("2 › ")
    # A wide character takes two columns.
    enter(child, "中 = 2", "中 = 2", prompt="2 › ")
    child.send("中 + sni(2)\r")
    # "2 › " is 4 columns, "中 + " 5 more.
    child.expect_exact("\r\n" + " " * 9 + "^~~\r\n")
    child.expect_exact("2 › ")
    assert quit_with_ctrl_d(child) == 0


@test
def a_wrapped_line_shows_its_error_under_a_copy(home):
    """Issue 35: a line wider than the terminal wraps; a caret under its last row would stand under
    the wrong token, so the error shows the line again with the caret under it (100 and 40
    columns), cut to one row (issue 49: `…` where text is left out). A line that fits keeps its
    caret under the input."""
    for columns in (100, 40):
        child = spawn(home, "-q", columns=columns)
        screen = Screen(child, columns)
        screen.wait_for(lambda s: s.line() == "›", "the prompt")
        line = "sni(1)" + "+1" * (columns // 2)
        child.send(line + "\r")
        screen.wait_for(lambda s: "error: unknown name 'sni'" in screen_rows(s), "the error")
        rows = screen_rows(screen)
        at = rows.index("error: unknown name 'sni'")
        assert rows[at - 1] == "  ^~~", rows[:at + 1]
        assert rows[at - 2].startswith("  sni(1)+1+1") and rows[at - 2].endswith("…"), rows[:at + 1]
        assert len(rows[at - 2]) == columns, rows[:at + 1]
        child.send("sni(2)\r")
        screen.wait_for(lambda s: screen_rows(s).count("error: unknown name 'sni'") == 2, "the second error")
        rows = screen_rows(screen)
        at = len(rows) - 1 - rows[::-1].index("error: unknown name 'sni'")
        assert rows[at - 2:at] == ["› sni(2)", "  ^~~"], rows[at - 2:at]
        assert quit_with_ctrl_d(child) == 0


@test
def no_prompt_no_prompt_indent_when_output_is_piped(home):
    # calc | cat: standard input is the terminal, output a pipe, so no prompt is drawn and the
    # error shows the line it points into.
    child = spawn(home, command=["/bin/sh", "-c", CALC + " -q | cat"])
    child.send("1 + sni(2)\r")
    child.expect_exact("  1 + sni(2)\r\n      ^~~\r\n")
    child.expect_exact("error: unknown name 'sni'")
    child.sendeof()
    child.expect(pexpect.EOF)


@test
def undo_takes_back_the_last_change(home):
    child = spawn(home)
    child.expect_exact("› ")
    enter(child, "x = 3", "x = 3", prompt="› ")
    enter(child, "x * 2", "6")
    enter(child, "x = 10", "x = 10", prompt="6 › ")
    child.send(":undo\r")
    child.expect_exact("undid: x = 10")
    enter(child, "x", "3")
    child.send(":undo\r")
    child.expect_exact("undid: x\r\n")
    child.expect_exact("6 › ")
    child.send(":undo\r")
    child.expect_exact("undid: x * 2")  # and the display goes back with it
    child.expect_exact("\r\n› ")
    assert quit_with_ctrl_d(child) == 0


@test
def help_and_hints_use_what_was_typed(home):
    """Issue 49 (items 4, 5, 10, 11 and 12), read off the screen: a hint from another tool's
    spelling shows the user's own operands (`bin(7)`: "7 to bin", not a fixed "10 to bin" that
    reads like an answer; `y += 5`); `:help i`, `:help =`, `:help #` and `:help sin` answer; `1e3e`
    is an error at its last e; `1 km to m+cm` is `1000 m`; `m/s²`, `∛` and `⋅` read as pasted."""
    child = spawn(home, "-q", "--no-init", columns=100)
    screen = Screen(child, 100, lines=40)
    shown = lambda text: (lambda s: any(s.text(y) == text for y in range(40)))
    screen.wait_for(lambda s: s.line() == "›", "the prompt")
    child.send("bin(7)\r")
    screen.wait_for(shown("note: calc converts with 'to': 7 to bin"), "the note with 7")
    child.send("\x0cy += 5\r")
    screen.wait_for(shown("note: calc has no compound assignment: write y = y + 5"), "the note with y and 5")
    child.send("\x0c:help i\r")
    screen.wait_for(shown("i: constant = i"), "i's value")
    child.send(":help =\r")
    screen.wait_for(shown("x = 3 gives x a value; f(x) = x^2 + 1 defines a function (its body is kept, not computed)."),
                    "what = does")
    child.send("\x0c:help #\r")
    screen.wait_for(shown("# starts a comment, to the end of the line: 2 + 2  # the sum"), "what # does")
    child.send(":help sin\r")
    screen.wait_for(shown("  sine, of radians (:deg for degrees; sin(30 deg))"), "sin's angle unit")
    # Items 5, 11 and 12: `1e` is an error at its e, not 1·e; sums of units leave out zero parts;
    # superscripts, `⋅` and `∛` as pasted.
    child.send("\x0c1e3e\r")
    screen.wait_for(shown("error: an exponent needs digits after 'e'"), "the exponent error")
    # Under the e of the line typed after the prompt `› `.
    assert screen.text(1) == "     ^", screen_rows(screen)[:8]
    screen.wait_for(shown("note: 1e6 is a million; for Euler's number e write 1e3 * e"), "both readings")
    child.send("\x0c1 km to m+cm\r")
    screen.wait_for(shown("1000 m"), "no 0 cm")
    child.send("9.81 m/s² * 2 kg\r")
    screen.wait_for(shown("19.62 N"), "a superscript power of a unit")
    child.send("∛27 ⋅ 2\r")
    screen.wait_for(shown("6"), "a cube root and a dot operator")
    child.send("1½ h to min\r")
    screen.wait_for(shown("90 min"), "a mixed number with a vulgar fraction")
    child.send("1 m % 30 cm\r")
    screen.wait_for(shown("10 cm"), "a remainder with its unit")
    # Item 6: a fraction whose integer part takes all fifteen digits is not shown as an integer.
    child.send("\x0c1e15/7\r")
    screen.wait_for(shown("≈ 1.42857142857143e14"), "1e15/7 with its exponent")
    # Item 8: a constant or a variable times the name after it.
    child.send("r = 2\r")
    child.send("\x0c2 pi r\r")
    screen.wait_for(shown("≈ 12.5663706143592"), "2 pi r")
    # Items 6 and 12: notes on 3!!, 100 F to C and digits grouped with blanks.
    child.send("\x0c3!!\r")
    screen.wait_for(shown("note: read as (3!)!, the factorial of 3!; calc has no double factorial"), "3!!")
    child.send("\x0c100 F to C\r")
    screen.wait_for(shown("note: F is the farad and C the coulomb: for temperatures write °F and °C"), "F to C")
    child.send("\x0c1 234 567\r")
    screen.wait_for(shown("note: to group digits, write them with _: 1_234_567"), "1 234 567")
    assert quit_with_ctrl_d(child) == 0


@test
def vars_history_and_clear(home):
    """Issue 49, item 3 (in part), read off the screen: `:vars` marks an approximation with `≈`
    as the echo does, `:history N` lists the last N lines with their numbers aligned, and
    `:clear` clears the screen."""
    child = spawn(home, "-q", "--no-init", columns=80)
    screen = Screen(child, 80, lines=40)
    shown = lambda text: (lambda s: any(s.text(y) == text for y in range(40)))
    screen.wait_for(lambda s: s.line() == "›", "the prompt")
    for line in ["x = 1/3", "y = 2"] + ["%d + 1" % n for n in range(1, 10)]:
        child.send(line + "\r")
    screen.wait_for(lambda s: s.line() == "10 ›", "the last result")
    child.send(":vars\r")
    screen.wait_for(shown("x = ≈ 0.333333333333333"), "x marked as an approximation")
    assert any(screen.text(y) == "y = 2" for y in range(40))
    # The last five of thirteen (`:vars` is the twelfth, `:history 5` the thirteenth), numbered
    # from the oldest, aligned.
    child.send(":history 5\r")
    screen.wait_for(shown("13  :history 5"), "the last five lines")
    assert any(screen.text(y) == " 9  7 + 1" for y in range(40)), screen_rows(screen)[-12:]
    assert any(screen.text(y) == "12  :vars" for y in range(40))
    assert not any(screen.text(y) == " 8  6 + 1" for y in range(40))
    child.send(":clear\r")
    screen.wait_for(lambda s: s.text(0) == "10 ›" and all(s.text(y) == "" for y in range(1, 40)), "a clear screen")
    assert quit_with_ctrl_d(child) == 0


@test
def help_for_a_name_and_the_overview(home):
    child = spawn(home)
    child.expect_exact("› ")
    child.send(":help sin\r")
    child.expect_exact("sin(x): function of 1 argument")
    child.expect_exact("sine, of radians (:deg for degrees; sin(30 deg))")
    # The overview fits a 24-line terminal and points at the language's three lists.
    child.send(":help\r")
    child.expect_exact("Commands:")
    child.expect_exact(":help functions")
    child.expect_exact("› ")
    child.send(":help all\r")
    child.expect_exact("Constants:")
    child.expect_exact("Operators, tightest first")
    child.expect_exact("Functions:")
    child.expect_exact("hypot(x, y)")
    child.expect_exact("› ")
    assert quit_with_ctrl_d(child) == 0


@test
def load_evaluates_a_file_with_file_line_errors(home):
    path = os.path.join(home, "setup.calc")
    with open(path, "w") as f:
        f.write("# constants\nrate = 0.05\ngrow(p) = p * (1 + rate)\ngrow(100)\n1 +\n")
    child = spawn(home)
    child.expect_exact("› ")
    child.send(":load %s\r" % path)
    child.expect_exact("rate = 0.05")
    child.expect_exact("grow(p)")
    child.expect_exact("105")
    child.expect_exact("%s:5:4: error:" % path)
    child.expect_exact("105 › ")
    enter(child, "grow(200)", "210")
    child.send(":load %s/missing.calc\r" % home)
    child.expect_exact("error: no such file")
    assert quit_with_ctrl_d(child) == 0


@test
def init_file_and_load_read_a_file_as_batch_does(home):
    """The init file and :load read a file's lines as batch mode does: a statement whose line stops
    inside a bracket joins the next lines, `quit` ends the file, and an unclosed last statement is
    an error at its first line. Unlike batch mode, both run :commands."""
    joined = os.path.join(home, "joined.calc")
    with open(joined, "w") as f:
        f.write("x = max(1,\n  2)\n:precision 5\nquit\nz = 9\n")
    unclosed = os.path.join(home, "unclosed.calc")
    with open(unclosed, "w") as f:
        f.write("v = 7\ny = (1 +\n  2 *\n")
    child = spawn(home, "-q", env={"CALC_INIT": joined})
    child.expect_exact("› ")
    enter(child, "x * 3", "6")
    enter(child, "1/7", "≈ 0.14286")
    child.send("z\r")
    child.expect_exact("error: unknown name 'z'")
    child.expect_exact("≈0.14286 › ")
    assert quit_with_ctrl_d(child) == 0
    child = spawn(home, "-q", env={"CALC_INIT": unclosed})
    child.expect_exact(unclosed + ":2:15: error: expected an expression after '*'")
    child.expect_exact("› ")
    enter(child, "v", "7")
    assert quit_with_ctrl_d(child) == 0
    # calc -i reads it as batch mode does: the same joining and quit, and a command is an error.
    child = spawn(home, "-q", "--no-init", "-i", joined)
    child.expect_exact(joined + ":3:1: error: REPL commands work only in the REPL")
    child.expect_exact("› ")
    enter(child, "x * 3", "6")
    child.send("z\r")
    child.expect_exact("error: unknown name 'z'")
    assert quit_with_ctrl_d(child) == 0
    child = spawn(home, "-q", "--no-init")
    child.expect_exact("› ")
    child.send(":load %s\r" % joined)
    child.expect_exact("x = 2\r\n")
    child.expect_exact("precision 5\r\n")
    child.expect_exact("› ")
    enter(child, "x + 1/7", "≈ 2.1429")
    child.send("z\r")
    child.expect_exact("error: unknown name 'z'")
    child.expect_exact("≈2.1429 › ")
    child.send(":load %s\r" % unclosed)
    child.expect_exact("v = 7\r\n")
    child.expect_exact(unclosed + ":2:15: error: expected an expression after '*'")
    child.expect_exact("≈2.1429 › ")
    # One :undo takes a whole file back, its commands included.
    child.send(":undo\r")
    child.expect_exact("undid: :load " + unclosed)
    child.send(":undo\r")
    child.expect_exact("undid: x + 1/7")
    child.send(":undo\r")
    child.expect_exact("undid: :load " + joined)
    enter(child, "1/8", "0.125")
    child.send(":precision\r")
    child.expect_exact("precision 15\r\n")
    # A file that loads itself stops at a depth.
    looping = os.path.join(home, "looping.calc")
    with open(looping, "w") as f:
        f.write(":load %s\n" % looping)
    child.send(":load %s\r" % looping)
    child.expect_exact(":load nests 16 files deep")
    child.expect_exact("0.125 › ")
    assert quit_with_ctrl_d(child) == 0


@test
def colour_only_when_allowed(home):
    child = spawn(home, color=True)
    child.expect_exact("\x1b[36m›")
    enter(child, "1", "1", prompt="\x1b[1m1 \x1b[0m")
    assert quit_with_ctrl_d(child) == 0
    for args, env, term in (([], {"NO_COLOR": "1"}, "xterm"), ([], {}, "dumb"), (["--color", "never"], {}, "xterm")):
        child = spawn(home, *args, color=True, env=env, term=term)
        child.expect_exact("› ")
        enter(child, "2", "2")
        assert "\x1b[36m" not in child.before, (args, env, term)
        assert quit_with_ctrl_d(child) == 0
    child = spawn(home, "--color", "always", term="dumb")
    child.expect_exact("\x1b[36m›")
    assert quit_with_ctrl_d(child) == 0

# A history saved before the disk fills up: it must come out of every failure byte for byte.
SAVED = (HEADER + "saved\\0401\n2^10\nsqrt(2)\\040*\\0403\n").encode()
SAVED_LINES = ["saved 1", "2^10", "sqrt(2) * 3"]
# Set to 1 where mounting a tmpfs is impossible (no root, no user namespaces) to skip, visibly,
# the one test that needs it. Without it, such a machine fails the test.
NO_TMPFS = "CALC_TEST_NO_TMPFS"


class Skipped(Exception):
    pass


def temporary_files(directory):
    return [name for name in os.listdir(directory) if name.endswith(".tmp")]


def writes_fail_then_space_comes_back(child, directory, error, free_space):
    """Lines entered while every history write fails: one warning, results as usual, the saved
    file untouched and no temporary file left; once `free_space()` runs, the next line saves
    them all. `directory` is where the test sees the history file (it may be under /proc)."""
    path = os.path.join(directory, "history")
    enter(child, "1+1", "2")
    enter(child, "2+2", "4")
    enter(child, "3+3", "6")
    transcript = child.transcript.getvalue()
    assert transcript.count("warning:") == 1, transcript
    assert re.search(folded(error + "; history is not being saved"), transcript), transcript
    with open(path, "rb") as f:
        assert f.read() == SAVED
    assert temporary_files(directory) == [], os.listdir(directory)
    free_space()
    enter(child, "4+4", "8")
    assert child.transcript.getvalue().count("warning:") == 1, child.transcript.getvalue()
    assert history_lines(path) == SAVED_LINES + ["1+1", "2+2", "3+3", "4+4"], history_lines(path)
    assert temporary_files(directory) == [], os.listdir(directory)
    assert quit_with_ctrl_d(child) == 0


def fill(path):
    """Writes zeros to `path` until the disk is full."""
    with open(path, "wb", buffering=0) as f:
        try:
            while True:
                f.write(bytes(4096))
        except OSError as error:
            assert error.errno == 28, error  # ENOSPC


def mount_small_tmpfs(mount_point):
    """Mounts a 64 KiB tmpfs in this process's namespace; false when not allowed."""
    if os.environ.get("CALC_TEST_TMPFS") == "unshare":  # to exercise the other road
        return False
    run = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "calc-test", mount_point], capture_output=True)
    return run.returncode == 0


# Run by `sh -c` inside a new mount namespace: mounts the tmpfs, puts the saved history on it,
# fills it, then runs calc with the remaining arguments.
UNSHARED_SETUP = """
disk=$1 saved=$2; shift 2
mount -t tmpfs -o size=64k calc-test "$disk" && cp "$saved" "$disk/history" || exit 99
head -c 1048576 /dev/zero > "$disk/filler" 2>/dev/null
exec "$0" "$@"
"""
UNSHARE = ["unshare", "--mount", "--map-root-user"]


@test
def full_disk_does_not_truncate_the_history_file(home):
    """A real ENOSPC: the history file lives on a full 64 KiB tmpfs."""
    disk = os.path.join(home, "disk")
    os.mkdir(disk)
    if mount_small_tmpfs(disk):
        child = None
        try:
            with open(os.path.join(disk, "history"), "wb") as f:
                f.write(SAVED)
            fill(os.path.join(disk, "filler"))
            assert os.statvfs(disk).f_bavail == 0
            child = spawn(home, "-q", "--history-file", os.path.join(disk, "history"))
            child.expect_exact("› ")
            writes_fail_then_space_comes_back(
                child, disk, "No space left on device", lambda: os.remove(os.path.join(disk, "filler")))
        finally:
            if child is not None:
                child.close(force=True)
            subprocess.run(["umount", disk], check=True)
        return
    # No mount here: calc runs in its own mount namespace, seen through /proc/PID/root.
    probe = subprocess.run(UNSHARE + ["mount", "-t", "tmpfs", "-o", "size=64k", "calc-test", disk], capture_output=True)
    if probe.returncode != 0:
        reason = "cannot mount a tmpfs: mount failed, and %s: %s" % (" ".join(UNSHARE), probe.stderr.decode().strip())
        if os.environ.get(NO_TMPFS) == "1":
            raise Skipped(reason + " (%s=1)" % NO_TMPFS)
        raise AssertionError(reason + "; set %s=1 to skip this test" % NO_TMPFS)
    saved = os.path.join(home, "saved")
    with open(saved, "wb") as f:
        f.write(SAVED)
    command = UNSHARE + ["sh", "-c", UNSHARED_SETUP, CALC, disk, saved]
    child = spawn(home, "-q", "--history-file", os.path.join(disk, "history"), command=command)
    seen = "/proc/%d/root%s" % (child.pid, disk)
    child.expect_exact("› ")  # the set-up is done
    assert os.statvfs(seen).f_bavail == 0
    writes_fail_then_space_comes_back(
        child, seen, "No space left on device", lambda: os.remove(os.path.join(seen, "filler")))


def file_size_limit(home, sigxfsz):
    """A real EFBIG: RLIMIT_FSIZE below the saved file's size, so the temporary file is cut short
    half-way through the saved lines; raising the limit is the space coming back."""
    path = history_path(home)
    os.makedirs(os.path.dirname(path))
    with open(path, "wb") as f:
        f.write(SAVED)
    _, hard = resource.getrlimit(resource.RLIMIT_FSIZE)

    def limit_file_size():
        signal.signal(signal.SIGXFSZ, sigxfsz)
        resource.setrlimit(resource.RLIMIT_FSIZE, (len(SAVED) - 10, hard))

    child = spawn(home, "-q", preexec_fn=limit_file_size)
    child.expect_exact("› ")
    writes_fail_then_space_comes_back(
        child, os.path.dirname(path), "File too large",
        lambda: resource.prlimit(child.pid, resource.RLIMIT_FSIZE, (hard, hard)))


@test
def file_size_limit_does_not_truncate_the_history_file(home):
    file_size_limit(home, signal.SIG_IGN)


@test
def file_size_limit_does_not_kill_calc(home):
    """SIGXFSZ's default action would end the session (and leave a temporary file behind)."""
    file_size_limit(home, signal.SIG_DFL)


CTRL_LEFT = ["\x1b[1;5D", "\x1b[1;3D", "\x1bOd", "\x1b[5D"]  # xterm Ctrl, xterm Alt, rxvt Ctrl, old xterm
CTRL_RIGHT = ["\x1b[1;5C", "\x1b[1;3C", "\x1bOc", "\x1b[5C"]
HOME = ["\x1b[H", "\x1bOH", "\x1b[1~", "\x1b[7~"]
END = ["\x1b[F", "\x1bOF", "\x1b[4~", "\x1b[8~"]
HARMLESS = ["\x1b[5~", "\x1b[6~", "\x1b[2~"]  # PageUp, PageDown, Insert


def assert_no_stray_text(child):
    """No key left pieces of its sequence in the line (`5D`, `~`)."""
    text = child.transcript.getvalue()
    for stray in ("5D", "5C", "3D", "3C", "~"):
        assert stray not in text, "%r in %r" % (stray, text[-300:])


@test
def word_movement_keys_move_by_words(home):
    child = spawn(home)
    child.expect_exact("› ")
    for key in CTRL_LEFT:
        child.send("10 4")
        child.expect_exact("10 4")
        child.send(key + "+ \r")  # before the 4
        child.expect_exact("\r\n14\r\n")
        child.expect_exact("14 › ")
    for key in CTRL_RIGHT:
        child.send("4 10")
        child.expect_exact("4 10")
        child.sendcontrol("a")
        child.send(key + " +\r")  # after the 4
        child.expect_exact("\r\n14\r\n")
        child.expect_exact("14 › ")
    assert_no_stray_text(child)
    assert quit_with_ctrl_d(child) == 0


@test
def home_end_delete_and_harmless_keys(home):
    child = spawn(home)
    child.expect_exact("› ")
    for key in HOME:
        child.send("3")
        child.expect_exact("3")
        child.send(key + "4\r")
        child.expect_exact("\r\n43\r\n")
    for key in END:
        child.send("4")
        child.expect_exact("4")
        child.sendcontrol("a")
        child.send(key + "3\r")
        child.expect_exact("\r\n43\r\n")
    child.send("123")
    child.expect_exact("123")
    child.sendcontrol("a")
    child.send("\x1b[3~\r")  # Delete: the character under the cursor
    child.expect_exact("\r\n23\r\n")
    child.send("6")
    child.expect_exact("6")
    child.send("".join(HARMLESS) + "*7\r")
    child.expect_exact("\r\n42\r\n")
    child.expect_exact("42 › ")
    assert_no_stray_text(child)
    assert quit_with_ctrl_d(child) == 0


@test
def pasted_block_runs_line_by_line_with_its_tabs(home):
    child = spawn(home)
    child.expect_exact("› ")
    assert "\x1b[?2004h" in child.transcript.getvalue()  # bracketed paste asked for
    child.send("\x1b[200~1 +\t2\r3\t* 4\r\x1b[201~")
    child.expect_exact("\r\n3\r\n")
    child.expect_exact("\r\n12\r\n")
    child.expect_exact("12 › ")
    enter(child, "ans + 1", "13")
    text = child.transcript.getvalue()
    assert "sqrt" not in text and "cosh" not in text, text  # no completion list
    assert quit_with_ctrl_d(child) == 0
    assert child.transcript.getvalue().rstrip("\r\n").endswith("\x1b[?2004l")  # and turned off at the end
    assert history_lines(history_path(home)) == ["1 +\t2", "3\t* 4", "ans + 1"]


@test
def ctrl_z_suspends_and_fg_resumes(home):
    """^Z stops calc under a job-control shell (calc reads it as a key: the terminal's own ^Z is
    off while editing); `fg` continues it with the half-typed line redrawn."""
    bash = shutil.which("bash")
    if not bash:
        raise Skipped("no bash for job control")
    child = spawn(home, command=[bash, "--norc", "--noprofile", "-i"], env={"PS1": "$ ", "CALC": CALC})
    child.expect_exact("$ ")
    child.send('"$CALC" -q\r')
    child.expect_exact("› ")
    child.send("6*")
    child.expect_exact("6*")
    child.sendcontrol("z")
    child.expect_exact("Stopped")
    child.expect_exact("$ ")
    child.send("jobs -l\r")
    child.expect(r"\[1\]\+ +(\d+) Stopped")
    pid = int(child.match.group(1))
    child.expect_exact("$ ")
    with open("/proc/%d/stat" % pid) as f:
        assert f.read().rsplit(")", 1)[1].split()[0] == "T"  # stopped
    child.send("fg\r")
    child.expect_exact("› ")
    child.send("7\r")  # the line kept its 6*
    child.expect_exact("\r\n42\r\n")
    child.expect_exact("42 › ")
    child.sendcontrol("d")
    child.expect_exact("$ ")
    child.send("exit\r")
    child.expect(pexpect.EOF)
    child.close()


def screen_line_after_typing(child, text):
    """Types `text`, then returns what the terminal printed for it once nothing more comes."""
    child.send(text)
    child.expect_exact(text[-1])
    output = child.before + child.after
    while True:
        try:
            child.expect(r"[\s\S]+", timeout=0.5)
            output += child.after
        except pexpect.TIMEOUT:
            return output


def enter_unechoed(child, text, output, prompt):
    """Like enter(), for a line typed while the preview redraws it (no contiguous echo to wait for)."""
    child.send(text + "\r")
    child.expect_exact("\r\n" + output + "\r\n")
    child.expect_exact(prompt)


def right_prompt(output):
    """The text drawn after the padding at the right end of the line: the preview, or ''."""
    match = re.search(r" {3,}(\S[^\r\n\x1b]*)(\x1b\[\d+G)?$", output)
    return match.group(1).strip() if match else ""


@test
def preview_shows_the_result_while_typing(home):
    child = spawn(home, "-q", preview=True)
    child.expect_exact("› ")
    assert right_prompt(screen_line_after_typing(child, "1+2")) == "3"
    child.send("\r")
    child.expect_exact("\r\n3\r\n")
    child.expect_exact("3 › ")
    assert right_prompt(screen_line_after_typing(child, "(1+")) == ""  # incomplete: nothing
    child.sendcontrol("c")
    child.expect_exact("3 › ")
    assert right_prompt(screen_line_after_typing(child, "x = 5")) == "x = 5"  # what Return would say
    child.sendcontrol("c")  # ... but never entered
    child.expect_exact("3 › ")
    enter_unechoed(child, "x", "error: unknown name 'x'", "3 › ")
    assert right_prompt(screen_line_after_typing(child, ":vars")) == ""  # commands: nothing
    child.send("\r")
    child.expect_exact("no variables yet")
    # Recursion is cut short: fib(40) would take minutes; the preview shows nothing at once.
    enter_unechoed(child, "fib(n) = if(n < 2, n, fib(n - 1) + fib(n - 2))", "fib(n)", "3 › ")
    assert right_prompt(screen_line_after_typing(child, "fib(10)")) == "55"
    child.sendcontrol("c")
    child.expect_exact("3 › ")
    start = time.monotonic()
    assert right_prompt(screen_line_after_typing(child, "fib(40)")) == ""
    assert time.monotonic() - start < 3
    child.sendcontrol("c")
    child.expect_exact("3 › ")
    assert quit_with_ctrl_d(child) == 0
    assert history_lines(history_path(home)) == ["1+2", "x", ":vars", "fib(n) = if(n < 2, n, fib(n - 1) + fib(n - 2))"]


@test
def preview_leaves_ctrl_r_and_mid_line_edits_working(home):
    """The preview rebinds the printable keys; Ctrl-R's search must still take them as its pattern."""
    child = spawn(home, "-q", preview=True)
    child.expect_exact("› ")
    enter_unechoed(child, "6*7", "42", "42 › ")
    enter_unechoed(child, "1+1", "2", "2 › ")
    wait_until_reading_keys(child)  # "2 › " may be the end of the redrawn "42 › 1+1"
    child.sendcontrol("r")
    child.expect_exact("bck:")
    child.send("6*")
    # The line found; under load libedit may draw it in pieces, cursor moves between them.
    child.expect(r"6(\x1b\[[0-9;]*[A-Za-z])*\*(\x1b\[[0-9;]*[A-Za-z])*7")
    child.send("\r")
    child.expect_exact("\r\n42\r\n")
    child.expect_exact("42 › ")
    screen_line_after_typing(child, "2π+1")
    child.sendcontrol("a")
    # Inserting before the line's text redraws only what moved: the preview is in the output.
    assert "38.6991118430775" in screen_line_after_typing(child, "1")  # 12π+1
    child.send("\r")
    child.expect_exact("\r\n≈ 38.6991118430775\r\n")
    assert quit_with_ctrl_d(child) == 0


@test
def preview_off_with_flag_command_and_dumb_terminal(home):
    child = spawn(home, "-q")  # --no-preview
    child.expect_exact("› ")
    assert right_prompt(screen_line_after_typing(child, "1+2")) == ""
    child.sendcontrol("c")
    child.expect_exact("› ")
    enter(child, ":preview on", "preview on", prompt="› ")
    assert right_prompt(screen_line_after_typing(child, "2*4")) == "8"
    child.sendcontrol("c")
    child.expect_exact("› ")
    enter_unechoed(child, ":preview off", "preview off", "› ")
    assert right_prompt(screen_line_after_typing(child, "2*5")) == ""
    child.sendcontrol("c")
    child.expect_exact("› ")  # a Ctrl-D before the prompt would reach the terminal in cooked mode
    assert quit_with_ctrl_d(child) == 0
    child = spawn(home, "-q", term="dumb", preview=True)
    child.expect_exact("› ")
    assert right_prompt(screen_line_after_typing(child, "1+2")) == ""
    child.send("\r")
    child.expect_exact("\r\n3\r\n")
    enter_unechoed(child, ":preview on", "preview on (shown only on a terminal that is not dumb)", "3 › ")
    assert quit_with_ctrl_d(child) == 0


class Screen:
    """A terminal emulator (pyte) fed with everything calc prints from its start, for tests that
    check what the user sees rather than the bytes: libedit redraws a changed line by its
    differences, so the same picture can come from many byte sequences."""

    def __init__(self, child, columns, lines=30):
        self.child = child
        self.screen = pyte.Screen(columns, lines)
        self.stream = pyte.Stream(self.screen)
        self.received = 0  # characters read
        self.emulated = 0.0  # seconds spent in the emulator

    def line(self):
        """The line the cursor is on, without its trailing blanks."""
        return self.text(self.screen.cursor.y)

    def text(self, y):
        """Line `y` of the screen, without its trailing blanks."""
        row = self.screen.buffer[y]
        return "".join(row[x].data for x in range(self.screen.columns)).rstrip()

    def wait_for(self, predicate, what, timeout=5):
        """Reads output until `predicate(self)` holds; fails after `timeout` seconds."""
        deadline = time.monotonic() + timeout
        while not predicate(self):
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise AssertionError("screen never showed %s; the cursor line is %r" % (what, self.line()))
            try:
                data = self.child.read_nonblocking(65536, min(remaining, 0.05))
            except pexpect.TIMEOUT:
                continue
            started = time.monotonic()
            self.stream.feed(data)
            self.emulated += time.monotonic() - started
            self.received += len(data)


@test
def preview_keeps_up_with_typing_on_a_long_line(home):
    """Types 500 characters one at a time and times each until the screen shows it: the line
    with the key added and, at its right end, the sum so far after a `1`, nothing after a `+`
    (the terminal is wide enough for both). The machine is shared, so only a generous bound is
    asserted; the median and maximum are printed."""
    child = spawn(home, "-q", preview=True, color=True, columns=1000)
    screen = Screen(child, 1000)
    screen.wait_for(lambda s: s.line() == "›", "the prompt")
    child.delaybeforesend = None  # pexpect's default 50 ms pause would be all that is measured
    delays = []
    typed = ""
    total = 0
    for character in "1" + "+1" * 249 + "+":  # 500 characters
        typed += character
        if character == "1":
            total += 1
            expected = re.compile(r"› %s {3,}%d$" % (re.escape(typed), total))  # line, padding, preview
        else:
            expected = re.compile(r"› %s$" % re.escape(typed))  # unfinished: no preview
        start = time.monotonic()
        child.send(character)
        screen.wait_for(lambda s: expected.match(s.line()), "key %d (%r)" % (len(typed), character))
        delays.append(time.monotonic() - start)
    delays.sort()
    print("    %d keys, each until the screen shows it: median %.1f ms, max %.1f ms"
          % (len(delays), delays[len(delays) // 2] * 1000, delays[-1] * 1000), flush=True)
    assert delays[-1] < 0.5, delays[-5:]
    # The last key's preview first, then Enter: the result of the whole line.
    child.send("1")
    screen.wait_for(lambda s: s.line().endswith(" 251"), "the preview 251")
    child.send("\r")
    screen.wait_for(lambda s: s.text(s.screen.cursor.y - 1) == "251", "the result 251", timeout=15)
    screen.wait_for(lambda s: s.line() == "251 ›", "the prompt after it")
    print("    %d characters of output, %.1f s in the terminal emulator" % (screen.received, screen.emulated))
    assert quit_with_ctrl_d(child) == 0


@test
def plot_fills_the_terminal_width(home):
    """`:plot` at two terminal widths, read off the screen (pyte): the plot is as wide as the
    terminal, 20 rows of braille above its axis, and without colour (NO_COLOR) the legend names
    each curve's marker."""
    for columns in (60, 120):
        child = spawn(home, "-q", columns=columns)
        screen = Screen(child, columns)
        screen.wait_for(lambda s: s.line() == "›", "the prompt")
        child.send(":plot sin(x), cos(x) from -pi to pi\r")
        screen.wait_for(lambda s: s.line() == "›" and s.screen.cursor.y > 20, "the prompt after the plot")
        rows = [screen.text(y) for y in range(screen.screen.cursor.y)]
        start = rows.index("› :plot sin(x), cos(x) from -pi to pi")
        plot = rows[start + 1:]
        assert len(plot) == 23, plot
        assert plot[-1] == "  • sin(x)   + cos(x)", plot[-1]
        axis = plot[-3]
        assert axis.lstrip().startswith("└") and len(axis) == columns, (columns, axis)
        assert all(row[5] in "┤│" for row in plot[:20]), plot
        assert plot[0] == "   1 ┤" and "  -1 ┤" in [row[:6] for row in plot[:20]], plot
        braille = [row for row in plot[:20] if any("\u2801" <= c <= "\u28ff" for c in row)]
        assert len(braille) >= 18, plot
        assert max(len(row) for row in plot) == columns, plot
        assert quit_with_ctrl_d(child) == 0


def screen_rows(screen):
    return [screen.text(y) for y in range(screen.screen.lines)]


@test
def the_caret_stands_under_its_token_on_a_wrapped_line(home):
    """Issue 49: a line wider than the terminal wraps; its error shows the line again cut to one
    row around the spot (with … where text is left out) and the caret directly under the token,
    at 40, 80 and 132 columns, with the token on the first row, the second, across the wrap, and
    after wide characters (a variable named 中文)."""
    for columns in (40, 80, 132):
        ones = "+1" * columns
        for line in ("sni(1)" + ones, ones[1:] + "+sni(1)", "1" + ones[: columns - 6] + "+sni(1)+1",
                     "中文+" * (columns // 3) + "sni(1)"):
            child = spawn(home, "-q", columns=columns)
            screen = Screen(child, columns)
            screen.wait_for(lambda s: s.line() == "›", "the prompt")
            child.send("中文 = 2\r")
            screen.wait_for(lambda s: s.line() == "›" and s.text(s.screen.cursor.y - 1) == "中文 = 2", "the assignment")
            child.send(line + "\r")
            screen.wait_for(
                lambda s: s.line() == "›" and s.text(s.screen.cursor.y - 2) == "error: unknown name 'sni'",
                "the prompt after the error")
            y = screen.screen.cursor.y
            caret_row = screen.screen.buffer[y - 3]
            x = next(x for x in range(columns) if caret_row[x].data == "^")
            assert "".join(caret_row[x + k].data for k in range(3)) == "^~~", screen_rows(screen)
            # The token in the cells above the caret (a wide character's second cell is empty).
            echo = screen.screen.buffer[y - 4]
            assert "".join(echo[x + k].data for k in range(3)) == "sni", (columns, line, screen_rows(screen))
            # The echo is one row, indented: the row above it is the end of the input as typed.
            assert screen.text(y - 4).startswith("  "), screen_rows(screen)
            assert screen.text(y - 5).endswith(line[-5:]), screen_rows(screen)
            child.terminate(force=True)


@test
def help_tables_fold_at_word_boundaries(home):
    """Issue 49: `:help functions` on a narrow terminal folds each description at a space, its
    later rows indented (under the column, or six blanks when that is too narrow); no word is
    cut by the terminal's width."""
    for columns in (60, 100):
        child = spawn(home, "-q", columns=columns)
        screen = Screen(child, columns, lines=200)
        screen.wait_for(lambda s: s.line() == "›", "the prompt")
        child.send(":help functions\r")
        screen.wait_for(
            lambda s: s.line() == "›" and any(s.text(y).startswith("  hmean(") for y in range(s.screen.cursor.y)),
            "the table")
        rows = [screen.text(y) for y in range(1, screen.screen.cursor.y)]
        for row, following in zip(rows, rows[1:]):
            cut = len(row) == columns and row[-1].isalnum() and following[:1].isalnum()
            assert not cut, (columns, row, following)
        seq = next(i for i, row in enumerate(rows) if row.startswith("  seq("))
        indent = 6 if columns == 60 else rows[seq].index("a, a + step")
        assert rows[seq + 1].startswith(" " * indent) and rows[seq + 1][indent] != " ", rows[seq : seq + 3]
        child.terminate(force=True)


@test
def a_contested_reading_gets_a_dim_note(home):
    """Issue 31: `6/2(1+2)` prints 9 and, under it, dim, the reading calc took; the preview shows
    the reading after the value while the line is typed; `:notes off` leaves the note out, and a
    percent works as a shop's: `100 + 10%` is 110, with its note."""
    child = spawn(home, "-q", preview=True, color=True, columns=100)
    screen = Screen(child, 100)
    screen.wait_for(lambda s: s.line() == "›", "the prompt")
    child.send("6/2(1+2)")
    screen.wait_for(lambda s: s.line().endswith("9   read as (6/2)·(1+2)"), "the preview with the reading")
    child.send("\r")
    note = "note: read as (6/2)·(1+2); for 6/(2(1+2)) write the parentheses"
    screen.wait_for(lambda s: s.line() == "9 ›", "the prompt after 9")
    y = screen.screen.cursor.y
    assert screen.text(y - 2) == "9", screen_rows(screen)
    assert screen.text(y - 1) == note, screen.text(y - 1)
    assert all(screen.screen.buffer[y - 1][x].bold is False for x in range(len(note)))
    # Dim is SGR 2: pyte keeps no dim attribute, so the bytes say it.
    child.send("100 + 10%\r")
    screen.wait_for(lambda s: s.line() == "110 ›", "the prompt after 110")
    y = screen.screen.cursor.y
    assert screen.text(y - 1) == "note: read as 100 + 10% of 100; to add 0.1, write 100 + 0.1", screen.text(y - 1)
    # Issue 49: a percent kept in a variable is a plain number, and the note says so.
    child.send("tax = 8%\r")
    kept = "note: tax holds 0.08, a plain number: x + tax adds 0.08; for 8% more, write x * (1 + tax)"
    screen.wait_for(lambda s: s.text(s.screen.cursor.y - 1) == kept, "the note on a kept percent")
    child.send(":notes off\r")
    screen.wait_for(lambda s: s.text(s.screen.cursor.y - 1) == "notes off", "notes off")
    child.send("2^3^2\r")
    screen.wait_for(lambda s: s.line() == "512 ›", "the prompt after 512")
    assert screen.text(screen.screen.cursor.y - 1) == "512"
    assert quit_with_ctrl_d(child) == 0


@test
def a_note_is_dim(home):
    """The note line is painted dim (SGR 2) as a whole, not bold like an error's note label."""
    child = spawn(home, "-q", color=True)
    child.expect_exact("›")
    child.send("-2^2\r")
    child.expect_exact("\x1b[2mnote: read as -(2^2); for (-2)^2 write the parentheses\x1b[0m")
    assert quit_with_ctrl_d(child) == 0


@test
def preview_leaves_the_screen_when_a_line_is_entered_or_dropped(home):
    """Issue 35: the preview is a guess at what Return would print; once the line is entered (its
    result printed under it) or dropped with Ctrl-C (mid-line, too), it must not stay on screen,
    at 100 columns and at 40."""
    for columns in (100, 40):
        child = spawn(home, "-q", preview=True, columns=columns)
        screen = Screen(child, columns)
        screen.wait_for(lambda s: s.line() == "›", "the prompt")
        child.send("6*7")
        screen.wait_for(lambda s: s.line().endswith(" 42"), "the preview 42")
        child.send("\r")
        screen.wait_for(lambda s: s.line() == "42 ›", "the prompt after 42")
        child.send("12+3")
        screen.wait_for(lambda s: s.line().endswith(" 15"), "the preview 15")
        child.sendcontrol("b")
        child.sendcontrol("b")  # the cursor mid-line: ^C is drawn after the line, not over it
        child.sendcontrol("c")
        screen.wait_for(lambda s: s.line() == "42 ›" and s.screen.cursor.y == 3, "the prompt after ^C")
        rows = screen_rows(screen)[:4]
        assert rows == ["› 6*7", "42", "42 › 12+3^C", "42 ›"], rows
        assert quit_with_ctrl_d(child) == 0


@test
def ctrl_c_stops_a_slow_plot(home):
    """A plot of a function that doubles its calls at each level runs for minutes; Ctrl-C gives
    the prompt back, the state as it was (a plot changes nothing), and the next plot draws."""
    child = spawn(home, "-q")
    child.expect_exact("› ")
    child.send("f(n) = if(n <= 0, 0, f(n-1) + f(n-1))\r")
    child.expect_exact("f(n)\r\n")
    child.expect_exact("› ")
    child.send(":plot f(25 + x)\r")
    child.expect_exact(":plot f(25 + x)\r\n")
    time.sleep(0.3)
    child.sendcontrol("c")
    child.expect_exact("interrupted")
    child.expect_exact("› ")
    child.send(":plot f(2) + x from 0 to 1\r")
    child.expect_exact("  • f(2) + x\r\n")
    child.expect_exact("› ")
    assert quit_with_ctrl_d(child) == 0


@test
def preview_shows_at_once_after_a_non_ascii_character(home):
    """Issue 35: a non-ASCII character typed last (`2π`) cannot be bound as the ASCII keys are, and
    its preview waited for the next key. Typed alone and after others, at 100 and 40 columns
    (where the preview is cut short: its first digits are checked), in colour and without."""
    for columns, color in ((100, False), (40, True)):
        child = spawn(home, "-q", preview=True, columns=columns, color=color)
        screen = Screen(child, columns)
        screen.wait_for(lambda s: s.line() == "›", "the prompt")
        child.send("2π")
        screen.wait_for(lambda s: re.match(r"› 2π {3,}6\.2831853\S*$", s.line()), "the preview of 2π")
        child.send("+1")
        screen.wait_for(lambda s: re.match(r"› 2π\+1 {3,}7\.2831853\S*$", s.line()), "the preview of 2π+1")
        child.send("√")
        screen.wait_for(lambda s: re.match(r"› 2π\+1√$", s.line()), "no preview for an unfinished line")
        child.send("4")
        screen.wait_for(lambda s: re.match(r"› 2π\+1√4 {3,}8\.2831853\S*$", s.line()), "the preview of 2π+1√4")
        child.send("×π")
        screen.wait_for(lambda s: re.match(r"› 2π\+1√4×π {3,}12\.566370\S*$", s.line()), "the preview of 2π+1√4×π")
        child.sendcontrol("c")
        screen.wait_for(lambda s: s.line() == "›", "the prompt after ^C")
        assert quit_with_ctrl_d(child) == 0


@test
def banner_and_notes_fold_at_word_boundaries_on_a_narrow_terminal(home):
    """Issue 35: at 40 columns the banner and a long note broke mid-word ('to sci' shows its di /
    gits); they fold at spaces, a note's later rows under its text. At 100 columns they stay whole."""
    child = spawn(home, columns=40)
    screen = Screen(child, 40)
    screen.wait_for(lambda s: s.line() == "›", "the prompt")
    assert screen_rows(screen)[:2] == ["calc 0.1.0 · type :help for help, Ctrl-D", "to quit"], screen_rows(screen)[:3]
    child.send("sqrt(2) to frac\r")
    screen.wait_for(lambda s: s.line() == "›" and s.screen.cursor.y > 3, "the prompt after the error")
    rows = screen_rows(screen)
    at = next(i for i, row in enumerate(rows) if row.startswith("note:"))
    assert rows[at:at + 6] == [
        "note: it is an approximation, which has", "      no exact fraction; 'to sci' shows",
        "      its digits, or round it first:", "      round(1000 * sqrt(2)) / 1000 to", "      frac", "›"
    ], rows[at - 2:at + 6]
    assert quit_with_ctrl_d(child) == 0
    child = spawn(home, columns=100)
    screen = Screen(child, 100)
    screen.wait_for(lambda s: s.line() == "›", "the prompt")
    assert screen_rows(screen)[0] == "calc 0.1.0 · type :help for help, Ctrl-D to quit"
    assert quit_with_ctrl_d(child) == 0


@test
def shadowing_a_unit_is_told_once_per_name(home):
    """Issue 30: a variable or a function that hides a unit gets a note, once per name (read off
    the screen: the second `m = 6` and the later lines have none); units defined with `unit`
    work at the prompt and :undo takes them back."""
    child = spawn(home, "-q", "--no-init", columns=100)
    screen = Screen(child, 100)
    screen.wait_for(lambda s: s.line() == "›", "the prompt")
    def after(line, shown):
        child.send(line + "\r")
        screen.wait_for(lambda s: shown in screen_rows(s) and s.line().endswith("›"), repr(shown))

    after("m = 5", "m = 5")
    after("m = 6", "m = 6")
    after("2 m", "12")
    after("unit furlong = 220 yd", "unit furlong")
    after("1 furlong to metre", "201.168 metre")
    rows = screen_rows(screen)
    note = "note: m now names your variable; for the metre, write meter or metre"
    assert rows.count(note) == 1, rows
    assert rows[rows.index(note) - 1] == "m = 5", rows
    assert quit_with_ctrl_d(child) == 0


@test
def complex_numbers_at_the_prompt(home):
    """Issue 32: complex results in the live preview, the result line and the prompt (read off the
    screen); `to polar`; `:real on` restores the real error, `:real off` the complex value."""
    child = spawn(home, "-q", "--no-init", preview=True, columns=100)
    screen = Screen(child, 100)
    screen.wait_for(lambda s: s.line() == "›", "the prompt")
    child.send("sqrt(3+4i)")
    screen.wait_for(lambda s: s.line().endswith("2 + i"), "the preview of sqrt(3+4i)")
    child.send("\r")
    screen.wait_for(lambda s: s.line() == "2 + i ›", "the prompt after 2 + i")
    assert screen.text(screen.screen.cursor.y - 1) == "2 + i", screen_rows(screen)

    def after(line, shown, prompt):
        child.send(line + "\r")
        # The prompt may read the same before and after (`:real on`): wait for the line above it.
        screen.wait_for(
            lambda s: s.line() == prompt and s.text(s.screen.cursor.y - 1) == shown, repr((shown, prompt)))

    after("ans * conj(ans)", "5", "5 ›")
    after("(-8)^(1/3)", "≈ 1 + 1.73205080756888i", "≈1 + 1.73205080756888i ›")
    after("(3+4i) to polar", "≈ 5∠0.927295218001612", "3 + 4i ›")  # ans keeps the value
    after(":real on", "real numbers only: sqrt(-1) is an error", "3 + 4i ›")
    child.send("sqrt(-1)\r")
    screen.wait_for(lambda s: "error: square root of a negative number" in screen_rows(s), "the real error")
    after(":real off", "real off: sqrt(-1) is i", "3 + 4i ›")
    after("sqrt(-1)", "i", "i ›")
    assert quit_with_ctrl_d(child) == 0


@test
def decisions_at_the_prompt(home):
    """Issue 34: a decision the error bound does not settle is taken at the refinement cap with
    a note under the result; a pole within the bound is an error (read off the screen)."""
    child = spawn(home, "-q", "--no-init", columns=100)
    screen = Screen(child, 100)
    screen.wait_for(lambda s: s.line() == "›", "the prompt")
    child.send("sin(pi) == 0\r")
    screen.wait_for(lambda s: s.line() == "1 ›", "the prompt after sin(pi) == 0")
    rows = screen_rows(screen)
    assert "note: sin(pi) and 0 agree to 1,018 digits; taken as equal" in rows, rows
    child.send("floor(sqrt(3)^2)\r")
    screen.wait_for(lambda s: s.line() == "3 ›", "the prompt after floor(sqrt(3)^2)")
    assert "note: floor(sqrt(3)^2): its argument is 3 to 1,018 digits; taken as 3" in screen_rows(screen)
    child.send("tan(pi/2)\r")
    screen.wait_for(
        lambda s: "error: tan is undefined at pi/2 (or too close to it to tell)" in screen_rows(s), "the pole's error")
    child.send("(10^50 + sqrt(2)) - 10^50\r")
    screen.wait_for(lambda s: s.line() == "≈1.4142135623731 ›", "the prompt after the cancellation")
    assert quit_with_ctrl_d(child) == 0


@test
def init_file_defines_units(home):
    """Issue 30: the init file can hold `unit` statements; they are the session's units, which
    :save writes first and a new session :loads back."""
    os.makedirs(os.path.join(home, "config", "calc"))
    with open(os.path.join(home, "config", "calc", "init.calc"), "w") as f:
        f.write("unit USD\nunit EUR = 1.08 USD\n")
    child = spawn(home, "-q")
    child.expect_exact("› ")
    # The prompt shows `ans`, which `to` converted (issue 43).
    enter(child, "100 EUR to USD", "108 USD", prompt="108 USD › ")
    saved = os.path.join(home, "units.calc")
    child.send(":save " + saved + "\r")
    child.expect_exact("saved 2 definitions to " + saved)
    assert quit_with_ctrl_d(child) == 0
    with open(saved) as f:
        assert f.read().splitlines()[1:] == ["unit USD", "unit EUR = 1.08 USD"]
    child = spawn(home, "-q", "--no-init")
    child.expect_exact("› ")
    child.send(":load " + saved + "\r")
    child.expect_exact("unit EUR\r\n")
    enter(child, "54 USD to EUR", "50 EUR", prompt="50 EUR › ")
    assert quit_with_ctrl_d(child) == 0


@test
def a_shrunk_terminal_shows_the_whole_line_at_once(home):
    """Issue 35: after the terminal shrank, the line being edited stayed drawn for the old width
    (in tmux, its first row gone) until the next key. An 83-column line at 60 columns is shrunk to
    40: without a key, the screen (pyte, which cuts rows as xterm does) shows it in three rows of
    40, then Return evaluates it. With the preview too, whose redraw is another path."""
    line = "1+" * 40 + "1"
    for preview in (False, True):
        child = spawn(home, "-q", columns=60, preview=preview)
        screen = Screen(child, 60)
        screen.wait_for(lambda s: s.line() == "›", "the prompt")
        child.send(line)
        screen.wait_for(lambda s: s.screen.cursor.y == 1 and s.line().endswith("+1+1"), "the line on two rows")
        child.setwinsize(30, 40)
        screen.screen.resize(30, 40)
        wanted = [("› " + line)[:40], ("› " + line)[40:80], ("› " + line)[80:]]
        screen.wait_for(lambda s: screen_rows(s)[:3] == wanted, "the line redrawn in rows of 40")
        assert screen.screen.cursor.y == 2 and screen.screen.cursor.x == 3, (screen.screen.cursor.y, screen.screen.cursor.x)
        child.send("\r")
        screen.wait_for(lambda s: s.line() == "41 ›", "the prompt after 41")
        assert screen_rows(screen)[3] == "41", screen_rows(screen)[:5]
        assert quit_with_ctrl_d(child) == 0


@test
def tab_completes_units_after_a_number_and_after_to(home):
    """Issue 30: TAB offers units where a unit may stand, read off the screen (pyte): `60 mp`
    completes to `mph`, `m/se` to `m/sec` (listing `second`) after a unit's `/`, `kilometr` to
    `kilometre`; `255 to h` is still `hex`, a plain number having no unit to convert."""
    child = spawn(home, "-q", columns=80)
    screen = Screen(child, 80)
    screen.wait_for(lambda s: s.line() == "›", "the prompt")
    child.send("60 mp\t")  # mpg and mph: listed
    screen.wait_for(lambda s: any(re.match(r"mpg +mph$", s.text(y)) for y in range(s.screen.lines)),
                    "mpg and mph listed")
    child.send("h")
    child.send(" to m/se\t")  # after a unit's `/`: sec, second and a constant (c_2), listed
    screen.wait_for(lambda s: any(re.match(r"sec +second +second_radiation_constant$", s.text(y))
                                  for y in range(s.screen.lines)),
                    "sec and second listed")
    screen.wait_for(lambda s: s.line() == "› 60 mph to m/sec", "sec completed")
    child.send("\r")
    screen.wait_for(lambda s: s.text(s.screen.cursor.y - 1) == "26.8224 m/sec", "26.8224 m/sec")
    screen.wait_for(lambda s: s.line() == "26.8224 m/sec ›", "the prompt: to converted the value")
    child.send("3 kilometr\t")  # kilometre and kilometres_per_hour: kilometre typed, both listed
    screen.wait_for(lambda s: s.line() == "26.8224 m/sec › 3 kilometre", "kilometre completed")
    child.send("\x15255 to h\t")
    screen.wait_for(lambda s: s.line() == "26.8224 m/sec › 255 to hex", "hex completed")
    child.send("\r")
    screen.wait_for(lambda s: s.line() == "255 ›", "the prompt after 0xff")
    assert quit_with_ctrl_d(child) == 0


@test
def many_candidates_are_listed_when_asked_a_screen_at_a_time(home):
    """Issue 49: TAB with more than 50 candidates (`5 km to mi`: the units from mi) asks
    "show all N? (y or n)" as bash does; n keeps the line; y lists them a screen at a time with
    --More-- (space for the next page, q to stop), then the line comes back. TAB on an empty line
    lists the commands."""
    child = spawn(home, "-q", columns=80, rows=12)
    screen = Screen(child, 80, lines=12)
    screen.wait_for(lambda s: s.line() == "›", "the prompt")
    child.send("5 km to mi\t")
    screen.wait_for(lambda s: re.match(r"show all (\d+)\? \(y or n\)$", s.line()), "the question")
    count = int(re.match(r"show all (\d+)", screen.line()).group(1))
    assert count > 50, count
    child.send("n")
    screen.wait_for(lambda s: s.line() == "› 5 km to mi", "the line back, nothing listed")
    child.send("\t")
    screen.wait_for(lambda s: s.line().startswith("show all"), "the question again")
    child.send("y")
    screen.wait_for(lambda s: s.line() == "--More--", "a page")
    first = [screen.text(y) for y in range(11)]
    assert first[0].startswith("mi ") and "microamp" in first[1], first
    child.send(" ")
    screen.wait_for(lambda s: s.line() == "--More--" and s.text(0) != first[0], "the next page")
    child.send("q")
    screen.wait_for(lambda s: s.line() == "› 5 km to mi", "the line after q")
    child.send("\r")
    screen.wait_for(lambda s: s.line() == "≈3.10685596118667 mi ›", "the conversion")
    child.send("\t")
    screen.wait_for(lambda s: any(":help" in s.text(y) for y in range(12)) and any(":vars" in s.text(y) for y in range(12)),
                    "the commands listed")
    screen.wait_for(lambda s: s.line() == "≈3.10685596118667 mi ›", "the prompt below the commands")
    assert quit_with_ctrl_d(child) == 0


@test
def tab_completes_a_users_unit(home):
    """Issue 30: after `unit furlong = 220 yd`, TAB completes `furl` to `furlong` where a unit
    may stand (after a number, after `to`), `:units furlong` lists it under "User units" and
    `:help furlong` explains it; before the statement `furl` completes to nothing."""
    child = spawn(home, "-q", "--no-init", columns=80)
    screen = Screen(child, 80)
    screen.wait_for(lambda s: s.line() == "›", "the prompt")
    child.send("2 furl\tx")  # the x after the TAB shows where the TAB left the line
    screen.wait_for(lambda s: s.line() == "› 2 furlx", "nothing completed before the unit exists")
    child.send("\x15unit furlong = 220 yd\r")
    screen.wait_for(lambda s: s.line() == "›" and "unit furlong" in screen_rows(s), "the unit defined")
    child.send("1 mile to furl\t")
    screen.wait_for(lambda s: s.line() == "› 1 mile to furlong", "furlong completed after to")
    child.send("\r")
    screen.wait_for(lambda s: "8 furlong" in screen_rows(s), "8 furlong")
    child.send("2 furl\t")
    screen.wait_for(lambda s: s.line().endswith("› 2 furlong"), "furlong completed after a number")
    child.send("\x15:units furlong\r")
    screen.wait_for(lambda s: "User units:" in screen_rows(s), "User units listed")
    rows = screen_rows(screen)
    assert re.match(r"  furlong +- +220 yd +length$", rows[rows.index("User units:") + 1]), rows
    child.send(":help furlong\r")
    screen.wait_for(lambda s: "furlong: furlong, 201.168 m, length" in screen_rows(s), "furlong explained")
    assert quit_with_ctrl_d(child) == 0


@test
def units_lists_a_dimension_and_help_explains_a_unit(home):
    """Issue 30: `:units length` lists the lengths under their section's title, in columns that
    fit the terminal; `:help km` says what km is; a word that matches nothing says so."""
    child = spawn(home, "-q", columns=60)
    screen = Screen(child, 60, lines=60)
    screen.wait_for(lambda s: s.line() == "›", "the prompt")
    child.send(":units length\r")
    screen.wait_for(lambda s: s.line() == "›" and s.screen.cursor.y > 5, "the prompt after the list")
    rows = [screen.text(y) for y in range(screen.screen.cursor.y)]
    assert rows[1] == "SI base units:", rows[:4]
    assert re.match(r"  metre meter +m +\[length\] +length$", rows[2]), rows[2]
    assert "Length:" in rows, rows
    assert any(re.match(r"  mile +mi +1760 yd \(statute mile\) +length$", row) for row in rows), rows
    assert all(len(row) < 60 for row in rows), [row for row in rows if len(row) >= 60]
    assert not any(row.startswith("  second") for row in rows), rows
    child.send(":help km\r")
    screen.wait_for(lambda s: s.text(s.screen.cursor.y - 1) == "km: kilometre (prefix k on metre), 1000 m, length",
                    "km explained")
    child.send(":units zzz\r")
    screen.wait_for(lambda s: any(s.text(y) == "error: no unit or dimension matches 'zzz'" for y in range(60)),
                    "nothing found")
    assert quit_with_ctrl_d(child) == 0


@test
def constants_listed_explained_and_computed(home):
    """Issue 44: `:help G` gives a constant's value in its unit, its uncertainty, the source and
    its other names; `:constants` lists them by section; a constant computes in a statement and
    `h` beside one, a dimension error, says where Planck's constant is."""
    child = spawn(home, "-q", columns=100)
    screen = Screen(child, 100, lines=60)
    screen.wait_for(lambda s: s.line() == "›", "the prompt")
    child.send(":help G\r")
    screen.wait_for(lambda s: s.line() == "›" and s.screen.cursor.y > 3, "the prompt after the help")
    rows = [screen.text(y) for y in range(screen.screen.cursor.y)]
    assert "G: Newtonian constant of gravitation, 0.000000000066743 m^3/(kg*s^2)" in rows, rows
    assert "  uncertainty 0.00015e-11 m^3/(kg*s^2) (relative 2.2e-5), CODATA 2022" in rows, rows
    assert "  also written gravitational_constant" in rows, rows
    child.send(":constants\r")  # 80 lines: the end of the list, read on a 60-line screen
    screen.wait_for(lambda s: any(s.text(y) == "Planck units" for y in range(60)), "the list's last section")
    screen.wait_for(lambda s: any(s.text(y) == ":help NAME shows one with its uncertainty; values are CODATA 2022"
                                  for y in range(60)), "the list's last line")
    assert any(screen.text(y).startswith("  m_e electron_mass: ") for y in range(60))
    child.send("\x0cplanck * c / (500 nm) to eV\r")
    # ≈: the exact value's digits go on (it is a fraction whose decimals do not end).
    screen.wait_for(lambda s: any(s.text(y) == "≈ 2.47968396866401 eV" for y in range(60)), "the photon's energy")
    child.send("h * c / (500 nm) to eV\r")
    screen.wait_for(lambda s: any("h is the hour; Planck's constant is planck" in s.text(y) for y in range(60)),
                    "the note on h")
    assert quit_with_ctrl_d(child) == 0


@test
def units_as_people_type_them(home):
    """Issue 44: a mistyped unit is refused with the unit meant, `1h30min` and `5 ft 11 inch` are
    sums, and `1/2 cup` is half a cup with the note on its reading, all read off the screen."""
    child = spawn(home, "-q", columns=100)
    screen = Screen(child, 100, lines=40)
    screen.wait_for(lambda s: s.line() == "›", "the prompt")
    shown = lambda text: (lambda s: any(s.text(y) == text for y in range(40)))
    for typed, meant in [("10 lbs", "lb"), ("12 Km", "km"), ("5 kwh", "kWh"), ("3 Kg", "kg"), ("50 hz", "Hz"),
                         ("1 metr", "metre"), ("6 feets", "feet")]:
        child.send("\x0c" + typed + "\r")
        screen.wait_for(shown("note: did you mean '%s'?" % meant), "the suggestion for " + typed)
    child.send("1 m to fet\r")
    screen.wait_for(shown("error: unknown unit 'fet'"), "fet refused")
    screen.wait_for(shown("note: did you mean 'ft'?"), "the suggestion for fet")
    child.send("1h30min to min\r")
    screen.wait_for(shown("90 min"), "the sum of 1h30min")
    child.send("5 ft 11 inch to cm\r")
    screen.wait_for(shown("180.34 cm"), "the height")
    child.send("2 lb 3 oz to oz\r")
    screen.wait_for(shown("35 oz"), "a weight as written")
    child.send("3/4 inch to mm\r")
    screen.wait_for(shown("19.05 mm"), "three quarters of an inch")
    child.send("1/2 cup + 1/4 cup\r")
    screen.wait_for(shown("0.75 cup"), "three quarters of a cup")
    screen.wait_for(lambda s: any("read as (1/2) cup" in s.text(y) for y in range(40)), "the note on 1/2 cup")
    child.send("\x0c70 kg * 9.81 m/s^2\r")
    screen.wait_for(shown("686.7 N"), "a weight in newtons")
    child.send("30 mpg to L/100km\r")
    screen.wait_for(shown("≈ 7.84048611111111 L/100km"), "fuel economy as its reciprocal")
    child.send("1/(2 Hz)\r")
    screen.wait_for(shown("0.5 s"), "a period")
    child.send("3 kW * 2 h\r")
    screen.wait_for(shown("6 kW*h"), "the user's units kept")
    assert quit_with_ctrl_d(child) == 0


@test
def lists_and_statistics(home):
    """Issue 45: a list is shown as it is written, the preview and the prompt cut a long one between
    elements (`[1, 2, 3, …]`, never inside an element), stdev says it is the sample's, completion
    knows the statistics, and :save writes a list variable that :load reads back, all read off the
    screen (pyte)."""
    child = spawn(home, "-q", "--no-init", preview=True, columns=80)
    screen = Screen(child, 80, lines=40)
    shown = lambda text: (lambda s: any(s.text(y) == text for y in range(40)))
    screen.wait_for(lambda s: s.line() == "›", "the prompt")
    child.send("[1 m, 2 ft] to cm")
    screen.wait_for(lambda s: re.match(r"› \[1 m, 2 ft\] to cm {3,}\[100 cm, 60\.96 cm\]$", s.line()), "the preview")
    child.send("\r")
    screen.wait_for(lambda s: s.line() == "[100 cm, 60.96 cm] ›", "the prompt")
    # A quarter of 80 columns: a longer list is cut between elements.
    child.send("xs = seq(10, 120, 10)")
    screen.wait_for(lambda s: re.match(r"\[100 cm, 60\.96 cm\] › xs = seq\(10, 120, 10\) {3,}xs = \[10, 20, 30, …\]$",
                                       s.line()), "the preview, cut")
    child.send("\r\x0cxs\r")
    screen.wait_for(shown("[10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120]"), "the whole list printed")
    screen.wait_for(lambda s: s.line() == "[10, 20, 30, 40, …] ›", "the prompt, cut between elements")
    child.send("\x0cmean(xs)\r")
    screen.wait_for(shown("65"), "the mean, exact")
    child.send("stdev([2, 4, 4, 4, 5, 5, 7, 9])\r")
    screen.wait_for(shown("≈ 2.1380899352994"), "the sample standard deviation")
    screen.wait_for(lambda s: any("stdev is the sample's, dividing by n − 1" in s.text(y) for y in range(40)),
                    "the note on n − 1")
    child.send("\x0cpstd\t")
    screen.wait_for(lambda s: s.line() == "≈2.1380899352994 › pstdev(",
                    "pstdev completed")
    child.send("[2, 4, 4, 4, 5, 5, 7, 9])\r")
    screen.wait_for(shown("2"), "the population's")
    saved = os.path.join(home, "lists.calc")
    child.send(":save " + saved + "\r")
    screen.wait_for(lambda s: any(("saved" in s.text(y) and saved in s.text(y)) for y in range(40)), "saved")
    assert quit_with_ctrl_d(child) == 0
    with open(saved) as f:
        assert "xs = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120]" in f.read().splitlines()
    child = spawn(home, "-q", "--no-init", columns=80)
    screen = Screen(child, 80, lines=40)
    screen.wait_for(lambda s: s.line() == "›", "the prompt")
    child.send(":load " + saved + "\r")
    child.send("sum(xs)\r")
    screen.wait_for(shown("780"), "the list read back")
    assert quit_with_ctrl_d(child) == 0


@test
def preview_and_prompt_show_units(home):
    """Issue 30: the preview shows a quantity as Return will print it, unit and all, mixed units
    too, read off the screen (pyte); the prompt then shows `ans`, which `to` converted (issue 43:
    `26.8224 m/s`, not the `60 mph` typed; after a sum of units the quantity in its first unit),
    as it keeps 255 after `255 to hex`; a long result keeps its unit when cut."""
    child = spawn(home, "-q", preview=True, columns=80)
    screen = Screen(child, 80)
    screen.wait_for(lambda s: s.line() == "›", "the prompt")
    child.send("60 mph to m/s")
    screen.wait_for(lambda s: re.match(r"› 60 mph to m/s {3,}26\.8224 m/s$", s.line()), "the preview 26.8224 m/s")
    child.send("\r")
    screen.wait_for(lambda s: s.line() == "26.8224 m/s ›", "the prompt after the conversion: its value")
    assert screen.text(screen.screen.cursor.y - 1) == "26.8224 m/s"
    child.send("5 m to ft+inch")
    # A quarter of 80 columns: the mixed result is cut, its last unit kept.
    screen.wait_for(lambda s: re.match(r"26\.8224 m/s › 5 m to ft\+inch {3,}16 ft \+ 4\.8503… inch$", s.line()),
                    "the mixed preview")
    child.send("\r")
    screen.wait_for(lambda s: s.line() == "≈16.4041994750656 ft ›", "the prompt after the mixed result: in ft")
    assert screen.text(screen.screen.cursor.y - 1) == "≈ 16 ft + 4.8503937007874 inch", screen_rows(screen)[:6]
    child.send("10 km / 30 h")
    screen.wait_for(lambda s: re.match(r"≈16\.4041994750656 ft › 10 km / 30 h {3,}0\.333333333333… km/h$", s.line()),
                    "a third")
    child.send("\r")
    screen.wait_for(lambda s: s.line() == "≈0.333333333333… km/h ›", "the prompt, cut, its unit kept")
    assert quit_with_ctrl_d(child) == 0


@test
def the_prompt_shows_what_to_converted(home):
    """Issue 43: `to` a unit converts the value, so the prompt, which shows `ans`, shows the
    converted quantity, `ans` computes on in its unit, and an assignment's `to` binds the
    converted value; a format stays a presentation (the prompt keeps 255 after `255 to hex`)."""
    child = spawn(home, "-q", "--no-init", columns=80)
    screen = Screen(child, 80)
    screen.wait_for(lambda s: s.line() == "›", "the prompt")
    child.send("1 kg to lb\r")
    screen.wait_for(lambda s: s.line() == "≈2.20462262184878 lb ›", "the prompt in lb")
    child.send("ans + 1 lb\r")
    screen.wait_for(lambda s: s.line() == "≈3.20462262184878 lb ›", "ans + 1 lb, in lb")
    child.send("d = 5 km to mile\r")
    screen.wait_for(lambda s: "d = ≈ 3.10685596118667 mile" in screen_rows(s), "d bound in mile")
    child.send("25 °C to °F\r")
    screen.wait_for(lambda s: s.line() == "77 °F ›", "a temperature point converted")
    child.send("255 to hex\r")
    screen.wait_for(lambda s: s.line() == "255 ›" and "0xff" in screen_rows(s), "a format: the prompt keeps 255")
    assert quit_with_ctrl_d(child) == 0


@test
def dates_in_preview_prompt_and_completion(home):
    """Issue 46: the preview shows a date as Return will print it, with its note, the prompt then
    shows it as `ans`, and TAB after `to` completes a zone of the tz database for a date (`Europe/Berl` to
    `Europe/Berlin`), with the clock fixed by --now and the zone by --tz."""
    child = spawn(home, "-q", "--now", "2026-12-01T12:00:00Z", "--tz", "Asia/Tokyo", preview=True, columns=80)
    screen = Screen(child, 80)
    screen.wait_for(lambda s: s.line() == "›", "the prompt")
    child.send("@2024-01-31 + 1 month")
    # The preview shows the date, then the start of its note (the month's end clamped).
    screen.wait_for(lambda s: re.match(r"› @2024-01-31 \+ 1 month {3,}@2024-02-29 ", s.line()), "the preview of a date")
    child.send("\r")
    screen.wait_for(lambda s: s.line() == "@2024-02-29 ›", "the prompt shows the date")
    child.send("now to Europe/Berl\t")
    screen.wait_for(lambda s: "now to Europe/Berlin" in s.line(), "the zone completed")
    child.send("\r")
    screen.wait_for(lambda s: "@2026-12-01T13:00:00+01:00[Europe/Berlin]" in screen_rows(s), "now in Berlin")
    assert quit_with_ctrl_d(child) == 0


@test
def every_date_example_of_the_issue_in_the_repl(home):
    """Issue 46: each example of the issue gives its result in the REPL too, read off the screen,
    with the clock fixed by --now and the local zone by --tz."""
    examples = [
        ("@2024-01-31 + 1 month", "@2024-02-29"),
        ("@2024-03-01 - @2024-01-01", "60 d"),
        ("@2024-03-10T12:00 - @2024-03-09T08:30", "1 d + 3 h + 30 min"),
        ("@2024-01-01 + 36 h", "@2024-01-02T12:00:00"),
        ("@2024-03-09T12:00[America/New_York] + 1 d", "@2024-03-10T12:00:00-04:00[America/New_York]"),
        ("@2024-03-09T12:00[America/New_York] + 24 h", "@2024-03-10T13:00:00-04:00[America/New_York]"),
        ("@2024-03-10T02:30[America/New_York]", "@2024-03-10T03:30:00-04:00[America/New_York]"),
        ("@2024-11-03T01:30-05:00[America/New_York]", "@2024-11-03T01:30:00-05:00[America/New_York]"),
        ("@2024-07-01T12:00Z == @2024-07-01T14:00+02:00", "1"),
        ("@2024-07-01T09:00[Asia/Tokyo] to Europe/Berlin", "@2024-07-01T02:00:00+02:00[Europe/Berlin]"),
        ("@2024-07-01T12:00+05:30", "@2024-07-01T12:00:00+05:30"),
        ("@2024-07-01T12:00 to UTC", "@2024-07-01T10:00:00Z"),
        ("@1700000000", "@2023-11-14T22:13:20Z"),
        ("@-86400", "@1969-12-31T00:00:00Z"),
        ("@2024-07-01T12:00:00Z to unix", "1719835200"),
        ("unix(@2024-01-01T00:00Z)", "1704067200"),
        ("weekday(@2024-01-01)", "1"),
        ("yearday(@2024-12-31)", "366"),
        ("date(2024, 2, 29)", "@2024-02-29"),
        ("now", "@2026-12-01T13:00:00+01:00[Europe/Berlin]"),
        ("today", "@2026-12-01"),
        ("now to local", "@2026-12-01T13:00:00+01:00[Europe/Berlin]"),
        ("2024-01-31", "1992"),
        ("@2023-02-29", "error: '@2023-02-29' is not a date: February 2023 has 28 days"),
        ("@2024-01-01 + 1", "note: write a unit of time: 1 d, 1 h"),
    ]
    child = spawn(home, "-q", "--now", "2026-12-01T12:00:00Z", "--tz", "Europe/Berlin", columns=100)
    screen = Screen(child, 100)
    screen.wait_for(lambda s: s.line().endswith("›"), "the prompt")
    for source, expected in examples:
        child.send("\x0c" + source + "\r")
        screen.wait_for(
            lambda s: s.text(0).endswith("› " + source) and s.line().endswith("›")
            and any(s.text(y) == expected for y in range(1, s.screen.cursor.y)),
            "%s giving %s" % (source, expected))
    assert quit_with_ctrl_d(child) == 0


def main():
    if not os.access(CALC, os.X_OK):
        print("no calc binary at %s (run swift build first)" % CALC)
        return 1
    # CALC_REPL_TESTS=name,name runs only those tests (to repeat one while working on it).
    only = set(filter(None, os.environ.get("CALC_REPL_TESTS", "").split(",")))
    for function in TESTS:
        if only and function.__name__ not in only:
            continue
        home = tempfile.mkdtemp(prefix="calc-repl-")
        start = time.monotonic()
        try:
            function(home)
            outcome = "ok"
        except Skipped as reason:
            outcome = "SKIPPED: %s" % reason
        except Exception as error:  # noqa: BLE001 - report every failure and go on
            # The test file's innermost line in the traceback: where the test was waiting.
            line = [frame.lineno for frame in traceback.extract_tb(error.__traceback__) if frame.filename == __file__]
            outcome = "FAIL (line %s): %s: %s" % (
                line[-1] if line else "?", type(error).__name__, str(error).splitlines()[0] if str(error) else "")
        finally:
            shutil.rmtree(home, ignore_errors=True)
        results.append((function.__name__, outcome, time.monotonic() - start))
        print("%-60s %5.2fs  %s" % (function.__name__, results[-1][2], outcome), flush=True)
    failed = sum(1 for _, outcome, _ in results if outcome.startswith("FAIL"))
    skipped = sum(1 for _, outcome, _ in results if outcome.startswith("SKIPPED"))
    print("%d passed, %d failed" % (len(results) - failed - skipped, failed) + (", %d skipped" % skipped if skipped else ""))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
