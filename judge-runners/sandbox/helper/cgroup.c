// The slot's cgroup: memory limit + peak, pids limit, CPU usage, OOM-kill count.
// v1 (this dev VM): memory, pids and cpuacct hierarchies, counters reset per run.
// v2: one directory; counters are taken as deltas, memory.peak is reset per run through the
// fd we keep open (kernel >= 6.12); on older kernels the peak falls back to max RSS.
// The slot's init joins the cgroup once; every run inherits it through fork, so no run pays
// for a cgroup migration (sandbox-research.md §3).
#include "sandbox.h"
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <unistd.h>
#include <linux/magic.h>

#define PARENT "oj-sandbox"
#define CGROOT "/sys/fs/cgroup"

static int version;
static char dirs[3][512]; // v1: memory, pids, cpuacct; v2: dirs[0]
static int ndirs;
static int fd_mem_limit = -1, fd_memsw_limit = -1, fd_mem_peak = -1, fd_oom = -1, fd_pids = -1, fd_cpu = -1,
           fd_swap = -1;
static int fd_usage = -1, fd_pids_events = -1;
static uint64_t cur_limit, oom_base, cpu_base, mem_base, pids_base;
// The OOM-kill and refused-task counters only move while a program runs, so the values read at
// the end of one run are the next run's bases: two reads fewer per run. Same for pids.max.
static uint64_t oom_now, pids_now, cur_pids = UINT64_MAX - 1;
static int counters_known;
static int peak_resettable;

int cg_version(void) { return version; }

static int wstr(int fd, const char *s) {
  if (fd < 0) return 0;
  return pwrite(fd, s, strlen(s), 0) < 0 ? -1 : 0;
}

static int wnum(int fd, uint64_t v) {
  char b[32];
  snprintf(b, sizeof b, "%llu", (unsigned long long)v);
  return wstr(fd, b);
}

// Reads the file and returns the number after `key ` (or the first number when key is NULL).
static uint64_t rnum(int fd, const char *key) {
  char b[4096];
  if (fd < 0) return 0;
  ssize_t n = pread(fd, b, sizeof b - 1, 0);
  if (n <= 0) return 0;
  b[n] = '\0';
  if (!key) return strtoull(b, NULL, 10);
  size_t kl = strlen(key);
  for (char *p = b; p && *p; p = strchr(p, '\n'), p = p ? p + 1 : NULL)
    if (!strncmp(p, key, kl) && p[kl] == ' ') return strtoull(p + kl + 1, NULL, 10);
  return 0;
}

static int mkdir_cg(const char *base, char *out, size_t outlen, const char *name) {
  char parent[512];
  snprintf(parent, sizeof parent, "%s/" PARENT, base);
  snprintf(out, outlen, "%s/%s", parent, name);
  // Another pool may remove the shared parent between our two mkdirs; retry then.
  for (int tries = 0; tries < 5; tries++) {
    if (mkdir(parent, 0755) < 0 && errno != EEXIST) return -1;
    if (version == 2) {
      int fd = open(CGROOT "/cgroup.subtree_control", O_WRONLY);
      if (fd >= 0) { wstr(fd, "+memory"); wstr(fd, "+pids"); wstr(fd, "+cpu"); close(fd); }
      char ctl[600];
      snprintf(ctl, sizeof ctl, "%s/cgroup.subtree_control", parent);
      fd = open(ctl, O_WRONLY);
      if (fd >= 0) { wstr(fd, "+memory"); wstr(fd, "+pids"); wstr(fd, "+cpu"); close(fd); }
    }
    if (mkdir(out, 0755) == 0 || errno == EEXIST) return 0;
    if (errno != ENOENT) return -1;
  }
  return -1;
}

static int openat_dir(int i, const char *file, int flags) {
  char p[700];
  snprintf(p, sizeof p, "%s/%s", dirs[i], file);
  return open(p, flags | O_CLOEXEC);
}

int cg_setup(const char *name) {
  struct statfs sf;
  if (statfs(CGROOT, &sf) < 0) return -1;
  if (sf.f_type == CGROUP2_SUPER_MAGIC) {
    version = 2;
    ndirs = 1;
    if (mkdir_cg(CGROOT, dirs[0], sizeof dirs[0], name) < 0) return -1;
    fd_mem_limit = openat_dir(0, "memory.max", O_WRONLY);
    fd_swap = openat_dir(0, "memory.swap.max", O_WRONLY);
    fd_mem_peak = openat_dir(0, "memory.peak", O_RDWR);
    fd_oom = openat_dir(0, "memory.events", O_RDONLY);
    fd_pids = openat_dir(0, "pids.max", O_WRONLY);
    fd_pids_events = openat_dir(0, "pids.events", O_RDONLY); // optional: names the thread limit in a verdict
    fd_cpu = openat_dir(0, "cpu.stat", O_RDONLY);
    fd_usage = openat_dir(0, "memory.current", O_RDONLY);
    if (fd_usage < 0 || fd_mem_limit < 0 || fd_pids < 0 || fd_cpu < 0 || fd_oom < 0) return -1;
    wstr(fd_swap, "0");
    return 0;
  }
  version = 1;
  ndirs = 3;
  const char *ctrl[3] = { CGROOT "/memory", CGROOT "/pids", CGROOT "/cpuacct" };
  for (int i = 0; i < 3; i++)
    if (mkdir_cg(ctrl[i], dirs[i], sizeof dirs[i], name) < 0) return -1;
  fd_mem_limit = openat_dir(0, "memory.limit_in_bytes", O_RDWR);
  fd_memsw_limit = openat_dir(0, "memory.memsw.limit_in_bytes", O_RDWR); // absent without swap accounting
  fd_mem_peak = openat_dir(0, "memory.max_usage_in_bytes", O_RDWR);
  fd_oom = openat_dir(0, "memory.oom_control", O_RDONLY);
  fd_pids = openat_dir(1, "pids.max", O_WRONLY);
  fd_pids_events = openat_dir(1, "pids.events", O_RDONLY);
  fd_cpu = openat_dir(2, "cpuacct.usage", O_RDWR);
  fd_usage = openat_dir(0, "memory.usage_in_bytes", O_RDONLY);
  if (fd_usage < 0 || fd_mem_limit < 0 || fd_mem_peak < 0 || fd_oom < 0 || fd_pids < 0 || fd_cpu < 0) return -1;
  int sw = openat_dir(0, "memory.swappiness", O_WRONLY);
  if (sw >= 0) { wstr(sw, "0"); close(sw); }
  cur_limit = rnum(fd_mem_limit, NULL);
  return 0;
}

