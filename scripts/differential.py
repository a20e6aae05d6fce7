#!/usr/bin/env python3
"""Differential testing: random expressions evaluated by `calc` and by Python's floats, or (with
--exact) by calc's exact arithmetic and Python's fractions.Fraction.

Each expression is a random tree. It is printed in calc's syntax with as few parentheses as
calc's precedence rules allow (so calc's parser is tested too), handed to calc, and evaluated
by walking the tree here with Python's `math`. Values must agree to a relative error of 1e-12;
errors must agree in class: division by zero, overflow, or a domain error (calc's checked
arithmetic against Python's exceptions, inf and nan).

    scripts/differential.py --count 100000 --seed 1 --calc .build/release/calc

With --exact, the expressions keep to what is rational (+ - * / %, ^ with small integer exponents,
abs floor ceil trunc round min max mod), Python computes each with `Fraction`, and calc's printed
text must be identical to the text the display rule gives for that fraction: every digit of an
integer, the full expansion when it ends within 15 decimals, else 15 significant digits.

    scripts/differential.py --exact --count 10000 --calc .build/release/calc

With --digits P…, irrational expressions (sqrt, exp, ln, sin, atanh, gamma… of random decimals,
times pi or plus e) are printed by exact arithmetic at --precision P and compared with mpmath's
value correctly rounded to P significant digits: every printed digit must be right.

    scripts/differential.py --digits 50 1000 --count 200 --calc .build/release/calc

With --extremes N as well, N more a precision of shapes random decimals never make: f(c·10^k) and
f(c·10^-k) for k up to 10^6, near-cancellations of exact terms, ln near 1, tan, gamma, atanh and
acos near a pole or a domain edge, roots and logarithms a hair from an integer. --ball adds the
shapes whose operands are approximations (`(10^k + sqrt(2)) - 10^k`, `tan(pi/2 + 10^-k)`, a floor
of a cancellation), which calc computes again with more working digits until the error bound
shows every digit (issue 34). The comparison has teeth: 100 agreeing results a precision are
checked again with one digit changed, and the run fails if any still agrees.

    scripts/differential.py --digits 50 1000 --count 150 --extremes 150 --ball --calc .build/release/calc

CI runs 10,000 of the first two kinds, and 300 of the digits and 300 extremes with --ball at 50
and 1,000 (`make differential-ci`).

Exits 1 on any disagreement, printing the first few.
"""

import argparse
from fractions import Fraction
import math
import random
import re
import subprocess
import sys

TOLERANCE = 1e-12
CHUNK = 10_000  # expressions per calc process, one a line on its standard input
MARKER = 900_000_000_000  # printed after each expression, to pair outputs with inputs


class CalcError(Exception):
    """An error of one class: 'division', 'overflow' or 'domain'."""

    def __init__(self, kind):
        super().__init__(kind)
        self.kind = kind


def checked(value):
    """Checked arithmetic: finite inputs must give a finite result."""
    if math.isnan(value):
        raise CalcError("domain")
    if math.isinf(value):
        raise CalcError("overflow")
    return value


def call(function, *arguments):
    try:
        return checked(function(*arguments))
    except OverflowError:
        raise CalcError("overflow")
    except ValueError:
        raise CalcError("domain")


def divide(a, b):
    if b == 0:
        raise CalcError("division")
    return checked(a / b)


def remainder(a, b):
    if b == 0:
        raise CalcError("division")
    return math.fmod(a, b)


def floored_modulo(a, b):
    if b == 0:
        raise CalcError("division")
    r = math.fmod(a, b)
    return r + b if r != 0 and (r < 0) != (b < 0) else r


def power(a, b):
    if a == 0 and b < 0:
        raise CalcError("division")
    return call(math.pow, a, b)


def logarithm(x, base):
    if base <= 0 or base == 1:
        raise CalcError("domain")
    return checked(call(math.log, x) / math.log(base))


# (spelling, precedence, right-associative, Python function)
BINARY = [
    ("+", 200, False, lambda a, b: checked(a + b)),
    ("-", 200, False, lambda a, b: checked(a - b)),
    ("*", 300, False, lambda a, b: checked(a * b)),
    ("/", 300, False, divide),
    ("%", 300, False, remainder),
    ("^", 500, True, power),
]

