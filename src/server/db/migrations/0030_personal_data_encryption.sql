-- Personal data encrypted at rest (security review M7): national-ID numbers and unified
-- business numbers (統一編號) of certificates and invoice settings, and the certificate scans.
-- Values are AES-256-GCM under DATA_ENCRYPTION_KEY, written by the app as
-- `v1:<key id>:<iv>:<tag>:<ciphertext>` (documents: the same parts as bytes, with
-- data_key_id naming the key). Each number has a keyed hash (HMAC-SHA-256) beside it for
-- lookups. SQL cannot encrypt, so the old plaintext columns stay for the moment: at start-up
-- (and by `npm run data:encrypt`) the app encrypts what is still in them and empties them.

alter table service_certificates
  add column real_id_encrypted text,
  add column real_id_hash text,
  add column unified_number_encrypted text,
  add column unified_number_hash text;

-- unified_number_masked (`04****57`) is what the settings page and each purchase's copy show,
-- so reading the settings never needs the key.
alter table user_invoice_settings
  add column unified_number_encrypted text,
  add column unified_number_hash text,
  add column unified_number_masked text;

-- Null: plaintext written before this migration (encrypted at the next start).
alter table certificate_documents add column data_key_id text;

-- The checks that read the plaintext columns give way to ones that accept either form.
do $$
declare c record;
begin
  for c in
    select conrelid::regclass::text as tab, conname from pg_constraint
     where contype = 'c'
       and conrelid in ('service_certificates'::regclass, 'user_invoice_settings'::regclass)
       and (pg_get_constraintdef(oid) like '%real_id%' or pg_get_constraintdef(oid) like '%unified_number%')
  loop
    execute format('alter table %s drop constraint %I', c.tab, c.conname);
  end loop;
end $$;

alter table service_certificates
  add constraint service_certificates_company_number check ((type = 'company') = (unified_number is not null or unified_number_encrypted is not null)),
  add constraint service_certificates_identity_number check ((type = 'identity') = (card_type is not null and (real_id is not null or real_id_encrypted is not null)));
alter table user_invoice_settings
  add constraint user_invoice_settings_company check (
    carrier_type <> 'company' or ((unified_number is not null or unified_number_encrypted is not null) and title is not null and title <> ''));

-- Which accounts submitted the same ID number (an operator's duplicate check), without decrypting.
create index service_certificates_real_id_hash_idx on service_certificates (real_id_hash) where real_id_hash is not null;

-- A purchase keeps only a masked copy of the 統一編號 it was made with (its receipt line).
update credit_purchases
   set invoice = jsonb_set(invoice, '{unified_number}',
         to_jsonb(left(invoice ->> 'unified_number', 2) || '****' || right(invoice ->> 'unified_number', 2)))
 where invoice ? 'unified_number' and invoice ->> 'unified_number' ~ '^[0-9]{8}$';
