import { useCallback, useEffect, useReducer, useRef } from 'react';
import { isApiError } from '@/lib/http/api-error';
import { uploadFile } from '../actions/upload-file';
import { fileProblem } from '../model/file-rules';
import type { UploadedFile } from '@/entities/submissions/model/submission';
import { type UploadItem, uploadReducer } from '../model/upload-machine';

/**
 * Runs the upload state machine: every queued file is sent (three steps) as soon as it is queued,
 * a failed one is queued again by retry, a removed one is aborted. The File objects stay here,
 * beside the pure state, so a retry can send the same bytes again.
 */
export function useUploads(initialFiles: UploadedFile[]) {
  const [items, dispatch] = useReducer(uploadReducer, initialFiles, (files) => uploadReducer([], { type: 'restore', files }));
  const files = useRef(new Map<string, File>());
  const running = useRef(new Map<string, AbortController>());

  useEffect(() => {
    for (const item of items) {
      const file = files.current.get(item.key);
      if (item.status !== 'queued' || !file || running.current.has(item.key)) continue;
      const { key } = item;
      const controller = new AbortController();
      running.current.set(key, controller);
      dispatch({ type: 'start', key });
      uploadFile(file, (loaded, total) => dispatch({ type: 'progress', key, loaded, total }), controller.signal)
        .then((uploaded) => dispatch({ type: 'succeed', key, file: uploaded }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          dispatch({ type: 'fail', key, problem: isApiError(error) ? (error.code ?? error.kind) : 'unknown' });
        })
        .finally(() => {
          if (running.current.get(key) === controller) running.current.delete(key);
        });
    }
  }, [items]);

  // Leaving the form stops what is still being sent.
  useEffect(() => {
    const inFlight = running.current;
    return () => {
      inFlight.forEach((controller) => controller.abort());
      inFlight.clear();
    };
  }, []);

  const add = useCallback((picked: readonly File[]) => {
    for (const file of picked) {
      const key = crypto.randomUUID();
      files.current.set(key, file);
      dispatch({ type: 'add', key, name: file.name, size: file.size, problem: fileProblem(file.name, file.size) });
    }
  }, []);

  const retry = useCallback((key: string) => dispatch({ type: 'retry', key }), []);

  const remove = useCallback((key: string) => {
    running.current.get(key)?.abort();
    running.current.delete(key);
    files.current.delete(key);
    dispatch({ type: 'remove', key });
  }, []);

  return { items: items as readonly UploadItem[], add, retry, remove };
}
