#!/usr/bin/env bash
# Every test of every package, against PGlite by default. With OJ_TEST_SCOPE=services (and
# DATABASE_URL / REDIS_URL set) only the database-backed suites run, against PostgreSQL + Redis
# (not the browser suites, which always run on the embedded default), then the cluster test
# (core/testing/cluster, never in the default pass).
set -euo pipefail
cd "$(dirname "$0")/.."
scope="${OJ_TEST_SCOPE:-all}"
if [ "$scope" = "services" ] || [ "$scope" = "services-core" ]; then
  : "${DATABASE_URL:?OJ_TEST_SCOPE=$scope needs DATABASE_URL}"
  # services: the kernel and every plugin; services-core (what CI runs, to stay within its time):
  # the kernel and the two plugins whose server code leans on the database's concurrency and the
  # queues — submissions (judging through BullMQ on Redis) and contests (boards, the print queue's
  # FOR UPDATE SKIP LOCKED claims)
  if [ "$scope" = "services" ]; then packages=(--filter './plugins/*'); else packages=(--filter @oj/plugin-submissions --filter @oj/plugin-contests); fi
  # the browser suites (ui/test) start their own site on the embedded default whatever DATABASE_URL
  # says: they ran in the first pass, so this one leaves them out
  # the cluster test (two web nodes behind nginx, two judge nodes, PostgreSQL, Redis, an S3 store):
  # its own folder, run here only, since it needs PostgreSQL and Redis (it fails without them)
  : "${REDIS_URL:?OJ_TEST_SCOPE=$scope needs REDIS_URL (the cluster test)}"
  # ending, as the first pass, with a table of each suite's wall time
  {
    pnpm --workspace-concurrency=1 --filter @oj/kernel "${packages[@]}" --if-present run test --exclude='ui/test/**'
    pnpm --filter @oj/testing run test:cluster
  } 2>&1 | node scripts/suite-times.mjs
else
  start=$SECONDS
  pnpm run typecheck
  # every package's tests one after the other, ending with a table of each one's wall time
  pnpm -r --workspace-concurrency=1 --if-present run test 2>&1 | OJ_SUITE_TIMES_BEFORE="typecheck=$((SECONDS - start))" node scripts/suite-times.mjs
fi
