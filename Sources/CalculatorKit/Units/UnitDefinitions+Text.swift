// Generated from data/units.def by scripts/generate-units (`make units`): do not edit.

/// The units definitions file, embedded: the library reads no files.
package enum UnitDefinitions {
    /// The text of `data/units.def`.
    package static let text = #"""
        # calc's units: the one definitions file (issue 30). docs/units.md is generated from it, and
        # Sources/CalculatorKit/Units/UnitDefinitions+Text.swift embeds it: after an edit, run
        # `make units` (tests fail while either is stale).
        #
        # One unit a line, four fields between `|`:
        #
        #   names | symbols | prefixes | definition   # note
        #
        # - names: long names, space-separated, `_` inside a name (`short_ton`). A name takes an `s` for
        #   its plural (`metres`) unless it ends in s, x, z, ch, sh or a consonant and y; `foot/feet`
        #   gives the plural, `hertz/` says there is none.
        # - symbols: short spellings (`m`, `kWh`, `°C`), space-separated; no plural.
        # - prefixes: `si` (every SI prefix), `si+` (the multiples only: da to Q), `bin` (Ki to Yi), or
        #   `-`. Short prefixes go on symbols (`km`, `GiB`), long ones on names (`kilometre`, `gibibyte`),
        #   never mixed (`kmetre` is no unit).
        # - definition: `[length]` for a base dimension; else an expression of the language, read by
        #   calc's one parser as a statement is and reduced exactly to a rational times a power of π:
        #   numbers, `pi`, earlier units, `+ - * /`, juxtaposition, `^` (a fraction), parentheses and
        #   functions with exact results (`sqrt(4)`): `550 ft*lbf/s`. A unit binds tighter than `/`, as
        #   in any statement, but a fraction written tight (`1/1000 kg`) is that fraction of the unit;
        #   the file writes `(1/1000) kg`. Never a transcribed product (qalc's horsepower typo came
        #   from one).
        #   `SCALE, zero at POINT` is an affine temperature scale whose zero lies at POINT
        #   (`K, zero at 273.15 K`). `! HINT` refuses an ambiguous name with a hint.
        # - `# note` after a definition is shown in the reference; a line `## Title` starts a section,
        #   and `#. text` lines under it are printed as the section's text.
        #
        # Exact names and symbols always win over a prefix and a unit (`nmi` is never nano-mile, `Pa`
        # never peta-anything); spellings are case-sensitive (`mm`/`Mm`, `B`/`b`); `µ`, `μ` and `u` all
        # mean micro.

        ## SI base units
        #. The seven SI base units, and the bit as the base of information (as numbat, fend and GNU
        #. units have it; pint makes it dimensionless). The kilogram is the base of mass; the SI
        #. prefixes go on the gram.
        metre meter | m | si | [length]
        kilogram | kg | - | [mass]
        gram | g | si | (1/1000) kg
        second sec | s | si | [time]
        ampere amp | A | si | [current]
        kelvin | K | si | [temperature]
        mole | mol | si | [amount]
        candela | cd | si | [luminosity]
        bit | bit b | si+ bin | [information]
        byte | B | si+ bin | 8 bit
        nibble | - | - | 4 bit
        octet | - | - | 8 bit

        ## Angles
        #. Angles are dimensionless (SI): a radian is 1, so `sin(30 deg)` is 0.5 in any angle mode.
        #. Factors with π stay exact multiples of π until a value needs them.
        radian | rad | si | 1
        steradian | sr | - | rad^2
        degree | deg ° | - | (pi/180) rad
        arcminute | arcmin | - | (1/60) deg
        arcsecond | arcsec | - | (1/60) arcmin
        turn revolution | rev | - | 2 pi rad
        gradian gon | grad | - | (pi/200) rad

        ## Time
        #. `year` is the Julian year of 365.25 days, the year of the light-year (pint and qalc agree;
        #. numbat and GNU units use the tropical year). `month` is a twelfth of it.
        minute | min | - | 60 s
        hour | h hr | - | 60 min
        day | d | - | 24 h
        week | wk | - | 7 d
        fortnight | - | - | 14 d
        year julian_year | yr | - | 365.25 d   # Julian
        common_year | - | - | 365 d
        gregorian_year | - | - | 365.2425 d
        month | - | - | (1/12) year   # a twelfth of a Julian year
        decade | - | - | 10 year
        century/centuries | - | - | 100 year
        millennium/millennia | - | - | 1000 year

        ## Length
        #. The international yard and pound (1959): the inch is exactly 2.54 cm. `in` is not the inch
        #. (it reads as a conversion in other calculators): write `inch`.
        inch/inches | - | - | 2.54 cm
        point | - | - | (1/72) inch   # the typographic (PostScript) point
        pica | - | - | 12 point
        hand | - | - | 4 inch
        in/ | - | - | ! write inch for the unit; a conversion is written with to
        thou/ mil | - | - | (1/1000) inch   # not the angular mil
        foot/feet | ft | - | 12 inch
        yard | yd | - | 3 ft
        fathom | ftm | - | 6 ft   # international feet; pint's are US survey feet
        mile | mi | - | 1760 yd   # statute mile
        league | - | - | 3 mile   # international miles
        nautical_mile | nmi | - | 1852 m
        angstrom ångström | Å | - | (1/10000000000) m
        micron | - | - | (1/1000000) m
        astronomical_unit | au | - | 149597870700 m   # IAU 2012
        light_year/light_years lightyear | ly | - | 299792458 m/s * julian_year   # light travelling a Julian year
        light_second | - | - | 299792458 m
        parsec | pc | si | (648000/pi) au   # IAU 2015 (GNU units and pint use 1/tan(1 arcsec) au)

        ## Area
        #. The acre is the international one (4840 square yards, 4046.8564224 m²); pint's is the US
        #. survey acre. Square and cubic units are written as powers: `ft^2`, `cm^3`.
        are | - | - | 100 m^2
        hectare | ha | - | 100 are
        acre | - | - | 4840 yd^2   # international
        acre_foot/acre_feet | - | - | acre*ft   # international
        barn | - | - | (1/10000000000000000000000000000) m^2

        ## Volume
        #. US customary measures, from the gallon of 231 cubic inches; imperial ones carry their name.
        litre liter | L l | si | dm^3
        cubic_centimetre cubic_centimeter | cc | - | cm^3
        gallon | gal | - | 231 inch^3   # US liquid gallon
        quart | qt | - | (1/4) gal
        pint | pt | - | (1/2) qt
        cup | - | - | (1/2) pint
        fluid_ounce | floz fl_oz | - | (1/8) cup
        tablespoon | tbsp | - | (1/2) floz
        teaspoon | tsp | - | (1/3) tbsp
        barrel | bbl | - | 42 gal   # the oil barrel; pint's is the liquid barrel of 31.5 gal
        imperial_gallon | - | - | 4.54609 L
        imperial_pint | - | - | (1/8) imperial_gallon
        imperial_quart | - | - | (1/4) imperial_gallon
        imperial_fluid_ounce | - | - | (1/160) imperial_gallon
        gill | - | - | (1/4) pint   # US

        ## Mass
        #. `ton` is refused: it means 1000 kg, 2000 lb or 2240 lb depending on where you are.
        pound | lb | - | 0.45359237 kg
        ounce | oz | - | (1/16) lb
        grain | gr | - | (1/7000) lb
        dram | - | - | (1/16) oz   # avoirdupois
        pennyweight | dwt | - | 24 grain
        stone | st | - | 14 lb
        troy_ounce | ozt | - | 480 grain
        carat | ct | - | 200 mg
        dalton | Da | si | 1.66053906892e-27 kg   # the atomic mass constant m_u, CODATA 2022
        unified_atomic_mass_unit | u | - | Da
        tonne metric_ton | t | - | 1000 kg
        short_ton | - | - | 2000 lb
        long_ton | - | - | 2240 lb
        short_hundredweight | - | - | 100 lb
        long_hundredweight | - | - | 112 lb
        ton | - | - | ! ambiguous: write tonne (1000 kg), short_ton (2000 lb) or long_ton (2240 lb)
        hundredweight | cwt | - | ! ambiguous: write short_hundredweight (100 lb) or long_hundredweight (112 lb)

        ## Speed
        #. `km/h` and `m/s` are unit expressions, not units of their own.
        miles_per_hour/ | mph | - | mile/h
        knot | kn | - | nmi/h
        kilometres_per_hour/ | kph | - | km/h
        standard_gravity/ | g0 | - | 9.80665 m/s^2   # the standard acceleration of gravity

        ## SI derived units
        hertz | Hz | si | 1/s
        newton | N | si | kg*m/s^2
        pascal | Pa | si | N/m^2
        joule | J | si | N*m
        watt | W | si | J/s
        coulomb | C | si | A*s
        volt | V | si | W/A
        farad | F | si | C/V
        ohm | Ω ohm | si | V/A
        siemens | S | si | 1/ohm
        weber | Wb | si | V*s
        tesla | T | si | Wb/m^2
        henry/henries | H | si | Wb/A
        lumen | lm | si | cd*sr
        lux | lx | si | lm/m^2
        becquerel | Bq | si | 1/s
        gray | Gy | si | J/kg
        sievert | Sv | si | J/kg
        katal | kat | si | mol/s

        ## Frequency
        #. `rpm` counts revolutions per minute as cycles (1/60 Hz), not as 2π/60 rad/s as pint does.
        revolutions_per_minute/ | rpm | - | 1/min   # cycles per minute

        ## Force
        pound_force/pounds_force | lbf | - | lb*g0
        kilogram_force/kilograms_force | kgf | - | kg*g0
        dyne | dyn | - | g*cm/s^2
        poundal | - | - | lb*ft/s^2
        kip | - | - | 1000 lbf
        slug | - | - | lbf*s^2/ft   # the mass a pound-force accelerates by 1 ft/s^2

        ## Energy
        #. `cal` is the thermochemical calorie (4.184 J), `BTU` the International Table one.
        electronvolt | eV | si | 1.602176634e-19 J   # exact since the 2019 SI
        calorie | cal | si | 4.184 J   # thermochemical
        watt_hour | Wh | si | W*h
        erg | - | - | dyn*cm
        british_thermal_unit | BTU Btu | - | 1055.05585262 J   # International Table
        therm | thm | - | 105.5056 MJ   # the EC therm of gas bills: 100,000 BTU of ISO 31-4 (1055.056 J)
        foot_pound | - | - | ft*lbf
        ton_TNT | - | - | 4184000000 J   # by convention

        ## Power
        #. `hp` is mechanical horsepower, 550 ft·lbf/s; metric horsepower is `metric_horsepower`.
        horsepower/ | hp | - | 550 ft*lbf/s   # mechanical
        metric_horsepower/ | - | - | 75 kgf*m/s

        ## Pressure
        bar | bar | si | 100000 Pa
        atmosphere | atm | - | 101325 Pa   # standard atmosphere
        pound_per_square_inch/ | psi | - | lbf/inch^2
        torr/ | Torr | - | (1/760) atm
        millimetre_of_mercury/millimetres_of_mercury | mmHg | - | 13.5951 g/cm^3 * g0 * mm   # conventional
        inch_of_mercury/inches_of_mercury | inHg | - | 13.5951 g/cm^3 * g0 * inch   # conventional
        technical_atmosphere | - | - | kgf/cm^2

        ## Electricity
        ampere_hour | Ah | si | A*h
        gauss | - | - | (1/10000) T   # CGS
        maxwell | - | - | (1/100000000) Wb   # CGS
        oersted | - | - | (1000/(4 pi)) A/m   # CGS

        ## Radioactivity
        curie | Ci | - | 37000000000 Bq
        roentgen | - | - | 0.000258 C/kg
        rem | - | - | (1/100) Sv

        ## Light, flow and concentration
        nit | - | - | cd/m^2
        footcandle | - | - | lm/ft^2
        lambert | - | - | (1/pi) cd/cm^2
        poise | - | si | (1/10) Pa*s   # dynamic viscosity (CGS)
        stokes | - | si | cm^2/s   # kinematic viscosity (CGS)
        molar | - | si | mol/L

        ## Ratios and fuel economy
        #. Fractions as units (`0.25 to percent` is 25 percent; `10%` is the percent operator), and
        #. fuel economy: `30 mpg to L/100km` converts the reciprocal, as a conversion between
        #. reciprocal dimensions does (`2 s to Hz` is 0.5 Hz), and `100km` in a target is a unit of 100 km.
        percent | - | - | (1/100)
        parts_per_million/ | ppm | - | (1/1000000)
        parts_per_billion/ | ppb | - | (1/1000000000)
        miles_per_gallon/ | mpg | - | mile/gal   # US gallon

        ## Data rates
        bits_per_second/ | bps | si+ | bit/s

        ## Temperature
        #. `K` is absolute; `°C`/`degC` and `°F`/`degF` are scales with their zero elsewhere, so
        #. `20 °C to °F` is 68 °F. A difference of temperatures is in K, or `delta_degC`/`delta_degF`;
        #. inside a compound unit (`J/°C`) a scale counts as its difference.
        degree_Rankine/degrees_Rankine rankine/ | °R degR | - | (5/9) K
        delta_degC/ | - | - | K   # a difference of one degree Celsius
        delta_degF/ | - | - | (5/9) K   # a difference of one degree Fahrenheit
        degree_Celsius/degrees_Celsius celsius | °C degC | - | K, zero at 273.15 K
        degree_Fahrenheit/degrees_Fahrenheit fahrenheit/ | °F degF | - | (5/9) K, zero at 459.67 degR

        """#
}
