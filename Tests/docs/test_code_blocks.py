#!/usr/bin/env python3
"""Runs every fenced code block of the documentation, by the first word of its info string.

Usage: python3 Tests/docs/test_code_blocks.py [path/to/calc] [FILE.md…]
(default .build/debug/calc, and README.md, BENCHMARKS.md, docs/*.md, the targets' READMEs and
the DocC articles)

- `sh`: lines `$ COMMAND`, each followed by its output. Each command runs in /bin/sh, in a fresh
  directory of the block's own (commands of one block share it) where `examples` links to this
  repository's examples/, with the given calc first on PATH, standard input /dev/null, standard
  error merged into standard output, a fresh HOME, no init file, no colour. The output must be the
  lines under the command, exactly. A line before the first `$ ` is an error.
- `calc`, `calc ARGS…`: a .calc file in the --check dialect; `calc --check ARGS… FILE` must pass.
- `repl`: a REPL session from the banner to the last prompt. calc starts in a pseudo-terminal
  (pexpect, read through the pyte terminal emulator) with --no-preview; the text after each
  prompt `› ` is typed, and the screen must then read as the block, line for line.
- `swift`: copied verbatim in Tests/CalculatorKitTests/Documentation/DocumentationSnippetTests.swift,
  which compiles and runs it and checks that the copy is the block's text (`swift test`).
- `WORD norun`: not run (make and install commands, a manifest fragment).
Any other block, one without an info string included, is a failure: mark it or make it run.
Each document's relative links must name a file that exists, and a heading of it after a `#`.

CALC_UPDATE_DOCS=1 rewrites the output under each `sh` command from what it prints now; review the
diff. Exits 1 when a block fails; the last line reads `N passed, N failed`.
"""
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile
import termios
import time
import traceback

ROOT = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "../.."))
CALC = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build/debug/calc"))
DOCC = "Sources/CalculatorKit/CalculatorKit.docc"
UPDATING = os.environ.get("CALC_UPDATE_DOCS") == "1"
FENCE = re.compile(r"^( *)```(.*)$")


class Block:
    def __init__(self, path, line, info, lines):
        self.path, self.line, self.info, self.lines = path, line, info, lines
        self.words = info.split()
        self.language = self.words[0] if self.words else ""

    def where(self):
        return "%s:%d" % (os.path.relpath(self.path, ROOT), self.line)


def blocks(path):
    """The fenced blocks of a Markdown file, with the line of their opening fence (1-based)."""
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    found, index = [], 0
    while index < len(lines):
        opening = FENCE.match(lines[index])
        if opening:
            indentation, end = opening.group(1), index + 1
            while end < len(lines) and lines[end].strip() != "```":
                end += 1
            body = [line[len(indentation):] if line.startswith(indentation) else line for line in lines[index + 1:end]]
            found.append(Block(path, index + 1, opening.group(2).strip(), body))
            index = end
        index += 1
    return found


def environment(home):
    env = {k: v for k, v in os.environ.items() if not k.startswith("LC_") and not k.startswith("CALC")}
    env.update(
        PATH=os.path.dirname(CALC) + os.pathsep + os.environ.get("PATH", "/usr/bin:/bin"), HOME=home,
        XDG_CONFIG_HOME=os.path.join(home, "config"), XDG_STATE_HOME=os.path.join(home, "state"),
        LANG="C.UTF-8", NO_COLOR="1", TERM="dumb")
    return env


def scratch():
    """A fresh directory with `examples` linked to the repository's, and a HOME inside it."""
    directory = tempfile.mkdtemp(prefix="calc-docs-")
    os.symlink(os.path.join(ROOT, "examples"), os.path.join(directory, "examples"))
    os.mkdir(os.path.join(directory, ".home"))
    return directory


def run_sh(block):
    """Runs each `$ ` command and compares its output; returns the block's lines as they should
    read (for CALC_UPDATE_DOCS)."""
    commands = []  # (command, expected lines)
    for line in block.lines:
        if line.startswith("$ "):
            commands.append((line[2:], []))
        elif not commands:
            raise AssertionError("a line before the first `$ ` command: %r (or mark the block `sh norun`)" % line)
        else:
            commands[-1][1].append(line)
    if not commands:
        raise AssertionError("no `$ ` command (or mark the block `sh norun`)")
    directory = scratch()
    rewritten, failures = [], []
    try:
        for command, expected in commands:
            done = subprocess.run(
                ["/bin/sh", "-c", command], cwd=directory, env=environment(os.path.join(directory, ".home")),
                stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=60)
            actual = done.stdout.decode("utf-8", "replace").split("\n")
            if actual[-1] == "":
                actual.pop()
            rewritten += ["$ " + command] + actual
            if actual != expected:
                failures.append("$ %s\nexpected:\n%s\ngot:\n%s" % (command, "\n".join(expected), "\n".join(actual)))
    finally:
        shutil.rmtree(directory)
    if failures and not UPDATING:
        raise AssertionError("\n".join(failures))
    return rewritten


