import CalculatorKit

extension HelpView {
    /// `:help lists`: lists and the statistics, the examples worked out by a brain as they are
    /// shown.
    static var lists: String {
        let brain = CalculatorBrain()
        let examples: [(String, String)] = [
            ("[1, 2, 3] * 2", "arithmetic takes each element"),
            ("[1 m, 2 ft] to cm", "to converts each element"),
            ("mean([1, 2, 4]) to frac", "exact: 7/3"),
            ("stdev([2, 4, 4, 4, 5, 5, 7, 9])", "the sample's (n − 1); pstdev: n"),
            ("quantile([1, 2, 3, 4], 90%)", "type 7, linear, as numpy and R"),
            ("seq(1, 10, 3)", "inclusive, as coreutils seq"),
        ]
        let rows = workedExamples(examples, brain: brain)
        return "[a, b, c] is a list of numbers or quantities; [] is the empty one.\n" + columns(rows)
            + "Statistics take one list or several values: sum prod mean median mode variance stdev\n"
            + "pvariance pstdev gmean hmean len min max; quantile(xs, p); sort reverse seq.\n"
            + "Comparisons, if, % and bitwise operators take no list. At most 1,000,000 elements.\n"
    }
}
