-- The marketplace's old operator flag (0017) is gone: free-credit events and referral rewards are
-- edited in the operator console (permission edit_content), with its own accounts, roles and audit log.
alter table users drop column if exists is_operator;
