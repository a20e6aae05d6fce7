import CalculatorTestSupport
import Foundation
import Testing

@testable import LineEditor

/// A history file that is a symbolic link (a dotfiles repository's) is written through the link,
/// as readline does: the link stays, its target gets the lines. Relative, absolute, chained and
/// dangling links alike.
@Suite struct HistorySymbolicLinkTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        /// (link, destination) pairs made in order, relative to the test's directory; a
        /// destination starting with `/` is made absolute there.
        let links: [(String, String)]
        /// The file that must receive the lines.
        let target: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "relative", links: [("history", "dotfiles/history")], target: "dotfiles/history"),
        Case(name: "absolute", links: [("history", "/dotfiles/history")], target: "dotfiles/history"),
        Case(
            name: "chain", links: [("history", "second"), ("second", "dotfiles/history")],
            target: "dotfiles/history"),
        Case(name: "dangling", links: [("history", "dotfiles/new")], target: "dotfiles/new"),
    ]

    @Test(arguments: cases)
    func writesThroughTheLink(_ test: Case) throws {
        let directory = TemporaryDirectory()
        directory.write("_HiStOrY_V2_\nold\n", to: "dotfiles/history")
        for (link, destination) in test.links {
            let absolute = destination.hasPrefix("/") ? directory.path + destination : destination
            try FileManager.default.createSymbolicLink(atPath: directory.file(link), withDestinationPath: absolute)
        }
        let file = HistoryFile(path: directory.file("history"), capacity: 10)
        _ = file.load()
        #expect(file.save("1+2") == nil)
        let kind =
            try FileManager.default.attributesOfItem(atPath: directory.file("history"))[.type] as? FileAttributeType
        #expect(kind == .typeSymbolicLink)
        let old = test.target == "dotfiles/history" ? "old\n" : ""
        #expect(directory.read(test.target) == "_HiStOrY_V2_\n" + old + "1+2\n")
    }
}