# (name, arity, Python function); None for those evaluate() handles itself.
FUNCTIONS = [
    ("sqrt", 1, math.sqrt),
    ("cbrt", 1, math.cbrt),
    ("abs", 1, abs),
    ("floor", 1, math.floor),
    ("ceil", 1, math.ceil),
    ("trunc", 1, math.trunc),
    ("exp", 1, math.exp),
    ("ln", 1, math.log),
    ("log", 1, math.log10),
    ("log2", 1, math.log2),
    ("log10", 1, math.log10),
    ("sin", 1, math.sin),
    ("cos", 1, math.cos),
    ("tan", 1, math.tan),
    ("asin", 1, math.asin),
    ("acos", 1, math.acos),
    ("atan", 1, math.atan),
    ("sinh", 1, math.sinh),
    ("cosh", 1, math.cosh),
    ("tanh", 1, math.tanh),
    ("asinh", 1, math.asinh),
    ("acosh", 1, math.acosh),
    ("atanh", 1, math.atanh),
    ("hypot", 2, math.hypot),
    ("atan2", 2, math.atan2),
    ("mod", 2, None),
    ("log", 2, None),
    ("min", 3, min),
    ("max", 2, max),
]

PREFIX = 400
ATOM = 1000


def literal(rng, exponents=30, large="fraction"):
    """A literal's text, in a form calc, Python's float() and Fraction() all read the same: small
    integers, decimals, exponents within ±`exponents`, `large` numbers ("fraction": six decimals
    after 0.; "integer": up to 10^25), and `_` separators."""
    shape = rng.random()
    if shape < 0.45:
        return str(rng.randint(0, 12))
    if shape < 0.7:
        return f"{rng.randint(0, 999)}.{rng.randint(0, 999):03d}".rstrip("0").rstrip(".") or "0"
    if shape < 0.85:
        return f"{rng.randint(1, 9)}.{rng.randint(0, 99)}e{rng.randint(-exponents, exponents)}"
    if shape < 0.95:
        return f"0.{rng.randint(0, 10**6):06d}" if large == "fraction" else str(rng.randint(0, 10**25))
    return f"{rng.randint(1, 999)}_{rng.randint(0, 999):03d}"


def number(rng):
    """A literal and its value as a float."""
    text = literal(rng)
    return text, float(text)


class Node:
    """A tree node: `render()` gives calc's text, `evaluate()` Python's value."""

    def __init__(self, kind, precedence, payload, children):
        self.kind = kind
        self.precedence = precedence
        self.payload = payload
        self.children = children


def generate(rng, depth):
    if depth <= 0 or rng.random() < 0.25:
        text, value = number(rng)
        return Node("number", ATOM, (text, value), [])
    choice = rng.random()
    if choice < 0.55:
        spelling, precedence, right, function = rng.choice(BINARY)
        return Node("binary", precedence, (spelling, right, function), [generate(rng, depth - 1) for _ in range(2)])
    if choice < 0.65:
        return Node("negate", PREFIX, None, [generate(rng, depth - 1)])
    name, arity, function = rng.choice(FUNCTIONS)
    return Node("call", ATOM, (name, function), [generate(rng, depth - 1) for _ in range(arity)])


def render(node):
    if node.kind == "number":
        return node.payload[0]
    if node.kind == "negate":
        operand = render(node.children[0])
        # `- -x`: the space keeps two minus signs apart; parentheses when the operand binds looser.
        if node.children[0].precedence < PREFIX:
            operand = f"({operand})"
        return f"-{operand}" if not operand.startswith("-") else f"- {operand}"
    if node.kind == "call":
        return f"{node.payload[0]}({', '.join(render(child) for child in node.children)})"
    spelling, right, _ = node.payload
    left_node, right_node = node.children
    left, right_text = render(left_node), render(right_node)
    if left_node.precedence < node.precedence or (left_node.precedence == node.precedence and right):
        left = f"({left})"
    if right_node.precedence < node.precedence or (right_node.precedence == node.precedence and not right):
        right_text = f"({right_text})"
    return f"{left} {spelling} {right_text}"


def evaluate(node):
    if node.kind == "number":
        return node.payload[1]
    values = [evaluate(child) for child in node.children]
    if node.kind == "negate":
        return -values[0]
    if node.kind == "binary":
        return node.payload[2](*values)
    name, function = node.payload
    if name == "mod":
        return floored_modulo(*values)
    if name == "log" and len(values) == 2:
        return logarithm(*values)
    return call(function, *values)


