import CalculatorTestSupport
import Foundation
import Testing

/// `--format json` after a `to` that converts (issue 43): `value` and `unit` are the converted
/// quantity's, for an expression, `ans` after it and an assignment; `text` is what calc shows,
/// a format or a sum of units included.
struct ConvertedValueJSONTests {
    struct Case: CustomTestStringConvertible, Sendable {
        /// The statements before the one read, each an `-e`.
        var given: [String] = []
        var source: String
        var value: Double
        var unit: String?
        var text: String
        var testDescription: String { (given + [source]).joined(separator: "; ") }
    }

    static let cases: [Case] = [
        Case(source: "60 mph to m/s", value: 26.8224, unit: "m/s", text: "26.8224 m/s"),
        Case(given: ["60 mph to m/s"], source: "ans", value: 26.8224, unit: "m/s", text: "26.8224 m/s"),
        Case(
            source: "d = 5 km to mile", value: 3.1068559611866697, unit: "mile", text: "3.10685596118667 mile"),
        Case(
            given: ["d = 5 km to mile"], source: "d * 2", value: 6.213711922373339, unit: "mile",
            text: "6.21371192237334 mile"),
        Case(
            given: ["1 kg to lb"], source: "ans + 1 lb", value: 3.2046226218487757, unit: "lb",
            text: "3.20462262184878 lb"),
        Case(source: "25 °C to °F", value: 77, unit: "°F", text: "77 °F"),
        Case(source: "5 m to ft+inch", value: 16.404199475065617, unit: "ft", text: "16 ft + 4.8503937007874 inch"),
        Case(source: "1 kg to lb to frac", value: 2.2046226218487757, unit: "lb", text: "(100000000/45359237) lb"),
        Case(source: "x = 255 to hex", value: 255, unit: nil, text: "0xff"),
        Case(source: "0.5 to deg", value: 28.64788975654116, unit: "deg", text: "28.6478897565412 deg"),
    ]

    @Test(arguments: cases)
    func value(_ test: Case) throws {
        let arguments = ["--format", "json"] + (test.given + [test.source]).flatMap { ["-e", $0] }
        let outcome = try CalcProcess.run(arguments, in: FileManager.default.temporaryDirectory.path)
        #expect(outcome.status == 0)
        let lines = String(decoding: outcome.stdout, as: UTF8.self).split(separator: "\n")
        let last = try #require(lines.last)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])
        #expect(object["input"] as? String == test.source)
        // Foundation's reading of a JSON number may miss its last bit: the digits are compared.
        let value = try #require((object["value"] as? NSNumber)?.doubleValue)
        #expect(abs(value - test.value) <= abs(test.value) * 1e-15)
        #expect(object["unit"] as? String == test.unit)
        #expect(object["text"] as? String == test.text)
    }
}
