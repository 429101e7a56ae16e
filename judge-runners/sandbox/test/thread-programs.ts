// Multithreaded programs for test/threads.test.ts: threads are allowed up to the run's limit,
// new processes are not (limits.newProcesses = false), CPU time and memory count all threads.

/** 4 pthreads sum 0..N-1 in quarters; prints the total and the number of threads that ran. */
export const PTHREAD_SUM_C = `#include <pthread.h>
#include <stdio.h>
#define N 4000000L
static long part[4];
static void *work(void *arg) {
  long k = (long)arg, s = 0;
  for (long i = k * (N / 4); i < (k + 1) * (N / 4); i++) s += i;
  part[k] = s;
  return NULL;
}
int main(void) {
  pthread_t t[4];
  for (long k = 0; k < 4; k++) if (pthread_create(&t[k], NULL, work, (void *)k) != 0) return 2;
  long total = 0;
  for (int k = 0; k < 4; k++) { pthread_join(t[k], NULL); total += part[k]; }
  printf("%ld threads=4\\n", total);
  return 0;
}
`;

/** The same with std::thread. */
export const STD_THREAD_SUM_CPP = `#include <cstdio>
#include <numeric>
#include <thread>
#include <vector>
int main() {
  std::vector<long> a(4000000);
  std::iota(a.begin(), a.end(), 0L);
  long part[4] = {0, 0, 0, 0};
  std::vector<std::thread> ts;
  for (int k = 0; k < 4; k++)
    ts.emplace_back([&, k] { for (size_t i = k * a.size() / 4; i < (k + 1) * a.size() / 4; i++) part[k] += a[i]; });
  for (auto &t : ts) t.join();
  std::printf("%ld threads=4\\n", part[0] + part[1] + part[2] + part[3]);
}
`;

/** Starts argv[1] std::threads that all wait for the last one; an uncaught failure aborts. */
export const MANY_THREADS_CPP = `#include <cstdio>
#include <cstdlib>
#include <future>
#include <thread>
#include <vector>
int main(int argc, char **argv) {
  int n = std::atoi(argv[1]);
  std::promise<void> go;
  std::shared_future<void> ready = go.get_future().share();
  std::vector<std::thread> ts;
  for (int i = 0; i < n; i++) ts.emplace_back([ready] { ready.wait(); });
  go.set_value();
  for (auto &t : ts) t.join();
  std::printf("%d threads\\n", n);
}
`;

/** 4 threads each burn 300 ms of their own CPU time (CLOCK_THREAD_CPUTIME_ID), then all exit. */
export const THREADS_BURN_CPU_C = `#include <pthread.h>
#include <stdio.h>
#include <time.h>
static void *burn(void *arg) {
  struct timespec t;
  volatile unsigned long x = 0;
  do { for (int i = 0; i < 100000; i++) x++; clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t); }
  while (t.tv_sec * 1000L + t.tv_nsec / 1000000 < 300);
  return NULL;
}
int main(void) {
  pthread_t t[4];
  for (int k = 0; k < 4; k++) if (pthread_create(&t[k], NULL, burn, NULL) != 0) return 2;
  for (int k = 0; k < 4; k++) pthread_join(t[k], NULL);
  puts("done");
  return 0;
}
`;

/** 4 threads each touch 24 MiB and hold it until all have: 96 MiB together. */
export const THREADS_TOUCH_MEMORY_C = `#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static pthread_barrier_t all;
static void *touch(void *arg) {
  char *p = malloc(24 << 20);
  if (p) memset(p, 1, 24 << 20);
  pthread_barrier_wait(&all);
  return p;
}
int main(void) {
  pthread_t t[4];
  pthread_barrier_init(&all, NULL, 4);
  for (int k = 0; k < 4; k++) if (pthread_create(&t[k], NULL, touch, NULL) != 0) return 2;
  for (int k = 0; k < 4; k++) pthread_join(t[k], NULL);
  puts("held 96 MiB");
  return 0;
}
`;

/** Every way of starting a process, one line each ("NAME: ok" only if a process started), then a thread. */
export const START_PROCESSES_C = `#define _GNU_SOURCE
#include <errno.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>
extern char **environ;
static void report(const char *what, long pid) {
  if (pid == 0) _exit(0); // a child that got through: leave at once
  if (pid > 0) { waitpid(pid, NULL, 0); printf("%s: ok\\n", what); }
  else printf("%s: refused (%s)\\n", what, strerror(errno));
}
static void *nothing(void *arg) { return arg; }
int main(void) {
  report("fork", fork());
  report("sys_fork", syscall(SYS_fork));
  report("sys_vfork", syscall(SYS_vfork));
  report("clone", syscall(SYS_clone, SIGCHLD, 0, 0, 0, 0));
  pid_t pid;
  int rc = posix_spawn(&pid, "/bin/true", NULL, NULL, (char *[]){ "true", NULL }, environ);
  if (rc == 0) report("posix_spawn", pid); else { errno = rc; report("posix_spawn", -1); }
  int st = system("exit 7");
  printf("system: %s\\n", st != -1 && WIFEXITED(st) && WEXITSTATUS(st) == 7 ? "ok" : "refused");
  pthread_t t;
  printf("thread: %s\\n", pthread_create(&t, NULL, nothing, NULL) == 0 && pthread_join(t, NULL) == 0 ? "started" : "refused");
  return 0;
}
`;

/** Starts sleeping threads forever, ignoring failures; with argv[1] it forks in between too. */
export const THREAD_BOMB_C = `#include <pthread.h>
#include <unistd.h>
static void *sleeper(void *arg) { for (;;) pause(); return arg; }
int main(int argc, char **argv) {
  for (;;) {
    pthread_t t;
    if (pthread_create(&t, NULL, sleeper, NULL) == 0) pthread_detach(t);
    if (argc > 1) fork();
  }
}
`;
