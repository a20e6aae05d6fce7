// swift-format-ignore-file
// The blocks between `// doc:` and `// doc end` are the documentation's Swift code blocks,
// character for character, so that formatting them would make them differ.
import CalculatorKit
import CalculatorNumbers
import CalculatorTestSupport
import Foundation
import Testing

/// Every Swift code block of the documentation (the DocC articles, `docs/*.md`, the README),
/// compiled and run here: each is copied, without its `import` lines, between a line
/// `// doc: FILE` and a line `// doc end`, in the order of the file, and the `#expect`s after
/// it check what its comments say. `mirrorsEveryBlock` fails when a block and its copy differ,
/// when a block has no copy, or a copy no block: change both together. A block that cannot run
/// here (a manifest fragment) has the info string `swift norun` and no copy.
struct DocumentationSnippetTests {
    @Test func overview() throws {
        // doc: Sources/CalculatorKit/CalculatorKit.docc/CalculatorKit.md
        let brain = CalculatorBrain()
        let v = try brain.evaluate("2 + 3 * 4")        // 14.0
        let third = try brain.evaluateValue("1/3")     // .number(1/3), exactly
        let f = try brain.compile("x^2 + y")           // a compiled expression
        _ = f.variableNames                            // ["x", "y"]
        _ = try f.evaluate(["x": 3, "y": 1])           // 10.0
        _ = f.evaluate([3, 1])                         // 10.0, the positional fast path
        // doc end
        #expect(v == 14)
        #expect(third.isExact && third.number.map { Double($0) } == 1.0 / 3)
        #expect(f.variableNames == ["x", "y"])
        #expect(try f.evaluate(["x": 3, "y": 1]) == 10)
        #expect(f.evaluate([3, 1]) == 10)
    }

