-- Every replica caches sessions and accounts briefly; these notices tell them all when one changes or
-- goes (sign-out, password change or reset, account deletion), committed or not at all.
CREATE OR REPLACE FUNCTION gateway_notify_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('gateway_session_changed', OLD.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_changed_notify AFTER UPDATE OR DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION gateway_notify_session_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION gateway_notify_account_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('gateway_account_changed', OLD.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_changed_notify AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION gateway_notify_account_changed();
