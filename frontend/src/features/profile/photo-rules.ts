export const ACCEPTED_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;

/** Checked in the browser before sending (the server checks again): why the file is refused, or null. */
export function photoProblem(file: File): string | null {
  if (!(ACCEPTED_PHOTO_TYPES as readonly string[]).includes(file.type)) {
    return 'Envie uma foto JPEG, PNG ou WebP.';
  }
  if (file.size > MAX_PHOTO_BYTES) return 'A foto deve ter no máximo 2 MB.';
  return null;
}
