// GMP and MPFR, wrapped for Swift. GMP's documented names are macros over `__gmpz_*` functions,
// and its function-like macros (mpz_sgn, mpq_numref, …) do not exist in Swift, so each one used
// is a static inline function here (a system-library target holds no .c file).
#ifndef CALC_CGMP_SHIM_H
#define CALC_CGMP_SHIM_H
#include <stddef.h>
#include <stdint.h>
#include <gmp.h>
#include <mpfr.h>

// MARK: - Integers

static inline void cgmp_z_init(mpz_ptr z) { mpz_init(z); }
static inline void cgmp_z_clear(mpz_ptr z) { mpz_clear(z); }
static inline int cgmp_z_sgn(mpz_srcptr z) { return mpz_sgn(z); }
static inline int cgmp_z_odd(mpz_srcptr z) { return mpz_odd_p(z); }
/// Bits of |z|, 0 for 0: the size check made before GMP could abort on a size overflow.
static inline size_t cgmp_z_bits(mpz_srcptr z) { return mpz_sgn(z) == 0 ? 0 : mpz_sizeinbase(z, 2); }
static inline size_t cgmp_z_sizeinbase(mpz_srcptr z, int base) { return mpz_sizeinbase(z, base); }
/// |z| as d · 2^exp with 0.5 ≤ |d| < 1 (d truncated to a double): log2 |z| to 53 bits, for size estimates.
static inline double cgmp_z_get_d_2exp(long *exp, mpz_srcptr z) { return mpz_get_d_2exp(exp, z); }
static inline int cgmp_z_fits_slong(mpz_srcptr z) { return mpz_fits_slong_p(z); }
static inline long cgmp_z_get_si(mpz_srcptr z) { return mpz_get_si(z); }
static inline void cgmp_z_set_si(mpz_ptr z, long v) { mpz_set_si(z, v); }
static inline void cgmp_set_u64(mpz_ptr z, uint64_t v) { mpz_set_ui(z, (unsigned long)v); }
/* ±(high·2^64 + low), for a 128-bit integer: one GMP value, not five. */
static inline void cgmp_set_128(mpz_ptr z, uint64_t high, uint64_t low, int negative) {
    mpz_set_ui(z, (unsigned long)high);
    mpz_mul_2exp(z, z, 64);
    mpz_add_ui(z, z, (unsigned long)low);
    if (negative) mpz_neg(z, z);
}
static inline void cgmp_z_set(mpz_ptr z, mpz_srcptr v) { mpz_set(z, v); }
static inline int cgmp_z_set_str(mpz_ptr z, const char *s, int base) { return mpz_set_str(z, s, base); }
static inline char *cgmp_z_get_str(char *buffer, int base, mpz_srcptr z) { return mpz_get_str(buffer, base, z); }
static inline int cgmp_z_cmp(mpz_srcptr a, mpz_srcptr b) { return mpz_cmp(a, b); }
static inline void cgmp_z_add(mpz_ptr r, mpz_srcptr a, mpz_srcptr b) { mpz_add(r, a, b); }
static inline void cgmp_z_sub(mpz_ptr r, mpz_srcptr a, mpz_srcptr b) { mpz_sub(r, a, b); }
static inline void cgmp_z_mul(mpz_ptr r, mpz_srcptr a, mpz_srcptr b) { mpz_mul(r, a, b); }
static inline void cgmp_z_neg(mpz_ptr r, mpz_srcptr a) { mpz_neg(r, a); }
static inline void cgmp_z_abs(mpz_ptr r, mpz_srcptr a) { mpz_abs(r, a); }
static inline void cgmp_z_tdiv_q(mpz_ptr r, mpz_srcptr a, mpz_srcptr b) { mpz_tdiv_q(r, a, b); }
static inline void cgmp_z_fdiv_q(mpz_ptr r, mpz_srcptr a, mpz_srcptr b) { mpz_fdiv_q(r, a, b); }
static inline void cgmp_z_cdiv_q(mpz_ptr r, mpz_srcptr a, mpz_srcptr b) { mpz_cdiv_q(r, a, b); }
static inline void cgmp_z_tdiv_qr(mpz_ptr q, mpz_ptr r, mpz_srcptr a, mpz_srcptr b) { mpz_tdiv_qr(q, r, a, b); }
static inline void cgmp_z_divexact(mpz_ptr r, mpz_srcptr a, mpz_srcptr b) { mpz_divexact(r, a, b); }
static inline void cgmp_z_gcd(mpz_ptr r, mpz_srcptr a, mpz_srcptr b) { mpz_gcd(r, a, b); }
static inline void cgmp_z_lcm(mpz_ptr r, mpz_srcptr a, mpz_srcptr b) { mpz_lcm(r, a, b); }
static inline void cgmp_z_pow_ui(mpz_ptr r, mpz_srcptr a, unsigned long e) { mpz_pow_ui(r, a, e); }
static inline void cgmp_z_ui_pow_ui(mpz_ptr r, unsigned long a, unsigned long e) { mpz_ui_pow_ui(r, a, e); }
static inline int cgmp_z_root(mpz_ptr r, mpz_srcptr a, unsigned long n) { return mpz_root(r, a, n); }
static inline void cgmp_z_fac_ui(mpz_ptr r, unsigned long n) { mpz_fac_ui(r, n); }
static inline void cgmp_z_bin_ui(mpz_ptr r, mpz_srcptr n, unsigned long k) { mpz_bin_ui(r, n, k); }
static inline void cgmp_z_and(mpz_ptr r, mpz_srcptr a, mpz_srcptr b) { mpz_and(r, a, b); }
static inline void cgmp_z_ior(mpz_ptr r, mpz_srcptr a, mpz_srcptr b) { mpz_ior(r, a, b); }
static inline void cgmp_z_xor(mpz_ptr r, mpz_srcptr a, mpz_srcptr b) { mpz_xor(r, a, b); }
static inline void cgmp_z_com(mpz_ptr r, mpz_srcptr a) { mpz_com(r, a); }
static inline void cgmp_z_mul_2exp(mpz_ptr r, mpz_srcptr a, unsigned long n) { mpz_mul_2exp(r, a, n); }
static inline void cgmp_z_fdiv_q_2exp(mpz_ptr r, mpz_srcptr a, unsigned long n) { mpz_fdiv_q_2exp(r, a, n); }
static inline unsigned long cgmp_z_remove(mpz_ptr r, mpz_srcptr a, mpz_srcptr f) { return mpz_remove(r, a, f); }
static inline int cgmp_z_divisible(mpz_srcptr a, mpz_srcptr d) { return mpz_divisible_p(a, d); }

