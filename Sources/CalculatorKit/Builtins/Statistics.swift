import CalculatorNumbers

/// The statistics: `sum prod mean median mode variance stdev pvariance pstdev quantile gmean
/// hmean`, each of one list or of several arguments (`mean([1, 2, 4])`, `mean(1, 2, 4)`), except
/// `quantile(xs, p)`. Exact in, exact out (`mean([1, 2, 4])` is 7/3, `variance` a rational); the
/// spread is computed from deviations from the mean, never as E[x²] − E[x]², which cancels
/// badly for large offsets. `stdev` and `variance` are the sample ones (n − 1), as Python, R,
/// Excel and qalc; `pstdev` and `pvariance` divide by n. Units as ``Sample`` says; complex
/// numbers in `sum`, `prod` and `mean` only.
enum Statistics {
    static let rows: [Operation] = [
        row("sum", folding("+", from: 0), "the sum of a list's elements (0 for [])"),
        row("prod", folding("*", from: 1), "the product of a list's elements (1 for [])"),
        row("mean", mean, "the arithmetic mean: mean([1, 2, 4]) is 7/3"),
        row("median", median, "the middle value, or the mean of the middle two"),
        row("mode", mode, "the most common value; of several, the first met"),
        row("variance", spread(sample: true, root: false), "the sample variance, Σ(x − mean)² / (n − 1)"),
        row(
            "stdev", spread(sample: true, root: true),
            "the sample standard deviation, √variance (n − 1; pstdev divides by n)"),
        row("pvariance", spread(sample: false, root: false), "the population variance, Σ(x − mean)² / n"),
        row("pstdev", spread(sample: false, root: true), "the population standard deviation, √pvariance"),
        Operation(
            "quantile", .function(.exactly(2)), ValueFunction(quantile),
            summary: "the p-quantile, linear between values (type 7, as numpy, R and PERCENTILE.INC)",
            parameters: ["xs", "p"]),
        row("gmean", geometricMean, "the geometric mean of positive values"),
        row("hmean", harmonicMean, "the harmonic mean: hmean(40 km/h, 60 km/h) is 48 km/h"),
    ]

    /// A function of values, as a row takes it.
    private typealias Body = @Sendable ([Value], ValueOperation, OperationSite) throws(Failure) -> Value

    private static func row(_ name: String, _ body: @escaping Body, _ summary: String) -> Operation {
        Operation(name, .function(.atLeast(1)), ValueFunction(body), summary: summary)
    }

    /// The values of one list or of the arguments.
    private static func values(_ operands: [Value], _ operation: ValueOperation, _ site: OperationSite)
        throws(Failure) -> [Value]
    {
        try ListFunctions.values(operands, symbol: operation.symbol, at: site)
    }

    // MARK: Sums and means

    /// `sum` and `prod`: the values folded by the infix `symbol`, `empty` for none.
    private static func folding(_ symbol: String, from empty: Int) -> Body {
        { operands, operation, site throws(Failure) in
            try fold(values(operands, operation, site), by: symbol, from: Number(empty), operation, site)
        }
    }

    /// Values combined by the infix `symbol` from the left, as a line of `+` would: numbers
    /// exactly, quantities in the first one's unit, complex numbers as they are; `empty` for none.
    private static func fold(
        _ values: [Value], by symbol: String, from empty: Number, _ operation: ValueOperation, _ site: OperationSite
    ) throws(Failure) -> Value {
        guard var result = values.first else { return .number(empty) }
        let p = operation.options.precision
        let isSum = symbol == "+"
        let table = OperationTable.standard
        let combine = ValueOperation(table.operations[table.infix(symbol)!], options: operation.options)
        for value in values.dropFirst() {
            if case .number(let a) = result, case .number(let b) = value {
                do throws(NumberError) {
                    result = .number(
                        isSum ? try Number.sum(a, b, precision: p) : try Number.product(a, b, precision: p))
                } catch {
                    throw Failure.number(error, at: site.span)
                }
            } else {
                result = try Value.apply(combine, [result, value], at: site)
            }
        }
        return result
    }

