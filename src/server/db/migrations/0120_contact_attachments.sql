-- The contact page's optional attachment (one image or PDF, checked by its bytes), kept in the
-- private storage's `contact` folder and read by operators in the support inbox only.
-- {url, name, type, size} as message attachments are; null when the sender attached nothing.
alter table contact_messages add column attachment jsonb;
