import { describe, expect, it } from 'vitest';
import { uploadBatches } from './upload-batches';

const file = (size: number, name = String(size)) => ({ size, name });

describe('uploadBatches', () => {
  it('keeps files that fit in one batch together', () => {
    expect(uploadBatches([file(1), file(2)], { files: 10, maxBytes: 100 })).toEqual([[file(1), file(2)]]);
  });

  it('starts a new batch at the file count, in order', () => {
    const files = Array.from({ length: 23 }, (_, i) => file(1, `f${i}`));
    const batches = uploadBatches(files, { files: 10, maxBytes: 1_000 });
    expect(batches.map((b) => b.length)).toEqual([10, 10, 3]);
    expect(batches.flat()).toEqual(files);
  });

  it('starts a new batch before the byte cap would be passed', () => {
    const batches = uploadBatches([file(40), file(40), file(40), file(10)], { files: 10, maxBytes: 100 });
    expect(batches.map((b) => b.map((f) => f.size))).toEqual([[40, 40], [40, 10]]);
  });

  it('sends a file larger than the cap alone, for the server to refuse', () => {
    expect(uploadBatches([file(5), file(500), file(5)], { files: 10, maxBytes: 100 }).map((b) => b.length)).toEqual([1, 1, 1]);
  });

  it('makes no batch of nothing', () => {
    expect(uploadBatches([], { files: 10, maxBytes: 100 })).toEqual([]);
  });
});
