// The forked child that becomes the contestant's (or compiler's) program: rlimits, credentials,
// stdio, seccomp, execve. Errors go to errfd as text; the init turns them into system-error.
#include "sandbox.h"
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sched.h>
#include <seccomp.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <unistd.h>

static struct sock_fprog filter;
static int is_root; // set per run: root mode may raise hard limits, user mode may not

// Deny-list with default allow (sandbox-research.md §9.1.4): JIT runtimes (JVM, V8, PyPy) need
// far more syscalls than an allow-list would tolerate. Denied calls fail with EPERM so runtimes
// report a clean error instead of dying on SIGSYS.
static const char *denied[] = {
  "ptrace", "process_vm_readv", "process_vm_writev", "keyctl", "add_key", "request_key", "bpf",
  "perf_event_open", "userfaultfd", "io_uring_setup", "io_uring_enter", "io_uring_register",
  "mount", "umount2", "pivot_root", "chroot", "fsopen", "fsconfig", "fsmount", "fspick", "move_mount",
  "open_tree", "mount_setattr", "unshare", "setns", "kexec_load", "kexec_file_load", "init_module",
  "finit_module", "delete_module", "iopl", "ioperm", "swapon", "swapoff", "reboot", "settimeofday",
  "clock_settime", "clock_adjtime", "adjtimex", "acct", "quotactl", "quotactl_fd", "open_by_handle_at",
  "name_to_handle_at", "lookup_dcookie", "vhangup", "syslog", "fanotify_init", "pidfd_getfd",
  "sethostname", "setdomainname", "uselib", "nfsservctl", "kcmp",
};

int seccomp_prepare(void) {
  scmp_filter_ctx ctx = seccomp_init(SCMP_ACT_ALLOW);
  if (!ctx) return -1;
  for (size_t i = 0; i < sizeof denied / sizeof *denied; i++) {
    int nr = seccomp_syscall_resolve_name(denied[i]);
    if (nr != __NR_SCMP_ERROR) seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), nr, 0);
  }
  // No network: only AF_UNIX sockets (the network namespace is empty anyway).
  seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EACCES), SCMP_SYS(socket), 1, SCMP_A0(SCMP_CMP_NE, AF_UNIX));
  // No new namespaces through clone; clone3's flags are in memory seccomp cannot read, so make
  // it ENOSYS and glibc falls back to clone.
  const uint64_t ns[] = { CLONE_NEWUSER, CLONE_NEWNS, CLONE_NEWPID, CLONE_NEWNET, CLONE_NEWIPC,
                         CLONE_NEWUTS, CLONE_NEWCGROUP };
  for (size_t i = 0; i < sizeof ns / sizeof *ns; i++)
    seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(clone), 1, SCMP_A0(SCMP_CMP_MASKED_EQ, ns[i], ns[i]));
  seccomp_rule_add(ctx, SCMP_ACT_ERRNO(ENOSYS), SCMP_SYS(clone3), 0);
  // Export once to BPF so each run only pays for one prctl, not a filter compilation.
  int fd = memfd_create("seccomp", MFD_CLOEXEC);
  if (fd < 0 || seccomp_export_bpf(ctx, fd) < 0) return -1;
  off_t size = lseek(fd, 0, SEEK_END);
  filter.filter = malloc(size);
  if (!filter.filter || pread(fd, filter.filter, size, 0) != size) return -1;
  filter.len = size / sizeof(struct sock_filter);
  close(fd);
  seccomp_release(ctx);
  return 0;
}

static void fail(int errfd, const char *what) {
  char b[200];
  int n = snprintf(b, sizeof b, "%s: %s", what, strerror(errno));
  if (write(errfd, b, n) < 0) {}
  _exit(127);
}

// 0 from the request means "no limit".
static uint64_t or_inf(uint64_t v) { return v ? v : RLIM_INFINITY; }

// Without CAP_SYS_RESOURCE (user mode) a hard limit cannot be raised: clamp to the current one.
static void limit(int errfd, int res, uint64_t soft, uint64_t hard) {
  struct rlimit cur, rl = { soft, hard };
  if (!is_root && getrlimit(res, &cur) == 0 && cur.rlim_max < rl.rlim_max) {
    rl.rlim_max = cur.rlim_max;
    if (rl.rlim_cur > rl.rlim_max) rl.rlim_cur = rl.rlim_max;
  }
  if (setrlimit(res, &rl) < 0) fail(errfd, "setrlimit");
}

