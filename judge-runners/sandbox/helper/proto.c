// Wire formats: the text request Node writes on the helper's stdin, and the same request passed
// from the outer helper to the slot's init (one datagram, with pipe fds attached for
// interactive runs).
//
// Node -> helper, one request:
//   run | wipe          first line
//   arg HEX             repeated; HEX is the hex-encoded string (no escaping problems)
//   env HEX             repeated, "NAME=value"
//   cwd|stdin|stdout|stderr HEX          paths inside the sandbox
//   stdin-fifo|stdout-fifo HEX           host paths of FIFOs (interactive pairs)
//   cpu|wall|mem|procs|fsize|nofile|stack|nofork N
//   end
#include "sandbox.h"
#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>

static int hexval(int c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// Appends the decoded hex string to r->buf; returns its offset or 0 on error.
static uint32_t add_hex(struct request *r, const char *hex) {
  size_t n = strlen(hex);
  if (n % 2 || r->buf_len + n / 2 + 1 > STRBUF) return 0;
  uint32_t off = r->buf_len;
  for (size_t i = 0; i < n; i += 2) {
    int hi = hexval(hex[i]), lo = hexval(hex[i + 1]);
    if (hi < 0 || lo < 0) return 0;
    char c = (char)(hi * 16 + lo);
    if (c == '\0') return 0; // a NUL inside an argument is never meaningful
    r->buf[r->buf_len++] = c;
  }
  r->buf[r->buf_len++] = '\0';
  return off;
}

const char *req_str(const struct request *r, uint32_t off) { return off ? r->buf + off : NULL; }

int read_request(FILE *in, struct request *r, char *err, size_t errlen) {
  static char *line;
  static size_t cap;
  memset(r, 0, offsetof(struct request, buf));
  r->buf[0] = '\0';
  r->buf_len = 1;
  int first = 1;
  for (;;) {
    ssize_t len = getline(&line, &cap, in);
    if (len < 0) return first ? 0 : -1;
    if (len > 0 && line[len - 1] == '\n') line[--len] = '\0';
    if (first) {
      first = 0;
      if (!strcmp(line, "run")) r->kind = REQ_RUN;
      else if (!strcmp(line, "wipe")) r->kind = REQ_WIPE;
      else { snprintf(err, errlen, "unknown request '%.40s'", line); return -1; }
      continue;
    }
    if (!strcmp(line, "end")) break;
    char *sp = strchr(line, ' ');
    if (!sp) { snprintf(err, errlen, "bad line '%.40s'", line); return -1; }
    *sp = '\0';
    const char *key = line, *val = sp + 1;
    uint32_t *str = NULL;
    uint64_t *num = NULL;
    if (!strcmp(key, "arg") || !strcmp(key, "env")) {
      int is_arg = key[0] == 'a';
      int *count = is_arg ? &r->argc : &r->envc;
      if (*count >= MAX_ARGS - 1) { snprintf(err, errlen, "too many %s", key); return -1; }
      uint32_t off = add_hex(r, val);
      if (!off) { snprintf(err, errlen, "bad %s", key); return -1; }
      (is_arg ? r->argv_off : r->env_off)[(*count)++] = off;
      continue;
    }
    if (!strcmp(key, "cwd")) str = &r->cwd_off;
    else if (!strcmp(key, "stdin")) str = &r->stdin_off;
    else if (!strcmp(key, "stdout")) str = &r->stdout_off;
    else if (!strcmp(key, "stderr")) str = &r->stderr_off;
    else if (!strcmp(key, "stdin-fifo")) str = &r->stdin_fifo_off;
    else if (!strcmp(key, "stdout-fifo")) str = &r->stdout_fifo_off;
    else if (!strcmp(key, "cpu")) num = &r->cpu_ms;
    else if (!strcmp(key, "wall")) num = &r->wall_ms;
    else if (!strcmp(key, "mem")) num = &r->mem_bytes;
    else if (!strcmp(key, "procs")) num = &r->procs;
    else if (!strcmp(key, "fsize")) num = &r->fsize;
    else if (!strcmp(key, "nofile")) num = &r->nofile;
    else if (!strcmp(key, "stack")) num = &r->stack;
    else if (!strcmp(key, "nofork")) num = &r->no_fork;
    if (str) {
      if (!(*str = add_hex(r, val))) { snprintf(err, errlen, "bad %s", key); return -1; }
    } else if (num) {
      char *end;
      errno = 0;
      *num = strtoull(val, &end, 10);
      if (errno || *end) { snprintf(err, errlen, "bad number for %s", key); return -1; }
    } else {
      snprintf(err, errlen, "unknown key '%.40s'", key);
      return -1;
    }
  }
  if (r->kind == REQ_RUN && r->argc == 0) { snprintf(err, errlen, "no argv"); return -1; }
  return 1;
}

int send_request(int sock, const struct request *r, const int *fds, int nfds) {
  struct iovec iov = { (void *)r, offsetof(struct request, buf) + r->buf_len };
  char ctl[CMSG_SPACE(2 * sizeof(int))];
  struct msghdr msg = { .msg_iov = &iov, .msg_iovlen = 1 };
  if (nfds > 0) {
    memset(ctl, 0, sizeof ctl);
    msg.msg_control = ctl;
    msg.msg_controllen = CMSG_SPACE(nfds * sizeof(int));
    struct cmsghdr *c = CMSG_FIRSTHDR(&msg);
    c->cmsg_level = SOL_SOCKET;
    c->cmsg_type = SCM_RIGHTS;
    c->cmsg_len = CMSG_LEN(nfds * sizeof(int));
    memcpy(CMSG_DATA(c), fds, nfds * sizeof(int));
  }
  return sendmsg(sock, &msg, MSG_NOSIGNAL) < 0 ? -1 : 0;
}

// Returns 1 ok, 0 on EOF, -1 on error. fds receives up to 2 descriptors.
int recv_request(int sock, struct request *r, int *fds, int *nfds) {
  struct iovec iov = { r, sizeof *r };
  char ctl[CMSG_SPACE(2 * sizeof(int))];
  struct msghdr msg = { .msg_iov = &iov, .msg_iovlen = 1, .msg_control = ctl, .msg_controllen = sizeof ctl };
  ssize_t n;
  do n = recvmsg(sock, &msg, MSG_CMSG_CLOEXEC); while (n < 0 && errno == EINTR);
  if (n == 0) return 0;
  if (n < (ssize_t)offsetof(struct request, buf)) return -1;
  *nfds = 0;
  for (struct cmsghdr *c = CMSG_FIRSTHDR(&msg); c; c = CMSG_NXTHDR(&msg, c)) {
    if (c->cmsg_level == SOL_SOCKET && c->cmsg_type == SCM_RIGHTS) {
      int k = (c->cmsg_len - CMSG_LEN(0)) / sizeof(int);
      for (int i = 0; i < k && *nfds < 2; i++) memcpy(&fds[(*nfds)++], CMSG_DATA(c) + i * sizeof(int), sizeof(int));
    }
  }
  return 1;
}

void json_string(FILE *out, const char *s) {
  fputc('"', out);
  for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
    if (*p == '"' || *p == '\\') fprintf(out, "\\%c", *p);
    else if (*p < 0x20 || *p >= 0x7f) fprintf(out, "\\u%04x", *p);
    else fputc(*p, out);
  }
  fputc('"', out);
}
