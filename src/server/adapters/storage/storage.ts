/** Where uploaded files are kept, behind a small interface. */
export interface FileStorage {
  /** Saves the data under a new random name in the folder; returns the file's URL. */
  save(folder: string, data: Uint8Array, extension: string): Promise<string>;
  /** Removes a file this storage saved, by its URL; anything else is ignored. */
  remove(url: string): Promise<void>;
}

/** A storage the app reads back itself, to serve its files only to those who may see them. */
export interface ReadableStorage extends FileStorage {
  /** The bytes of a file this storage saved, or undefined when there is none. */
  read(folder: string, name: string): Promise<Buffer | undefined>;
}
