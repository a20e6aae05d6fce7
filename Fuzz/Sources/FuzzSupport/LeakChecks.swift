// LeakSanitizer's switches (sanitizer/lsan_interface.h). Both take and return nothing, so the
// Swift and C calling conventions agree.
@_silgen_name("__lsan_disable") private func lsanDisable()
@_silgen_name("__lsan_enable") private func lsanEnable()

/// Runs `body` with its allocations exempt from leak checks, for values that live as long as the
/// fuzzer: a brain set up once, a saved state. LeakSanitizer cannot follow pointers that Swift
/// keeps with tag bits in spare bits (in enum payloads), so it reports such values as leaked when
/// they are only held by a global. Values made and freed by one input are still checked.
public func withoutLeakChecks<Result>(_ body: () -> Result) -> Result {
    lsanDisable()
    defer { lsanEnable() }
    return body()
}
