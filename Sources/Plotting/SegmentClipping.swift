/// A line segment cut to a rectangle (Liang–Barsky), so that a viewer draws only what is inside
/// the plot: a curve's value of 1e16 near a pole must not become a coordinate of 1e16 pixels.
///
/// ```swift
/// SegmentClipping.clip((0, 0), (2, 4), x: 0...1, y: 0...1)   // ((0, 0), (0.5, 1))
/// SegmentClipping.clip((2, 2), (3, 3), x: 0...1, y: 0...1)   // nil
/// ```
public enum SegmentClipping {
    public typealias Point = (x: Double, y: Double)

    /// The part of the segment from `start` to `end` inside the rectangle, or nil if none is.
    public static func clip(
        _ start: Point, _ end: Point, x: ClosedRange<Double>, y: ClosedRange<Double>
    ) -> (Point, Point)? {
        let dx = end.x - start.x
        let dy = end.y - start.y
        var low = 0.0
        var high = 1.0
        // Each edge: p is how fast the segment heads out through it, q how far inside it starts.
        let edges = [
            (-dx, start.x - x.lowerBound), (dx, x.upperBound - start.x),
            (-dy, start.y - y.lowerBound), (dy, y.upperBound - start.y),
        ]
        for (p, q) in edges {
            if p == 0 {
                if q < 0 { return nil }
                continue
            }
            let t = q / p
            if p < 0 {
                if t > high { return nil }
                low = max(low, t)
            } else {
                if t < low { return nil }
                high = min(high, t)
            }
        }
        guard low <= high, low.isFinite, high.isFinite else { return nil }
        return ((start.x + low * dx, start.y + low * dy), (start.x + high * dx, start.y + high * dy))
    }
}
