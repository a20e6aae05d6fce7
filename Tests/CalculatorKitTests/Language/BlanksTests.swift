import CalculatorKit
import Testing

/// The language's blanks, one set for the readers of scalars and the readers of bytes: a space,
/// a tab, a carriage return; not a newline, which ends a statement.
struct BlanksTests {
    @Test(arguments: [
        (" " as Unicode.Scalar, true), ("\t", true), ("\r", true), ("\n", false), ("x", false), ("\u{A0}", false),
        ("\u{2003}", false),
    ])
    func blankScalars(_ scalar: Unicode.Scalar, _ isBlank: Bool) {
        #expect(scalar.isCalculatorBlank == isBlank)
    }

    /// Every byte agrees with the scalar it stands for in ASCII, and no byte beyond ASCII (a part
    /// of a longer UTF-8 sequence) is a blank.
    @Test func bytesAgreeWithScalars() {
        for byte in UInt8.min...UInt8.max {
            let asScalar = byte < 0x80 && Unicode.Scalar(byte).isCalculatorBlank
            #expect(byte.isCalculatorBlank == asScalar, "byte \(byte)")
        }
        #expect((UInt8.min...UInt8.max).filter(\.isCalculatorBlank) == [0x09, 0x0D, 0x20])
    }

    @Test(arguments: [
        (" 2 + 3\t", nil as Unicode.Scalar?, "2 + 3"), ("x = 3 ;", ";", "x = 3"), (" \t\r", nil, ""),
        ("\n1\n", nil, "\n1\n"),
    ])
    func trimming(_ text: String, _ extra: Unicode.Scalar?, _ trimmed: String) {
        #expect(text.trimmingBlanks(alsoTrimming: extra) == trimmed)
    }
}
