import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DiskStorage } from './disk-storage';

const dirs: string[] = [];
function storage() {
  const dir = mkdtempSync(join(tmpdir(), 'disk-storage-'));
  dirs.push(dir);
  return { dir, storage: new DiskStorage(dir) };
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('DiskStorage', () => {
  it('saves under a random name and answers its site-relative URL', async () => {
    const { dir, storage: files } = storage();
    const url = await files.save('avatars', new Uint8Array([1, 2, 3]), 'png');
    expect(url).toMatch(/^\/uploads\/avatars\/[a-f0-9]{32}\.png$/);
    const name = url.split('/').pop()!;
    expect([...readFileSync(join(dir, 'avatars', name))]).toEqual([1, 2, 3]);
    expect(await files.save('avatars', new Uint8Array([1]), 'png')).not.toBe(url);
  });

  it('removes a file it saved, whatever host the URL names, and only such files', async () => {
    const { dir, storage: files } = storage();
    const url = await files.save('avatars', new Uint8Array([1]), 'gif');
    const path = join(dir, 'avatars', url.split('/').pop()!);
    // Rows stored before URLs were site-relative hold whatever PUBLIC_URL was.
    await files.remove(`http://old-host.example${url}`);
    expect(existsSync(path)).toBe(false);
    await expect(files.remove(url)).resolves.toBeUndefined();
    const again = await files.save('avatars', new Uint8Array([2]), 'gif');
    await files.remove(again);
    expect(existsSync(join(dir, 'avatars', again.split('/').pop()!))).toBe(false);
    await expect(files.remove('/uploads/../../etc/passwd')).resolves.toBeUndefined();
    await expect(files.remove('https://example.tw/uploads/../../etc/passwd')).resolves.toBeUndefined();
    await expect(files.remove('not a url')).resolves.toBeUndefined();
  });

  it('refuses folder names and extensions that could leave the directory', async () => {
    const { storage: files } = storage();
    await expect(files.save('../x', new Uint8Array([1]), 'png')).rejects.toThrow();
    await expect(files.save('avatars', new Uint8Array([1]), 'png/../x')).rejects.toThrow();
  });
});
