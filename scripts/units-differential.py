#!/usr/bin/env python3
"""Converts quantities between units through calc and through pint's exact registry: the values
must be identical.

Usage: python3 scripts/units-differential.py CALC UNITS_DUMP [--seed N] [--temperatures auto|on|off]
                                             [--keep FILE]
       (`make units-differential`, a stage of `make test`)

Where scripts/units-vs-pint.py compares each unit's factor, this runs calc's language: one batch
file of `X UNIT_A to UNIT_B to frac` lines, generated from the units table
(`calc-units-dump --tsv`), read back as JSON (`--format json`), each value compared with
`pint.UnitRegistry(non_int_type=fractions.Fraction)`'s. Both sides are exact rationals, so equal
means identical. The pairs:

- every spelling pint also knows (names, plurals, symbols, samples of the prefixed forms), each
  to another unit of its dimension, and each unit at every magnitude to its coherent SI units
  and to another unit: integers, decimals, fractions, large and small, negative;
- compound units: a fixed list (`km/h` to `mph`, `kWh` to `MJ`, `N*m` to `J`…) and generated
  products, quotients and powers of units of two dimensions;
- temperatures (`20 degC to degF`, `-40 degF to degC`, `0 K to degC`) when calc converts them:
  `--temperatures auto`, the default, asks calc `20 degC to degF` first.

Where the factors hold different powers of π (`deg to rad`), `to frac` has no exact value to
show: those lines run at `--precision 40` and must agree to 30 significant digits (pint's π is a
50-digit decimal). The deliberate differences of data/units.def (scripts/pint_differences.py)
are left out of the pairs and checked on their own: each must still differ, so a difference that
went away fails as a new one does. A self-check of that judgement runs first.

The last line reads `units differential: N conversions …; D disagreements`; the exit status is 1
on any disagreement, calc error or pint error.
"""
import argparse
import fractions
import json
import math
import os
import random
import re
import subprocess
import sys
import tempfile

import pint

# Where calc and pint mean different things on purpose, and why.
from pint_differences import EXPECTED

F = fractions.Fraction
# π-bearing conversions: calc's digits and pint's must agree to this many significant digits.
PI_DIGITS = 30
# The magnitudes each unit is converted at: (calc's text, exact value, whether it is one literal
# that a unit can follow). A fraction is written `1/3 * 1 km`, since `1/3 km` is 1/(3 km).
MAGNITUDES = [
    ("1", F(1), True),
    ("42", F(42), True),
    ("-7", F(-7), True),
    ("2.5", F(5, 2), True),
    ("0.001", F(1, 1000), True),
    ("1/3", F(1, 3), False),
    ("-22/7", F(-22, 7), False),
    ("123456789012345678901234567890", F(123456789012345678901234567890), True),
    ("6.02214076e23", F(602214076) * 10**15, True),
    ("1e-20", F(1, 10**20), True),
    ("0.000000000123", F(123, 10**12), True),
]
# Compound conversions every run makes, whatever the generator picks.
COMPOUNDS = [
    ("km/h", "mph"),
    ("kWh", "MJ"),
    ("N*m", "J"),
    ("m/s^2", "ft/s^2"),
    ("kg*m/s^2", "N"),
    ("W*h", "J"),
    ("kW*h", "kcal"),
    ("mi/gal", "km/L"),
    ("g/cm^3", "kg/m^3"),
    ("lbf*ft", "J"),
    ("A*h", "C"),
    ("V*A", "W"),
    ("J/s", "hp"),
    ("mmHg", "kPa"),
    ("psi", "bar"),
    ("MB/s", "Mbit/s"),
    ("GiB", "MB"),
    ("cm^3", "L"),
    ("ft^2", "ha"),
    ("mile^2", "km^2"),
    ("deg/s", "rad/min"),
    ("kcal/h", "W"),
    ("eV", "kJ/mol*mol"),
]
# Conversions between reciprocal dimensions, which calc makes with the reciprocal (as GNU units
# does with `~`); pint's value is the reciprocal converted. calc's spelling, then pint's, where
# `L/100km` is a hundredth of pint's L/km (pint takes no number in a unit).
HUNDRED_KM = ("L/100km", "L/km", F(1, 100))
RECIPROCALS = [
    (("mpg", "mile/gallon"), HUNDRED_KM),
    (HUNDRED_KM, ("mpg", "mile/gallon")),
    (("mile/gal", "mile/gallon"), ("L/km", "L/km")),
    (("s", "s"), ("Hz", "Hz")),
    (("ms", "ms"), ("kHz", "kHz")),
    (("km/L", "km/L"), HUNDRED_KM),
    (("s/m", "s/m"), ("km/h", "km/h")),
]
# Temperature conversions every run makes when calc converts temperatures.
TEMPERATURES = [
    ("20", "degC", "degF"),
    ("-40", "degF", "degC"),
    ("0", "K", "degC"),
    ("100", "°C", "°F"),
    ("98.6", "°F", "°C"),
    ("32", "degF", "K"),
    ("-273.15", "degC", "K"),
    ("527.67", "degR", "degF"),
]
TEMPERATURE_MAGNITUDES = ["20", "-40", "0", "98.6", "-273.15", "1000.5", "37", "1e-20"]


