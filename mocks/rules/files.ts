/**
 * POST /api/v1/alg_homework/files, upload step 1 (docs/api-contract.md): which files the host
 * gives an upload slot to, refusals in the contract's order.
 */
import { type Refusal, refusal } from './refusal';

const MAX_NAME = 200;
const MAX_BYTES = 20 * 1024 * 1024;
const EXTENSIONS = new Set(['pdf', 'doc', 'docx', 'ppt', 'pptx', 'txt', 'jpg', 'jpeg', 'png', 'mp3', 'm4a', 'mp4']);

/** "Report.PDF" -> "pdf"; a name with nothing before its last dot (".pdf") or no dot has none. */
function extension(name: string): string {
  const match = /^.+\.([^.]+)$/.exec(name);
  return match?.[1]?.toLowerCase() ?? '';
}

export function uploadSlotRefusal(name: string, size: number): Refusal | null {
  const trimmed = name.trim();
  // A path separator would let a name climb out of the teacher's folder on a real store.
  if (trimmed === '' || trimmed.length > MAX_NAME || /[/\\]/.test(trimmed))
    return refusal('INVALID_FILE_NAME', 'The file name is empty, too long or holds a slash.');
  if (!EXTENSIONS.has(extension(trimmed))) return refusal('FILE_TYPE_NOT_ALLOWED', 'This type of file cannot be uploaded.');
  if (!(size > 0)) return refusal('EMPTY_FILE', 'The file is empty.');
  if (size > MAX_BYTES) return refusal('FILE_TOO_LARGE', 'The file is larger than 20 MB.');
  return null;
}