// MARK: - Floating point (MPFR's own names are functions, but a few are also macros)

static inline int cgmp_fr_sgn(mpfr_srcptr x) { return mpfr_sgn(x); }
/// Widens this thread's exponent range to MPFR's maximum; a no-op once set.
static inline void cgmp_fr_widen_exponent_range(void) {
    if (mpfr_get_emax() != mpfr_get_emax_max()) mpfr_set_emax(mpfr_get_emax_max());
    if (mpfr_get_emin() != mpfr_get_emin_min()) mpfr_set_emin(mpfr_get_emin_min());
}
/// Sets x to num/den (den > 0), correctly rounded to nearest; returns the ternary value.
static inline int cgmp_fr_set_ratio(mpfr_ptr x, mpz_srcptr num, mpz_srcptr den) {
    mpq_t q;
    *mpq_numref(q) = *num;
    *mpq_denref(q) = *den;
    return mpfr_set_q(x, q, MPFR_RNDN);
}
/// num/den (den > 0) correctly rounded to the nearest double, subnormals included: one rounding
/// in an exponent range set to IEEE double's for the moment (MPFR's documented emulation).
static inline double cgmp_ratio_to_double(mpz_srcptr num, mpz_srcptr den) {
    mpfr_exp_t emin = mpfr_get_emin(), emax = mpfr_get_emax();
    mpfr_set_emin(-1073);
    mpfr_set_emax(1024);
    mpfr_t x;
    mpfr_init2(x, 53);
    int ternary = cgmp_fr_set_ratio(x, num, den);
    ternary = mpfr_check_range(x, ternary, MPFR_RNDN);
    mpfr_subnormalize(x, ternary, MPFR_RNDN);
    double d = mpfr_get_d(x, MPFR_RNDN);
    mpfr_clear(x);
    mpfr_set_emin(emin);
    mpfr_set_emax(emax);
    return d;
}

/// Sets num/den to the exact value of the (finite) x.
static inline void cgmp_fr_get_ratio(mpz_ptr num, mpz_ptr den, mpfr_srcptr x) {
    // Zero's exponent is MPFR's minimum: shifting by it would overflow GMP, which aborts.
    if (mpfr_zero_p(x)) { mpz_set_ui(num, 0); mpz_set_ui(den, 1); return; }
    mpfr_exp_t e = mpfr_get_z_2exp(num, x);
    mpz_set_ui(den, 1);
    if (e > 0) mpz_mul_2exp(num, num, (unsigned long)e);
    else if (e < 0) mpz_mul_2exp(den, den, (unsigned long)(-e));
}

/// Compares x with num/den (den > 0) exactly, without turning x into a rational (its exponent may
/// be far beyond what GMP can hold as an integer, as for exp(10^9)): x·den is computed at a
/// precision that holds it exactly.
static inline int cgmp_fr_cmp_ratio(mpfr_srcptr x, mpz_srcptr num, mpz_srcptr den) {
    if (mpz_cmp_ui(den, 1) == 0) return mpfr_cmp_z(x, num);
    mpfr_t product;
    mpfr_init2(product, mpfr_get_prec(x) + (mpfr_prec_t)mpz_sizeinbase(den, 2) + 1);
    mpfr_mul_z(product, x, den, MPFR_RNDN);
    int result = mpfr_cmp_z(product, num);
    mpfr_clear(product);
    return result;
}

static inline int cgmp_fr_cmp(mpfr_srcptr a, mpfr_srcptr b) { return mpfr_cmp(a, b); }

#endif
