import CalculatorKit

extension HelpView {
    /// The example of `:help plot`, drawn by the plot code itself, as `:help numbers` works its
    /// examples out, so that the help shows what `:plot` does.
    static let plotExample = "sin(x), cos(x) from -pi to pi"

    /// `:help plot` (and `:plot` alone): the syntax, a plot drawn small, and the SVG form.
    static var plot: String {
        let brain = CalculatorBrain()
        var drawn = ""
        if let request = try? PlotCommandLine.parse(plotExample), let plot = try? PlotMaker(brain: brain).plot(request)
        {
            drawn = PlotMaker(brain: brain).text(plot, size: PlotSize(width: 60, height: 8), width: 60, color: false)
        }
        return """
            :plot EXPR[, EXPR…] [from A to B] [y from C to D] [> FILE.svg]
            draws each expression of x (or of its one unknown name) from A to B, by
            default -10 to 10 narrowed to where it has values. The height fits the
            values, leaving out the climb to infinity near a pole. A pole, or a place
            with no value, leaves a gap. Without colour (NO_COLOR), each curve has a
            marker of its own.

            › :plot \(plotExample)

            """ + drawn
                + """

                :plot x^2 y from 0 to 10 fixes the height; :plot tan(x) > tan.svg writes
                an SVG. From the shell: calc --plot 'sin(x), cos(x)' --from -pi --to pi,
                with --svg FILE and --plot-size WxH.

                """
    }
}
