#!/usr/bin/env python3
"""Computes generated date computations through calc and through Python's `datetime`,
`zoneinfo` and `dateutil.relativedelta`: every result must be the same text.

Usage: python3 scripts/dates-differential.py CALC [--count N] [--seed N] [--keep FILE]
       (`make dates-differential`, a stage of `make checks`)

One batch file of statements, one result a line, run with `--tz UTC`: calendar months and years
(`@2024-01-31 + 1 month`, clamped as relativedelta clamps), calendar days and weeks, date −
date in days, zoned − zoned in elapsed seconds, weekday and yearday, Unix times to a zone (`@1700000000 to Europe/Berlin`, as
`datetime.fromtimestamp(t, ZoneInfo(zone))`), wall times read in a zone across DST changes
(RFC 9557's "compatible": Python's fold=0, normalized), zoned values plus whole days (wall clock
kept) and plus hours (elapsed), `unix(…)`, and instants past 2037, where the TZif footer's POSIX
rule answers. Zones with DST changes, north and south, of 30 minutes, negative DST and odd
offsets. The tz database is the system's, which Python's zoneinfo reads too.

A self-check first shows that the judgement can fail. The last line reads
`dates differential: N results …; D disagreements`; the exit status is 1 on any disagreement.
"""
import argparse
import random
import subprocess
import sys
import tempfile
from datetime import date, datetime, timedelta, timezone
from zoneinfo import ZoneInfo

from dateutil.relativedelta import relativedelta

ZONES = [
    "America/New_York", "Europe/Berlin", "Europe/London", "Australia/Sydney", "Australia/Lord_Howe",
    "America/Sao_Paulo", "Asia/Tehran", "Pacific/Auckland", "America/Santiago", "Africa/Casablanca",
    "Asia/Kathmandu", "America/St_Johns", "Europe/Dublin", "Pacific/Chatham", "America/Los_Angeles",
]
UTC = timezone.utc