# calc's messages for domain errors of the functions generated here (StandardFailures.swift).
DOMAIN_MESSAGES = {
    "a negative number to a fractional power has no real value",
    "square root of a negative number",
    "logarithm of zero",
    "logarithm of a negative number",
    "the base of a logarithm must be positive and not 1",
    "asin takes a value from -1 to 1",
    "acos takes a value from -1 to 1",
    "acosh takes a value ≥ 1",
    "atanh takes a value between -1 and 1, exclusive",
}


def calc_class(message):
    """The class of a calc error message; any message not of checked arithmetic is a bug."""
    if message == "division by zero":
        return "division"
    if message == "overflow":
        return "overflow"
    if message in DOMAIN_MESSAGES:
        return "domain"
    return f"unexpected error: {message}"


def run_calc(calc, sources, arguments, value):
    """calc's outcome for each source: ('value', value(printed text)) or ('error', class)."""
    # One line per expression on standard input, each followed by a line of its marker: a line stops
    # at its first failed statement, so the marker has a line of its own.
    lines = "".join(f"{source}\n{MARKER + index}\n" for index, source in enumerate(sources))
    process = subprocess.run([calc] + arguments, input=lines, capture_output=True, text=True)
    errors = [line.split(": error: ", 1)[1] for line in process.stderr.splitlines() if ": error: " in line]
    outcomes = []
    pending = None
    for line in process.stdout.splitlines():
        if line == str(MARKER + len(outcomes)):
            if pending is None:
                message = errors.pop(0) if errors else "(no error message)"
                outcomes.append(("error", calc_class(message)))
            else:
                outcomes.append(("value", value(pending)))
            pending = None
        else:
            pending = line
    if len(outcomes) != len(sources):
        sys.exit(f"calc gave {len(outcomes)} outcomes for {len(sources)} expressions:\n{process.stderr[:2000]}")
    return outcomes


def compare(options, label, generate, evaluate, arguments, value, agree, kinds):
    """Generates --count expressions, evaluates each here and in calc (CHUNK to a process), and
    reports the disagreements; returns the exit status."""
    rng = random.Random(options.seed)
    failures = []
    tally = dict.fromkeys(kinds, 0)
    done = 0
    while done < options.count:
        trees = [generate(rng, rng.randint(1, options.depth)) for _ in range(min(CHUNK, options.count - done))]
        sources = [render(tree) for tree in trees]
        expected = []
        for tree in trees:
            try:
                expected.append(("value", evaluate(tree)))
            except CalcError as error:
                expected.append(("error", error.kind))
        for source, want, got in zip(sources, expected, run_calc(options.calc, sources, arguments, value)):
            tally[want[0] if want[0] == "value" else want[1]] += 1
            if not agree(want, got):
                failures.append((source, want, got))
        done += len(trees)
    summary = ", ".join(f"{count} {kind}" for kind, count in tally.items())
    print(f"{label}: {done} expressions (seed {options.seed}): {summary}; {len(failures)} disagreements")
    for source, want, got in failures[:20]:
        print(f"  {source}\n    python: {want}\n    calc:   {got}")
    return 1 if failures else 0


def agree(expected, actual):
    if expected[0] != actual[0]:
        return False
    if expected[0] == "error":
        return expected[1] == actual[1]
    a, b = expected[1], actual[1]
    if a == b:
        return True
    return abs(a - b) <= TOLERANCE * max(abs(a), abs(b))


# ---- Exact arithmetic against fractions.Fraction ----

PRECISION = 15


def truncated(value):
    return math.trunc(value)


def exact_remainder(a, b):
    """calc's %: the sign of the dividend (truncated division)."""
    if b == 0:
        raise CalcError("division")
    return a - b * truncated(a / b)


def exact_modulo(a, b):
    """calc's mod: the sign of the divisor (floored division)."""
    if b == 0:
        raise CalcError("division")
    return a - b * math.floor(a / b)


def exact_divide(a, b):
    if b == 0:
        raise CalcError("division")
    return a / b


def exact_power(a, k):
    if a == 0 and k < 0:
        raise CalcError("division")
    return a**k


def round_half_away(x):
    """calc's round: halves away from zero."""
    n = math.floor(abs(x) + Fraction(1, 2))
    return n if x >= 0 else -n


