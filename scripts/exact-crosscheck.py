#!/usr/bin/env python3
"""Compares exact arithmetic in CalculatorNumbers with Python's fractions.Fraction.

Generates random expressions over small and large integers and fractions with + - * / and
integer powers, evaluates them with Fraction, and writes `expression<TAB>expected` lines in the
display calc uses for exact values (`p/q` through `fraction()`). The test
ExactCrossCheckTests compares every line of Tests/CalculatorNumbersTests/CrossCheck/fractions.tsv
(written by `scripts/exact-crosscheck.py 300 13`), or of the file named by CALC_EXACT_CROSSCHECK.

    python3 scripts/exact-crosscheck.py 500 > /tmp/exact.tsv
    CALC_EXACT_CROSSCHECK=/tmp/exact.tsv swift test --skip-build --filter ExactCrossCheckTests
"""
import random
import sys
from fractions import Fraction


def operand(rng):
    kind = rng.randrange(4)
    if kind == 0:
        return str(rng.randrange(-1000, 1000))
    if kind == 1:
        return str(rng.randrange(1, 10**rng.randrange(1, 40)))
    if kind == 2:
        return "(%d/%d)" % (rng.randrange(-10**6, 10**6), rng.randrange(1, 10**6))
    return "%d.%d" % (rng.randrange(0, 1000), rng.randrange(0, 10**6))


def expression(rng, depth):
    if depth == 0:
        return operand(rng)
    op = rng.choice(["+", "-", "*", "/", "^"])
    left = expression(rng, depth - 1)
    if op == "^":
        return "(%s)^%d" % (left, rng.randrange(-4, 5))
    return "(%s %s %s)" % (left, op, expression(rng, depth - 1))


def evaluate(text):
    python = text.replace("^", "**")
    # Decimal literals are exact: 0.1 is 1/10.
    tokens = []
    number = ""
    for c in python + " ":
        if c.isdigit() or c == ".":
            number += c
            continue
        if number:
            tokens.append("Fraction('%s')" % number)
            number = ""
        tokens.append(c)
    return eval("".join(tokens), {"Fraction": Fraction})


def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    rng = random.Random(int(sys.argv[2]) if len(sys.argv) > 2 else 13)
    written = 0
    while written < count:
        text = expression(rng, rng.randrange(1, 4))
        try:
            value = evaluate(text)
        except ZeroDivisionError:
            continue
        shown = str(value.numerator) if value.denominator == 1 else "%d/%d" % (value.numerator, value.denominator)
        print("%s\t%s" % (text, shown))
        written += 1


if __name__ == "__main__":
    main()
