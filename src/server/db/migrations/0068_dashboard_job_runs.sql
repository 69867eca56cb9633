-- The console's job health page (issue 17): each run of each background job, kept 30 days
-- (the recording deletes the job's older runs). Runs skipped for another copy's lock are not kept.
create table job_runs (
  id bigserial primary key,
  name text not null,
  started timestamptz not null,
  finished timestamptz not null,
  outcome text not null check (outcome in ('ran', 'failed')),
  -- The failure's message, cut to 500 characters; null for a run that ran.
  error text,
  duration_ms integer not null check (duration_ms >= 0)
);
-- The last run of a job, its runs in a window, and the cleanup of its old runs.
create index job_runs_name_started_idx on job_runs (name, started desc);
-- The last failure of a job and its failures in the last 24 hours.
create index job_runs_failed_idx on job_runs (name, started desc) where outcome = 'failed';

-- The dashboard counts rows per Taipei day over a range of their time columns.
create index users_created_idx on users (created);
-- Every service, public or not (quote_services_created_idx of 0043 holds only the public ones).
create index quote_services_made_idx on quote_services (created);
-- Whether a service is its user's first: the user's earlier services.
create index quote_services_user_created_idx on quote_services (user_id, created, id);
create index quote_requests_created_idx on quote_requests (created);
create index quote_bids_sent_idx on quote_bids (quote_sent_on) where quote_sent_on is not null;
create index quote_bids_hired_idx on quote_bids (hired_on) where hired_on is not null;
