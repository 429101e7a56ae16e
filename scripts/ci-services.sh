#!/usr/bin/env bash
# Makes sure PostgreSQL (127.0.0.1:5432, database test) and Redis (127.0.0.1:6379) are up,
# installing them from Debian when missing. Used by CI for the PostgreSQL + Redis pass.
set -euo pipefail
if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
if ! command -v pg_ctlcluster >/dev/null || ! command -v redis-server >/dev/null; then
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql redis-server
fi
if ! pg_isready -h 127.0.0.1 -p 5432 -q; then
  $SUDO pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n1)" main start
fi
for _ in $(seq 1 30); do pg_isready -h 127.0.0.1 -p 5432 -q && break; sleep 1; done
psql -h 127.0.0.1 -U postgres -tAc "select 1 from pg_database where datname='test'" | grep -q 1 \
  || psql -h 127.0.0.1 -U postgres -c 'create database test'
if ! redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then
  redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no
fi
for _ in $(seq 1 30); do redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1 && break; sleep 1; done
echo "ci-services: PostgreSQL and Redis are up"