class Spelling:
    """A unit as calc and pint spell it, with the power of π in its factor."""

    def __init__(self, text, pi, base, zero="", reason=None, pint=None, scale=F(1)):
        self.text, self.pi, self.base, self.zero, self.reason = text, pi, base, zero, reason
        # One of this unit is `scale` of pint's `pint`.
        self.pint, self.scale = pint, scale

    @property
    def pint_text(self):
        return self.pint or self.text.replace("^", "**")


class Case:
    """One line of the batch: what calc runs, what pint computes, and how they are compared."""

    def __init__(self, magnitude, source, target, pi=0, reciprocal=False):
        self.magnitude, self.source, self.target = magnitude, source, target
        self.reciprocal = reciprocal
        self.exact = pi == 0
        # A deliberate difference of data/units.def, which must still differ.
        self.reason = source.reason or target.reason
        text, _, literal = magnitude
        written = f"{text} {source.text}" if literal else f"{text} * 1 {source.text}"
        self.line = f"{written} to {target.text}" + (" to frac" if self.exact else "")


def judge(case, ours, theirs):
    """None when calc's value `ours` and pint's `theirs` relate as `case` expects, else why not.
    `ours` is a Fraction or calc's error text; `theirs` a Fraction or pint's error name."""
    if isinstance(ours, F) and isinstance(theirs, F):
        if case.exact:
            agree = ours == theirs
        else:
            agree = ours == theirs or abs(ours - theirs) <= abs(theirs) * F(1, 10**PI_DIGITS)
    else:
        agree = False
    if case.reason:
        if agree:
            return f"{case.line}: expected a difference ({case.reason}), but calc and pint agree on {ours}"
        return None
    if not agree:
        return f"{case.line}: calc {ours}, pint {theirs}"
    return None


def self_check():
    """The judgement has teeth: an exact value that differs by one part in 10^40, a π value past
    its digits, and an expected difference that went away all fail."""
    metre, foot = Spelling("m", 0, "m"), Spelling("ft", 0, "m")
    deg, rad = Spelling("deg", 1, ""), Spelling("rad", 0, "")
    acre = Spelling("acre", 0, "m^2", reason=EXPECTED["acre"])
    plain = Case(MAGNITUDES[0], foot, metre)
    pi = Case(MAGNITUDES[0], deg, rad, pi=1)
    expected = Case(MAGNITUDES[0], acre, Spelling("m^2", 0, "m^2"))
    almost = F(381, 1250) * (1 + F(1, 10**40))
    checks = [
        (plain, F(381, 1250), F(381, 1250), True),
        (plain, almost, F(381, 1250), False),
        (plain, "error: unknown name", F(381, 1250), False),
        (plain, F(381, 1250), "DimensionalityError", False),
        (pi, F(1745329251994329576923690768488612713443, 10**41), F(1745329251994329576923690768488612713442, 10**41), True),
        (pi, F(17453292519943295, 10**18), F(1745329251994329576923690768488612713442, 10**41), False),
        (expected, F(316160658, 78125), F(4046873), True),
        (expected, F(4046873), F(4046873), False),
    ]
    for case, ours, theirs, passes in checks:
        if (judge(case, ours, theirs) is None) != passes:
            sys.exit(f"units differential: the self-check failed on {case.line} (calc {ours}, pint {theirs})")


