/// A value kept behind one reference and copied only when written while shared (copy on
/// write): how the operation table and the calculator state hold their data. Every parse and
/// compile copies both, and a copy of one reference is one retain and one release, where each
/// of their arrays and dictionaries would cost one of each.
///
/// Written only while uniquely referenced (the setter copies first otherwise), so no copy ever
/// sees another's change: that is what makes it Sendable. Exclusivity is unchecked for the same
/// reason: each access is a read, or a write through the one reference.
struct SharedContents<Contents: Sendable>: @unchecked Sendable {
    private final class Box {
        @exclusivity(unchecked) var contents: Contents

        init(_ contents: Contents) { self.contents = contents }
    }

    private var box: Box

    init(_ contents: Contents) { box = Box(contents) }

    var contents: Contents {
        _read { yield box.contents }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.contents) }
            yield &box.contents
        }
    }
}
