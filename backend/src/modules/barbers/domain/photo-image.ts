import { InvalidInput } from '../../../shared/errors/domain-error';

export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;

const SIGNATURES: { contentType: string; matches: (bytes: Buffer) => boolean }[] = [
  { contentType: 'image/jpeg', matches: (bytes) => bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])) },
  { contentType: 'image/png', matches: (bytes) => bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  {
    contentType: 'image/webp',
    matches: (bytes) => bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

/** The image types a photo may be. */
export const PHOTO_CONTENT_TYPES = SIGNATURES.map(({ contentType }) => contentType);

/**
 * Accepts a JPEG, PNG or WebP of at most 2 MB. The type comes from the file's own bytes,
 * not from what the client claims.
 */
export function readPhoto(body: unknown, rawFileName: string | undefined): { content: Buffer; contentType: string; fileName: string } {
  if (!Buffer.isBuffer(body) || body.length === 0) throw new InvalidInput('Envie uma imagem JPEG, PNG ou WebP.');
  if (body.length > MAX_PHOTO_BYTES) throw new InvalidInput('A foto deve ter no máximo 2 MB.');
  const signature = SIGNATURES.find(({ matches }) => matches(body));
  if (!signature) throw new InvalidInput('Formato de imagem não suportado. Envie uma imagem JPEG, PNG ou WebP.');
  return { content: body, contentType: signature.contentType, fileName: safeFileName(rawFileName, signature.contentType) };
}

function safeFileName(raw: string | undefined, contentType: string): string {
  let name = '';
  try {
    name = decodeURIComponent(raw ?? '');
  } catch {
    name = '';
  }
  const base = name
    .split(/[\\/]/)
    .pop()!
    .replace(/[^\p{L}\p{N} ._-]/gu, '')
    .trim()
    .slice(0, 120);
  return base || `foto.${contentType.split('/')[1]}`;
}
