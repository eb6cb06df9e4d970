import { z } from 'zod/mini';
import { ApiError } from '@/lib/http/api-error';
import { onFirstUse } from '@/lib/http/on-first-use';
import { apiRequest, assertSuccess } from '@/lib/http/request';
import { successEnvelope, wireId } from '@/lib/http/wire';
import { fileWire } from '@/entities/submissions/api/file-wire';

export const schemas = onFirstUse(() => {
  const { httpUrl } = fileWire();
  const answer = z.extend(successEnvelope, {
    file_id: z.optional(wireId),
    upload_url: z.optional(httpUrl),
    upload_params: z.optional(z.record(z.string(), z.coerce.string())),
  });

  return { httpUrl, answer };
});

export interface UploadSlot {
  fileId: number;
  uploadUrl: string;
  uploadParams: Record<string, string>;
}

/** Step 1 of 3: POST /api/v1/alg_homework/files asks for an upload slot (refused for files model/file-rules.ts refuses). */
export async function requestUploadSlot(file: { name: string; size: number; type: string }, signal?: AbortSignal): Promise<UploadSlot> {
  const json = { name: file.name, size: file.size, content_type: file.type };
  const slot = assertSuccess(await apiRequest('api/v1/alg_homework/files', schemas().answer, { method: 'post', json, signal }));
  if (slot.file_id === undefined || slot.upload_url === undefined) {
    throw new ApiError('invalid-response', 200, 'The upload slot has no file id or address');
  }
  return { fileId: slot.file_id, uploadUrl: slot.upload_url, uploadParams: slot.upload_params ?? {} };
}
