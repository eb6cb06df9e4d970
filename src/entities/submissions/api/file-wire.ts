/** Wire shapes of homework files: the upload steps and the submissions answer read them alike. */
import { z } from 'zod/mini';
import { onFirstUse } from '@/lib/http/on-first-use';
import { wireId, wireNumber, wireText } from '@/lib/http/wire';
import type { UploadedFile } from '../model/submission';

export const fileWire = onFirstUse(() => {
  /** A file record; the submissions answer lists an assignment's files in the same shape. */
  const uploadedFile = z.pipe(
    z.object({ id: wireId, display_name: wireText, size: wireNumber, content_type: wireText }),
    z.transform((f): UploadedFile => ({ id: f.id, name: f.display_name, size: f.size, contentType: f.content_type })),
  );

  /** Only an absolute http(s) address: the file goes there, so "javascript:" or a relative path is refused. */
  const httpUrl = z.string().check(
    z.refine((raw) => {
      try {
        return ['http:', 'https:'].includes(new URL(raw).protocol);
      } catch {
        return false;
      }
    }, 'not an http(s) URL'),
  );

  return { uploadedFile, httpUrl };
});
