// One GMP or MPFR call run in a child process that can be killed: GMP and MPFR have no
// cancellation, so a call that may take seconds (`ncr(10^7, 5*10^6)`, `gamma(2.5)` at 10,000
// digits) runs where a stop can end it. The child runs only C: after fork() in a multithreaded
// process only the forking thread exists there, and a lock another thread held at the fork (the
// Swift runtime's, for one) stays locked for ever. The child computes into its copy of the
// result, writes the result's bits into a pipe and exits; the parent reads them into its own copy.
#ifndef CALC_CHILD_CALL_H
#define CALC_CHILD_CALL_H
#include <stddef.h>
#include <sys/types.h>
#include <gmp.h>
#include <mpfr.h>

/// An MPFR function of no argument (a constant), one or two: result, arguments → ternary value.
/// Given from Swift as closures that capture nothing, so C function pointers, whose body is the
/// one MPFR call.
typedef int (*calc_fr_nullary)(mpfr_ptr result);
typedef int (*calc_fr_unary)(mpfr_ptr result, mpfr_ptr argument);
typedef int (*calc_fr_binary)(mpfr_ptr result, mpfr_ptr a, mpfr_ptr b);

typedef enum calc_job_kind {
    /// fr_result = fr_nullary(), fr_unary(fr_a) or fr_binary(fr_a, fr_b).
    CALC_JOB_FR_NULLARY,
    CALC_JOB_FR_UNARY,
    CALC_JOB_FR_BINARY,
    /// z_result = u_a!
    CALC_JOB_Z_FACTORIAL,
    /// z_result = z_a choose u_a
    CALC_JOB_Z_BINOMIAL,
    /// z_result = z_a ^ u_a
    CALC_JOB_Z_POWER,
    /// z_result = gcd(z_a, z_b)
    CALC_JOB_Z_GCD,
    /// z_result = z_a without its factors z_b; ternary = how many there were.
    CALC_JOB_Z_REMOVE,
    /// z_result = the u_a-th root of z_a, truncated; ternary = whether it is exact.
    CALC_JOB_Z_ROOT,
    /// text = the digits of z_a in base `base`, with a '-' when negative.
    CALC_JOB_Z_DIGITS,
    /// text = `digits` significant decimal digits of fr_a, exponent its decimal exponent.
    CALC_JOB_FR_DIGITS,
} calc_job_kind;

/// What to compute, and, once computed, the result: into fr_result or z_result (initialized by
/// the caller), or `text` (malloc'd, freed with calc_job_free_text) and `exponent`.
typedef struct calc_job {
    calc_job_kind kind;
    calc_fr_nullary fr_nullary;
    calc_fr_unary fr_unary;
    calc_fr_binary fr_binary;
    mpfr_ptr fr_result;
    mpfr_ptr fr_a;
    mpfr_ptr fr_b;
    mpz_ptr z_result;
    mpz_ptr z_a;
    mpz_ptr z_b;
    unsigned long u_a;
    int base;
    size_t digits;
    /// Out: MPFR's ternary value (0: exact), and the text and exponent of the digit jobs.
    int ternary;
    char *text;
    long exponent;
} calc_job;

/// Runs `job` in this process.
void calc_job_run_here(calc_job *job);

/// Frees a job's text.
void calc_job_free_text(calc_job *job);

/// A running child: its process, the pipe's read end, and what it has written so far.
typedef struct calc_child {
    pid_t pid;
    int fd;
    unsigned char *buffer;
    size_t length;
    size_t capacity;
} calc_child;

/// Starts `job` in a child process: 0, or the errno of what failed (fork's EAGAIN at the process
/// limit; its ENOMEM) when no child could be made.
int calc_child_start(calc_child *child, const calc_job *job);

/// Waits up to `milliseconds` for the child: 1 when it has finished and its result is in `job`
/// (the child reaped), 0 while it runs, -1 when it failed (died without a result, out of memory
/// for one; reaped).
int calc_child_wait(calc_child *child, calc_job *job, int milliseconds);

/// Kills the child (SIGKILL) and reaps it: nothing of it is left.
void calc_child_kill(calc_child *child);

// MARK: - GMP's and MPFR's memory (MemoryAccount.c)

/// Bytes GMP and MPFR have allocated and not freed, in every thread.
size_t calc_memory_live(void);

/// The most ``calc_memory_live`` may reach before an exact operation is refused: 4 GiB, or half
/// of the physical memory or of an address-space or data limit (`ulimit -v`, `-d`) when less.
size_t calc_memory_limit(void);

/// Whether an allocation failed since the last call and was served from the reserve: the
/// statement must stop. Takes a new reserve when it can.
int calc_memory_was_exhausted(void);

/// For the tests: while `fails` is nonzero, calc_child_start on this thread fails as fork does
/// at the process limit (EAGAIN).
void calc_child_set_fork_fails(int fails);

#endif
