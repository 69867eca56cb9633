import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { QuoteFormFieldResponse } from '../../../domain/catalogue/catalogue.types';
import { categoryNeedsDestination } from '../../../domain/requests/address';
import { buildSteps, FORM_STEPS_MAX, FORM_STEPS_MIN } from './form-steps';

interface SeededField {
  label: string;
  type: QuoteFormFieldResponse['type'];
  options: string[];
  required: boolean;
  display_order: number;
  is_active: boolean;
}
interface SeededCategory {
  slug: string;
  name: string;
  genre: string;
  fields: SeededField[];
}

// The bundled catalogue, as the seed writes it into the database.
const catalogue = JSON.parse(readFileSync(new URL('../../../server/db/seed/data/catalogue.json', import.meta.url), 'utf8')) as { categories: SeededCategory[] };

const asFields = (fields: SeededField[]): QuoteFormFieldResponse[] =>
  fields.map((f, i) => ({ id: i + 1, label: f.label, type: f.type, options: f.options, is_required: f.required, placeholder: null, display_order: f.display_order, is_active: f.is_active }));

describe('the length of every bundled request form', () => {
  it('has categories to check', () => {
    expect(catalogue.categories.length).toBeGreaterThan(100);
  });

  it.each(catalogue.categories.map((c) => [c.slug, c] as const))('%s takes 6-8 steps', (_slug, category) => {
    const steps = buildSteps(asFields(category.fields));
    expect(steps.length).toBeGreaterThanOrEqual(FORM_STEPS_MIN);
    expect(steps.length).toBeLessThanOrEqual(FORM_STEPS_MAX);
  });

  it('asks no question the form already asks itself (the date, or where a move goes to)', () => {
    for (const category of catalogue.categories) {
      const active = category.fields.filter((f) => f.is_active);
      expect(active.filter((f) => f.type === 'date').map((f) => `${category.slug}: ${f.label}`)).toEqual([]);
      if (categoryNeedsDestination(category.genre, category.slug)) expect(active.map((f) => f.label)).not.toContain('要搬到哪個縣市？');
    }
  });
});