def read_table(dump, ureg, degree_sign):
    """calc's spellings by dimension (coherent SI units' text), from `calc-units-dump --tsv`, kept
    where pint parses them (and, with `degree_sign` off, without `°`): (plain, prefixed, affine,
    expected, unknown units, every unit's representative spelling)."""
    rows = subprocess.run([dump, "--tsv"], check=True, capture_output=True, text=True).stdout.splitlines()
    plain, prefixed, affine, expected, unknown, units = {}, {}, [], [], [], []
    for row in rows:
        name, spellings, _, pi, base, zero, roots = row.split("\t")
        for text in spellings.split():
            PI_POWERS[text] = int(pi)
        known = []
        for text, root in zip(spellings.split(), roots.split()):
            if "°" in text and not degree_sign:
                continue
            try:
                ureg.parse_units(text)
            except Exception:
                continue
            reason = EXPECTED.get(text) or EXPECTED.get(root)
            spelling = Spelling(text, int(pi), base, zero, reason)
            if reason:
                expected.append(spelling)
            elif zero:
                affine.append(spelling)
            else:
                known.append(spelling)
        if "+" in name:
            prefixed.setdefault(base, []).extend(known)
        else:
            plain.setdefault(base, []).extend(known)
            if known:
                units.append(known[0])
            elif not any(s.text in spellings.split() for s in affine + expected):
                unknown.append(name)
    return plain, prefixed, affine, expected, unknown, units


# The power of π in each spelling's factor (`deg` 1, `pc` -1), filled by read_table.
PI_POWERS = {}


def compound(text):
    """A product of spellings (`km/h`, `N*m`, `ft^2`) as a spelling, with its power of π."""
    pi, sign, reason = 0, 1, None
    for token in re.split(r"([*/])", text):
        if token in "*/":
            sign = 1 if token == "*" else -1
            continue
        name, _, power = token.partition("^")
        pi += sign * int(power or 1) * PI_POWERS.get(name, 0)
        reason = reason or EXPECTED.get(name)
    return Spelling(text, pi, "", reason=reason)


def coherent(base):
    """The coherent SI units of a dimension as a `to` target: `kg*m^2/s^3`, `kg/m/s^2` for
    `kg/(m*s^2)` (calc reads no parentheses in units yet), `s^-1` for `1/s`; radians for none."""
    if not base:
        return Spelling("rad", 0, base)
    numerator, _, denominator = base.partition("/")
    factors = denominator.strip("()").split("*") if denominator else []
    text = numerator
    if numerator == "1":
        name, _, power = factors.pop(0).partition("^")
        text = f"{name}^-{power or 1}"
    return Spelling("/".join([text] + factors), 0, base)


def generate(dump, ureg, temperatures, degree_sign, rng):
    plain, prefixed, affine, expected, unknown, units = read_table(dump, ureg, degree_sign)
    pools = {base: plain.get(base, []) + prefixed.get(base, []) for base in sorted(set(plain) | set(prefixed))}
    pools = {base: pool for base, pool in pools.items() if pool}
    cases = []

    def convert(magnitude, source, target):
        cases.append(Case(magnitude, source, target, source.pi - target.pi))

    # Each unit at every magnitude, to its coherent SI units and to another unit of its kind.
    for unit in units:
        pool = pools[unit.base]
        for magnitude in MAGNITUDES:
            convert(magnitude, unit, coherent(unit.base))
            convert(magnitude, unit, rng.choice(pool))
    # Every spelling, prefixed ones included, to another unit of its kind.
    for index, spelling in enumerate(s for pool in pools.values() for s in pool):
        convert(MAGNITUDES[index % len(MAGNITUDES)], spelling, rng.choice(pools[spelling.base]))
    # Compound units: the fixed list, then products, quotients and powers of random units.
    for index, (source, target) in enumerate(COMPOUNDS):
        convert(MAGNITUDES[index % len(MAGNITUDES)], compound(source), compound(target))
    # Reciprocal dimensions, at every nonzero magnitude.
    def spelled(text, pint, scale=F(1)):
        return Spelling(text, 0, "", pint=pint, scale=scale)

    for source, target in RECIPROCALS:
        for magnitude in MAGNITUDES:
            if magnitude[1] != 0:
                cases.append(Case(magnitude, spelled(*source), spelled(*target), reciprocal=True))
    bases = sorted(base for base in pools if base != "K")
    for index in range(300):
        x, y = rng.choice(bases), rng.choice(bases)
        a1, a2, b1, b2 = rng.choice(pools[x]), rng.choice(pools[x]), rng.choice(pools[y]), rng.choice(pools[y])
        magnitude = MAGNITUDES[index % len(MAGNITUDES)]
        if index % 5 == 4:
            power = rng.choice([2, 3])
            convert(magnitude, compound(f"{a1.text}^{power}"), compound(f"{a2.text}^{power}"))
        else:
            operator = rng.choice("*/")
            convert(magnitude, compound(a1.text + operator + b1.text), compound(a2.text + operator + b2.text))
    # Temperatures: points on the scales, between them and to and from K and degR.
    if temperatures:
        absolute = [s for s in pools.get("K", []) if s.text in ("K", "kelvin", "degR", "°R", "rankine")]
        for magnitude, source, target in TEMPERATURES:
            if "°" in source + target and not degree_sign:
                continue
            convert((magnitude, F(magnitude), True), Spelling(source, 0, "K"), Spelling(target, 0, "K"))
        for index, scale in enumerate(affine):
            for magnitude in TEMPERATURE_MAGNITUDES:
                convert((magnitude, F(magnitude), True), scale, rng.choice(affine + absolute))
            text = TEMPERATURE_MAGNITUDES[index % len(TEMPERATURE_MAGNITUDES)]
            convert((text, F(text), True), rng.choice(absolute), scale)
    # The deliberate differences, each against its coherent SI units: they must still differ.
    for spelling in expected:
        convert(MAGNITUDES[0], spelling, coherent(spelling.base))
    return cases, unknown, len(affine)


