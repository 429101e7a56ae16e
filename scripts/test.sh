#!/usr/bin/env bash
# Every test of every package, against PGlite by default. With OJ_TEST_SCOPE=services (and
# DATABASE_URL / REDIS_URL set) only the database-backed suites run, against PostgreSQL + Redis.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${OJ_TEST_SCOPE:-all}" = "services" ]; then
  : "${DATABASE_URL:?OJ_TEST_SCOPE=services needs DATABASE_URL}"
  pnpm --workspace-concurrency=1 --filter @oj/kernel --filter './plugins/*' --if-present run test
else
  pnpm run typecheck
  pnpm -r --workspace-concurrency=1 --if-present run test
fi
