#!/usr/bin/env python3
"""Memory in proportion (issue 34, part 5): a statement of N bytes takes at most 8N bytes of
memory beyond the process's own, and a line past the documented size is a `limit` error before
memory runs out. Each case runs the release calc on a file of one long line and prints its
peak RSS, its bound and its time; it fails only when the peak passes the bound or the output is
not the one expected. Times are printed, never asserted. About 30 s on 2 cores.

Usage: python3 Tests/reliability/test_memory.py .build/release/calc [NAME...]
"""
import json
import os
import subprocess
import sys
import tempfile
import time

CALC = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".build/release/calc")
MB = 1000 * 1000
# docs/limits.md: the longest line calc reads from a file or standard input.
LINE_LIMIT = 64 * 1024 * 1024

# Runs a command (the arguments after the script; after a `-`, the last one is its standard input)
# and prints its time, its peak RSS in KiB and its status: measured in a child of its own, as
# RUSAGE_CHILDREN gives the largest child so far.
PROBE = """
import json, os, resource, subprocess, sys, time
command, stdin = (sys.argv[1:-1], sys.argv[-1]) if sys.argv[-2] == "-" else (sys.argv[1:], os.devnull)
start = time.perf_counter()
with open(stdin, "rb") as source:
    run = subprocess.run(command, stdin=source, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
print(json.dumps([time.perf_counter() - start, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss,
    run.returncode, run.stdout.decode(errors="replace")[-200:], run.stderr.decode(errors="replace")[:2000]]))
"""


def measure(arguments, stdin=None):
    """(seconds, peak RSS in bytes, status, stdout's start, stderr's start) of calc on `arguments`."""
    command = [sys.executable, "-c", PROBE, CALC] + arguments + (["-", stdin] if stdin else [])
    run = subprocess.run(command, capture_output=True, text=True, env={**os.environ, "NO_COLOR": "1"})
    seconds, peak, status, out, err = json.loads(run.stdout)
    return seconds, peak * 1024, status, out, err


# Each case: a name, the arguments before the file, the line's head, its repeated unit, its
# tail, and what the run prints: the value on standard output for n units, or the start of the
# error.
TOO_MANY_NODES = "error: this statement has more than 1,048,576 numbers, names and operators"
CASES = [
    ("1+1+…", [], "1", "+1", "", lambda n: str(1 + n), None),
    ("-1-1-…", [], "", "-1", "", lambda n: str(-n), None),
    ("1*1*…", [], "1", "*1", "", lambda n: "1", None),
    ("x+x+…", [], "x=1\nx", "+x", "", lambda n: str(1 + n), None),
    ("((1))+…", [], "0", "+((1))", "", lambda n: str(n), None),
    ("sqrt(4)-abs(-2)+…", [], "0", "+sqrt(4)-abs(-2)", "", lambda n: "0", None),
    ("z = 1+1+…", [], "z = 1", "+1", "\nz", lambda n: str(1 + n), None),
    # Shapes kept as a syntax tree: refused at its node limit, within the same bound.
    ("--ieee 1+1+…", ["--ieee"], "1", "+1", "", None, ":1:1048576: " + TOO_MANY_NODES),
    ("(1)(1)…", [], "", "(1)", "", None, TOO_MANY_NODES),
    ("max(1,1,…)", [], "max(1", ",1", ")", None, TOO_MANY_NODES),
    ("1 m+1 m+…", [], "0 m", "+1 m", "", None, TOO_MANY_NODES),
]


def units(head, unit, tail, size):
    """How many units make a line of about `size` bytes."""
    return (size - len(head) - len(tail)) // len(unit)


def line(head, unit, tail, size):
    return head + unit * units(head, unit, tail, size) + tail + "\n"


def check(name, size, seconds, peak, base, out, err, value, error):
    bound = 8 * size + base
    print("%-6s %-20s %3d MB line: peak %4.0f MB, bound 8N + base %4.0f MB, %5.2f s" % (
        "ok" if peak <= bound else "FAIL", name, size // MB, peak / MB, bound / MB, seconds))
    problems = []
    if peak > bound:
        problems.append("peak RSS %d bytes passes 8N + base = %d" % (peak, bound))
    if value is not None and out.splitlines()[-1:] != [value]:
        problems.append("printed %r, expected %r" % (out[-100:], value))
    if error is not None and error not in err:
        problems.append("expected %r in %r" % (error, err[:300]))
    return problems


def main():
    chosen = sys.argv[2:]
    failures = 0
    passed = 0
    start = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="calc-memory-") as home:
        small = os.path.join(home, "small.calc")
        with open(small, "w") as f:
            f.write("1+1\n")
        # The process's own memory: a run of a one-line file, the best of three.
        base = min(measure([small])[1] for _ in range(3))
        print("base: peak %.0f MB for `1+1`" % (base / MB))
        runs = [(name, args, head, unit, tail, 10 * MB, value, error, False) for (name, args, head, unit, tail, value,
                                                                                   error) in CASES]
        runs.append(("1+1+… (stdin)", [], "1", "+1", "", 10 * MB, CASES[0][5], None, True))
        runs.append(("1+1+…", [], "1", "+1", "", 50 * MB, CASES[0][5], None, False))
        for (name, args, head, unit, tail, size, value, error, stdin) in runs:
            if chosen and name not in chosen:
                continue
            path = os.path.join(home, "line.calc")
            with open(path, "w") as f:
                f.write(line(head, unit, tail, size))
            if stdin:
                seconds, peak, status, out, err = measure(args + ["-"], stdin=path)
            else:
                seconds, peak, status, out, err = measure(args + [path])
            expected = value(units(head, unit, tail, size)) if value else None
            problems = check(name, size, seconds, peak, base, out, err, expected, error)
            if status != (0 if error is None else 1):
                problems.append("status %d" % status)
            for problem in problems:
                print("       " + problem)
            failures += bool(problems)
            passed += not problems
        # A line past the limit: an error at its line, read without being held, and the next
        # line still runs.
        if not chosen or "past the line limit" in chosen:
            path = os.path.join(home, "long.calc")
            with open(path, "w") as f:
                f.write(line("1", "+1", "", LINE_LIMIT + 2) + "2+2\n")
            seconds, peak, status, out, err = measure([path])
            problems = check("past the line limit", LINE_LIMIT + 2, seconds, peak, base, out, err, "4",
                             "long.calc:1:1: error: line is too long: the limit is %d bytes" % LINE_LIMIT)
            if peak > base + LINE_LIMIT + 16 * MB:
                problems.append("peak RSS %d bytes: the line was held" % peak)
            if status != 1:
                problems.append("status %d" % status)
            for problem in problems:
                print("       " + problem)
            failures += bool(problems)
            passed += not problems
    print("%d passed, %d failed, %.1f s" % (passed, failures, time.perf_counter() - start))
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