def offset_text(delta):
    seconds = int(delta.total_seconds())
    sign = "-" if seconds < 0 else "+"
    seconds = abs(seconds)
    text = "%s%02d:%02d" % (sign, seconds // 3600, seconds // 60 % 60)
    return text + (":%02d" % (seconds % 60) if seconds % 60 else "")


def zoned_text(dt, zone):
    """calc's display of an aware datetime in the named zone."""
    wall = dt.replace(tzinfo=None).isoformat(timespec="seconds")
    return "@%s%s[%s]" % (wall, offset_text(dt.utcoffset()), zone)


def normalized(dt, zone):
    return dt.astimezone(UTC).astimezone(ZoneInfo(zone))


def random_date(rng):
    if rng.random() < 0.8:
        return date(rng.randrange(1900, 2101), rng.randrange(1, 13), 1) + timedelta(days=rng.randrange(31))
    return date.fromordinal(rng.randrange(date(1, 1, 1).toordinal() + 400, date(9999, 12, 31).toordinal() - 400))


def calendar_cases(rng, count):
    for _ in range(count):
        d = random_date(rng)
        kind = rng.randrange(6)
        if kind == 0:
            n = rng.randrange(-240, 241)
            yield "@%s + %d month" % (d.isoformat(), n), "@" + (d + relativedelta(months=n)).isoformat()
        elif kind == 1:
            n = rng.randrange(-30, 31)
            yield "@%s + %d year" % (d.isoformat(), n), "@" + (d + relativedelta(years=n)).isoformat()
        elif kind == 2:
            n = rng.randrange(-5000, 5001)
            yield "@%s + %d d" % (d.isoformat(), n), "@" + (d + timedelta(days=n)).isoformat()
        elif kind == 3:
            n = rng.randrange(-200, 201)
            yield "@%s - %d week" % (d.isoformat(), n), "@" + (d - timedelta(weeks=n)).isoformat()
        elif kind == 4:
            other = random_date(rng)
            yield "@%s - @%s" % (d.isoformat(), other.isoformat()), "%d d" % (d - other).days
        else:
            yield "weekday(@%s) + yearday(@%s) * 10" % (d.isoformat(), d.isoformat()), str(
                d.isoweekday() + d.timetuple().tm_yday * 10)


def transitions(zone, year):
    """Instants (Unix seconds) at which the zone's offset changes in `year`, to the minute."""
    tz = ZoneInfo(zone)
    found = []
    start = int(datetime(year, 1, 1, tzinfo=UTC).timestamp())
    previous = datetime.fromtimestamp(start, tz).utcoffset()
    for hour in range(1, 366 * 24, 6):
        t = start + hour * 3600
        offset = datetime.fromtimestamp(t, tz).utcoffset()
        if offset != previous:
            low, high = t - 6 * 3600, t
            while high - low > 60:
                middle = (low + high) // 2
                if datetime.fromtimestamp(middle, tz).utcoffset() == previous:
                    low = middle
                else:
                    high = middle
            found.append(high)
            previous = offset
    return found


def zone_cases(rng, count):
    per_zone = max(1, count // len(ZONES))
    for zone in ZONES:
        tz = ZoneInfo(zone)
        years = [rng.randrange(1971, 2037) for _ in range(3)] + [rng.randrange(2038, 2100)]
        moments = []
        for year in years:
            for t in transitions(zone, year):
                moments += [t + delta for delta in (-3600, -60, 0, 60, 1800, 3600)]
        while len(moments) < per_zone:
            moments.append(rng.randrange(0, 4_102_444_800))
        rng.shuffle(moments)
        for t in moments[:per_zone]:
            dt = datetime.fromtimestamp(t, tz)
            kind = rng.randrange(6)
            if kind == 0:
                yield "@%d to %s" % (t, zone), zoned_text(dt, zone)
            elif kind == 1:
                # A wall time near a change, read by the compatible rule.
                wall = (dt.replace(tzinfo=None) + timedelta(minutes=rng.choice([-90, -30, 0, 30, 90])))
                wall = wall.replace(second=0)
                expected = normalized(wall.replace(tzinfo=tz, fold=0), zone)
                yield "@%s[%s]" % (wall.isoformat(timespec="minutes"), zone), zoned_text(expected, zone)
            elif kind == 2:
                n = rng.randrange(-3, 4)
                expected = normalized(dt + timedelta(days=n), zone)
                yield "%s + %d d" % (zoned_text(dt, zone), n), zoned_text(expected, zone)
            elif kind == 3:
                n = rng.randrange(-48, 49)
                expected = (dt.astimezone(UTC) + timedelta(hours=n)).astimezone(tz)
                yield "%s + %d h" % (zoned_text(dt, zone), n), zoned_text(expected, zone)
            elif kind == 4:
                yield "unix(%s)" % zoned_text(dt, zone), str(t)
            else:
                # Elapsed time between two instants in the zone (Python subtracts aware values
                # of one tzinfo by their wall clocks: compare in UTC).
                other = datetime.fromtimestamp(t + rng.randrange(-200_000, 200_000), tz)
                seconds = int((dt.astimezone(UTC) - other.astimezone(UTC)).total_seconds())
                yield "%s - %s to s" % (zoned_text(dt, zone), zoned_text(other, zone)), "%d s" % seconds


def run(calc, lines):
    with tempfile.NamedTemporaryFile("w", suffix=".calc", delete=False) as batch:
        batch.write("\n".join(lines) + "\n")
    result = subprocess.run([calc, "--tz", "UTC", batch.name], capture_output=True, text=True)
    return result.stdout.splitlines(), result.stderr


def judge(cases, outputs):
    return [(line, expected, got) for (line, expected), got in zip(cases, outputs) if expected != got]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("calc")
    parser.add_argument("--count", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=46)
    parser.add_argument("--keep")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    # The self-check: a wrong expectation must be a disagreement.
    if not judge([("@2024-01-31 + 1 month", "@2024-03-02")], ["@2024-02-29"]):
        sys.exit("self-check failed: a disagreement went unnoticed")
    cases = list(calendar_cases(rng, args.count // 2)) + list(zone_cases(rng, args.count // 2))
    outputs, errors = run(args.calc, [line for line, _ in cases])
    if args.keep:
        with open(args.keep, "w") as keep:
            keep.write("\n".join(line for line, _ in cases) + "\n")
    if len(outputs) != len(cases):
        print(errors[:2000], file=sys.stderr)
        sys.exit("calc gave %d results for %d statements" % (len(outputs), len(cases)))
    disagreements = judge(cases, outputs)
    for line, expected, got in disagreements[:20]:
        print("%s\n  python: %s\n  calc:   %s" % (line, expected, got))
    zones = len(ZONES)
    print("dates differential: %d results (%d zones); %d disagreements" % (len(cases), zones, len(disagreements)))
    sys.exit(1 if disagreements else 0)


if __name__ == "__main__":
    main()