    @Test func gettingStarted() throws {
        // doc: Sources/CalculatorKit/CalculatorKit.docc/GettingStarted.md
        let brain = CalculatorBrain()
        try brain.evaluate("2 + 3 * 4")            // 14
        try brain.evaluate("r = 2")                // 2
        try brain.evaluate("area(r) = pi * r^2")   // defines area; returns ans
        try brain.evaluate("area(r)")              // 12.566370614359172
        _ = brain.result                           // 12.566370614359172, also in ans
        // doc end
        #expect(brain.result == 12.566370614359172)
        #expect(try brain.evaluate("ans") == 12.566370614359172)
        #expect(try brain.evaluate("r") == 2)

        // doc: Sources/CalculatorKit/CalculatorKit.docc/GettingStarted.md
        let value = try brain.evaluateValue("2^64")   // .number(18446744073709551616)
        _ = Double(value)                             // 1.8446744073709552e19: the one-line way to a Double
        _ = ValueFormat(brain.options).text(of: value) // ("18446744073709551616", isExact: true)
        _ = ValueFormat().text(of: try brain.evaluateValue("1/3")) // ("0.333333333333333", isExact: false)
        _ = try? brain.evaluate("10^400")             // nil: it throws overflow, and ans is as it was
        // doc end
        #expect(value.number?.description == "18446744073709551616")
        #expect(Double(value) == 1.8446744073709552e19)
        #expect(ValueFormat(brain.options).text(of: value) == ("18446744073709551616", true))
        #expect(ValueFormat().text(of: try brain.evaluateValue("1/3")) == ("0.333333333333333", false))
        let ansBefore = brain.state.ans
        #expect((try? brain.evaluate("10^400")) == nil)
        #expect(brain.state.ans == ansBefore)

        // doc: Sources/CalculatorKit/CalculatorKit.docc/GettingStarted.md
        let n = try brain.evaluateNumber("2^64")
        _ = n.description                      // "18446744073709551616"
        _ = n.isExact                          // true
        try brain.evaluate("2^64 + 1 - 2^64")  // 1
        try brain.evaluate("0.1 + 0.2 == 0.3") // 1
        _ = try brain.evaluateNumber("sqrt(2)").isExact // false
        // doc end
        #expect(n.description == "18446744073709551616")
        #expect(n.isExact)
        #expect(try brain.evaluate("2^64 + 1 - 2^64") == 1)
        #expect(try brain.evaluate("0.1 + 0.2 == 0.3") == 1)
        #expect(try !brain.evaluateNumber("sqrt(2)").isExact)

        // doc: Sources/CalculatorKit/CalculatorKit.docc/GettingStarted.md
        let results = brain.execute("255 to hex; 0.75 to frac; -1 & 0xff")
        let format = ValueFormat(brain.options)
        _ = format.text(of: results[0])?.text // "0xff"
        _ = results[0].outcome              // .success(.value(.number(255)))
        _ = format.text(of: results[1])?.text // "3/4"
        try brain.evaluate("1 + 2 << 3")        // 24
        _ = brain.execute("0.5 to hex")[0].error?.message // "0.5 is not an integer"
        brain.options.base = .hex
        _ = brain.format(255)       // "0xff"
        // doc end
        #expect(format.text(of: results[0])?.text == "0xff")
        #expect(results[0].outcome == .success(.value(.number(Number(255)))))
        #expect(format.text(of: results[1])?.text == "3/4")
        #expect(results[2].outcome == .success(.value(.number(Number(255)))))
        #expect(try brain.evaluate("1 + 2 << 3") == 24)
        #expect(brain.execute("0.5 to hex")[0].error?.message == "0.5 is not an integer")
        #expect(brain.format(255) == "0xff")
        brain.options.base = .dec

        // doc: Sources/CalculatorKit/CalculatorKit.docc/GettingStarted.md
        _ = try brain.evaluate("100 + 10%")   // 110
        _ = try brain.evaluate("200 * 15%")   // 30
        _ = try brain.evaluate("7 % 3")       // 1
        let read = brain.execute("6/2(1+2)")[0]
        _ = read.notes.first?.message        // "read as (6/2)·(1+2); for 6/(2(1+2)) write the parentheses"
        _ = read.notes.first?.range.column   // 1
        _ = ValueFormat(brain.options).text(of: brain.execute("1/8 to %")[0])?.text   // "12.5%"
        // doc end
        #expect(try brain.evaluate("100 + 10%") == 110)
        #expect(try brain.evaluate("200 * 15%") == 30)
        #expect(try brain.evaluate("7 % 3") == 1)
        #expect(read.notes.first?.message == "read as (6/2)·(1+2); for 6/(2(1+2)) write the parentheses")
        #expect(read.notes.first?.range.column == 1)
        #expect(ValueFormat(brain.options).text(of: brain.execute("1/8 to %")[0])?.text == "12.5%")

        // doc: Sources/CalculatorKit/CalculatorKit.docc/GettingStarted.md
        let f = try brain.compile("x^2 + y")
        _ = f.variableNames                   // ["x", "y"]
        _ = try f.evaluate(["x": 3, "y": 1])  // 10, by name; throws for a missing name
        var sum = 0.0
        for step in 0..<1_000 {
            sum += f.evaluate([Double(step) / 1_000, 1])   // positional: never throws, NaN on error
        }
        // doc end
        #expect(f.variableNames == ["x", "y"])
        #expect(try f.evaluate(["x": 3, "y": 1]) == 10)
        #expect(throws: CalculatorError.self) { try f.evaluate(["x": 3]) }
        #expect(abs(sum - 1_332.8335) < 1e-9)

        // doc: Sources/CalculatorKit/CalculatorKit.docc/GettingStarted.md
        let xs = (0..<1_000).map { Double($0) / 1_000 }
        let values = f.evaluate(columns: [xs, Array(repeating: 1, count: xs.count)])   // 1,000 values
        // doc end
        #expect(values.count == 1_000)
        #expect(values == xs.map { f.evaluate([$0, 1]) })

        // doc: Sources/CalculatorKit/CalculatorKit.docc/GettingStarted.md
        let source = "π + sni(2)"
        do {
            _ = try brain.evaluate(source)
        } catch {
            _ = error.kind               // .unknownName
            _ = error.range.utf8Offsets  // 5..<8: π is two bytes
            _ = error.range.column       // 5
            print(error.rendered(source: source, sourceName: "input"))
            // input:1:5: error: unknown name 'sni'
            // π + sni(2)
            //     ^~~
            // note: did you mean 'sin'?
        }
        // doc end
        let error = brain.execute(source)[0].error
        #expect(error?.kind == .unknownName)
        #expect(error?.range.utf8Offsets == 5..<8)
        #expect(error?.range.column == 5)
        #expect(
            error?.rendered(source: source, sourceName: "input") == """
                input:1:5: error: unknown name 'sni'
                π + sni(2)
                    ^~~
                note: did you mean 'sin'?

                """)

