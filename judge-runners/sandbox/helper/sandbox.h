// oj-sandbox: one helper process per sandbox slot (sandbox-research.md §9, "B-pool").
//
//   outer (host namespaces, root)  --socketpair-->  init (pid 1 of the slot's namespaces)
//     reads requests on stdin,                        forks one program per run, reaps it,
//     sets cgroup limits, watchdog,                   kills everything else in the namespace,
//     prints one JSON line per request                reports wait status + rusage
#pragma once
#define _GNU_SOURCE
#include <stdint.h>
#include <stdio.h>
#include <sys/resource.h>
#include <sys/types.h>

#define MAX_ARGS 512
#define STRBUF (64 * 1024)
#define MAX_BINDS 64

enum req_kind { REQ_RUN = 1, REQ_WIPE = 2 };

// One request, sent as a single SOCK_SEQPACKET message from outer to init.
// Strings live in buf; an offset of 0 means "not given" (buf[0] is always '\0').
struct request {
  int kind;
  uint64_t cpu_ms, wall_ms, mem_bytes, procs, fsize, nofile, stack;
  uint64_t no_fork; // 1: threads only, every way of starting another process is refused
  int argc, envc;
  int stdin_fifo, stdout_fifo; // 1 when the fd comes with the message (interactive pipes)
  uint32_t argv_off[MAX_ARGS], env_off[MAX_ARGS];
  uint32_t cwd_off, stdin_off, stdout_off, stderr_off;
  uint32_t stdin_fifo_off, stdout_fifo_off; // host paths, used by the outer only
  uint32_t buf_len;
  char buf[STRBUF];
};

// The init's answer to a request.
struct report {
  int ok;          // 0 = setup or exec failure, see error
  char error[256];
  int wait_status; // raw wait status of the main program
  struct rusage ru;
  int64_t wall_ns; // fork to reap, measured in the init
  int64_t end_ns;  // CLOCK_MONOTONIC at the reap: one clock for every slot of the machine (no time
                   // namespace), so two slots' ends can be put in order (interactive pairs)
};

struct slot_config {
  int root_mode; // 1 = real root with cgroups; 0 = user namespace only
  uid_t uid;
  gid_t gid;
  const char *work_dir;   // host path, bound to /w
  uint64_t work_bytes, tmp_bytes;
  const char *cgroup_name; // under <controller>/oj-sandbox/
  int nbinds;
  const char *bind_src[MAX_BINDS], *bind_dst[MAX_BINDS];
  int nlinks;
  const char *link_target[MAX_BINDS], *link_path[MAX_BINDS];
};

// cgroup.c
int cg_setup(const char *name);      // 0 ok, -1 error (errno); detects v1/v2
int cg_version(void);                // 1, 2 or 0 when not set up
int cg_attach(pid_t pid);
int cg_prepare_run(const struct request *r); // limits + counter reset
uint64_t cg_cpu_ns(void);            // usage since cg_prepare_run
uint64_t cg_mem_peak(void);          // bytes; 0 when unknown
uint64_t cg_oom_kills(void);         // OOM kills since cg_prepare_run
uint64_t cg_pids_refused(void);      // threads/processes refused at pids.max since cg_prepare_run
void cg_cleanup(void);

// container.c
int init_main(const struct slot_config *cfg, int sock); // pid 1 of the slot; never returns normally

// program.c
int seccomp_prepare(void);           // builds the filters once and puts the init under its own (init)
// In a CLONE_VM child of the init: never returns; a failure's text is left in errbuf.
void program_exec(const struct slot_config *cfg, const struct request *r, int fds[2], char *errbuf, size_t errlen);

// proto.c
int read_request(FILE *in, struct request *r, char *err, size_t errlen); // 1 ok, 0 EOF, -1 bad
int send_request(int sock, const struct request *r, const int *fds, int nfds);
int recv_request(int sock, struct request *r, int *fds, int *nfds);
const char *req_str(const struct request *r, uint32_t off);
void json_string(FILE *out, const char *s);

// util
void die(const char *fmt, ...) __attribute__((noreturn, format(printf, 1, 2)));
