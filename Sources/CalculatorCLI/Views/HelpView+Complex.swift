import CalculatorKit

extension HelpView {
    /// `:help complex`: complex numbers, the examples worked out by a brain as they are shown.
    static var complex: String {
        let brain = CalculatorBrain()
        let examples: [(String, String)] = [
            ("1/(1+i)", "exact: Gaussian rationals"),
            ("sqrt(-4)", "no real value: the complex one"),
            ("ln(-1)", "principal branch (mpmath's cuts)"),
            ("(-8)^(1/3)", "principal root; cbrt(-8) is -2"),
            ("abs(3+4i)", "modulus; re im conj arg: the rest"),
            ("3+4i to polar", "r∠θ, θ in the angle unit"),
        ]
        let rows = workedExamples(examples, brain: brain)
        return "i is the imaginary unit: 3 + 4i, 2.5i (a variable i hides it).\n" + columns(rows)
            + "<, floor, mod, a % b, ! and bitwise operators take real numbers only.\n"
            + "A percent is a hundredth of each part: (3+4i)% is 0.03 + 0.04i.\n"
            + ":real on (calc --real) makes sqrt(-1) an error again; :real off undoes it.\n"
    }
}

extension HelpView {
    /// A topic's examples as rows of a table: each source, what `brain` gives for it as a
    /// statement shows it (or `error`), and what it shows; worked out when the page is asked for,
    /// so the text cannot drift from what calc does.
    static func workedExamples(_ examples: [(String, String)], brain: CalculatorBrain) -> [[String]] {
        examples.map { source, meaning -> [String] in
            guard let result = brain.execute(source).last, let text = ValueFormat(brain.options).text(of: result)?.text
            else { return [source, "error", meaning] }
            return [source, text, meaning]
        }
    }
}
