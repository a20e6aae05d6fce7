import CalculatorKit
import Testing

/// Physical constants in statements: values like any other, units after `to`, shadowed by the
/// user's names with a note; the exact relations hold exactly; `h` stays the hour, with a note
/// when it meets a constant in a dimension error.
struct ConstantTests {
    /// What the last statement of `source` shows (the error's message and note for an error).
    static func shown(_ source: String, _ brain: CalculatorBrain = CalculatorBrain()) -> String? {
        guard let last = brain.execute(source).last else { return nil }
        if let error = last.error { return "error: \(error.message)" + (error.note.map { "; note: \($0)" } ?? "") }
        return ValueFormat(brain.options).text(of: last)?.text
    }

    static let results: [(String, String)] = [
        // The issue's examples, with values worked out apart (Python's Fraction and mpmath).
        ("c", "299792458 m/s"),
        ("2 c", "599584916 m/s"),
        ("planck * c / (500 nm) to eV", "2.47968396866401 eV"),
        ("ℎ * c / (500 nm) to eV", "2.47968396866401 eV"),
        ("m_e * c^2 to MeV", "0.510998950691753 MeV"),
        ("1e8 m/s to c", "0.333564095198152 c"),
        ("q_e * 1 V to J", "1.602176634e-19 J"),
        ("R", "8.31446261815324 J/(mol*K)"),
        ("N_A * k_B to J/(mol*K) to frac", "(207861565453831/25000000000000) J/(mol*K)"),
        // The exact relations: exactly, without a note.
        ("N_A * k_B == R", "1"),
        ("R_K * G_0 == 2", "1"),
        ("K_J * Phi_0 == 1", "1"),
        ("faraday_constant == N_A * q_e", "1"),
        ("1/sqrt(mu_0 * epsilon_0) == c", "1"),
        ("Z_0 == mu_0 * c", "1"),
        ("1 u to kg", "1.66053906892e-27 kg"),
        ("1 Da == m_u", "1"),
        ("alpha", "0.0072973525643"),
        // Names that keep their meaning.
        ("1 h to min", "60 min"),
        ("2 kB to B", "2000 B"),
        ("3 hectobar to Pa", "30000000 Pa"),
        ("1 um to m", "0.000001 m"),
        ("2 e", "5.43656365691809"),
        // Shadowed by the user's names.
        ("c = 3; 2 c", "6"),
        ("G(x) = 2 x; G(4)", "8"),
        // A constant is no unit in a compiled expression's sense, but a value: its unit shows.
        ("m_p / m_e", "1836.15267342153"),
    ]

    @Test(arguments: results)
    func result(_ source: String, _ expected: String) {
        #expect(Self.shown(source) == expected, "\(source)")
    }

    /// ħ is ℎ/2π, kept as that exact form: the relation holds exactly, with no note of a
    /// decision taken (PiMultipleTests has the rest).
    @Test func hbarIsPlanckOverTwoPi() {
        let results = CalculatorBrain().execute("hbar * 2 pi == planck")
        #expect(results.last?.value.map(Double.init) == 1)
        #expect(results.last?.value?.isExact == true)
        #expect(results.last?.notes.isEmpty == true, "\(results.last?.notes ?? [])")
        #expect(CalculatorBrain().execute("ħ == ℏ").last?.value.map(Double.init) == 1)
    }

    /// `h` is the hour: beside a constant, a dimension error says where Planck's constant is.
    @Test func hourBesideAConstant() throws {
        let results = CalculatorBrain().execute("h * c / (500 nm) to eV")
        let error = try #require(results.last?.error)
        #expect(error.note?.contains("h is the hour; Planck's constant is planck (ℎ)") == true, "\(error)")
        // A sum or a comparison across dimensions is a dimension error too; an error of another
        // kind beside h and a constant (a division by zero) takes no note.
        for source in ["h * c + 1 J", "h * c < 1 J"] {
            let note = CalculatorBrain().execute(source).last?.error?.note
            #expect(note?.contains("Planck's constant is planck") == true, "\(source)")
        }
        #expect(CalculatorBrain().execute("h * c / 0").last?.error?.note == nil)
        // Without a constant, the note does not come.
        let plain = CalculatorBrain().execute("2 h to m").last?.error
        #expect(plain?.note?.contains("Planck") != true)
    }

    /// A user's name takes a constant's with a note, once; the constant stays under its other names.
    @Test func shadowingNote() {
        let brain = CalculatorBrain()
        let first = brain.execute("c = 3").last
        #expect(
            first?.notes.map(\.message) == [
                "'c' was the speed of light in vacuum (CODATA 2022); it now names your variable, and the constant is still written speed_of_light"
            ])
        #expect(brain.execute("c = 4").last?.notes.isEmpty == true)
        #expect(Self.shown("speed_of_light", brain) == "299792458 m/s")
    }

    /// The API: constants by name, with their value, unit and uncertainty; an app's own constant
    /// with a unit, made from a value.
    @Test func embedding() throws {
        let g = try #require(PhysicalConstant.named("gravitational_constant"))
        #expect(g.name == "G")
        #expect(g.uncertainty == "0.00015e-11")
        #expect(g.unit == "m^3/(kg*s^2)")
        #expect(PhysicalConstant.named("c")?.uncertainty == nil)
        #expect(PhysicalConstant.all.count == 47)
        #expect(try CalculatorBrain().evaluateValue("G") == g.value)
        let brain = CalculatorBrain()
        let earth = try brain.evaluateValue("5.9722e24 kg")
        brain.operations.add(Operation.constant("earth_mass", earth, summary: "the Earth's mass"))
        #expect(Self.shown("G * earth_mass / (6371 km)^2 to m/s^2", brain) == "9.82030229338564 m/s^2")
    }

    /// In IEEE arithmetic, which has no units, a constant is refused as a quantity is.
    @Test func ieeeRefusesConstants() {
        let brain = CalculatorBrain(options: CalculatorOptions(arithmetic: .ieee))
        #expect(brain.execute("c").last?.error != nil)
    }
}
