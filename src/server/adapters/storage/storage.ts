/** Where uploaded files (avatars) are kept, behind a small interface. */
export interface FileStorage {
  /** Saves the data under a new random name in the folder; returns the file's public URL. */
  save(folder: string, data: Uint8Array, extension: string): Promise<string>;
  /** Removes a file this storage saved, by its URL; anything else is ignored. */
  remove(url: string): Promise<void>;
}
