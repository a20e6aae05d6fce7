import CalculatorKit

extension HelpView {
    /// `:help %`: the percent rule, said once, its examples worked out by an exact brain as they
    /// are shown (as ``numbers``), so the text cannot drift from what calc does.
    static var percent: String {
        let brain = CalculatorBrain(options: CalculatorOptions(arithmetic: .exact))
        let view = StatementView(brain.options)
        let examples: [(String, String)] = [
            ("50%", "a percent: ÷100, where no operand follows"),
            ("7 % 3", "the remainder, where one follows"),
            ("100 + 10%", "a + b% is a × (1 + b/100)"),
            ("80 - 25%", "a - b% is a × (1 - b/100)"),
            ("100 + 10% + 10%", "left to right"),
            ("200 * 15%", "any other operator is ordinary"),
            ("10% + 20%", "percents on both sides: ordinary"),
            ("100 kg + 10%", "a quantity keeps its unit"),
            ("1/8 to %", "shown as a percent"),
        ]
        let rows = examples.map { source, meaning -> [String] in
            let statement = brain.execute(source).last
            return [source, statement.flatMap { view.line($0, marked: false) } ?? "error", meaning]
        }
        return "% is a percent where no operand follows it, the remainder where one does:\n" + columns(rows)
            + """
            The rule applies when the right operand of + or - is written as a percent and
            the left one is not; a variable holding a percent is a number (x = 20%; 100 + x
            is 100.2). For 100.1, write 100 + 0.1. A note under the result says when the
            rule applied (:notes off hides notes).

            """
    }
}
