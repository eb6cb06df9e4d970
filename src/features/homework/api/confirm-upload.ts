import { z } from 'zod/mini';
import { ApiError } from '@/lib/http/api-error';
import { onFirstUse } from '@/lib/http/on-first-use';
import { apiRequest, assertSuccess } from '@/lib/http/request';
import { successEnvelope } from '@/lib/http/wire';
import type { UploadedFile } from '@/entities/submissions/model/submission';
import { fileWire } from '@/entities/submissions/api/file-wire';

export const schemas = onFirstUse(() => {
  const { uploadedFile } = fileWire();
  const answer = z.extend(successEnvelope, { file: z.optional(uploadedFile) });

  return { uploadedFile, answer };
});

/** Step 3 of 3: POST /api/v1/alg_homework/files/{id}/confirm -> the file record (UPLOAD_INCOMPLETE before step 2). */
export async function confirmUpload(fileId: number, signal?: AbortSignal): Promise<UploadedFile> {
  const { file } = assertSuccess(
    await apiRequest(`api/v1/alg_homework/files/${fileId}/confirm`, schemas().answer, { method: 'post', signal }),
  );
  if (!file) throw new ApiError('invalid-response', 200, 'The confirmation carries no file');
  return file;
}
