#!/usr/bin/env python3
"""Compares calc's unit factors with pint's exact registry, for every spelling pint also knows.

Usage: python3 scripts/units-vs-pint.py [path/to/calc-units-dump]   (`make units-vs-pint`)

calc's table comes from `calc-units-dump --tsv` (name, spellings, exact factor p/q, power of π,
coherent SI base units, zero of a temperature scale, unprefixed spellings), every unit and
samples of its prefixed forms (`km`, `kilometre`, `GiB`). pint is asked with
`pint.UnitRegistry(non_int_type=fractions.Fraction)`, where its definitions are exact fractions
too, so equal means identical. Factors with π are compared to 12 significant digits (pint's π is
a 50-digit decimal). Where calc chose another definition on purpose (data/units.def documents
each), the difference is expected; any other difference, or an expected one that went away,
fails (exit 1). The last line reads `N units compared: N agree exactly, …`.
"""
import fractions
import math
import subprocess
import sys

import pint

# Where calc and pint mean different things on purpose, and why.
from pint_differences import EXPECTED

DUMP = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/calc-units-dump"

ureg = pint.UnitRegistry(non_int_type=fractions.Fraction)
Q = ureg.Quantity


def pint_base(base):
    """calc's base-unit text (`m^2*kg/s^3/A`) as pint reads it; angles are radians in pint."""
    return base.replace("^", "**") if base else "radian"


def ours(rational, pi_power, x=1, zero=None):
    value = fractions.Fraction(rational) * x
    if zero:
        value += fractions.Fraction(zero)
    return value if pi_power == 0 else float(value) * math.pi ** pi_power


def theirs(spelling, base, x=1):
    quantity = Q(fractions.Fraction(x), spelling)
    return quantity.to(pint_base(base)).magnitude


rows = subprocess.run([DUMP, "--tsv"], check=True, capture_output=True, text=True).stdout.splitlines()
units = sum(1 for row in rows if "+" not in row.split("\t")[0])
compared = exact = approximate = 0
expected_seen, failures, unknown = [], [], []
for row in rows:
    name, spellings, rational, pi_power, base, zero, roots = row.split("\t")
    pi_power = int(pi_power)
    known = False
    for spelling, root in zip(spellings.split(), roots.split()):
        try:
            ureg.parse_units(spelling)
        except Exception:
            continue
        known = True
        try:
            if zero:  # a temperature scale: compare two points
                pairs = [(ours(rational, 0, x, zero), theirs(spelling, base, x)) for x in (0, 1, 100)]
            else:
                pairs = [(ours(rational, pi_power), theirs(spelling, base))]
        except Exception as error:  # pint knows the name but not as this dimension
            pairs = [(None, type(error).__name__)]
        compared += 1
        if all(a is not None and a == b for a, b in pairs):
            exact += 1
            agree = True
        elif all(
            a is not None and math.isclose(float(a), float(b), rel_tol=1e-12) for a, b in pairs
        ) and pi_power != 0:
            approximate += 1
            agree = True
        else:
            agree = False
        # A prefixed spelling differs as its unit does.
        reason = EXPECTED.get(spelling) or EXPECTED.get(root)
        if reason:
            if agree:
                failures.append("%s: expected a difference (%s), but they agree" % (spelling, reason))
            else:
                expected_seen.append("%s (%s): calc %s, pint %s" % (spelling, reason, pairs[0][0], pairs[0][1]))
        elif not agree:
            failures.append("%s (%s): calc %s, pint %s" % (spelling, name, pairs[0][0], pairs[0][1]))
    if not known:
        unknown.append(name)

for line in expected_seen:
    print("expected difference: " + line)
for line in failures:
    print("DIFFERENCE: " + line)
print("units pint does not know: " + " ".join(unknown))
print(
    "%d spellings compared (%d units, %d prefixed samples): %d agree exactly, %d to 12 digits (π), "
    "%d expected differences, %d unexpected"
    % (compared, units, len(rows) - units, exact, approximate, len(expected_seen), len(failures))
)
sys.exit(1 if failures else 0)
