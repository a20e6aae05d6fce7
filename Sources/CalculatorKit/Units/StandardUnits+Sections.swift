extension StandardUnits {
    /// The file's sections, for the reference: each title, its `#.` text, and the units and
    /// refused names under it, as ``UnitTable/init(parsing:)`` makes them. Parses the refused
    /// names' lines; reduces nothing.
    var sections: [UnitSection] {
        var sections: [UnitSection] = []
        var ordinal = 0
        let lines = UnitDefinitions.text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        for (offset, line) in lines.enumerated() {
            if line.starts(with: "## ".utf8) {
                sections.append(UnitSection(title: String(decoding: line.dropFirst(3), as: UTF8.self)))
                continue
            }
            let isText = line.starts(with: "#.".utf8)
            let isDefinition =
                ordinal < definitionCount && UnitDefinitions.definitions[ordinal].line == offset + 1
            guard isText || isDefinition else { continue }
            // Text or a unit before the first title stands under an untitled section.
            if sections.isEmpty { sections.append(UnitSection(title: "")) }
            if isText {
                sections[sections.count - 1].text.append(String(decoding: line.dropFirst(3), as: UTF8.self))
                continue
            }
            let unit = Int(UnitDefinitions.definitions[ordinal].unit)
            if unit >= 0 {
                sections[sections.count - 1].units.append(unit)
            } else {
                sections[sections.count - 1].refused.append(definition(ordinal))
            }
            ordinal += 1
        }
        return sections
    }
}
