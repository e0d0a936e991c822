#!/bin/sh
# Restores a dump made by deploy/backup.sh into DATABASE_URL, replacing what the dump holds.
#   DATABASE_URL=postgres://… sh deploy/restore.sh /backups/sauda-20261127T021500Z.dump
# Stop the Sauda instances first; start them again afterwards (they migrate on start).
set -eu
: "${DATABASE_URL:?DATABASE_URL is required}"
dump="${1:?usage: restore.sh DUMP_FILE}"

# One transaction: a restore that fails half-way leaves the database as it was.
pg_restore --clean --if-exists --no-owner --single-transaction --exit-on-error \
  --dbname="$DATABASE_URL" "$dump"
echo "restored $dump"
