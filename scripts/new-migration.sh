#!/usr/bin/env bash
# Writes prisma/migrations/<timestamp>_<name>/migration.sql from the change to
# prisma/schema.prisma since the last commit. `prisma migrate dev` does not run offline
# (see README), so migrations are made with `migrate diff` and applied with `migrate deploy`.
# The file starts with the lock and statement bounds squawk requires, and squawk's findings
# for it are printed: edit it until `npm run lint:migrations` passes (docs/operating.md).
set -euo pipefail
name="${1:?usage: npm run db:new-migration -- <name>}"
cd "$(dirname "$0")/.."
old="$(mktemp --suffix=.prisma)"
trap 'rm -f "$old"' EXIT
git show HEAD:prisma/schema.prisma > "$old"
dir="prisma/migrations/$(date -u +%Y%m%d%H%M%S)_${name}"
mkdir -p "$dir"
# No semicolon may appear in a comment: migrate deploy splits the file at every one.
cat > "$dir/migration.sql" <<'SQL'
-- A lock not granted within 5 s fails the migration (retry it) instead of queueing every
-- query on the table behind it. Raise statement_timeout for a backfill, and use 0 before a
-- CREATE INDEX CONCURRENTLY (docs/operating.md, "Migrations a live database survives").
SET lock_timeout = '5s';
SET statement_timeout = '60s';

SQL
# The driver adapter connects even for a diff of two files (it changes nothing there), so the
# default is the machine's own Postgres.
PRISMA_QUERY_ENGINE_LIBRARY=./package.json DATABASE_URL="${DATABASE_URL:-postgresql://postgres@127.0.0.1:5432/postgres}" \
  npx prisma migrate diff --from-schema-datamodel "$old" --to-schema-datamodel prisma/schema.prisma --script >> "$dir/migration.sql"
echo "wrote $dir/migration.sql"
node_modules/.bin/squawk --config .squawk.toml "$dir/migration.sql" || echo "squawk: edit $dir/migration.sql until it passes (npm run lint:migrations)"