def pint_value(ureg, case):
    """pint's value of a case, a Fraction, or the name of the error it raised."""
    try:
        quantity = ureg.Quantity(case.magnitude[1] * case.source.scale, case.source.pint_text)
        if case.reciprocal:
            quantity = 1 / quantity
        value = quantity.to(case.target.pint_text).magnitude / case.target.scale
    except Exception as error:
        return type(error).__name__
    return value if isinstance(value, F) else F(value)


def calc_values(calc, lines, keep):
    """calc's value of each line, by line number: a Fraction, or its error message."""
    with tempfile.TemporaryDirectory() as directory:
        path = keep or os.path.join(directory, "units.calc")
        with open(path, "w") as file:
            file.write("\n".join(lines) + "\n")
        result = subprocess.run(
            [calc, "--format", "json", "--precision", "40", path], capture_output=True, text=True
        )
    values = {}
    for text in result.stdout.splitlines():
        record = json.loads(text)
        if "error" in record:
            values[record["line"]] = "error: " + record["error"]["message"]
            continue
        # A fraction before a unit is in parentheses, `(1/3) km`, so that it reads back.
        number = record["text"].split(" ")[0].strip("()")
        try:
            values[record["line"]] = F(number)
        except ValueError:
            values[record["line"]] = "unreadable: " + record["text"]
    return values


def answer(calc, line):
    """calc's text for one line, or None when it is an error."""
    result = subprocess.run([calc, "--format", "json", "-e", line], capture_output=True, text=True)
    try:
        return json.loads(result.stdout.splitlines()[0]).get("text")
    except (IndexError, ValueError):
        return None


def switch(setting, calc, line, text):
    """A feature's switch: `on`, `off`, or `auto`: on when calc answers `line` with `text`."""
    return {"on": True, "off": False}.get(setting, answer(calc, line) == text)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("calc")
    parser.add_argument("dump")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--temperatures", choices=["auto", "on", "off"], default="auto")
    parser.add_argument("--degree-sign", choices=["auto", "on", "off"], default="auto")
    parser.add_argument("--keep", help="write the batch file here, and keep it")
    options = parser.parse_args()

    self_check()
    ureg = pint.UnitRegistry(non_int_type=F)
    temperatures = switch(options.temperatures, options.calc, "20 degC to degF", "68 degF")
    degree_sign = switch(options.degree_sign, options.calc, "180 ° to turn", "0.5 turn")
    cases, unknown, scales = generate(
        options.dump, ureg, temperatures, degree_sign, random.Random(options.seed))
    ours = calc_values(options.calc, [case.line for case in cases], options.keep)
    failures = []
    for number, case in enumerate(cases, start=1):
        problem = judge(case, ours.get(number, "no output"), pint_value(ureg, case))
        if problem:
            failures.append(problem)
    for problem in failures:
        print("DIFFERENCE: " + problem)
    exact = sum(1 for case in cases if case.exact and not case.reason)
    expected = sum(1 for case in cases if case.reason)
    print("units pint does not know: " + " ".join(unknown))
    print(
        f"units differential: {len(cases)} conversions (seed {options.seed}) against pint {pint.__version__}: "
        f"{exact} exact, {len(cases) - exact - expected} to {PI_DIGITS} digits (π), {expected} expected differences; "
        + (f"temperatures on ({scales} scale spellings)" if temperatures else "temperatures off (calc does not convert them yet)")
        + ("" if degree_sign else ", ° spellings off (calc does not read ° yet)")
        + f"; {len(failures)} disagreements"
    )
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
