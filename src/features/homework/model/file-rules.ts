/**
 * What may be uploaded as a supplement exercise. The form checks a file before asking for an
 * upload slot; the host refuses such files again when the slot is asked for (the demo host with
 * its own statement of the rule, mocks/rules/files.ts).
 */

export const MAX_FILE_BYTES = 20 * 1024 * 1024;
export const MAX_FILE_NAME = 200;
export const MAX_FILES = 10;

export const ALLOWED_EXTENSIONS = ['pdf', 'doc', 'docx', 'ppt', 'pptx', 'txt', 'jpg', 'jpeg', 'png', 'mp3', 'm4a', 'mp4'] as const;

/** Host refusal codes of the upload-slot request, in the order they are checked. */
export type FileProblem = 'INVALID_FILE_NAME' | 'FILE_TYPE_NOT_ALLOWED' | 'EMPTY_FILE' | 'FILE_TOO_LARGE';

export const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

export function fileProblem(name: string, size: number): FileProblem | null {
  const trimmed = name.trim();
  if (trimmed === '' || trimmed.length > MAX_FILE_NAME || /[\\/]/.test(trimmed)) return 'INVALID_FILE_NAME';
  if (!(ALLOWED_EXTENSIONS as readonly string[]).includes(extensionOf(trimmed))) return 'FILE_TYPE_NOT_ALLOWED';
  if (!Number.isFinite(size) || size <= 0) return 'EMPTY_FILE';
  if (size > MAX_FILE_BYTES) return 'FILE_TOO_LARGE';
  return null;
}

/** The accept attribute of the file picker (a hint only: the check above decides). */
export const ACCEPT = ALLOWED_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** "820 B", "12 KB", "3.4 MB": sizes as a teacher reads them (1 KB = 1024 B). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '—';
  if (bytes < 1024) return `${Math.round(bytes)} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const mb = bytes / (1024 * 1024);
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}
