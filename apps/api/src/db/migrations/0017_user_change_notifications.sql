-- Every API instance keeps the sessions it has checked in memory for a short while. Whatever
-- changes a user or ends a session (sign-out, a new PIN, a block, a role, a deletion, a guest
-- becoming a customer; also by hand in psql) tells every instance, in its own transaction: the
-- notification is delivered when it commits, and not at all if it rolls back.
CREATE FUNCTION "notify_user_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sauda_instance', json_build_object('kind', 'user_changed', 'user_id', OLD.user_id)::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "notify_user_row_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sauda_instance', json_build_object('kind', 'user_changed', 'user_id', OLD.id)::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "users_notify_changed" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "notify_user_row_changed"();
--> statement-breakpoint
-- last_seen_at moves every minute of use: only the columns that end a session count.
CREATE TRIGGER "sessions_notify_ended" AFTER UPDATE OF "revoked_at", "expires_at", "user_id" ON "sessions"
  FOR EACH ROW WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at
    OR OLD.expires_at IS DISTINCT FROM NEW.expires_at OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION "notify_user_changed"();
--> statement-breakpoint
CREATE TRIGGER "sessions_notify_deleted" AFTER DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "notify_user_changed"();
