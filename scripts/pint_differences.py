"""The spellings where calc and pint mean different things on purpose, and why calc's choice stands.

data/units.def documents each of these choices beside its definition. Both pint comparisons read
this table: scripts/units-vs-pint.py (every factor, `make units-vs-pint`) and
scripts/units-differential.py (conversions through calc, `make units-differential`). A prefixed
spelling differs as its unit does (`kacre` as `acre`). In both, a difference listed here that
goes away is a failure too: the list must say what calc does.
"""

EXPECTED = {
    "acre": "calc: international acre; pint: US survey acre",
    "acres": "calc: international acre; pint: US survey acre",
    "rpm": "calc: cycles per minute (1/60 Hz); pint: 2π rad per minute",
    "revolutions_per_minute": "calc: cycles per minute (1/60 Hz); pint: 2π rad per minute",
    "Btu": "calc: International Table BTU; pint: ISO BTU (1055.056 J)",
    "BTU": "calc: International Table BTU; pint: ISO BTU (1055.056 J)",
    "british_thermal_unit": "calc: International Table BTU; pint: ISO BTU (1055.056 J)",
    "british_thermal_units": "calc: International Table BTU; pint: ISO BTU (1055.056 J)",
    "parsec": "calc: IAU 2015, 648000/π au; pint: 1/tan(1 arcsecond) au, 7.8e-12 more",
    "parsecs": "calc: IAU 2015, 648000/π au; pint: 1/tan(1 arcsecond) au, 7.8e-12 more",
    "pc": "calc: IAU 2015, 648000/π au; pint: 1/tan(1 arcsecond) au, 7.8e-12 more",
    "fathom": "calc: 6 international feet; pint: 6 US survey feet",
    "fathoms": "calc: 6 international feet; pint: 6 US survey feet",
    "league": "calc: 3 international miles; pint: 3 US survey miles",
    "leagues": "calc: 3 international miles; pint: 3 US survey miles",
    "barrel": "calc: the oil barrel, 42 gallons; pint: the US liquid barrel, 31.5 gallons",
    "barrels": "calc: the oil barrel, 42 gallons; pint: the US liquid barrel, 31.5 gallons",
    "bbl": "calc: the oil barrel, 42 gallons; pint: the US liquid barrel, 31.5 gallons",
    "b": "calc: b is the bit (B the byte); pint: the barn",
    "mil": "calc: a thousandth of an inch; pint: the angular mil",
    "mils": "calc: a thousandth of an inch; pint: the angular mil",
    "decade": "calc: ten years; pint: a logarithmic unit",
    "decades": "calc: ten years; pint: a logarithmic unit",
    "amps": "calc: amperes; pint reads atto-m-ps",
    "mcd": "calc: millicandela; pint reads micro-day (mc- is micro there)",
    "gauss": "calc: the SI equivalent; pint: a unit of Gaussian CGS dimensions",
    "maxwell": "calc: the SI equivalent; pint: a unit of Gaussian CGS dimensions",
    "maxwells": "calc: the SI equivalent; pint: a unit of Gaussian CGS dimensions",
    "oersted": "calc: the SI equivalent; pint: a unit of Gaussian CGS dimensions",
    "oersteds": "calc: the SI equivalent; pint: a unit of Gaussian CGS dimensions",
    "acre_foot": "calc: international acre and foot; pint: US survey ones",
    "acre_feet": "calc: international acre and foot; pint: US survey ones",
}
