import CalculatorKit
import CalculatorTestSupport
import Foundation
import Plotting
import Testing

/// The text plot of a few functions at a fixed size, with and without colour, against the files
/// in Golden/. A change to the drawing shows as a diff of those files: run with
/// `CALC_UPDATE_GOLDEN=1` to write them anew, then read the diff before committing it.
struct TextPlotGoldenTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var expressions: String
        var x: ClosedRange<Double>?
        var width = 60
        var height = 12
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "sin-cos", expressions: "sin(x), cos(x)", x: -Double.pi...Double.pi),
        // Poles: no vertical line joins +∞ to −∞, and the height shows tan's shape.
        Case(name: "tan", expressions: "tan(x)", x: nil),
        Case(name: "reciprocal", expressions: "1/x", x: -4...4, width: 40, height: 8),
        // Undefined left of 0: the range narrows to 0…10.
        Case(name: "ln-sqrt", expressions: "ln(x), sqrt(x)", x: nil),
        Case(name: "four", expressions: "x, x^2, x^3, -x", x: -1.5...1.5, width: 50, height: 10),
    ]

    static let directory = Fixtures.directory("Golden")
    static let format: @Sendable (Double) -> String = { value in
        var options = CalculatorOptions()
        options.precision = 6
        return ValueFormat(options).string(for: value)
    }

    @Test(arguments: cases, [false, true])
    func matchesItsGoldenFile(_ test: Case, color: Bool) throws {
        let plot = try CalculatorBrain().plot(test.expressions, x: test.x)
        let text = TextPlotView(width: test.width, height: test.height, color: color, format: Self.format).render(plot)
        let path = Self.directory + "/" + test.name + (color ? ".color.txt" : ".txt")
        if ProcessInfo.processInfo.environment["CALC_UPDATE_GOLDEN"] == "1" {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let expected = try Fixtures.text(of: path)
        #expect(text == expected, "\(path) differs:\n\(text)")
    }

    /// Every line fits the width asked for (counting characters, not the colour sequences).
    @Test(arguments: [30, 60, 117], [4, 20])
    func fitsItsWidth(width: Int, height: Int) throws {
        let plot = try CalculatorBrain().plot("sin(x), x^2/50, tan(x)")
        let text = TextPlotView(width: width, height: height, color: false, format: Self.format).render(plot)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        // The legend may take two lines when the plot is narrow.
        #expect(lines.count == height + 3 || (width < 40 && lines.count == height + 4))
        for line in lines { #expect(line.count <= width, "\(line)") }
    }

    /// Without colour each curve but the first shows its marker on the curve, and the legend
    /// names each marker; in colour no marker is drawn.
    @Test func marksCurvesWithoutColour() throws {
        let plot = try CalculatorBrain().plot("sin(x), cos(x), -sin(x)", x: -3...3)
        let plain = TextPlotView(width: 60, height: 12, color: false, format: Self.format).render(plot)
        let drawing = plain.split(separator: "\n").dropLast().joined()
        for marker in ["•", "+", "×"] { #expect(drawing.contains(marker), "no \(marker) on the curves") }
        #expect(plain.split(separator: "\n").last == "  • sin(x)   + cos(x)   × -sin(x)")
        let coloured = TextPlotView(width: 60, height: 12, color: true, format: Self.format).render(plot)
        #expect(!coloured.contains("•") && !coloured.contains("+"))
        #expect(coloured.contains("\u{1B}[34m") && coloured.contains("\u{1B}[33m") && coloured.contains("\u{1B}[32m"))
    }
}
