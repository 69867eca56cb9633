import { describe, expect, it } from 'vitest';
import { csvField, PAYOUT_BATCH_STATES, type PayoutBatchAction, parseCsv, payoutBatchTransition } from './payouts';

describe('payoutBatchTransition', () => {
  const table: Record<PayoutBatchAction, Record<string, string | null>> = {
    approve: { draft: 'approved', approved: null, exported: null, settled: null },
    export: { draft: null, approved: 'exported', exported: 'exported', settled: null },
    import: { draft: null, approved: null, exported: 'settled', settled: null },
  };
  for (const action of Object.keys(table) as PayoutBatchAction[]) {
    it.each(PAYOUT_BATCH_STATES)(`${action} from %s`, (state) => {
      expect(payoutBatchTransition(state, action)).toBe(table[action][state]);
    });
  }
});

describe('the CSV of the bank files', () => {
  it('quotes fields that need it and reads them back', () => {
    const line = ['700', '陳, "大"華', 12, 'a\nb'].map(csvField).join(',');
    expect(line).toBe('700,"陳, ""大""華",12,"a\nb"');
    expect(parseCsv(`\uFEFFh1,h2\r\n${line}\r\n\r\nx,\n`)).toEqual([
      ['h1', 'h2'],
      ['700', '陳, "大"華', '12', 'a\nb'],
      ['x', ''],
    ]);
  });
});
