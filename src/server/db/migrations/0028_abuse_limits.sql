-- Guest links of requests and quotes expire (L10): a link is good for 30 days after it is
-- issued; issuing a new one replaces the old. Links already out get 30 days from now.
alter table quote_requests
  add column hash_expires_at timestamptz not null default (now() + interval '30 days');
alter table quote_bids
  add column hash_expires_at timestamptz not null default (now() + interval '30 days');

-- The same address is mailed an invitation at most once in a while, whoever asks (L7):
-- these find the recent invitations to an address across all users and services.
create index review_invites_email_idx on review_invites (lower(invitee_email), created desc)
  where invitee_email is not null;
create index referral_invites_email_idx on referral_invites (email, created desc);
