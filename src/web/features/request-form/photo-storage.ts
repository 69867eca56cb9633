/**
 * The photos of a draft. Files cannot go into sessionStorage, so they are kept in memory (which
 * covers moving between screens) and in IndexedDB (which covers a reload or a sign-in that
 * leaves the site and comes back). Where IndexedDB is missing or blocked, memory alone serves.
 */
const DB_NAME = 'request-form';
const STORE = 'photos';
const bySlug = new Map<string, File[]>();

function openDb(): Promise<IDBDatabase | undefined> {
  return new Promise((resolve) => {
    try {
      if (!globalThis.indexedDB) return resolve(undefined);
      const request = globalThis.indexedDB.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(undefined);
      request.onblocked = () => resolve(undefined);
    } catch {
      resolve(undefined);
    }
  });
}

async function withStore(mode: IDBTransactionMode, use: (store: IDBObjectStore) => { readonly result: unknown }): Promise<unknown> {
  const db = await openDb();
  if (!db) return undefined;
  return new Promise((resolve) => {
    try {
      const transaction = db.transaction(STORE, mode);
      const request = use(transaction.objectStore(STORE));
      transaction.oncomplete = () => {
        db.close();
        resolve(request.result);
      };
      transaction.onerror = () => {
        db.close();
        resolve(undefined);
      };
    } catch {
      db.close();
      resolve(undefined);
    }
  });
}

const isFileList = (value: unknown): value is File[] => Array.isArray(value) && value.every((v) => v instanceof File);

/** The draft's photos: from memory, else from IndexedDB (after a reload). */
export async function loadPhotos(slug: string): Promise<File[]> {
  const held = bySlug.get(slug);
  if (held) return held;
  const stored = await withStore('readonly', (store) => store.get(slug));
  const files = isFileList(stored) ? stored : [];
  if (files.length > 0) bySlug.set(slug, files);
  return files;
}

/** Keeps the draft's photos; an empty list forgets them. */
export function savePhotos(slug: string, photos: File[]): void {
  if (photos.length === 0) bySlug.delete(slug);
  else bySlug.set(slug, photos);
  void withStore('readwrite', (store) => (photos.length === 0 ? store.delete(slug) : store.put(photos, slug)));
}
