import Testing

@testable import LineEditor

/// Completion candidates laid out in columns, top to bottom, within the terminal's width.
@Suite struct CandidateColumnsTests {
    @Test func fillsColumnsTopToBottom() {
        #expect(CandidateColumns.rows(["cos", "sin", "sqrt"], width: 12) == ["cos   sqrt", "sin"])
        #expect(CandidateColumns.rows(["a", "b", "c", "d", "e"], width: 80) == ["a  b  c  d  e"])
    }

    @Test func givesAWideCandidateItsOwnRow() {
        #expect(CandidateColumns.rows(["averyverylongname", "b"], width: 10) == ["averyverylongname", "b"])
    }

    @Test func countsCharactersNotBytes() {
        #expect(CandidateColumns.rows(["π", "pi", "phi"], width: 80) == ["π    pi   phi"])
    }

    @Test func listsNothingForNoCandidates() {
        #expect(CandidateColumns.rows([], width: 80) == [])
    }
}
