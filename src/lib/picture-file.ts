/**
 * Uploaded pictures (a withdrawal's proof, an activity application's): png or jpg, at most 5 MB (product rules:
 * constants and limits, uploaded images). The server checks the bytes again; this saves a member the wait.
 */
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
export const PICTURE_TYPES = ['image/png', 'image/jpeg'] as const;

export type PictureProblem = 'required' | 'type' | 'size';

// Some systems give no type for a file; its name then decides.
const PICTURE_NAME = /\.(png|jpe?g)$/i;

/** Why a chosen file cannot be sent as a picture, or null when it can. */
export function checkPictureFile(file: File | null | undefined): PictureProblem | null {
  if (!file) return 'required';
  const typed = (PICTURE_TYPES as readonly string[]).includes(file.type);
  if (!typed && !(file.type === '' && PICTURE_NAME.test(file.name))) return 'type';
  if (file.size > MAX_PICTURE_BYTES) return 'size';
  return null;
}

/** The file as a `data:` URL, the form the upload calls take in JSON. */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}