int cg_attach(pid_t pid) {
  char b[32];
  snprintf(b, sizeof b, "%d", (int)pid);
  for (int i = 0; i < ndirs; i++) {
    int fd = openat_dir(i, "cgroup.procs", O_WRONLY);
    if (fd < 0) return -1;
    int rc = wstr(fd, b);
    close(fd);
    if (rc < 0) return -1;
  }
  return 0;
}

static int set_mem_limit(uint64_t limit) {
  // The baseline moves by a few pages from run to run; rewriting the limit each time costs two
  // writes that make the kernel re-check usage, so a limit up to 1 MiB above is kept as is.
  if (limit <= cur_limit && cur_limit - limit <= (1u << 20)) return 0;
  limit += (1u << 20) - 1;
  limit &= ~(uint64_t)((1u << 20) - 1);
  if (version == 2) { int rc = wnum(fd_mem_limit, limit); if (rc == 0) cur_limit = limit; return rc; }
  // memsw must stay >= limit at every step, so the order depends on the direction.
  int rc;
  if (limit > cur_limit) rc = wnum(fd_memsw_limit, limit) || wnum(fd_mem_limit, limit);
  else rc = wnum(fd_mem_limit, limit) || wnum(fd_memsw_limit, limit);
  if (rc == 0) cur_limit = limit;
  return rc ? -1 : 0;
}

// What the slot already holds before the run (page cache the compiler pulled in, files left in
// /w and /tmp, the init itself) is charged to the cgroup too. The run gets its limit on top of
// that and is measured as the growth above it, so a compile in the same slot does not change
// the memory a solution is charged with.
int cg_prepare_run(const struct request *r) {
  if (!version) return 0;
  mem_base = rnum(fd_usage, NULL);
  if (set_mem_limit(r->mem_bytes ? r->mem_bytes + mem_base : (uint64_t)1 << 50) < 0) return -1;
  uint64_t pids = r->procs ? r->procs + 1 : UINT64_MAX; // +1: the slot's init
  if (pids != cur_pids) {
    if ((pids == UINT64_MAX ? wstr(fd_pids, "max") : wnum(fd_pids, pids)) < 0) return -1;
    cur_pids = pids;
  }
  if (!counters_known) {
    oom_now = rnum(fd_oom, "oom_kill");
    pids_now = rnum(fd_pids_events, "max");
    counters_known = 1;
  }
  oom_base = oom_now;
  pids_base = pids_now;
  if (version == 1) {
    wstr(fd_mem_peak, "0");
    if (wstr(fd_cpu, "0") < 0) return -1;
    cpu_base = 0;
  } else {
    peak_resettable = fd_mem_peak >= 0 && wstr(fd_mem_peak, "reset") == 0;
    cpu_base = rnum(fd_cpu, "usage_usec") * 1000;
  }
  return 0;
}

uint64_t cg_cpu_ns(void) {
  if (version == 1) return rnum(fd_cpu, NULL);
  if (version == 2) return rnum(fd_cpu, "usage_usec") * 1000 - cpu_base;
  return 0;
}

uint64_t cg_mem_peak(void) {
  uint64_t peak = 0;
  if (version == 1 || (version == 2 && peak_resettable)) peak = rnum(fd_mem_peak, NULL);
  return peak > mem_base ? peak - mem_base : 0;
}

uint64_t cg_oom_kills(void) {
  if (!version) return 0;
  oom_now = rnum(fd_oom, "oom_kill");
  return oom_now - oom_base;
}

uint64_t cg_pids_refused(void) {
  if (!version) return 0;
  pids_now = rnum(fd_pids_events, "max");
  return pids_now - pids_base;
}

// Called after the init is dead. rmdir fails with EBUSY until the last task is gone.
void cg_cleanup(void) {
  for (int i = 0; i < ndirs; i++) {
    for (int tries = 0; tries < 200; tries++) {
      if (rmdir(dirs[i]) == 0 || errno == ENOENT) break;
      usleep(5000);
    }
    char parent[512];
    snprintf(parent, sizeof parent, "%s", dirs[i]);
    char *slash = strrchr(parent, '/');
    if (slash) { *slash = '\0'; rmdir(parent); } // fails while other slots exist: fine
  }
  version = 0;
}
