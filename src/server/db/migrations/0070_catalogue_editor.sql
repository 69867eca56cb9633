-- The console's catalogue editor (issue 17) counts each question's answers and asks whether a
-- question was ever answered before rewording it; the unique key (quote_request_id,
-- quote_form_field_id) leads with the request, so the question needs its own index.
create index quote_form_submission_fields_field_idx on quote_form_submission_fields (quote_form_field_id);
