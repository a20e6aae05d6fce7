#include "CChildCall.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#if defined(__linux__)
#include <sys/prctl.h>
#endif

// MARK: - The call

void calc_job_run_here(calc_job *job) {
    switch (job->kind) {
    case CALC_JOB_FR_NULLARY: job->ternary = job->fr_nullary(job->fr_result); break;
    case CALC_JOB_FR_UNARY: job->ternary = job->fr_unary(job->fr_result, job->fr_a); break;
    case CALC_JOB_FR_BINARY: job->ternary = job->fr_binary(job->fr_result, job->fr_a, job->fr_b); break;
    case CALC_JOB_Z_FACTORIAL: mpz_fac_ui(job->z_result, job->u_a); break;
    case CALC_JOB_Z_BINOMIAL: mpz_bin_ui(job->z_result, job->z_a, job->u_a); break;
    case CALC_JOB_Z_POWER: mpz_pow_ui(job->z_result, job->z_a, job->u_a); break;
    case CALC_JOB_Z_GCD: mpz_gcd(job->z_result, job->z_a, job->z_b); break;
    // At most one factor 2 a bit: the count fits the ternary value's int.
    case CALC_JOB_Z_REMOVE: job->ternary = (int)mpz_remove(job->z_result, job->z_a, job->z_b); break;
    case CALC_JOB_Z_ROOT: job->ternary = mpz_root(job->z_result, job->z_a, job->u_a); break;
    case CALC_JOB_Z_DIGITS: {
        // sizeinbase may overstate by one; room for the sign and the NUL.
        job->text = malloc(mpz_sizeinbase(job->z_a, job->base) + 2);
        if (job->text) mpz_get_str(job->text, job->base, job->z_a);
        break;
    }
    case CALC_JOB_FR_DIGITS: {
        mpfr_exp_t exponent = 0;
        // MPFR asks for room for the digits, a sign and the NUL, and at least 7 bytes.
        job->text = malloc(job->digits + 8);
        if (job->text) mpfr_get_str(job->text, &exponent, 10, job->digits, job->fr_a, MPFR_RNDN);
        job->exponent = (long)exponent;
        break;
    }
    }
}

void calc_job_free_text(calc_job *job) {
    free(job->text);
    job->text = NULL;
}

// MARK: - The child's side: compute, write the result's bits, exit

static int write_all(int fd, const void *bytes, size_t count) {
    const unsigned char *p = bytes;
    while (count > 0) {
        ssize_t written = write(fd, p, count);
        if (written < 0) {
            if (errno == EINTR) continue;
            return -1;
        }
        p += written;
        count -= (size_t)written;
    }
    return 0;
}

/// Limbs of an MPFR value of precision `bits`.
/// What a job's result is, which is what crosses the pipe: writing and reading it switch on
/// this, so that a new job kind is named once here.
enum result_shape { RESULT_FLOAT, RESULT_INTEGER, RESULT_TEXT };

static enum result_shape result_shape(calc_job_kind kind) {
    switch (kind) {
    case CALC_JOB_FR_NULLARY:
    case CALC_JOB_FR_UNARY:
    case CALC_JOB_FR_BINARY:
        return RESULT_FLOAT;
    case CALC_JOB_Z_FACTORIAL:
    case CALC_JOB_Z_BINOMIAL:
    case CALC_JOB_Z_POWER:
    case CALC_JOB_Z_GCD:
    case CALC_JOB_Z_REMOVE:
    case CALC_JOB_Z_ROOT:
        return RESULT_INTEGER;
    case CALC_JOB_Z_DIGITS:
    case CALC_JOB_FR_DIGITS:
        return RESULT_TEXT;
    }
    return RESULT_INTEGER;
}

static size_t fr_limbs(mpfr_prec_t bits) { return (size_t)((bits + GMP_NUMB_BITS - 1) / GMP_NUMB_BITS); }

/// The result as bytes: the ternary value and MPFR's flags, then the value's own representation
/// (sign, exponent and limbs of an MPFR value; the signed limb count and limbs of an integer; the
/// length, exponent and bytes of a text), so the parent's copy is the child's, bit for bit.
static int write_result(int fd, calc_job *job) {
    int32_t header[2] = {job->ternary, (int32_t)mpfr_flags_save()};
    if (write_all(fd, header, sizeof header) != 0) return -1;
    switch (result_shape(job->kind)) {
    case RESULT_FLOAT: {
        mpfr_ptr x = job->fr_result;
        int64_t head[2] = {x->_mpfr_sign, x->_mpfr_exp};
        if (write_all(fd, head, sizeof head) != 0) return -1;
        return write_all(fd, x->_mpfr_d, fr_limbs(x->_mpfr_prec) * sizeof(mp_limb_t));
    }
    case RESULT_INTEGER: {
        mpz_ptr z = job->z_result;
        int64_t size = z->_mp_size;
        if (write_all(fd, &size, sizeof size) != 0) return -1;
        return write_all(fd, z->_mp_d, (size_t)(size < 0 ? -size : size) * sizeof(mp_limb_t));
    }
    case RESULT_TEXT: {
        if (!job->text) return -1;
        int64_t head[2] = {(int64_t)strlen(job->text), job->exponent};
        if (write_all(fd, head, sizeof head) != 0) return -1;
        return write_all(fd, job->text, (size_t)head[0]);
    }
    }
    return -1;
}

