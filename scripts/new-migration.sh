#!/usr/bin/env bash
# Writes prisma/migrations/<timestamp>_<name>/migration.sql from the change to
# prisma/schema.prisma since the last commit. `prisma migrate dev` does not run offline
# (see README), so migrations are made with `migrate diff` and applied with `migrate deploy`.
set -euo pipefail
name="${1:?usage: npm run db:new-migration -- <name>}"
cd "$(dirname "$0")/.."
old="$(mktemp --suffix=.prisma)"
trap 'rm -f "$old"' EXIT
git show HEAD:prisma/schema.prisma > "$old"
dir="prisma/migrations/$(date -u +%Y%m%d%H%M%S)_${name}"
mkdir -p "$dir"
# The driver adapter connects even for a diff of two files (it changes nothing there), so the
# default is the machine's own Postgres.
PRISMA_QUERY_ENGINE_LIBRARY=./package.json DATABASE_URL="${DATABASE_URL:-postgresql://postgres@127.0.0.1:5432/postgres}" \
  npx prisma migrate diff --from-schema-datamodel "$old" --to-schema-datamodel prisma/schema.prisma --script > "$dir/migration.sql"
echo "wrote $dir/migration.sql"
