import CalculatorKit
import Platform

/// `calc --plot EXPR[, EXPR…] [--from A --to B] [--svg FILE [--replace]] [--plot-size WxH]`:
/// draws the plot on standard output (in colour only with `--color always`: output that is not
/// the REPL's is often a file), or writes it to FILE as SVG (`-`: standard output; a FILE that is
/// not a plot calc wrote only with `--replace`, see ``SessionFile``). Errors are shown as a batch shows them, with the
/// option as the source's name: `<plot>:1:8: error: …`.
///
/// ```swift
/// let status = PlotController(brain: CalculatorBrain(), settings: settings, request: request).run()
/// ```
public struct PlotController {
    let brain: CalculatorBrain
    let settings: Settings
    let request: PlotRequest

    public init(brain: CalculatorBrain, settings: Settings, request: PlotRequest) {
        self.brain = brain
        self.settings = settings
        self.request = request
    }

    /// Makes the plot and writes it; returns the exit status.
    public func run() -> Int32 {
        let console = Console()
        defer { console.flush() }
        let maker = PlotMaker(brain: brain)
        let plot: Plot
        do {
            plot = try maker.plot(request)
        } catch {
            console.diagnose(message(for: error))
            return ExitStatus.failure
        }
        if request.svgPath == "-" {
            console.write(maker.svg(plot))
            console.flush()
            return console.outputFailure == nil ? ExitStatus.success : ExitStatus.failure
        }
        if let path = request.svgPath {
            if let problem = SessionFile.write(
                maker.svg(plot), to: InputFile.expandingTilde(path), kind: .plot(override: "--replace"),
                overwriting: request.replacesFile)
            {
                console.diagnose("calc: \(problem)\n")
                return ExitStatus.failure
            }
            return ExitStatus.success
        }
        let width = isatty(STDOUT_FILENO) == 1 ? REPLEnvironment.terminalWidth : 80
        console.write(maker.text(plot, size: request.size, width: width, color: settings.color == .always))
        console.flush()
        return console.outputFailure == nil ? ExitStatus.success : ExitStatus.failure
    }

    private func message(for problem: PlotMaker.Problem) -> String {
        switch problem {
        case .message(let text): return "calc: \(text)\n"
        case .expression(let error, let part):
            let name =
                part == request.expressions
                ? "<plot>" : part == request.from ? "<from>" : part == request.to ? "<to>" : "<y>"
            return error.rendered(source: part.text, sourceName: name)
        }
    }
}
