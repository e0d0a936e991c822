#!/bin/sh
# One PostgreSQL backup: a compressed custom-format dump in BACKUP_DIR, older ones pruned.
#   DATABASE_URL=postgres://… BACKUP_DIR=/backups [BACKUP_KEEP_DAYS=14] sh deploy/backup.sh
# Prints the path of the new dump. Restore it with deploy/restore.sh.
set -eu
: "${DATABASE_URL:?DATABASE_URL is required}"
: "${BACKUP_DIR:?BACKUP_DIR is required}"
keep_days="${BACKUP_KEEP_DAYS:-14}"

mkdir -p "$BACKUP_DIR"
file="$BACKUP_DIR/sauda-$(date -u +%Y%m%dT%H%M%SZ).dump"
# Written under a temporary name: a dump cut short never looks like a good one.
pg_dump --format=custom --compress=6 --no-owner --file="$file.partial" "$DATABASE_URL"
mv "$file.partial" "$file"
find "$BACKUP_DIR" -name 'sauda-*.dump' -type f -mtime "+$keep_days" -delete
echo "$file"