EXACT_BINARY = [
    ("+", 200, False, lambda a, b: a + b),
    ("-", 200, False, lambda a, b: a - b),
    ("*", 300, False, lambda a, b: a * b),
    ("/", 300, False, exact_divide),
    ("%", 300, False, exact_remainder),
]

EXACT_FUNCTIONS = [
    ("abs", 1, abs),
    ("floor", 1, lambda x: Fraction(math.floor(x))),
    ("ceil", 1, lambda x: Fraction(math.ceil(x))),
    ("trunc", 1, lambda x: Fraction(math.trunc(x))),
    ("round", 1, lambda x: Fraction(round_half_away(x))),
    ("min", 2, min),
    ("max", 3, max),
    ("mod", 2, exact_modulo),
]


def exact_number(rng):
    """A literal and its exact value."""
    text = literal(rng, exponents=20, large="integer")
    return text, Fraction(text.replace("_", ""))


def generate_exact(rng, depth):
    if depth <= 0 or rng.random() < 0.25:
        text, value = exact_number(rng)
        return Node("number", ATOM, (text, value), [])
    choice = rng.random()
    if choice < 0.5:
        spelling, precedence, right, function = rng.choice(EXACT_BINARY)
        return Node(
            "binary", precedence, (spelling, right, function), [generate_exact(rng, depth - 1) for _ in range(2)])
    if choice < 0.6:
        # A small integer exponent keeps the result rational and its size reasonable.
        k = rng.randint(-3, 4)
        exponent = Node("number", ATOM if k >= 0 else 0, (str(k) if k >= 0 else f"({k})", Fraction(k)), [])
        return Node("binary", 500, ("^", True, exact_power), [generate_exact(rng, depth - 1), exponent])
    if choice < 0.7:
        return Node("negate", PREFIX, None, [generate_exact(rng, depth - 1)])
    name, arity, function = rng.choice(EXACT_FUNCTIONS)
    return Node("call", ATOM, (name, function), [generate_exact(rng, depth - 1) for _ in range(arity)])


def evaluate_exact(node):
    if node.kind == "number":
        return node.payload[1]
    values = [evaluate_exact(child) for child in node.children]
    if node.kind == "negate":
        return -values[0]
    if node.kind == "binary":
        return Fraction(node.payload[2](*values))
    return Fraction(node.payload[1](*values))


def terminating_digits(value):
    """The number of decimals of the value's expansion, or None when it does not end."""
    q = value.denominator
    twos = fives = 0
    while q % 2 == 0:
        q //= 2
        twos += 1
    while q % 5 == 0:
        q //= 5
        fives += 1
    return max(twos, fives) if q == 1 else None


