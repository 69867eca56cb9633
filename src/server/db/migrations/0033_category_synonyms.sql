-- Everyday words for each category (洗冷氣 for 冷氣清潔, 水電工 for 水電維修), loaded from
-- src/server/db/seed/data/category-synonyms.json by the catalogue seed. The category search
-- reads them all into memory (the catalogue is small); pro search finds categories by them
-- through the index on the normalised term.
create table quote_category_synonyms (
  id serial primary key,
  quote_category_id integer not null references quote_categories (id) on delete cascade,
  term text not null,
  unique (quote_category_id, term)
);

create index quote_category_synonyms_term_idx on quote_category_synonyms (term);
