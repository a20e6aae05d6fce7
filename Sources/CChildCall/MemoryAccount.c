#include "CChildCall.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

// Every limb GMP and MPFR allocate comes through these three functions (MPFR allocates with
// GMP's), which count the bytes live: what calc's memory limit for numbers compares against
// before an exact operation starts. GMP cannot be told an allocation failed (it aborts the
// process), so the limit is checked before; and should malloc fail anyway (an address-space
// limit lower than calc's, other memory), a reserve is given back to the system so that the
// allocation succeeds, and the next check fails the statement with a `limit` error.

static _Atomic(size_t) live_bytes;
static size_t limit_bytes;
static _Atomic(void *) reserve;
static atomic_int exhausted;

/// What the reserve holds: more than any one allocation of GMP within the digit limit (two
/// 10,000,000-digit operands are 4 MiB each; their product's temporaries a few times that).
#define RESERVE_BYTES ((size_t)64 << 20)

/// The default limit: 4 GiB, or half of the physical memory, or half of an address-space or
/// data limit, whichever is least.
#define DEFAULT_LIMIT_BYTES ((size_t)4 << 30)

static void *after_failure(size_t size) {
    void *spare = atomic_exchange(&reserve, NULL);
    if (spare) {
        free(spare);
        atomic_store(&exhausted, 1);
        void *p = malloc(size);
        if (p) return p;
    }
    // Nothing left to give back: as GMP itself would, but saying why.
    static const char message[] = "calc: out of memory\n";
    (void)!write(2, message, sizeof message - 1);
    abort();
}

static void set_up(void);
static pthread_once_t set_up_once = PTHREAD_ONCE_INIT;

static void *allocate(size_t size) {
    pthread_once(&set_up_once, set_up);
    void *p = malloc(size);
    if (!p) p = after_failure(size);
    atomic_fetch_add_explicit(&live_bytes, size, memory_order_relaxed);
    return p;
}

static void *reallocate(void *old, size_t old_size, size_t new_size) {
    pthread_once(&set_up_once, set_up);
    void *p = realloc(old, new_size);
    if (!p) {
        p = after_failure(new_size);
        memcpy(p, old, old_size < new_size ? old_size : new_size);
        free(old);
    }
    atomic_fetch_add_explicit(&live_bytes, new_size, memory_order_relaxed);
    atomic_fetch_sub_explicit(&live_bytes, old_size, memory_order_relaxed);
    return p;
}

static void release(void *p, size_t size) {
    free(p);
    atomic_fetch_sub_explicit(&live_bytes, size, memory_order_relaxed);
}

static size_t halved_limit(int resource, size_t limit) {
    struct rlimit r;
    if (getrlimit(resource, &r) == 0 && r.rlim_cur != RLIM_INFINITY && r.rlim_cur / 2 < limit) {
        return (size_t)(r.rlim_cur / 2);
    }
    return limit;
}

/// The limit and the reserve, made when first needed: at the first allocation or the first
/// question about the limit. (Made before main, their four system calls and the reserve's
/// mapping were part of every start, `echo 1+1 | calc` included, which never uses GMP.)
static void set_up(void) {
    size_t limit = DEFAULT_LIMIT_BYTES;
    long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGESIZE);
    if (pages > 0 && page > 0 && (size_t)pages / 2 * (size_t)page < limit) limit = (size_t)pages / 2 * (size_t)page;
    limit = halved_limit(RLIMIT_AS, limit);
    limit = halved_limit(RLIMIT_DATA, limit);
    limit_bytes = limit;
    atomic_store(&reserve, malloc(RESERVE_BYTES));
}

/// Installed before main, so before GMP allocates anything.
__attribute__((constructor)) static void install(void) { mp_set_memory_functions(allocate, reallocate, release); }

size_t calc_memory_live(void) { return atomic_load_explicit(&live_bytes, memory_order_relaxed); }

size_t calc_memory_limit(void) {
    pthread_once(&set_up_once, set_up);
    return limit_bytes;
}

int calc_memory_was_exhausted(void) {
    if (!atomic_load(&exhausted)) return 0;
    // Given back: take a reserve again once there is room for one.
    if (!atomic_load(&reserve)) {
        void *spare = malloc(RESERVE_BYTES);
        void *expected = NULL;
        if (spare && !atomic_compare_exchange_strong(&reserve, &expected, spare)) free(spare);
        if (!spare) return 1;
    }
    atomic_store(&exhausted, 0);
    return 1;
}
