#!/usr/bin/env bash
# Every test of every package, against PGlite by default. With OJ_TEST_SCOPE=services (and
# DATABASE_URL / REDIS_URL set) only the database-backed suites run, against PostgreSQL + Redis
# (not the browser suites, which always run on the embedded default).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${OJ_TEST_SCOPE:-all}" = "services" ]; then
  : "${DATABASE_URL:?OJ_TEST_SCOPE=services needs DATABASE_URL}"
  # the browser suites (ui/test) start their own site on the embedded default whatever DATABASE_URL
  # says: they ran in the first pass, so this one leaves them out
  pnpm --workspace-concurrency=1 --filter @oj/kernel --filter './plugins/*' --if-present run test --exclude='ui/test/**'
else
  pnpm run typecheck
  pnpm -r --workspace-concurrency=1 --if-present run test
fi
