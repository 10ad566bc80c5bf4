-- A session that ends (sign-out, a disabled user, a password reset, a handover) closes the message
-- streams it opened, on whichever server process holds them: the notice goes out on commit.
CREATE OR REPLACE FUNCTION fl_session_ended() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('fl_messages', json_build_object(
    'e', OLD.enterprise_id, 'u', json_build_array(OLD.user_id), 'x', left(OLD.token_hash, 16))::text);
  RETURN OLD;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sessions_ended AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION fl_session_ended();