def run_calc(block):
    directory = scratch()
    try:
        path = os.path.join(directory, "block.calc")
        with open(path, "w", encoding="utf-8") as f:
            f.write("\n".join(block.lines) + "\n")
        done = subprocess.run(
            [CALC, "--check"] + block.words[1:] + [path], cwd=directory, env=environment(os.path.join(directory, ".home")),
            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=60)
        output = done.stdout.decode("utf-8", "replace")
        if done.returncode != 0:
            raise AssertionError("calc --check %s failed (status %d):\n%s" % (" ".join(block.words[1:]), done.returncode, output))
    finally:
        shutil.rmtree(directory)


PROMPT = re.compile(r"^(.*?› )(.*)$")


def run_repl(block):
    import pexpect
    import pyte

    expected = [line.rstrip() for line in block.lines]
    directory = scratch()
    try:
        env = environment(os.path.join(directory, ".home"))
        env["TERM"] = "xterm"
        lines, columns = len(expected) + 200, 80  # tall enough never to scroll
        child = pexpect.spawn(CALC, ["--no-preview"], env=env, cwd=directory, encoding="utf-8", dimensions=(lines, columns))
        screen = pyte.Screen(columns, lines)
        stream = pyte.Stream(screen)

        def row(y):
            return "".join(screen.buffer[y][x].data for x in range(columns)).rstrip()

        def wait_for_prompt(after_row):
            deadline = time.monotonic() + 20
            while not (screen.cursor.y > after_row and row(screen.cursor.y).endswith("›")):
                if time.monotonic() > deadline:
                    raise AssertionError("no prompt after row %d; the screen:\n%s" % (after_row, "\n".join(map(row, range(lines)))))
                try:
                    stream.feed(child.read_nonblocking(65536, 0.05))
                except pexpect.TIMEOUT:
                    pass

        def wait_until_reading_keys():
            """Between lines the terminal is in canonical mode, where typed text would be echoed
            by the line discipline and a Ctrl-D would be lost: wait for libedit's raw mode."""
            deadline = time.monotonic() + 20
            while termios.tcgetattr(child.child_fd)[3] & termios.ICANON:
                if time.monotonic() > deadline:
                    raise AssertionError("calc did not go back to reading keys")
                time.sleep(0.005)

        wait_for_prompt(-1)
        for text in expected:
            prompt = PROMPT.match(text)
            if prompt and prompt.group(2):
                typed_row = screen.cursor.y
                wait_until_reading_keys()
                child.send(prompt.group(2) + "\r")
                wait_for_prompt(typed_row)
        shown = [row(y) for y in range(screen.cursor.y + 1)]
        wait_until_reading_keys()
        child.sendcontrol("d")
        child.expect(pexpect.EOF, timeout=10)
        if shown != expected:
            raise AssertionError("the screen reads:\n%s\nexpected:\n%s" % ("\n".join(shown), "\n".join(expected)))
    finally:
        shutil.rmtree(directory)


LINK = re.compile(r"\]\(([^)\s]+)\)")


def slug(heading):
    """GitHub's anchor for a heading: lower case, punctuation but `-` and `_` dropped, spaces `-`."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def anchors(path):
    with open(path, encoding="utf-8") as f:
        return {slug(line.lstrip("#")) for line in f.read().split("\n") if re.match(r"^#+ ", line)}


def check_links(path):
    """The relative links of a document that name no file, or no heading of it."""
    with open(path, encoding="utf-8") as f:
        text = re.sub(r"(?ms)^ *```.*?^ *```", "", f.read())
    broken = []
    for target in LINK.findall(text):
        if re.match(r"^[a-z]+:", target):
            continue
        file, _, anchor = target.partition("#")
        resolved = os.path.normpath(os.path.join(os.path.dirname(path), file)) if file else path
        if not os.path.exists(resolved):
            broken.append(target)
        elif anchor and resolved.endswith(".md") and anchor not in anchors(resolved):
            broken.append(target)
    return broken


def documents():
    if len(sys.argv) > 2:
        return [os.path.abspath(path) for path in sys.argv[2:]]
    return [os.path.join(ROOT, name) for name in ("README.md", "BENCHMARKS.md")] + sorted(
        glob.glob(os.path.join(ROOT, "docs/*.md"))) + sorted(glob.glob(os.path.join(ROOT, "Sources/*/README.md"))) + sorted(
        glob.glob(os.path.join(ROOT, DOCC, "*.md")))


def run(block, updates):
    """Runs one block by its kind, raising AssertionError when it fails; returns the kind."""
    kind = "norun" if "norun" in block.words[1:] else block.language
    if kind == "norun" or kind == "swift":
        pass  # swift: DocumentationSnippetTests
    elif kind == "sh":
        rewritten = run_sh(block)
        if UPDATING and rewritten != block.lines:
            updates.setdefault(block.path, []).append((block, rewritten))
    elif kind == "calc":
        run_calc(block)
    elif kind == "repl":
        run_repl(block)
    else:
        raise AssertionError(
            "a block with info string %r, which this test cannot run: give it `sh`, `calc`, `repl` "
            "or `swift`, or mark it `%s norun`" % (block.info, block.language or "text"))
    return kind


def check(path, updates, report):
    """Checks a document's links and runs its blocks; `report(ok, what, why)` hears of each."""
    broken = check_links(path)
    report(not broken, "%s links" % os.path.relpath(path, ROOT), "no such file or heading: " + ", ".join(broken))
    for block in blocks(path):
        try:
            kind = run(block, updates)
            report(True, "%s %s" % (block.where(), kind), "")
        except Exception as error:
            report(False, "%s %s" % (block.where(), block.info), error if isinstance(error, AssertionError) else traceback.format_exc())


