import CalculatorKit
import Testing

@testable import CalculatorCLI

/// `:help plot` shows a plot drawn by the plot code itself, and fits an 80-column terminal.
struct PlotHelpTests {
    @Test func showsAPlotDrawnByThePlotCode() throws {
        let text = try #require(HelpView.section("plot", table: .standard, format: { "\($0)" }))
        #expect(text.hasPrefix(":plot EXPR[, EXPR…] [from A to B] [y from C to D] [> FILE.svg]\n"))
        #expect(text.contains("› :plot \(HelpView.plotExample)\n"))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        // The example's 8 rows of braille, its axis, and its legend without colour.
        let braille = lines.filter { line in line.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) } }
        #expect(braille.count == 8)
        #expect(lines.contains("  • sin(x)   + cos(x)"))
        for line in lines { #expect(line.count < 80, "\(line)") }
    }

    /// `:plot` alone is `:help plot`.
    @Test func plotWithoutArgumentsShowsTheHelp() {
        let transcript = Transcript()
        let session = REPLSession(brain: CalculatorBrain(), console: transcript.console)
        session.handle(":plot")
        #expect(transcript.text == HelpView.plot)
    }
}