static void run_child(int fd, pid_t parent, calc_job *job) {
#if defined(__linux__)
    // Killed with its parent: a calc that is itself killed leaves nothing computing.
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (getppid() != parent) _exit(2);
#else
    (void)parent;
#endif
    // The parent decides when to stop (a Ctrl-C reaches the whole process group); the parent's
    // handlers are Swift code, which must not run here.
    signal(SIGINT, SIG_IGN);
    signal(SIGTERM, SIG_DFL);
    signal(SIGHUP, SIG_DFL);
    signal(SIGQUIT, SIG_DFL);
    signal(SIGPIPE, SIG_DFL);
    mpfr_clear_flags();
    calc_job_run_here(job);
    _exit(write_result(fd, job) == 0 ? 0 : 1);
}

static _Thread_local int fork_fails = 0;

void calc_child_set_fork_fails(int fails) { fork_fails = fails; }

int calc_child_start(calc_child *child, const calc_job *job) {
    int fds[2];
    if (pipe(fds) != 0) return errno ? errno : EMFILE;
    pid_t parent = getpid();
    pid_t pid = fork_fails ? (errno = EAGAIN, -1) : fork();
    if (pid < 0) {
        int error = errno ? errno : EAGAIN;
        close(fds[0]);
        close(fds[1]);
        return error;
    }
    if (pid == 0) {
        close(fds[0]);
        calc_job copy = *job;
        run_child(fds[1], parent, &copy);
    }
    close(fds[1]);
    fcntl(fds[0], F_SETFD, FD_CLOEXEC);
    fcntl(fds[0], F_SETFL, fcntl(fds[0], F_GETFL) | O_NONBLOCK);
    child->pid = pid;
    child->fd = fds[0];
    child->buffer = NULL;
    child->length = 0;
    child->capacity = 0;
    return 0;
}

// MARK: - The parent's side: read, then take the bits

static void release(calc_child *child) {
    if (child->fd >= 0) close(child->fd);
    child->fd = -1;
    free(child->buffer);
    child->buffer = NULL;
    child->length = child->capacity = 0;
}

/// Reaps the child; whether it exited normally with status 0.
static int reap(calc_child *child) {
    int status = 0;
    while (waitpid(child->pid, &status, 0) < 0) {
        if (errno != EINTR) return 0;
    }
    child->pid = 0;
    return WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

/// Takes `count` bytes from the buffer at `*offset`; 0 when there are fewer.
static int take(const calc_child *child, size_t *offset, void *into, size_t count) {
    if (child->length - *offset < count) return 0;
    memcpy(into, child->buffer + *offset, count);
    *offset += count;
    return 1;
}

/// The result the child wrote, into the job; 0 when the bytes are not a whole result.
static int read_result(const calc_child *child, calc_job *job) {
    size_t offset = 0;
    int32_t header[2];
    if (!take(child, &offset, header, sizeof header)) return 0;
    job->ternary = header[0];
    mpfr_flags_set((mpfr_flags_t)header[1]);
    switch (result_shape(job->kind)) {
    case RESULT_FLOAT: {
        mpfr_ptr x = job->fr_result;
        int64_t head[2];
        if (!take(child, &offset, head, sizeof head)) return 0;
        if (!take(child, &offset, x->_mpfr_d, fr_limbs(x->_mpfr_prec) * sizeof(mp_limb_t))) return 0;
        x->_mpfr_sign = (mpfr_sign_t)head[0];
        x->_mpfr_exp = (mpfr_exp_t)head[1];
        return 1;
    }
    case RESULT_INTEGER: {
        int64_t size;
        if (!take(child, &offset, &size, sizeof size)) return 0;
        size_t limbs = (size_t)(size < 0 ? -size : size);
        if (child->length - offset < limbs * sizeof(mp_limb_t)) return 0;
        mp_limb_t *d = mpz_limbs_write(job->z_result, (mp_size_t)(limbs > 0 ? limbs : 1));
        memcpy(d, child->buffer + offset, limbs * sizeof(mp_limb_t));
        mpz_limbs_finish(job->z_result, (mp_size_t)size);
        return 1;
    }
    case RESULT_TEXT: {
        int64_t head[2];
        if (!take(child, &offset, head, sizeof head)) return 0;
        size_t length = (size_t)head[0];
        if (child->length - offset < length) return 0;
        job->text = malloc(length + 1);
        if (!job->text) return 0;
        memcpy(job->text, child->buffer + offset, length);
        job->text[length] = 0;
        job->exponent = (long)head[1];
        return 1;
    }
    }
    return 0;
}

/// Reads what the pipe holds now: 1 at its end, 0 when it is empty for now, -1 on an error.
static int drain(calc_child *child) {
    for (;;) {
        if (child->capacity - child->length < 65536) {
            size_t capacity = child->capacity < 65536 ? 131072 : child->capacity * 2;
            unsigned char *grown = realloc(child->buffer, capacity);
            if (!grown) return -1;
            child->buffer = grown;
            child->capacity = capacity;
        }
        ssize_t count = read(child->fd, child->buffer + child->length, child->capacity - child->length);
        if (count > 0) {
            child->length += (size_t)count;
            continue;
        }
        if (count == 0) return 1;
        if (errno == EINTR) continue;
        return errno == EAGAIN || errno == EWOULDBLOCK ? 0 : -1;
    }
}

int calc_child_wait(calc_child *child, calc_job *job, int milliseconds) {
    struct pollfd watched = {.fd = child->fd, .events = POLLIN};
    int ready = poll(&watched, 1, milliseconds);
    if (ready < 0 && errno == EINTR) return 0;
    if (ready == 0) return 0;
    int state = ready < 0 ? -1 : drain(child);
    if (state == 0) return 0;
    if (state < 0) {
        calc_child_kill(child);
        return -1;
    }
    int exited = reap(child);
    int complete = exited && read_result(child, job);
    release(child);
    return complete ? 1 : -1;
}

void calc_child_kill(calc_child *child) {
    if (child->pid > 0) {
        kill(child->pid, SIGKILL);
        reap(child);
    }
    release(child);
}