# The checker on blocks of its own, so that a check which stopped failing cannot go unseen:
# (the document, whether it passes).
SELF_TEST = [
    ("```sh\n$ calc -e 1+1\n2\n```", True),
    ("```sh\n$ calc -e 1+1\n3\n```", False),
    ("```sh\n$ calc -e 1/0\n```", False),
    ("```sh\ncalc -e 1+1\n```", False),
    ("```sh\n```", False),
    ("```calc\n1+1  # => 2\n1/0  # => error\n```", True),
    ("```calc\n1+1  # => 3\n```", False),
    ("```calc\n1/0\n```", False),
    ("```calc --ieee\n1/0  # => inf\n```", True),
    ("```\n1+1\n```", False),
    ("```text\n1+1\n```", False),
    ("```text norun\n1+1\n```", True),
    ("```swift\nlet x = 1\n```", True),
    ("```repl\ncalc 0.1.0 · type :help for help, Ctrl-D to quit\n› 6*7\n42\n42 ›\n```", True),
    ("```repl\ncalc 0.1.0 · type :help for help, Ctrl-D to quit\n› 6*7\n43\n43 ›\n```", False),
    ("[a link](other.md), [a heading](other.md#a-heading), [here](#b-heading)\n\n## B heading", True),
    ("[a link](no-such-file.md)", False),
    ("[a heading](#no-such-heading)", False),
]


def self_test():
    """The failures of SELF_TEST's verdicts: checks that passed a document they should fail, or
    failed one they should pass."""
    wrong = []
    directory = tempfile.mkdtemp(prefix="calc-docs-self-")
    try:
        with open(os.path.join(directory, "other.md"), "w", encoding="utf-8") as f:
            f.write("# Other\n\n## A heading\n")
        for number, (text, passes) in enumerate(SELF_TEST):
            path = os.path.join(directory, "case-%d.md" % number)
            with open(path, "w", encoding="utf-8") as f:
                f.write(text + "\n")
            verdicts = []
            check(path, {}, lambda ok, what, why: verdicts.append(ok))
            if all(verdicts) != passes:
                wrong.append("%r should %s" % (text, "pass" if passes else "fail"))
    finally:
        shutil.rmtree(directory)
    return wrong


def main():
    counts = {True: 0, False: 0}
    updates = {}  # path -> [(block, new lines)]

    def report(ok, what, why):
        counts[ok] += 1
        print("ok %s" % what if ok else "FAIL %s\n%s" % (what, why))

    for wrong in [] if UPDATING else self_test():  # updating, a wrong output is no failure
        report(False, "self-test", wrong)
    for path in documents():
        check(path, updates, report)
    for path, changes in updates.items():
        with open(path, encoding="utf-8") as f:
            lines = f.read().split("\n")
        for block, rewritten in sorted(changes, key=lambda change: -change[0].line):
            indentation = FENCE.match(lines[block.line - 1]).group(1)
            lines[block.line:block.line + len(block.lines)] = [indentation + line if line else line for line in rewritten]
        with open(path, "w", encoding="utf-8") as f:
            f.write("\n".join(lines))
        print("rewrote %d block(s) of %s" % (len(changes), os.path.relpath(path, ROOT)))
    print("%d passed, %d failed" % (counts[True], counts[False]))
    return 1 if counts[False] else 0


if __name__ == "__main__":
    sys.exit(main())