def display(value):
    """The text calc's display rule gives for an exact value (docs/numbers.md: "How a result is shown")."""
    if value.denominator == 1:
        return str(value.numerator)
    sign = "-" if value < 0 else ""
    magnitude = abs(value)
    decimals = terminating_digits(magnitude)
    if decimals is not None and decimals <= PRECISION:
        scaled = magnitude * 10**decimals
        digits = str(scaled.numerator).rjust(decimals + 1, "0")
        return sign + digits[:-decimals] + "." + digits[-decimals:]
    # PRECISION significant digits, rounded half to even from the exact value, laid out as %g.
    exponent = len(str(magnitude.numerator // magnitude.denominator)) - 1 if magnitude >= 1 else -1
    while magnitude < Fraction(10) ** exponent:
        exponent -= 1
    scaled = magnitude / Fraction(10) ** (exponent - PRECISION + 1)
    digits = round(scaled)
    if digits == 10**PRECISION:
        digits //= 10
        exponent += 1
    text = str(digits).rstrip("0") or "0"
    # A value with a fraction whose integer part takes every digit, from 10^14 up, is written
    # with an exponent, not as what reads like an integer (1e15/7 is 1.42857142857143e14).
    if exponent < -4 or exponent >= PRECISION or (exponent == PRECISION - 1 and exponent >= 14):
        mantissa = text[0] + ("." + text[1:] if len(text) > 1 else "")
        return f"{sign}{mantissa}e{exponent}"
    if exponent < 0:
        return sign + "0." + "0" * (-exponent - 1) + text
    if len(text) <= exponent + 1:
        return sign + text + "0" * (exponent + 1 - len(text))
    return sign + text[: exponent + 1] + "." + text[exponent + 1 :]


def main_exact(options):
    return compare(
        options, "differential (exact)", generate_exact, lambda tree: display(evaluate_exact(tree)),
        ["--arithmetic", "exact"], str, lambda want, got: want == got, ["value", "division"])


# ---- High-precision digits against mpmath ----

# (calc's spelling, mpmath's function, the argument's kind): "x" in (0, 20], "u" in (-1, 1).
DIGIT_FUNCTIONS = [
    ("sqrt", "sqrt", "x"), ("cbrt", "cbrt", "x"), ("exp", "exp", "x"), ("ln", "ln", "x"),
    ("log10", "log10", "x"), ("log2", lambda m, a: m.log(a, 2), "x"), ("sin", "sin", "x"),
    ("cos", "cos", "x"), ("tan", "tan", "x"), ("atan", "atan", "x"), ("asin", "asin", "u"),
    ("acos", "acos", "u"), ("sinh", "sinh", "x"), ("cosh", "cosh", "x"), ("tanh", "tanh", "x"),
    ("asinh", "asinh", "x"), ("atanh", "atanh", "u"), ("gamma", "gamma", "x"),
]


def digits_case(rng, mpmath):
    """A random irrational expression and its value from mpmath (at the caller's precision)."""
    name, function, kind = rng.choice(DIGIT_FUNCTIONS)
    if kind == "x":
        text = f"{rng.randint(0, 19)}.{rng.randint(1, 999):03d}"
    else:
        text = f"{rng.choice(['', '-'])}0.{rng.randint(1, 999):03d}"
    argument = mpmath.mpf(text)
    value = getattr(mpmath, function)(argument) if isinstance(function, str) else function(mpmath, argument)
    shape = rng.random()
    if shape < 0.2:
        return f"pi * {name}({text})", mpmath.pi * value
    if shape < 0.3:
        return f"{name}({text}) + e", value + mpmath.e
    return f"{name}({text})", value


# Arguments the random decimals above never make (issue 36, item 10): huge and tiny powers of
# ten, near-cancellations and points near poles, domain edges and integers. Each shape is
# (calc's text, mpmath's value as a function of mpmath); the digits needed by mpmath grow with k.
HUGE_FUNCTIONS = ["sin", "cos", "tan", "atan", "tanh", "asinh", "sqrt", "cbrt", "ln", "log10"]
TINY_FUNCTIONS = ["sin", "cos", "tan", "atan", "asin", "acos", "sinh", "cosh", "tanh", "asinh", "atanh",
                  "exp", "sqrt", "cbrt", "gamma"]
MPMATH_NAMES = {"ln": "ln", "log10": "log10"}


def extreme_case(rng, mpmath, precision, ball=False):
    """An argument of an extreme shape, and its value from mpmath at enough digits. With `ball`,
    shapes whose operands are themselves approximations (`pi/2 + 10^-k`, `(10^k + sqrt(2)) - 10^k`),
    which calc computes again with more working digits until their bounds show every digit."""
    # Up to 10^6 where mpmath needs no more than the shown digits (a function with a bounded
    # relative condition); periodic functions of huge arguments and cancellations need k digits
    # more in mpmath too, and stay at k ≤ 10,000.
    k = rng.choice([20, 50, 100, 300, 1000, 10_000, 100_000, 1_000_000])
    shape = rng.randrange(6 if ball else 5)
    mantissa = f"{rng.randint(1, 9)}.{rng.randint(0, 999):03d}"
    def value_at(digits, f):
        with mpmath.workdps(digits + precision + 60):
            return +f()
    if shape == 0:  # huge: f(c·10^k)
        periodic = ["sin", "cos", "tan"]
        name = rng.choice(HUGE_FUNCTIONS if k <= 10_000 else [f for f in HUGE_FUNCTIONS if f not in periodic])
        f = getattr(mpmath, MPMATH_NAMES.get(name, name))
        needed = k if name in periodic else 0
        return f"{name}({mantissa} * 10^{k})", value_at(needed, lambda: f(mpmath.mpf(mantissa) * mpmath.mpf(10) ** k))
    if shape == 1:  # tiny: f(c·10^-k); each of these has a bounded relative condition near 0
        name = rng.choice(TINY_FUNCTIONS)
        f = getattr(mpmath, name)
        return f"{name}({mantissa} * 10^-{k})", value_at(0, lambda: f(mpmath.mpf(mantissa) / mpmath.mpf(10) ** k))
    if shape == 2:  # near-cancellation of exact terms, and ln of 1 + 10^-k
        small = f"{rng.randint(1, 999)}.{rng.randint(0, 999):03d}"
        if rng.randrange(2) == 0:
            return f"(10^{k} + {small}) - 10^{k}", mpmath.mpf(small)
        return f"ln(1 + {mantissa} * 10^-{k})", value_at(0, lambda: mpmath.log1p(mpmath.mpf(mantissa) / mpmath.mpf(10) ** k))
    if shape == 3:  # near a pole or a domain edge, the point written exactly
        d = rng.randint(10, 40)
        choice = rng.randrange(4)
        if choice == 0:
            with mpmath.workdps(d + 10):
                near = mpmath.nstr(mpmath.pi / 2, d, strip_zeros=False)
            return f"tan({near})", value_at(d, lambda: mpmath.tan(mpmath.mpf(near)))
        if choice == 1:
            n = rng.randint(1, 20)
            return f"gamma(-{n} + {mantissa} * 10^-{d})", value_at(
                d, lambda: mpmath.gamma(-n + mpmath.mpf(mantissa) / mpmath.mpf(10) ** d))
        if choice == 2:
            return f"atanh(1 - {mantissa} * 10^-{d})", value_at(
                d, lambda: mpmath.atanh(1 - mpmath.mpf(mantissa) / mpmath.mpf(10) ** d))
        return f"acos(1 - {mantissa} * 10^-{d})", value_at(
            d, lambda: mpmath.acos(1 - mpmath.mpf(mantissa) / mpmath.mpf(10) ** d))
    if shape == 4:  # near an integer: an exact value a hair from one, through a function
        n = rng.randint(2, 10**6)
        sign = rng.choice(["+", "-"])
        name = rng.choice(["sqrt", "cbrt", "ln"])
        point = f"{n} {sign} {mantissa} * 10^-{k}"
        f = getattr(mpmath, name)
        # Past the shown digits the hair moves the value by less than a digit's rounding could
        # tell, unless the value is an integer (a perfect square or cube), which the hair moves
        # off its rounding boundary by less than it: either way, f at the shown digits plus a margin.
        offset = mpmath.mpf(mantissa) / mpmath.mpf(10) ** k
        return f"{name}({point})", value_at(min(k, 1000), lambda: f(n + offset if sign == "+" else n - offset))
    # Operands that are approximations: calc refines them up to its cap of 1,000 digits (or twice
    # the precision), which these k keep within reach.
    k = rng.choice([20, 50, 100, 300])
    choice = rng.randrange(4)
    if choice == 0:
        return f"(10^{k} + sqrt(2)) - 10^{k}", value_at(k, lambda: mpmath.sqrt(2))
    if choice == 1:
        small = f"{rng.randint(1, 999)}.{rng.randint(0, 999):03d}"
        return f"sqrt(10^{2 * k} + {small}) - 10^{k}", value_at(
            2 * k, lambda: mpmath.sqrt(mpmath.mpf(10) ** (2 * k) + mpmath.mpf(small)) - mpmath.mpf(10) ** k)
    if choice == 2:  # a decision on a cancellation: the floor needs the digits the sum lost
        m = rng.randint(2, 99)
        return f"floor((10^{k} + sqrt({m})) - 10^{k} + 0.5) / 7", value_at(
            0, lambda: mpmath.floor(mpmath.sqrt(m) + mpmath.mpf(0.5)) / 7)
    return f"tan(pi/2 + {mantissa} * 10^-{k})", value_at(
        k, lambda: mpmath.tan(mpmath.pi / 2 + mpmath.mpf(mantissa) / mpmath.mpf(10) ** k))


TEETH = 100  # agreeing results at each precision checked again with a digit changed


def correctly_rounded(value, precision):
    """mpmath's value correctly rounded (half to even) to `precision` significant digits."""
    from decimal import Decimal, ROUND_HALF_EVEN, localcontext
    import mpmath

    with localcontext() as context:
        context.prec = precision
        context.rounding = ROUND_HALF_EVEN
        return +Decimal(mpmath.nstr(value, precision + 30, strip_zeros=False))


def digits_agree(text, expected):
    """Whether calc's text is the correctly rounded value: every printed digit right, and none
    missing (a text that stops early stands for trailing zeros, which must be right too)."""
    from decimal import Decimal, InvalidOperation

    try:
        return Decimal(text) == expected
    except InvalidOperation:
        return False


def with_a_digit_changed(text):
    """`text` with its last significand digit changed (9 becomes 8, others go up by one)."""
    mantissa_end = text.find("e") if "e" in text else len(text)
    for index in range(mantissa_end - 1, -1, -1):
        if text[index].isdigit():
            digit = "8" if text[index] == "9" else str(int(text[index]) + 1)
            return text[:index] + digit + text[index + 1:]
    return text


def main_digits(options):
    """calc's exact arithmetic at --precision P against mpmath: every printed digit correct."""
    try:
        import mpmath
    except ImportError:
        sys.exit("the digits check needs mpmath (python3 -m pip install mpmath)")

    rng = random.Random(options.seed)
    failures = []
    teeth = []
    done = 0
    for precision in options.digits:
        mpmath.mp.dps = precision + 40
        cases = [digits_case(rng, mpmath) for _ in range(options.count)]
        if options.extremes or options.ball:
            cases += [extreme_case(rng, mpmath, precision, options.ball) for _ in range(options.extremes or options.count)]
        lines = "".join(f"{source}\n" for source, _ in cases)
        process = subprocess.run(
            [options.calc, "--arithmetic", "exact", "--precision", str(precision)],
            input=lines, capture_output=True, text=True)
        outputs = process.stdout.splitlines()
        if len(outputs) != len(cases):
            sys.exit(f"calc gave {len(outputs)} results for {len(cases)} expressions:\n{process.stderr[:2000]}")
        for (source, value), text in zip(cases, outputs):
            expected = correctly_rounded(value, precision)
            if not digits_agree(text, expected):
                failures.append((precision, source, text, str(expected)))
            elif len(teeth) < TEETH * (1 + options.digits.index(precision)):
                teeth.append((text, expected))
        done += len(cases)
    print(f"differential (digits): {done} expressions at precisions {options.digits}; {len(failures)} disagreements")
    # The comparison's teeth: each of these agreed; with one printed digit changed, none may.
    toothless = [text for text, expected in teeth if digits_agree(with_a_digit_changed(text), expected)]
    print(f"  teeth: {len(teeth)} agreeing results with a digit changed, {len(toothless)} still agree")
    if toothless:
        print(f"  the comparison let a changed digit through: {toothless[0][:80]}")
        return 1
    for precision, source, text, expected in failures[:10]:
        print(f"  --precision {precision}: {source}\n    mpmath: {expected[:80]}…\n    calc:   {text[:80]}…")
    return 1 if failures else 0


# ---- Complex numbers against mpmath (issue 32) ----

# (calc's spelling, mpmath's function): each on points off, near and on its branch cuts.
COMPLEX_FUNCTIONS = [
    ("sqrt", "sqrt"), ("exp", "exp"), ("ln", "log"), ("sin", "sin"), ("cos", "cos"), ("tan", "tan"),
    ("asin", "asin"), ("acos", "acos"), ("atan", "atan"), ("sinh", "sinh"), ("cosh", "cosh"), ("tanh", "tanh"),
    ("asinh", "asinh"), ("acosh", "acosh"), ("atanh", "atanh"),
]


def complex_point(rng):
    """A point as calc's text and as an exact (real, imaginary) pair of Fractions: a random one,
    one on a cut (the real axis beyond ±1, the imaginary axis beyond ±i), or a hair off it on
    either side."""
    def rational():
        return Fraction(rng.randint(-40, 40), rng.choice([1, 2, 3, 4, 5, 8, 10]))
    def hair():
        return Fraction(rng.choice([1, -1]), 10 ** rng.randint(10, 40))
    shape = rng.randrange(5)
    if shape == 0:
        a, b = rational(), rational()
    elif shape == 1:  # on the real axis, often outside [-1, 1]
        a, b = rational() * 3, Fraction(0)
    elif shape == 2:  # on the imaginary axis
        a, b = Fraction(0), rational() * 3
    elif shape == 3:  # a hair above or below the real axis
        a, b = rational() * 3, hair()
    else:  # a hair left or right of the imaginary axis (asinh's and atan's cuts)
        a, b = hair(), rational() * 3
    def text(x):
        return f"({x.numerator}/{x.denominator})" if x.denominator != 1 else f"({x.numerator})"
    return f"{text(a)} + {text(b)}*i", (a, b)


def complex_case(rng, mpmath):
    """A complex expression and its value from mpmath."""
    source, (a, b) = complex_point(rng)
    z = mpmath.mpc(mpmath.mpf(a.numerator) / a.denominator, mpmath.mpf(b.numerator) / b.denominator)
    if rng.randrange(5) == 0:
        w_source, (c, d) = complex_point(rng)
        w = mpmath.mpc(mpmath.mpf(c.numerator) / c.denominator, mpmath.mpf(d.numerator) / d.denominator)
        if z == 0:
            return complex_case(rng, mpmath)
        return f"({source})^({w_source})", mpmath.power(z, w)
    name, function = rng.choice(COMPLEX_FUNCTIONS)
    if (name in ("ln",) and z == 0 or name == "atan" and z in (mpmath.mpc(0, 1), mpmath.mpc(0, -1))
            or name == "atanh" and z in (mpmath.mpc(1, 0), mpmath.mpc(-1, 0))):
        return complex_case(rng, mpmath)
    return f"{name}({source})", getattr(mpmath, function)(z)


def complex_parts(text):
    """calc's `a + bi`, `a - bi`, `bi`, `i`, `-i` or `a` as (real, imaginary) strings."""
    match = re.fullmatch(r"(.+?) ([+-]) (.*)i", text)
    if match:
        imaginary = match.group(3) or "1"
        return match.group(1), ("-" if match.group(2) == "-" else "") + imaginary
    if text.endswith("i"):
        imaginary = text[:-1]
        return "0", {"": "1", "-": "-1"}.get(imaginary, imaginary)
    return text, "0"


def main_complex(options):
    """Complex functions of exact arguments at --precision 50 against mpmath: each part within a
    unit of the 47th digit of itself, or (a part shown as 0, or cut short by its error bound)
    within 10^-38 of the value's modulus."""
    import mpmath
    precision = 50
    mpmath.mp.dps = precision + 40
    rng = random.Random(options.seed)
    cases = [complex_case(rng, mpmath) for _ in range(options.complex)]
    process = subprocess.run(
        [options.calc, "--precision", str(precision)], input="".join(f"{s}\n" for s, _ in cases),
        capture_output=True, text=True)
    outputs = process.stdout.splitlines()
    if len(outputs) != len(cases):
        sys.exit(f"calc gave {len(outputs)} results for {len(cases)} expressions:\n{process.stderr[:2000]}")
    failures = []
    for (source, value), text in zip(cases, outputs):
        real, imaginary = complex_parts(text)
        size = abs(value)
        for shown, expected in ((real, value.real), (imaginary, value.imag)):
            difference = abs(mpmath.mpf(shown) - expected)
            if difference > abs(expected) * mpmath.mpf(10) ** -(precision - 3) and difference > size * mpmath.mpf(10) ** -38:
                failures.append((source, text, mpmath.nstr(value, 30)))
                break
    print(f"differential (complex): {len(cases)} expressions at --precision {precision}; {len(failures)} disagreements")
    for source, text, expected in failures[:10]:
        print(f"  {source}\n    mpmath: {expected}\n    calc:   {text[:120]}")
    return 1 if failures else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--count", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--depth", type=int, default=5)
    parser.add_argument("--calc", default=".build/release/calc")
    parser.add_argument("--exact", action="store_true", help="exact arithmetic against fractions.Fraction")
    parser.add_argument(
        "--digits", type=int, nargs="+", metavar="P",
        help="exact arithmetic's approximations at --precision P against mpmath, --count per P")
    parser.add_argument(
        "--extremes", type=int, default=0, metavar="N",
        help="with --digits, N more expressions per P of extreme shapes: huge and tiny powers of ten, "
        "near-cancellations, points near poles, domain edges and integers")
    parser.add_argument(
        "--ball", action="store_true",
        help="with --digits, include extreme shapes whose operands are approximations (issue 34's ball arithmetic)")
    parser.add_argument(
        "--complex", type=int, default=0, metavar="N",
        help="N complex expressions (functions on both sides of their branch cuts, powers) against mpmath at 50 digits")
    options = parser.parse_args()
    if options.complex:
        return main_complex(options)
    if options.digits:
        return main_digits(options)
    if options.exact:
        return main_exact(options)

    return compare(
        options, "differential", generate, evaluate, ["--arithmetic", "checked", "--precision", "17"], float, agree,
        ["value", "division", "overflow", "domain"])


if __name__ == "__main__":
    sys.exit(main())
