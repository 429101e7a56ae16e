#!/usr/bin/env bash
# Every test of every package. Scopes (OJ_TEST_SCOPE):
#   all (default)  every package's tests against PGlite (the embedded default): a machine with
#                  nothing else installed
#   ci             what CI runs (.ci/run), every suite once, needing DATABASE_URL and REDIS_URL (the
#                  typecheck beside the first suites, its result checked at the end): the
#                  server suites (test/) against PostgreSQL + Redis, where they run in about half the
#                  time PGlite takes; the browser suites (ui/test, web-shell) against the embedded
#                  default, as always; then the embedded default's own server path on PGlite with
#                  BullMQ on it (the judging queue: the submission suites about it, the chaos test
#                  among them, and the judge node's); then the cluster test (core/testing/cluster)
#   services       the server suites of the kernel and every plugin against PostgreSQL + Redis, then
#                  the cluster test
#   services-core  the same for the kernel, submissions and contests only
# Each pass ends with a table of every suite's wall time and the load average (issue 29).
set -euo pipefail
cd "$(dirname "$0")/.."
scope="${OJ_TEST_SCOPE:-all}"
case "$scope" in
  all)
    start=$SECONDS
    pnpm run typecheck
    pnpm -r --workspace-concurrency=1 --if-present run test 2>&1 | OJ_SUITE_TIMES_BEFORE="typecheck=$((SECONDS - start))" node scripts/suite-times.mjs
    ;;
  ci)
    : "${DATABASE_URL:?OJ_TEST_SCOPE=ci needs DATABASE_URL}"
    : "${REDIS_URL:?OJ_TEST_SCOPE=ci needs REDIS_URL}"
    start=$SECONDS
    # the typecheck runs beside the first suites (tsc is one busy core for about a minute and a half;
    # the first suites leave a core idle a third of the time): its result is waited for at the end
    typecheck_log=$(mktemp)
    ( pnpm run typecheck > "$typecheck_log" 2>&1; echo "typecheck=$((SECONDS - start))" >> "$typecheck_log" ) &
    typecheck_pid=$!
    {
      # the browser suites start their own sites on the embedded default whatever DATABASE_URL says;
      # the judge node's suite runs in the embedded pass below (its tests use the queue of the
      # database they are given as it is, not a fresh one: on a shared PostgreSQL they would meet
      # the jobs of an earlier run)
      pnpm -r --workspace-concurrency=1 --filter '!@oj/judge-worker' --if-present run test
      # the embedded default's own server path, BullMQ's PostgreSQL backend on PGlite carrying judge
      # jobs between web and judge nodes: the submission suites about the queue (the chaos test
      # among them) and the judge node's whole suite
      echo '# pass: embedded'
      (
        unset DATABASE_URL REDIS_URL
        pnpm --filter @oj/plugin-submissions run test test/{chaos,dispatch,intake,judging,sweeper,test-run}.test.ts
        pnpm --filter @oj/judge-worker run test
      )
      echo '# pass: cluster'
      pnpm --filter @oj/testing run test:cluster
    } 2>&1 | node scripts/suite-times.mjs
    typecheck_ok=0
    wait "$typecheck_pid" || typecheck_ok=$?
    echo '# typecheck (run beside the first suites; its wall time is inside theirs):'
    cat "$typecheck_log"
    rm -f "$typecheck_log"
    [ "$typecheck_ok" = 0 ] || { echo "typecheck failed" >&2; exit 1; }
    ;;
  services|services-core)
    : "${DATABASE_URL:?OJ_TEST_SCOPE=$scope needs DATABASE_URL}"
    : "${REDIS_URL:?OJ_TEST_SCOPE=$scope needs REDIS_URL (the cluster test)}"
    if [ "$scope" = "services" ]; then packages=(--filter './plugins/*'); else packages=(--filter @oj/plugin-submissions --filter @oj/plugin-contests); fi
    {
      # the browser suites ran in the first pass (on the embedded default whatever DATABASE_URL says)
      pnpm --workspace-concurrency=1 --filter @oj/kernel "${packages[@]}" --if-present run test --exclude='ui/test/**'
      pnpm --filter @oj/testing run test:cluster
    } 2>&1 | node scripts/suite-times.mjs
    ;;
  *) echo "OJ_TEST_SCOPE: all, ci, services or services-core, not '$scope'" >&2; exit 2 ;;
esac
