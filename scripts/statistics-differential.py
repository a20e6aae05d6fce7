#!/usr/bin/env python3
"""Computes statistics of generated lists through calc and through Python's `statistics` module
on exact rationals (`fractions.Fraction`): the values must be identical, or, where the result is
irrational (a standard deviation, a geometric mean), agree to 30 significant digits.

Usage: python3 scripts/statistics-differential.py CALC [--count N] [--seed N] [--keep FILE]
       (`make statistics-differential`, a stage of `make checks`)

One batch file of lines such as `variance([3/7, -2.5, 10^20 + 1]) to frac`, run with
`--format json --precision 40`, each `text` read back as a Fraction (an exact result, by
`to frac`) or a decimal (an approximation) and compared with Python's. The lists: 1 to 40
elements, integers small and large, decimals, fractions, negative values, repeated values
(for `mode`), values with a large common offset (`10^20 + k`, where E[x²] − E[x]² would
cancel), and lists of positive values for `gmean` and `hmean`. The functions: sum, prod, len,
min, max, mean, median, mode, variance, pvariance, stdev, pstdev, quantile (type 7 at p = 0,
1/4, 1/2, 0.9, 1: Python's `quantiles(method='inclusive')` gives the cut points, and p = 0 and
1 are the minimum and maximum), gmean, hmean, and sort.

A self-check first shows that the judgement can fail. The last line reads `statistics differential: N results …; D disagreements`; the exit status is
1 on any disagreement or calc error.
"""
import argparse
import decimal
import json
import math
import random
import statistics
import subprocess
import sys
import tempfile
from fractions import Fraction

decimal.getcontext().prec = 80


def element(rng, offset):
    """A value and its text in calc's language."""
    kind = rng.randrange(6)
    if kind == 0:
        n = rng.randrange(-20, 21)
        return Fraction(n) + offset, text_of(n, offset)
    if kind == 1:
        n = rng.randrange(-10**12, 10**12)
        return Fraction(n) + offset, text_of(n, offset)
    if kind == 2:
        whole, frac = rng.randrange(0, 1000), rng.randrange(0, 100)
        sign = rng.choice([1, -1])
        value = sign * (Fraction(whole) + Fraction(frac, 100))
        return value + offset, text_of("%s%d.%02d" % ("-" if sign < 0 else "", whole, frac), offset)
    if kind == 3:
        p, q = rng.randrange(-1000, 1000), rng.randrange(1, 1000)
        return Fraction(p, q) + offset, text_of("(%d/%d)" % (p, q), offset)
    if kind == 4:
        n = rng.randrange(1, 10)
        return Fraction(n) + offset, text_of(n, offset)
    e = rng.randrange(1, 30)
    return Fraction(10) ** e + offset, text_of("10^%d" % e, offset)


def text_of(value, offset):
    return str(value) if offset == 0 else "(10^20 + %s)" % value


def positive(rng):
    kind = rng.randrange(3)
    if kind == 0:
        n = rng.randrange(1, 100)
        return Fraction(n), str(n)
    if kind == 1:
        p, q = rng.randrange(1, 1000), rng.randrange(1, 1000)
        return Fraction(p, q), "(%d/%d)" % (p, q)
    square = rng.choice([1, 4, 9, 16, 25])
    return Fraction(square), str(square)


def sample(rng):
    offset = Fraction(10) ** 20 if rng.random() < 0.15 else 0
    count = rng.randrange(1, 41)
    values = [element(rng, offset) for _ in range(count)]
    # Repeats, so that `mode` has a most common value to find.
    if count > 3 and rng.random() < 0.5:
        for _ in range(rng.randrange(1, count)):
            values.append(rng.choice(values))
        rng.shuffle(values)
    return values


def quantile(data, p):
    """Type 7, from Python's cut points: `quantiles(n=…, method='inclusive')` at p = k/n."""
    data = sorted(data)
    if p == 0:
        return data[0]
    if p == 1:
        return data[-1]
    if len(data) == 1:
        return data[0]
    p = Fraction(p)
    return statistics.quantiles(data, n=p.denominator, method="inclusive")[p.numerator - 1]


