-- The operator console's user search (issue 17): a username, e-mail or name is found by its
-- start, lower-cased (LIKE 'wang%'), through these pattern indexes; an id and a phone use the
-- primary key and users_phone_key. The throttle rows of one user are found by their key.
create index users_username_prefix_idx on users (lower(username) text_pattern_ops);
create index users_email_prefix_idx on users (lower(email) text_pattern_ops) where email is not null;
create index users_first_name_prefix_idx on users (lower(first_name) text_pattern_ops);
create index users_last_name_prefix_idx on users (lower(last_name) text_pattern_ops);
-- A Chinese name written whole: surname then given name (王小明).
create index users_full_name_prefix_idx on users (lower(last_name || first_name) text_pattern_ops);
-- Every phone, deleted accounts' too (users_phone_key holds live accounts' only).
create index users_phone_idx on users (phone) where phone is not null;

create index throttle_counters_key_idx on throttle_counters (key);
create index throttle_gaps_key_idx on throttle_gaps (key);

-- A user's sessions, newest first, ended ones too.
create index sessions_user_created_idx on sessions (user_id, created desc, id desc);
-- Blocks both ways, newest first.
create index blocked_users_user_created_idx on blocked_users (user_id, created desc);
create index blocked_users_blocked_created_idx on blocked_users (blocked_user_id, created desc);
