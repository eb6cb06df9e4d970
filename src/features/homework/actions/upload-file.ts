import { confirmUpload } from '../api/confirm-upload';
import { requestUploadSlot } from '../api/request-upload-slot';
import { sendUpload } from '../api/send-upload';
import type { UploadedFile } from '@/entities/submissions/model/submission';

/**
 * One supplement file through the administration host's three steps: ask for a slot, send the
 * bytes (with progress), confirm. A retry after a failure starts again from a new slot.
 */
export async function uploadFile(
  file: File,
  onProgress: (loaded: number, total: number) => void,
  signal?: AbortSignal,
): Promise<UploadedFile> {
  const slot = await requestUploadSlot(file, signal);
  await sendUpload(slot, file, file.name, onProgress, signal);
  return confirmUpload(slot.fileId, signal);
}