// Opens a path inside the sandbox as the program's user; relative paths are under /w.
static int open_io(int errfd, const char *path, int flags, const char *what) {
  char p[4200];
  if (!path) path = "/dev/null";
  if (path[0] != '/') { snprintf(p, sizeof p, "/w/%s", path); path = p; }
  // An output file is created afresh: whatever an earlier run of the same submission left under
  // that name (a symlink, a FIFO) is removed first, as the program's own user.
  if ((flags & O_CREAT) && strcmp(path, "/dev/null") != 0) {
    unlink(path);
    flags |= O_EXCL;
  }
  int fd = open(path, flags | O_NOFOLLOW | O_CLOEXEC, 0644);
  if (fd < 0) fail(errfd, what);
  return fd;
}

void program_exec(const struct slot_config *cfg, const struct request *r, int pfds[2], int errfd) {
  is_root = cfg->root_mode;
  sigset_t all;
  sigemptyset(&all);
  sigprocmask(SIG_SETMASK, &all, NULL);
  signal(SIGPIPE, SIG_DFL); // SIG_IGN would survive execve
  signal(SIGUSR1, SIG_DFL);
  setsid();

  uint64_t cpu_s = (r->cpu_ms + 999) / 1000 + 1; // backstop only: the watchdog judges CPU time
  limit(errfd, RLIMIT_CPU, cpu_s, cpu_s + 1);
  limit(errfd, RLIMIT_FSIZE, or_inf(r->fsize), or_inf(r->fsize));
  limit(errfd, RLIMIT_STACK, or_inf(r->stack), or_inf(r->stack));
  limit(errfd, RLIMIT_NOFILE, r->nofile ? r->nofile : 64, r->nofile ? r->nofile : 64);
  limit(errfd, RLIMIT_CORE, 0, 0);
  limit(errfd, RLIMIT_MEMLOCK, 0, 0);
  if (!cfg->root_mode) {
    // No cgroup in user mode: these two stand in for pids.max and memory.max (approximate).
    if (r->procs) limit(errfd, RLIMIT_NPROC, r->procs + 2, r->procs + 2);
    if (r->mem_bytes) limit(errfd, RLIMIT_DATA, r->mem_bytes, r->mem_bytes);
  }
  if (cfg->root_mode) {
    if (setgroups(0, NULL) < 0) fail(errfd, "setgroups");
    if (setresgid(cfg->gid, cfg->gid, cfg->gid) < 0) fail(errfd, "setresgid");
    if (setresuid(cfg->uid, cfg->uid, cfg->uid) < 0) fail(errfd, "setresuid");
  }
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) < 0) fail(errfd, "no_new_privs");

  int in = pfds[0] >= 0 ? pfds[0] : open_io(errfd, req_str(r, r->stdin_off), O_RDONLY, "open stdin");
  int out = pfds[1] >= 0 ? pfds[1]
                         : open_io(errfd, req_str(r, r->stdout_off), O_WRONLY | O_CREAT | O_TRUNC, "open stdout");
  int err = open_io(errfd, req_str(r, r->stderr_off), O_WRONLY | O_CREAT | O_TRUNC, "open stderr");
  if (dup2(in, 0) < 0 || dup2(out, 1) < 0 || dup2(err, 2) < 0) fail(errfd, "dup2");
  // Everything else (the init's socket, etc.) must not reach the program.
  if (syscall(SYS_close_range, 3, ~0U, CLOSE_RANGE_CLOEXEC) < 0) fail(errfd, "close_range");

  if (chdir("/w") < 0) fail(errfd, "chdir /w");
  const char *cwd = req_str(r, r->cwd_off);
  if (cwd && chdir(cwd) < 0) fail(errfd, "chdir");

  char *argv[MAX_ARGS + 1], *envp[MAX_ARGS + 1];
  for (int i = 0; i < r->argc; i++) argv[i] = (char *)req_str(r, r->argv_off[i]);
  argv[r->argc] = NULL;
  for (int i = 0; i < r->envc; i++) envp[i] = (char *)req_str(r, r->env_off[i]);
  envp[r->envc] = NULL;

  if (prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &filter) < 0) fail(errfd, "seccomp");
  execve(argv[0], argv, envp);
  fail(errfd, "exec");
}
