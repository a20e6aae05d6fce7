// Generated from data/constants.def by scripts/generate-units (`make units`): do not edit.

/// The physical constants file, embedded: the library reads no files.
package enum ConstantDefinitions {
    /// The text of `data/constants.def`.
    package static let text = #"""
        # calc's physical constants: CODATA 2022, the values NIST publishes (issue 44). docs/constants.md
        # is generated from this file, and Sources/CalculatorKit/Constants/ConstantDefinitions+Text.swift
        # embeds it: after an edit, run `make units` (tests fail while either is stale).
        #
        # One constant a line, four fields between `|`:
        #
        #   names | unit | definition | uncertainty   # description
        #
        # - names: the canonical name first (what `:help` and `:constants` show), then its aliases and
        #   symbols, space-separated. Every name may be shadowed by the user's (`c = 3` works, with a note).
        # - unit: the SI unit of NIST's table the value is shown in (`m/s`, `J*s`), read as after `to`.
        # - definition: an expression of units.def's language over units and earlier constants, reduced
        #   exactly to a rational times a power of π: the SI defining constants and the measured ones as
        #   the decimals CODATA publishes, the others from them (`N_A * k_B`), so that the exact relations
        #   hold exactly. Each is a statement of the language too, and a test evaluates it so. A unit
        #   binds tighter than `/`, as in any statement.
        # - uncertainty: `exact`, or CODATA's standard uncertainty in the constant's unit.
        # - description: NIST's name for the quantity, as its table (allascii.txt) spells it; the tests
        #   compare every constant with the row of that name.
        #
        # `## Title` starts a section and `#. text` lines under it are its text, as in units.def.
        #
        # Names that stay what they were: `h` is the hour (Planck's constant is `planck`, `ℎ`), `e`
        # Euler's number (the charge is `q_e`), `F` the farad, `kB` the kilobyte, `g` the gram (standard
        # gravity is the unit `g0`). `hbar` is ħ rather than a hectobar: a constant's exact name wins over
        # a prefix and a unit, as `nmi` does.

        ## The SI defining constants
        #. Since 2019 these seven define the SI units: exact by definition.
        delta_nu_Cs Δν_Cs | Hz | 9192631770 Hz | exact   # hyperfine transition frequency of Cs-133
        c speed_of_light | m/s | 299792458 m/s | exact   # speed of light in vacuum
        planck ℎ planck_constant | J*s | 6.62607015e-34 J*s | exact   # Planck constant
        q_e elementary_charge | C | 1.602176634e-19 C | exact   # elementary charge
        k_B boltzmann boltzmann_constant | J/K | 1.380649e-23 J/K | exact   # Boltzmann constant
        N_A avogadro avogadro_constant | mol^-1 | 6.02214076e23 mol^-1 | exact   # Avogadro constant
        K_cd luminous_efficacy | lm/W | 683 lm/W | exact   # luminous efficacy

        ## Exact, from the defining constants
        #. Products and quotients of the defining constants, exact too: `N_A * k_B == R` is 1.
        R gas_constant molar_gas_constant | J/(mol*K) | N_A * k_B | exact   # molar gas constant
        faraday_constant | C/mol | N_A * q_e | exact   # Faraday constant
        K_J josephson_constant | Hz/V | 2 q_e / planck | exact   # Josephson constant
        R_K von_klitzing_constant | ohm | planck / q_e^2 | exact   # von Klitzing constant
        Phi_0 Φ_0 magnetic_flux_quantum | Wb | planck / (2 q_e) | exact   # mag. flux quantum
        G_0 conductance_quantum | S | 2 q_e^2 / planck | exact   # conductance quantum
        c_2 second_radiation_constant | m*K | planck * c / k_B | exact   # second radiation constant
        V_m molar_volume | m^3/mol | 273.15 K * R / (101.325 kPa) | exact   # molar volume of ideal gas (273.15 K, 101.325 kPa)
        n_0 loschmidt_constant | m^-3 | 101.325 kPa / (273.15 K * k_B) | exact   # Loschmidt constant (273.15 K, 101.325 kPa)

        ## Exact up to π
        #. Exact multiples of a power of π, shown to the display's digits; `hbar * 2 pi == planck` is 1.
        #. Wien's constant holds x = 5 + W(−5e⁻⁵), the root of Planck's law's maximum, to 42 digits.
        hbar ħ ℏ reduced_planck_constant | J*s | planck / (2 pi) | exact   # reduced Planck constant
        sigma σ stefan_boltzmann | W/(m^2*K^4) | 2 k_B^4 * pi^5 / (15 planck^3 * c^2) | exact   # Stefan-Boltzmann constant
        c_1 first_radiation_constant | W*m^2 | 2 pi * planck * c^2 | exact   # first radiation constant
        wien_b wien_displacement_constant | m*K | planck * c / (4.96511423174427630369875913132289394405558 k_B) | exact   # Wien wavelength displacement law constant

        ## Measured
        #. CODATA 2022's recommended values, computed with as the exact decimals published (calc's error
        #. bounds are for rounding, not for measurement). ε_0, Z_0 and k_e follow from µ_0 as SI ties
        #. them, so that `1/sqrt(mu_0 * epsilon_0)` is exactly `c`; they round to NIST's digits.
        G gravitational_constant | m^3/(kg*s^2) | 6.67430e-11 m^3/(kg*s^2) | 0.00015e-11   # Newtonian constant of gravitation
        alpha α fine_structure_constant | 1 | 0.0072973525643 | 0.0000000000011   # fine-structure constant
        R_inf rydberg_constant | m^-1 | 10973731.568157 m^-1 | 0.000012   # Rydberg constant
        a_0 a0 bohr_radius | m | 5.29177210544e-11 m | 0.00000000082e-11   # Bohr radius
        r_e electron_radius | m | 2.8179403205e-15 m | 0.0000000013e-15   # classical electron radius
        lambda_C λ_C compton_wavelength | m | 2.42631023538e-12 m | 0.00000000076e-12   # Compton wavelength
        sigma_e σ_e thomson_cross_section | m^2 | 6.6524587051e-29 m^2 | 0.0000000062e-29   # Thomson cross section
        E_h hartree_energy | J | 4.3597447222060e-18 J | 0.0000000000048e-18   # Hartree energy
        mu_B µ_B μ_B bohr_magneton | J/T | 9.2740100657e-24 J/T | 0.0000000029e-24   # Bohr magneton
        mu_N µ_N μ_N nuclear_magneton | J/T | 5.0507837393e-27 J/T | 0.0000000016e-27   # nuclear magneton
        mu_0 mu0 µ_0 μ_0 µ0 μ0 vacuum_permeability | N/A^2 | 1.25663706127e-6 N/A^2 | 0.00000000020e-6   # vacuum mag. permeability
        epsilon_0 eps0 ε_0 ε0 vacuum_permittivity | F/m | 1 / (mu_0 * c^2) | 0.0000000014e-12   # vacuum electric permittivity
        Z_0 Z0 vacuum_impedance | ohm | mu_0 * c | 0.000000059   # characteristic impedance of vacuum
        k_e coulomb_constant | N*m^2/C^2 | mu_0 * c^2 / (4 pi) | 0.0000000014e9   # Coulomb constant, 1/(4π ε_0)
        M_u molar_mass_constant | kg/mol | 1.00000000105e-3 kg/mol | 0.00000000031e-3   # molar mass constant

        ## Particle masses
        m_e electron_mass | kg | 9.1093837139e-31 kg | 0.0000000028e-31   # electron mass
        m_p proton_mass | kg | 1.67262192595e-27 kg | 0.00000000052e-27   # proton mass
        m_n neutron_mass | kg | 1.67492750056e-27 kg | 0.00000000085e-27   # neutron mass
        m_u atomic_mass_constant | kg | 1.66053906892e-27 kg | 0.00000000052e-27   # atomic mass constant
        m_mu m_μ muon_mass | kg | 1.883531627e-28 kg | 0.000000042e-28   # muon mass
        m_tau m_τ tau_mass | kg | 3.16754e-27 kg | 0.00021e-27   # tau mass
        m_alpha m_α alpha_particle_mass | kg | 6.6446573450e-27 kg | 0.0000000021e-27   # alpha particle mass
        m_d deuteron_mass | kg | 3.3435837768e-27 kg | 0.0000000010e-27   # deuteron mass

        ## Planck units
        #. From G, ħ, c and k_B; published by CODATA with G's uncertainty.
        planck_length | m | 1.616255e-35 m | 0.000018e-35   # Planck length
        planck_mass | kg | 2.176434e-8 kg | 0.000024e-8   # Planck mass
        planck_time | s | 5.391247e-44 s | 0.000060e-44   # Planck time
        planck_temperature | K | 1.416784e32 K | 0.000016e32   # Planck temperature

        """#
}
