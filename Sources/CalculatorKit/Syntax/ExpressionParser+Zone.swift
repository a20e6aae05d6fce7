/// A zone as the right side of `to`: `to Europe/Berlin`, `to UTC`, `to local`, `to unix`. The
/// target syntax reads `Europe/Berlin` as a unit over a unit; a target written with a capital
/// and a `/` (or `UTC`) is first asked of the tz database (zone names never clash with units),
/// and `local` and `unix` are zones' words.
extension ExpressionParser {
    func zoneTarget(_ target: ConversionTargetSyntax) throws(Failure) -> ZoneTarget? {
        let factors = Array(target.terms.joined())
        guard let first = factors.first, let last = factors.last else { return nil }
        let span = Span(first.span.start, last.span.end)
        let text = tokenizer.text(span)
        if let bare = target.bareName?.name {
            if bare == "local" { return .local }
            if bare == "unix" { return .unix }
        }
        guard let initial = text.utf8.first, initial >= UInt8(ascii: "A"), initial <= UInt8(ascii: "Z"),
            text == "UTC" || text.utf8.contains(UInt8(ascii: "/"))
        else { return nil }
        if let zone = DateZone.zone(named: text) { return .zone(zone) }
        // `to Europe/Berln`: a unit it is not, so say which zone was meant.
        guard sink.units?.unitTable.lookUp(first.name) == nil else { return nil }
        return .zone(try DateLiteral.zone(named: text, at: span))
    }
}
