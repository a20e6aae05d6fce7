#!/usr/bin/env python3
"""Drives the real `calc` REPL in a pseudo-terminal with pexpect.

Usage: python3 Tests/repl/test_repl.py [path/to/calc]   (default .build/debug/calc)

Each test gets a fresh temporary HOME and XDG_STATE_HOME. Match short fragments: libedit redraws
lines with cursor movements between characters. Exits 1 when a test fails; the last line reads
`N passed, N failed`.
"""
import os
import re
import shutil
import signal
import sys
import tempfile
import time

import pexpect

HERE = os.path.dirname(os.path.abspath(__file__))
CALC = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "../../.build/debug/calc"))
UP = "\x1b[A"
HEADER = "_HiStOrY_V2_\n"
TESTS = []
results = []


def spawn(home, *args, lang="C.UTF-8", term="xterm", color=False, env=None):
    environment = {k: v for k, v in os.environ.items() if not k.startswith("LC_") and k not in ("NO_COLOR", "CALC_HISTORY")}
    environment.update(TERM=term, LANG=lang, HOME=home, XDG_STATE_HOME=os.path.join(home, "state"))
    if not color:
        environment["NO_COLOR"] = "1"
    environment.update(env or {})
    child = pexpect.spawn(CALC, list(args), env=environment, encoding="utf-8", timeout=5, dimensions=(30, 100))
    if os.environ.get("VERBOSE"):
        child.logfile_read = sys.stdout
    return child


def history_path(home):
    return os.path.join(home, "state/calc/history")


def enter(child, text, result, prompt=None):
    """Types a line, waits for its result, then for the next prompt (the result's, by default)."""
    child.send(text + "\r")
    child.expect_exact(text)
    child.expect_exact("\r\n" + result + "\r\n")
    child.expect_exact(prompt if prompt is not None else result + " › ")


def quit_with_ctrl_d(child):
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
    enter(child, "π*2", "6.28318530717959")
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
def tab_completes_sq_to_sqrt(home):
    child = spawn(home)
    child.expect_exact("› ")
    child.send("1+sq\t")
    child.expect_exact("rt(")
    child.send("9)\r")
    child.expect_exact("\r\n4\r\n")
    child.send("co\t")  # ambiguous: the candidates are listed
    child.expect(r"cos +cosh")
    child.send("\x15:h\t")
    child.expect(r":help +:history")
    child.send("\x15")
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
def help_for_a_name_and_the_overview(home):
    child = spawn(home)
    child.expect_exact("› ")
    child.send(":help sin\r")
    child.expect_exact("sin(x): function of 1 argument")
    child.expect_exact("sine")
    child.send(":help\r")
    child.expect_exact("Commands:")
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


def main():
    if not os.access(CALC, os.X_OK):
        print("no calc binary at %s (run swift build first)" % CALC)
        return 1
    for function in TESTS:
        home = tempfile.mkdtemp(prefix="calc-repl-")
        start = time.monotonic()
        try:
            function(home)
            outcome = "ok"
        except Exception as error:  # noqa: BLE001 - report every failure and go on
            outcome = "FAIL: %s: %s" % (type(error).__name__, str(error).splitlines()[0] if str(error) else "")
        finally:
            shutil.rmtree(home, ignore_errors=True)
        results.append((function.__name__, outcome, time.monotonic() - start))
        print("%-60s %5.2fs  %s" % (function.__name__, results[-1][2], outcome), flush=True)
    failed = sum(1 for _, outcome, _ in results if outcome != "ok")
    print("%d passed, %d failed" % (len(results) - failed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