def cases(rng, count):
    """(calc line, expected, exact?) triples, and how many lists they are of."""
    out = []
    lists = 0
    while len(out) < count:
        lists += 2
        values = sample(rng)
        data = [v for v, _ in values]
        text = "[" + ", ".join(t for _, t in values) + "]"
        n = len(data)
        out.append(("sum(%s) to frac" % text, sum(data, Fraction(0)), True))
        out.append(("prod(%s) to frac" % text, math.prod(data), True))
        out.append(("len(%s)" % text, Fraction(n), True))
        out.append(("min(%s) to frac" % text, min(data), True))
        out.append(("max(%s) to frac" % text, max(data), True))
        out.append(("mean(%s) to frac" % text, statistics.mean(data), True))
        out.append(("median(%s) to frac" % text, Fraction(statistics.median(data)), True))
        out.append(("mode(%s) to frac" % text, statistics.mode(data), True))
        out.append(("pvariance(%s) to frac" % text, statistics.pvariance(data), True))
        out.append(("pstdev(%s)" % text, sqrt(statistics.pvariance(data)), False))
        if n >= 2:
            out.append(("variance(%s) to frac" % text, statistics.variance(data), True))
            out.append(("stdev(%s)" % text, sqrt(statistics.variance(data)), False))
        for p, written in [(0, "0"), (Fraction(1, 4), "1/4"), (Fraction(1, 2), "50%"), (Fraction(9, 10), "0.9"), (1, "1")]:
            out.append(("quantile(%s, %s) to frac" % (text, written), quantile(data, p), True))
        out.append(("sort(%s) to frac" % text, sorted(data), True))
        positives = [positive(rng) for _ in range(rng.randrange(1, 12))]
        pdata = [v for v, _ in positives]
        ptext = "[" + ", ".join(t for _, t in positives) + "]"
        out.append(("hmean(%s) to frac" % ptext, statistics.harmonic_mean(pdata), True))
        out.append(("gmean(%s)" % ptext, geometric(pdata), False))
    return out, lists


def sqrt(value):
    """√value to 60 digits, as a Decimal."""
    return (decimal.Decimal(value.numerator) / decimal.Decimal(value.denominator)).sqrt()


def geometric(data):
    """(Πx)^(1/n) to 60 digits: exp(mean(ln x)) in Decimal."""
    logs = [(decimal.Decimal(x.numerator) / decimal.Decimal(x.denominator)).ln() for x in data]
    return (sum(logs) / len(logs)).exp()


def parse(text):
    """calc's text of an exact value (`p/q`, an integer) or a list of them, or a decimal."""
    if text.startswith("["):
        inner = text[1:-1]
        return [parse(part) for part in inner.split(", ")] if inner else []
    if "/" in text or "e" not in text and "." not in text:
        return Fraction(text)
    return decimal.Decimal(text)


def agrees(expected, got, exact):
    if isinstance(expected, list):
        return isinstance(got, list) and len(got) == len(expected) and all(
            agrees(e, g, True) for e, g in zip(expected, got))
    if exact:
        return isinstance(got, Fraction) and got == expected
    got = decimal.Decimal(got.numerator) / decimal.Decimal(got.denominator) if isinstance(got, Fraction) else got
    expected = decimal.Decimal(expected)
    if expected == 0:
        return abs(got) < decimal.Decimal("1e-30")
    return abs(got - expected) <= abs(expected) * decimal.Decimal("1e-30")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("calc")
    parser.add_argument("--count", type=int, default=40000)
    parser.add_argument("--seed", type=int, default=45)
    parser.add_argument("--keep")
    args = parser.parse_args()
    # The judgement can fail: a rational off by 10^-40, a decimal off in its 25th digit, a list
    # one element short.
    assert not agrees(Fraction(1, 3), Fraction(1, 3) + Fraction(1, 10**40), True)
    assert not agrees(sqrt(Fraction(2)), decimal.Decimal("1.414213562373095048801699"), False)
    assert agrees(sqrt(Fraction(2)), parse("1.414213562373095048801688724209698078570"), False)
    assert not agrees([Fraction(1), Fraction(2)], [Fraction(1)], True)
    rng = random.Random(args.seed)
    lines, lists = cases(rng, args.count)
    with tempfile.NamedTemporaryFile("w", suffix=".calc", delete=False) as f:
        f.write("\n".join(line for line, _, _ in lines) + "\n")
        path = f.name
    if args.keep:
        with open(args.keep, "w") as f:
            f.write("\n".join(line for line, _, _ in lines) + "\n")
    run = subprocess.run([args.calc, "--format", "json", "--precision", "40", path], capture_output=True, text=True)
    results = [json.loads(line) for line in run.stdout.splitlines()]
    by_line = {r["line"]: r for r in results}
    disagreements = 0
    for number, (line, expected, exact) in enumerate(lines, start=1):
        result = by_line.get(number)
        if result is None or "error" in result:
            disagreements += 1
            if disagreements <= 20:
                print("line %d: %s: %s" % (number, line[:120], result and result.get("error")))
            continue
        got = parse(result["text"])
        if not agrees(expected, got, exact):
            disagreements += 1
            if disagreements <= 20:
                print("line %d: %s\n  calc:   %s\n  Python: %s" % (number, line[:160], result["text"][:160], expected))
    print("statistics differential: %d results of %d lines over %d lists against Python's statistics; %d disagreements"
          % (len(results), len(lines), lists, disagreements))
    sys.exit(1 if disagreements else 0)


if __name__ == "__main__":
    main()
