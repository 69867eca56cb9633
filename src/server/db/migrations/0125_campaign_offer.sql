-- A campaign page's offer and call to action (issue 21, the pro new-year campaign).
--
-- signup_credit: free credit (whole points) granted once to a user who becomes a pro (signs up as
-- a pro) while the campaign is published and inside its period, through a free-credit event of
-- its own (free_credit_events, code `campaign_{id}`, not offered as a task) and a claim in
-- free_credit_claims, so the unique claim grants it at most once a user.
-- cta_label / cta_path: the call to action's words and where it leads (both or neither).
alter table campaign_pages
  add column signup_credit integer check (signup_credit is null or (signup_credit > 0 and signup_credit <= 5000)),
  add column cta_label text,
  add column cta_path text,
  add check ((cta_label is null) = (cta_path is null));
