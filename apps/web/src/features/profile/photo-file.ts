import { accountLimits } from '@campus/contracts';

/** PRODUCT "Accounts and sessions": profile photos are PNG, JPG or WebP up to 2 MB. */
export const photoMimeTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const photoAccept = photoMimeTypes.join(',');
export const photoMaxBytes = accountLimits.photoMaxBytes;
export const photoMaxMegabytes = photoMaxBytes / (1024 * 1024);

const photoExtensions = /\.(png|jpe?g|webp)$/i;

export type PhotoProblem = 'type' | 'size' | 'empty';

/**
 * Checks a chosen file before it is sent: its type (by MIME type, or by name
 * when the browser gives none) and its size. Answers what is wrong, or undefined.
 */
export function checkPhotoFile(file: File): PhotoProblem | undefined {
  const typeOk =
    file.type === ''
      ? photoExtensions.test(file.name)
      : (photoMimeTypes as readonly string[]).includes(file.type);
  if (!typeOk) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > photoMaxBytes) return 'size';
  return undefined;
}