    /// Σx / n; complex numbers too. Points of a temperature scale average to a point.
    private static func mean(_ operands: [Value], _ operation: ValueOperation, _ site: OperationSite)
        throws(Failure) -> Value
    {
        let values = try values(operands, operation, site)
        if values.contains(where: { $0.imaginaryPart.map { !$0.isZero } ?? false }) {
            guard !values.isEmpty else { throw Failure.tooFewValues("mean", count: 0, least: 1, at: site.span) }
            let total = try fold(values, by: "+", from: Number(0), operation, site)
            let table = OperationTable.standard
            let divide = ValueOperation(table.operations[table.infix("/")!], options: operation.options)
            return try Value.apply(divide, [total, .number(Number(values.count))], at: site)
        }
        let sample = try Sample(values, operation, at: site, operands)
        try sample.require(1, at: site)
        do throws(NumberError) {
            return sample.value(try meanOf(sample.numbers, precision: sample.precision))
        } catch {
            throw sample.failure(error, at: site)
        }
    }

    static func meanOf(_ numbers: [Number], precision p: Int) throws(NumberError) -> Number {
        var total = Number(0)
        for x in numbers { total = try Number.sum(total, x, precision: p) }
        return try Number.quotient(total, Number(numbers.count), precision: p)
    }

    // MARK: Order

    private static func median(_ operands: [Value], _ operation: ValueOperation, _ site: OperationSite)
        throws(Failure) -> Value
    {
        let sample = try Sample(values(operands, operation, site), operation, at: site, operands)
        try sample.require(1, at: site)
        let sorted = try sample.sorted(at: site)
        let middle = sorted.count / 2
        if sorted.count % 2 == 1 { return sample.value(sorted[middle]) }
        do throws(NumberError) {
            return sample.value(try meanOf([sorted[middle - 1], sorted[middle]], precision: sample.precision))
        } catch {
            throw sample.failure(error, at: site)
        }
    }

    /// The most common value; among several as common, the first met (Python's `mode`).
    private static func mode(_ operands: [Value], _ operation: ValueOperation, _ site: OperationSite)
        throws(Failure) -> Value
    {
        let sample = try Sample(values(operands, operation, site), operation, at: site, operands)
        try sample.require(1, at: site)
        var counts: [Number: Int] = [:]
        for x in sample.numbers { counts[x, default: 0] += 1 }
        let most = counts.values.max() ?? 0
        let first = sample.numbers.first { counts[$0] == most }!
        return sample.value(first)
    }

    /// Type 7: h = (n − 1)·p, and x⌊h⌋ + (h − ⌊h⌋)·(x⌊h⌋₊₁ − x⌊h⌋); p in [0, 1] (`90%` is 0.9).
    private static func quantile(_ operands: [Value], _ operation: ValueOperation, _ site: OperationSite)
        throws(Failure) -> Value
    {
        let values = try ListFunctions.values([operands[0]], symbol: operation.symbol, at: site)
        let sample = try Sample(values, operation, at: site, [operands[0]])
        try sample.require(1, at: site)
        guard case .number(let p) = operands[1] else {
            var failure = Failure(.misuse, "quantile's p is a plain number from 0 to 1 (90% is 0.9)", at: site.span)
            failure.operand = 1
            throw failure
        }
        let sorted = try sample.sorted(at: site)
        let precision = sample.precision
        do throws(NumberError) {
            guard try Number.decidedCompare(p, Number(0)) >= 0, try Number.decidedCompare(p, Number(1)) <= 0 else {
                throw NumberError.invalidOperand(1, "quantile's p must be from 0 to 1, as 90% or 0.9")
            }
            let h = try Number.product(Number(sorted.count - 1), p, precision: precision)
            let low = try Number.floor(h)
            guard let index = low.exactInt else { return sample.value(sorted[sorted.count - 1]) }
            let fraction = try Number.difference(h, low, precision: precision)
            if fraction.isZero || index + 1 >= sorted.count { return sample.value(sorted[index]) }
            let step = try Number.difference(sorted[index + 1], sorted[index], precision: precision)
            return sample.value(
                try Number.sum(
                    sorted[index], try Number.product(fraction, step, precision: precision), precision: precision))
        } catch {
            throw Failure.number(error, at: site.span)
        }
    }

    // MARK: Spread

    /// `variance`, `stdev`, `pvariance`, `pstdev`: ``spread(_:_:_:sample:root:)`` as a row's body.
    private static func spread(sample isSample: Bool, root: Bool) -> Body {
        { operands, operation, site throws(Failure) in
            try spread(operands, operation, site, sample: isSample, root: root)
        }
    }