        // doc: Sources/CalculatorKit/CalculatorKit.docc/GettingStarted.md
        brain.options = CalculatorOptions(angleUnit: .degrees, arithmetic: .ieee, precision: 10)
        try brain.evaluate("sin(30)")   // 0.5
        try brain.evaluate("1/0")       // inf instead of an error
        // doc end
        #expect(try brain.evaluate("sin(30)") == 0.5)
        #expect(try brain.evaluate("1/0") == .infinity)

        // doc: Sources/CalculatorKit/CalculatorKit.docc/GettingStarted.md
        brain.observeResult { [unowned brain] value in print("display:", value.map(brain.format) ?? "") }
        let display = ValueFormat(brain.options)
        brain.observeValue { value in
            guard let value else { return }
            let (text, isExact) = display.text(of: value)
            print("display:", isExact == false ? "≈ \(text)" : text)
        }
        // doc end

        // doc: Sources/CalculatorKit/CalculatorKit.docc/GettingStarted.md
        brain.setOperand(7)
        brain.performOperation("+")
        brain.setOperand(9)
        brain.performOperation("=")
        _ = brain.result        // 16
        _ = brain.description   // "7 + 9"
        brain.performOperation("√")
        _ = brain.description   // "√(7 + 9)"
        brain.setOperand(variable: "M")
        _ = brain.evaluate(using: ["M": 2]) // (result: 2, isPending: false, description: "M")
        brain.undo()                      // back to √(7 + 9)
        // doc end
        #expect(brain.description == "√(7 + 9)")
        #expect(brain.result == 4)
        brain.setOperand(variable: "M")
        let evaluation = brain.evaluate(using: ["M": 2])
        #expect(evaluation.result == 2)
        #expect(!evaluation.isPending)
        #expect(evaluation.description == "M")
    }

    @Test func customOperations() throws {
        let brain = CalculatorBrain()
        // doc: Sources/CalculatorKit/CalculatorKit.docc/CustomOperations.md
        brain.operations.add(.constant("c", 299_792_458, summary: "speed of light in m/s"))
        try brain.evaluate("2c")   // 599584916
        // doc end
        #expect(try brain.evaluate("2c") == 599_584_916)

        // doc: Sources/CalculatorKit/CalculatorKit.docc/CustomOperations.md
        brain.operations.add(.prefix("∛", summary: "cube root") { cbrt($0) })
        brain.operations.add(.postfix("²", summary: "square") { $0 * $0 })
        try brain.evaluate("∛27 + 3²")   // 12
        try brain.evaluate("2^3²")       // 512: 2^(3²)
        // doc end
        #expect(try brain.evaluate("∛27 + 3²") == 12)
        #expect(try brain.evaluate("2^3²") == 512)

        // doc: Sources/CalculatorKit/CalculatorKit.docc/CustomOperations.md
        brain.operations.add(.infix("⊕", precedence: .additive, summary: "mean of two") { ($0 + $1) / 2 })
        try brain.evaluate("1 ⊕ 3 ⊕ 5")   // 3.5: left-associative, (1 ⊕ 3) ⊕ 5

        let between = Precedence(rawValue: Precedence.additive.rawValue + 50)
        brain.operations.add(.infix("⊗", precedence: between, associativity: .right) { $0 * 10 + $1 })
        _ = brain.parseTree("1 + 2 ⊗ 3 * 4") // ["(+ 1 (⊗ 2 (* 3 4)))"]
        // doc end
        #expect(try brain.evaluate("1 ⊕ 3 ⊕ 5") == 3.5)
        #expect(brain.parseTree("1 + 2 ⊗ 3 * 4") == ["(+ 1 (⊗ 2 (* 3 4)))"])

        // The block ends with a call that throws, as its comment says.
        let thrown = #expect(throws: CalculatorError.self) {
            // doc: Sources/CalculatorKit/CalculatorKit.docc/CustomOperations.md
            brain.operations.add(.function("sq", summary: "square") { $0 * $0 })
            brain.operations.add(.function("avg2", aliases: ["mean2"], summary: "mean of two") { ($0 + $1) / 2 })
            brain.operations.add(.function("clamp", arity: .exactly(3), summary: "x limited to [low, high]") {
                min(max($0[0], $0[1]), $0[2])
            })
            brain.operations.add(.function("avg", arity: .atLeast(1), summary: "mean") {
                $0.reduce(0, +) / Double($0.count)
            })
            try brain.evaluate("clamp(avg(1, 2, 3, 4), 0, 2)")   // 2
            try brain.evaluate("avg()")   // throws: avg takes at least 1 argument, got 0
            // doc end
        }
        #expect(thrown?.message == "avg takes at least 1 argument, got 0")
        #expect(try brain.evaluate("clamp(avg(1, 2, 3, 4), 0, 2)") == 2)
        #expect(try brain.evaluate("sq(3) + mean2(1, 2)") == 10.5)

        // doc: Sources/CalculatorKit/CalculatorKit.docc/CustomOperations.md
        for operation in brain.operations.operations(spelled: "⊕") {
            print(operation.symbol, operation.summary, operation.arity)   // ⊕ mean of two 2 arguments
        }
        // doc end
        let mean = try #require(brain.operations.operations(spelled: "⊕").first)
        #expect("\(mean.symbol) \(mean.summary) \(mean.arity)" == "⊕ mean of two 2 arguments")

        // doc: Sources/CalculatorKit/CalculatorKit.docc/CustomOperations.md
        brain.operations.add(
            .function("half", summary: "x / 2") { $0 / 2 }
                .exact { x throws(NumberError) in try x[0].divided(by: Number(2)) })
        _ = try brain.evaluateNumber("half(1/3)").isExact // true: 1/6
        // doc end
        #expect(try brain.evaluateNumber("half(1/3)").isExact)
        #expect(try brain.evaluateNumber("half(1/3)") == Number(1).divided(by: Number(6)))

        // doc: Sources/CalculatorKit/CalculatorKit.docc/CustomOperations.md
        var table = OperationTable.standard
        table.add(.constant("g", 9.80665, summary: "standard gravity in m/s²"))
        let physics = CalculatorBrain(operations: table)
        // doc end
        #expect(try physics.evaluate("g") == 9.80665)
    }

    @Test func embedding() throws {
        // doc: docs/embedding.md
        let brain = CalculatorBrain()
        try brain.evaluate("2 + 3 * 4")            // 14.0
        try brain.evaluate("2^64 + 1 - 2^64")      // 1.0: computed exactly, returned as the nearest Double
        _ = try brain.evaluateNumber("2^64").description // "18446744073709551616"
        let f = try brain.compile("x^2 + y")       // compile once…
        _ = f.evaluate([3, 1])                     // …evaluate many times, in Double: 10.0
        brain.operations.add(.infix("⊕", precedence: .additive) { ($0 + $1) / 2 })
        brain.operations.add(                      // an exact body keeps exact results exact
            .function("half") { $0 / 2 }.exact { x throws(NumberError) in try x[0].divided(by: Number(2)) })
        // doc end
        #expect(try brain.evaluate("2 + 3 * 4") == 14)
        #expect(try brain.evaluate("2^64 + 1 - 2^64") == 1)
        #expect(try brain.evaluateNumber("2^64").description == "18446744073709551616")
        #expect(f.evaluate([3, 1]) == 10)
        #expect(try brain.evaluate("1 ⊕ 2") == 1.5)
        #expect(try brain.evaluateNumber("half(1/3)").isExact)
    }

    @Test func lists() throws {
        // doc: Sources/CalculatorKit/CalculatorKit.docc/Lists.md
        let brain = CalculatorBrain()
        let mean = try brain.evaluateValue("mean([1, 2, 4])")
        _ = mean                                       // .number(7/3), exactly
        _ = try mean.number?.fraction()                // "7/3"
        let lengths = try brain.evaluateValue("[1 m, 2 ft] to cm")
        _ = lengths.elements?.map(\.description)       // ["100 cm", "60.96 cm"]
        _ = try brain.evaluateValue("stdev([2, 4, 4, 4, 5, 5, 7, 9])").description   // "2.1380899352994"
        _ = try brain.evaluateValue("pstdev([2, 4, 4, 4, 5, 5, 7, 9])").description  // "2"
        _ = ValueFormat().string(for: try brain.evaluateValue("seq(1, 5) / 2"))      // "[0.5, 1, 1.5, 2, 2.5]"
        // doc end
        #expect(mean == .number(Number(numerator: 7, denominator: 3)!))
        #expect(try mean.number?.fraction() == "7/3")
        #expect(lengths.elements?.map(\.description) == ["100 cm", "60.96 cm"])
        #expect(try brain.evaluateValue("stdev([2, 4, 4, 4, 5, 5, 7, 9])").description == "2.1380899352994")
        #expect(try brain.evaluateValue("pstdev([2, 4, 4, 4, 5, 5, 7, 9])").description == "2")
        #expect(ValueFormat().string(for: try brain.evaluateValue("seq(1, 5) / 2")) == "[0.5, 1, 1.5, 2, 2.5]")

        // doc: Sources/CalculatorKit/CalculatorKit.docc/Lists.md
        do {
            _ = try brain.evaluateValue("mean([])")
        } catch {
            _ = error.message        // "mean of an empty list"
            _ = error.range.column   // 6: at the list
        }
        // doc end
        let empty = #expect(throws: CalculatorError.self) { try brain.evaluateValue("mean([])") }
        #expect(empty?.message == "mean of an empty list")
        #expect(empty?.range.column == 6)
    }

    @Test func dates() throws {
        // doc: Sources/CalculatorKit/CalculatorKit.docc/Dates.md
        var options = CalculatorOptions()
        options.clock = .fixed(unixSeconds: 1_796_126_400)   // 2026-12-01T12:00:00Z
        options.timeZone = "Europe/Berlin"
        let brain = CalculatorBrain(options: options)
        let date = try brain.evaluateValue("@2024-01-31 + 1 month")
        _ = date.description                          // "@2024-02-29"
        _ = date.dateTime?.kind                       // .date
        _ = date.dateTime?.weekday                    // 4: a Thursday
        let meeting = try brain.evaluateValue("@2024-07-01T09:00[Asia/Tokyo] to Europe/Berlin")
        _ = meeting.dateTime?.isoText()               // "2024-07-01T02:00:00+02:00"
        _ = meeting.dateTime?.zone?.name              // "Europe/Berlin"
        _ = try brain.evaluateValue("now").description   // "@2026-12-01T13:00:00+01:00[Europe/Berlin]"
        _ = try brain.evaluateValue("@2024-03-01 - @2024-01-01").description   // "60 d"
        // doc end
        #expect(date.description == "@2024-02-29")
        #expect(date.dateTime?.kind == .date)
        #expect(date.dateTime?.weekday == 4)
        #expect(meeting.dateTime?.isoText() == "2024-07-01T02:00:00+02:00")
        #expect(meeting.dateTime?.zone?.name == "Europe/Berlin")
        #expect(try brain.evaluateValue("now").description == "@2026-12-01T13:00:00+01:00[Europe/Berlin]")
        #expect(try brain.evaluateValue("@2024-03-01 - @2024-01-01").description == "60 d")
    }

    @Test func quantities() throws {
        // doc: Sources/CalculatorKit/CalculatorKit.docc/Quantities.md
        let brain = CalculatorBrain()
        let speed = try brain.evaluateValue("60 mph")
        _ = speed.unitText                        // "mph"
        _ = speed.dimensionName                   // "speed"
        _ = speed.number                          // 60: the magnitude, in mph
        _ = speed.quantity?.dimensionExponents.map(\.name)   // ["length", "time"]
        let metric = try speed.converted(to: "m/s")
        _ = metric.description                    // "26.8224 m/s"
        _ = try metric.number?.fraction()         // "16764/625": exact
        _ = try brain.evaluateValue("10 m / 2 s").unitText   // "m/s"
        _ = try brain.evaluateValue("1 km / 1 m")            // .number(1000): no dimension left
        // doc end
        #expect(speed.unitText == "mph")
        #expect(speed.dimensionName == "speed")
        #expect(speed.number == Number(60))
        #expect(speed.quantity?.dimensionExponents.map(\.name) == ["length", "time"])
        #expect(metric.description == "26.8224 m/s")
        #expect(try metric.number?.fraction() == "16764/625")
        #expect(try brain.evaluateValue("10 m / 2 s").unitText == "m/s")
        #expect(try brain.evaluateValue("1 km / 1 m") == .number(Number(1000)))

        // doc: Sources/CalculatorKit/CalculatorKit.docc/Quantities.md
        let statement = brain.execute("60 mph to m/s")[0]
        _ = statement.value?.description                           // "26.8224 m/s"
        _ = try brain.evaluateValue("1 kg to lb; ans + 1 lb").description   // "3.20462262184878 lb"
        _ = try brain.evaluate("d = 5 km to mile")                 // 3.10685596118667…, in mile
        let sum = brain.execute("5 m to ft+inch")[0]
        _ = sum.value?.description                                 // "16.4041994750656 ft"
        _ = ValueFormat().text(of: sum)?.text                      // "16 ft + 4.8503937007874 inch"
        _ = sum.presentation.unitText                              // "ft+inch"
        // doc end
        #expect(statement.value?.description == "26.8224 m/s")
        #expect(try brain.evaluateValue("1 kg to lb; ans + 1 lb").description == "3.20462262184878 lb")
        #expect(try brain.evaluate("d = 5 km to mile") == 3.1068559611866697)
        #expect(sum.value?.description == "16.4041994750656 ft")
        #expect(ValueFormat().text(of: sum)?.text == "16 ft + 4.8503937007874 inch")
        #expect(sum.presentation.unitText == "ft+inch")

        // doc: Sources/CalculatorKit/CalculatorKit.docc/Quantities.md
        do {
            _ = try brain.evaluateValue("1 m + 1 s")
        } catch {
            _ = error.message   // "cannot add m (length) and s (time)"
        }
        do {
            _ = try brain.evaluateValue("1 kg").converted(to: "m")
        } catch {
            _ = error.message   // "cannot convert kg (mass) to m (length)"
        }
        let checked = CalculatorBrain(options: CalculatorOptions(arithmetic: .checked))
        _ = try? checked.evaluateValue("5 km")   // nil: it throws "units need exact arithmetic"
        // doc end
        #expect(throws: CalculatorError(kind: .arithmetic, message: "cannot add m (length) and s (time)", range: SourceRange(utf8Offsets: 4..<5, line: 1, column: 5))) {
            try brain.evaluateValue("1 m + 1 s")
        }
        let mismatch = #expect(throws: CalculatorError.self) { try brain.evaluateValue("1 kg").converted(to: "m") }
        #expect(mismatch?.message == "cannot convert kg (mass) to m (length)")
        let refused = #expect(throws: CalculatorError.self) { try checked.evaluateValue("5 km") }
        #expect(refused?.message == "units need exact arithmetic")

        // doc: Sources/CalculatorKit/CalculatorKit.docc/Quantities.md
        do {
            _ = try brain.compile("5 km")
        } catch {
            _ = error.message        // "compile and plots take no units"
            _ = error.range.column   // 3: at the unit
        }
        _ = try brain.compile("m * 2").variableNames   // ["m"]
        _ = brain.execute("v = 5 km")
        do {
            _ = try brain.compile("x * v")
        } catch {
            _ = error.message   // "'v' is a quantity (5 km), and compile and plots compute with plain numbers"
            _ = error.note      // "a Double has no unit: make a number of it first, as in n = v / km"
        }
        // doc end
        let compiled = #expect(throws: CalculatorError.self) { try brain.compile("5 km") }
        #expect(compiled?.message == "compile and plots take no units")
        #expect(compiled?.range.column == 3)
        #expect(try brain.compile("m * 2").variableNames == ["m"])
        let quantity = #expect(throws: CalculatorError.self) { try brain.compile("x * v") }
        #expect(quantity?.message == "'v' is a quantity (5 km), and compile and plots compute with plain numbers")
        #expect(quantity?.note == "a Double has no unit: make a number of it first, as in n = v / km")

        // doc: Sources/CalculatorKit/CalculatorKit.docc/Quantities.md
        let shop = CalculatorBrain()
        try shop.defineUnit("furlong", as: "220 yd")
        let mile = try shop.evaluateValue("1 mile")
        _ = try shop.convert(mile, to: "furlong").description   // "8 furlong"
        try shop.declareBaseUnit("USD")
        try shop.defineUnit("EUR", as: "1.08 USD")
        let price = try shop.evaluateValue("100 EUR")
        _ = try shop.convert(price, to: "USD").description      // "108 USD"
        _ = ValueFormat().text(of: shop.execute("100 EUR to USD")[0])?.text   // "108 USD"
        do {
            try shop.defineUnit("furlong", as: "200 m")
        } catch {
            _ = error.message   // "'furlong' is already your unit"
        }
        // doc end
        #expect(try shop.convert(mile, to: "furlong").description == "8 furlong")
        #expect(try shop.convert(price, to: "USD").description == "108 USD")
        #expect(ValueFormat().text(of: shop.execute("100 EUR to USD")[0])?.text == "108 USD")
        let taken = #expect(throws: CalculatorError.self) { try shop.defineUnit("furlong", as: "200 m") }
        #expect(taken?.message == "'furlong' is already your unit")
    }

    @Test func complexNumbers() throws {
        // doc: Sources/CalculatorKit/CalculatorKit.docc/ComplexNumbers.md
        let brain = CalculatorBrain()
        let z = try brain.evaluateValue("1/(1+i)")
        _ = z.description                         // "0.5 - 0.5i"
        _ = z.realPart                            // 1/2, exactly
        _ = z.imaginaryPart                       // -1/2, exactly
        _ = z.number                              // nil: not a real
        _ = try brain.evaluateValue("i^2")        // .number(-1)
        _ = try brain.evaluateValue("ln(-1)").description   // "3.14159265358979i"
        // doc end
        #expect(z.description == "0.5 - 0.5i")
        #expect(z.realPart == Number(numerator: 1, denominator: 2))
        #expect(z.imaginaryPart == Number(numerator: -1, denominator: 2))
        #expect(z.number == nil)
        #expect(try brain.evaluateValue("i^2") == .number(Number(-1)))
        #expect(try brain.evaluateValue("ln(-1)").description == "3.14159265358979i")

        // doc: Sources/CalculatorKit/CalculatorKit.docc/ComplexNumbers.md
        _ = try brain.evaluateValue("if(i == i, 2i, 3)").description          // "2i"
        _ = brain.execute("z(w) = 50 + i*w/10; z(100)")[1].value?.description // "50 + 10i"
        _ = brain.execute("if(i, 1, 2)")[0].error?.message
        // "the condition of 'if' must be real, not a complex number"
        // doc end
        #expect(try brain.evaluateValue("if(i == i, 2i, 3)").description == "2i")
        #expect(brain.execute("z(w) = 50 + i*w/10; z(100)")[1].value?.description == "50 + 10i")
        #expect(brain.execute("if(i, 1, 2)")[0].error?.message == "the condition of 'if' must be real, not a complex number")

        // doc: Sources/CalculatorKit/CalculatorKit.docc/ComplexNumbers.md
        _ = brain.execute("(2 + 3i) m")[0].error?.message   // "a quantity's magnitude must be real: (2 + 3i) m"
        _ = brain.execute("2 m * i")[0].error?.range.column // 5: at the `*`
        _ = brain.execute("sqrt(-1 m^2)")[0].error?.message // "square root of a negative quantity: -1 m^2"
        // doc end
        #expect(brain.execute("(2 + 3i) m")[0].error?.message == "a quantity's magnitude must be real: (2 + 3i) m")
        #expect(brain.execute("2 m * i")[0].error?.range.column == 5)
        #expect(brain.execute("sqrt(-1 m^2)")[0].error?.message == "square root of a negative quantity: -1 m^2")
    }

    /// The documents whose code blocks run: the README, `docs/*.md` and the DocC articles.
    static let documents: [String] =
        ["README.md"] + Fixtures.names(in: Fixtures.atRoot("docs"), endingWith: ".md").map { "docs/" + $0 }
        + Fixtures.names(in: Fixtures.atRoot(doccCatalog), endingWith: ".md").map { doccCatalog + "/" + $0 }
    static let doccCatalog = "Sources/CalculatorKit/CalculatorKit.docc"

    @Test func mirrorsEveryBlock() throws {
        let mirror = Self.copies(in: try Fixtures.text(of: #filePath))
        var blocks: [String: [String]] = [:]
        for document in Self.documents {
            blocks[document] = Self.swiftBlocks(in: try Fixtures.text(of: Fixtures.atRoot(document)))
        }
        #expect(blocks.values.map(\.count).reduce(0, +) >= 18, "found \(blocks) in \(Self.documents)")
        for document in Set(blocks.keys).union(mirror.keys).sorted() {
            let written = blocks[document] ?? [], copied = mirror[document] ?? []
            #expect(written.count == copied.count, "\(document): \(written.count) Swift blocks, \(copied.count) copies")
            for (number, (block, copy)) in zip(written, copied).enumerated() {
                #expect(block == copy, "\(document), Swift block \(number + 1) differs from its copy here")
            }
        }
    }

    /// The text of each fenced block whose info string is `swift` (not `swift norun`), without
    /// its leading `import` lines and the blank lines after them.
    static func swiftBlocks(in markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if current != nil {
                if trimmed == "```" {
                    let body = current!.drop { $0.hasPrefix("import ") }.drop { $0.isEmpty }
                    blocks.append(body.joined(separator: "\n"))
                    current = nil
                } else {
                    current!.append(line)
                }
            } else if trimmed.hasPrefix("```") {
                let words = trimmed.dropFirst(3).split(separator: " ")
                if words.first == "swift" && !words.contains("norun") { current = [] }
            }
        }
        return blocks
    }

    /// The copies in `source` by document: the lines between `// doc: DOCUMENT` and `// doc end`,
    /// less the indentation of the `// doc:` line.
    static func copies(in source: String) -> [String: [String]] {
        var copies: [String: [String]] = [:]
        var current: (document: String, indentation: Int, lines: [String])?
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let indentation = line.prefix { $0 == " " }.count
            let trimmed = line.dropFirst(indentation)
            if let open = current {
                if trimmed == "// doc end" {
                    copies[open.document, default: []].append(open.lines.joined(separator: "\n"))
                    current = nil
                } else {
                    current!.lines.append(String(line.dropFirst(min(indentation, open.indentation))))
                }
            } else if trimmed.hasPrefix("// doc: ") {
                current = (String(trimmed.dropFirst("// doc: ".count)), indentation, [])
            }
        }
        return copies
    }
}
