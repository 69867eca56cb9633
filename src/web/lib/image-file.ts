import { detectImageType } from '../../domain/uploads/image-type';
import { UPLOAD_IMAGE_TYPES, UPLOAD_MAX_BYTES } from '../../domain/limits';

/** Why an avatar file cannot be uploaded, as an i18n key; undefined when it is fine. */
export type ImageProblem = 'forms>avatar>tooLarge' | 'forms>avatar>badType' | 'forms>avatar>empty';

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * Spec section 5 before upload: at most 10,000,000 bytes; png, jpeg, jpg or gif. The first
 * bytes decide the type, as on the server; a name claiming another type is refused too.
 */
export function imageProblem(file: { name: string; size: number }, head: Uint8Array): ImageProblem | undefined {
  if (file.size === 0) return 'forms>avatar>empty';
  if (file.size > UPLOAD_MAX_BYTES) return 'forms>avatar>tooLarge';
  if (!detectImageType(head)) return 'forms>avatar>badType';
  const extension = extensionOf(file.name);
  if (extension !== '' && !(UPLOAD_IMAGE_TYPES as readonly string[]).includes(extension)) return 'forms>avatar>badType';
  return undefined;
}

/** Reads a browser File's first bytes and checks it. */
export async function checkImageFile(file: File): Promise<ImageProblem | undefined> {
  if (file.size === 0 || file.size > UPLOAD_MAX_BYTES) return imageProblem(file, new Uint8Array());
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return imageProblem(file, head);
}
