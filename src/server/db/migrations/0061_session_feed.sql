-- Server copies may keep recently read sessions in memory for a few seconds. Whatever ends a
-- session or changes what a copy keeps of it (a revoke, a re-authentication, a deleted account)
-- is announced on the change feed as {"topic": "sessions", "payload": {"user_id": ...}}, at
-- commit, so every copy forgets that user's sessions at once, whichever path made the change.

create function sessions_feed_notify() returns trigger language plpgsql as $$
declare
  v_user bigint;
begin
  if tg_table_name = 'users' then
    v_user := old.id;
  else
    v_user := old.user_id;
  end if;
  -- Identical notifications of one transaction are delivered once.
  perform pg_notify(change_feed_channel(),
    json_build_object('topic', 'sessions', 'payload', json_build_object('user_id', v_user))::text);
  return null;
end
$$;

-- Any change to a session row, a touch included (at most once per touch interval per session),
-- so a row changed in the database by hand or by a job is never answered from memory.
create trigger sessions_feed after update or delete on sessions
  for each row execute function sessions_feed_notify();
create trigger users_sessions_feed after update of deleted_at or delete on users
  for each row execute function sessions_feed_notify();