    /// Σ(x − mean)² / (n − 1) for a sample, / n for a population, and its root: two passes, the
    /// deviations from the mean first. Points of a temperature scale spread in kelvins.
    private static func spread(
        _ operands: [Value], _ operation: ValueOperation, _ site: OperationSite, sample isSample: Bool, root: Bool
    ) throws(Failure) -> Value {
        let sample = try Sample(values(operands, operation, site), operation, at: site, operands, inKelvin: true)
        let population = root ? "pstdev" : "pvariance"
        try sample.require(
            isSample ? 2 : 1, at: site,
            note: isSample ? "\(operation.symbol) is the sample's (n − 1); \(population) of one value is 0" : nil)
        let p = sample.precision
        do throws(NumberError) {
            let mean = try meanOf(sample.numbers, precision: p)
            var squares = Number(0)
            for x in sample.numbers {
                let deviation = try Number.difference(x, mean, precision: p)
                squares = try Number.sum(squares, try Number.product(deviation, deviation, precision: p), precision: p)
            }
            let variance = try Number.quotient(squares, Number(sample.count - (isSample ? 1 : 0)), precision: p)
            guard root else { return sample.value(variance, power: 2) }
            return sample.value(try Number.squareRoot(variance, precision: p))
        } catch {
            throw sample.failure(error, at: site)
        }
    }

    // MARK: Means of ratios

    /// (Πx)^(1/n) of positive values: exact where the root is (`gmean(1, 4)` is 2); past 64
    /// values as exp(mean(ln x)), whose product would be large.
    private static func geometricMean(_ operands: [Value], _ operation: ValueOperation, _ site: OperationSite)
        throws(Failure) -> Value
    {
        let sample = try ratioSample(operands, operation, site)
        let p = sample.precision
        do throws(NumberError) {
            for x in sample.numbers where try Number.decidedSign(x) <= 0 {
                throw NumberError.domain("gmean takes positive values")
            }
            if sample.count <= 64 {
                var product = Number(1)
                for x in sample.numbers { product = try Number.product(product, x, precision: p) }
                let exponent = try Number.quotient(Number(1), Number(sample.count), precision: p)
                return sample.value(try Number.power(product, exponent, precision: p))
            }
            var logs: [Number] = []
            logs.reserveCapacity(sample.count)
            for x in sample.numbers { logs.append(try Number.ln(x, precision: p + 5)) }
            return sample.value(try Number.exp(try meanOf(logs, precision: p + 5), precision: p))
        } catch {
            throw sample.failure(error, at: site)
        }
    }

    /// n / Σ(1/x) of values not below 0; 0 when one is 0 (as Python's `harmonic_mean`).
    private static func harmonicMean(_ operands: [Value], _ operation: ValueOperation, _ site: OperationSite)
        throws(Failure) -> Value
    {
        let sample = try ratioSample(operands, operation, site)
        let p = sample.precision
        do throws(NumberError) {
            var reciprocals = Number(0)
            for x in sample.numbers {
                let sign = try Number.decidedSign(x)
                if sign < 0 { throw NumberError.domain("hmean takes values not below 0") }
                if sign == 0 { return sample.value(Number(0)) }
                reciprocals = try Number.sum(reciprocals, try Number.quotient(Number(1), x, precision: p), precision: p)
            }
            return sample.value(try Number.quotient(Number(sample.count), reciprocals, precision: p))
        } catch {
            throw sample.failure(error, at: site)
        }
    }

    /// The sample of `gmean` or `hmean`: not empty, and no temperature points (a ratio of
    /// temperatures on a scale means nothing).
    private static func ratioSample(_ operands: [Value], _ operation: ValueOperation, _ site: OperationSite)
        throws(Failure) -> Sample
    {
        let sample = try Sample(values(operands, operation, site), operation, at: site, operands)
        try sample.require(1, at: site)
        if sample.isTemperaturePoints {
            throw ListFunctions.atArgument(
                Failure(
                    .arithmetic, "\(operation.symbol) takes no temperatures on a scale", at: site.span,
                    note: "a ratio of temperatures is one of kelvins: convert them to K first"),
                operands)
        }
        return sample
    }
}
