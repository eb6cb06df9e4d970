/**
 * The files of a supplement exercise, each through the three-step upload (slot, send, confirm).
 * A pure reducer: the component runs the requests and reports what happened.
 *
 *   rejected (the file may not be uploaded; only removing it helps)
 *   queued -> uploading -> done
 *                      \-> failed -> (retry) queued
 */
import { type FileProblem, MAX_FILES } from './file-rules';
import type { UploadedFile } from '@/entities/submissions/model/submission';

export type UploadStatus = 'rejected' | 'queued' | 'uploading' | 'done' | 'failed';

export interface UploadItem {
  key: string;
  name: string;
  size: number;
  status: UploadStatus;
  /** 0..1 while uploading; 1 once done. */
  progress: number;
  file: UploadedFile | null;
  /** Why it was rejected or failed: a FileProblem, a host refusal code, or a transport failure. */
  problem: string | null;
}

export type UploadAction =
  | { type: 'add'; key: string; name: string; size: number; problem: FileProblem | null }
  | { type: 'start'; key: string }
  | { type: 'progress'; key: string; loaded: number; total: number }
  | { type: 'succeed'; key: string; file: UploadedFile }
  | { type: 'fail'; key: string; problem: string }
  | { type: 'retry'; key: string }
  | { type: 'remove'; key: string }
  /** Files confirmed before a reload, from the draft. */
  | { type: 'restore'; files: UploadedFile[] };

export const restoredKey = (file: UploadedFile) => `file-${file.id}`;

const update = (items: UploadItem[], key: string, from: UploadStatus, change: (item: UploadItem) => UploadItem): UploadItem[] =>
  items.map((item) => (item.key === key && item.status === from ? change(item) : item));

export function uploadReducer(items: UploadItem[], action: UploadAction): UploadItem[] {
  switch (action.type) {
    case 'add': {
      if (items.some((item) => item.key === action.key)) return items;
      const problem = action.problem ?? (items.length >= MAX_FILES ? 'TOO_MANY_FILES' : null);
      const status: UploadStatus = problem ? 'rejected' : 'queued';
      return [...items, { key: action.key, name: action.name, size: action.size, status, progress: 0, file: null, problem }];
    }
    case 'start':
      return update(items, action.key, 'queued', (item) => ({ ...item, status: 'uploading', progress: 0, problem: null }));
    case 'progress':
      if (!(action.total > 0)) return items;
      return update(items, action.key, 'uploading', (item) => ({
        ...item,
        // Never backwards within one attempt; the last byte sent is not yet "done" (confirm follows).
        progress: Math.max(item.progress, Math.min(0.99, Math.max(0, action.loaded / action.total))),
      }));
    case 'succeed':
      return update(items, action.key, 'uploading', (item) => ({ ...item, status: 'done', progress: 1, file: action.file }));
    case 'fail':
      return update(items, action.key, 'uploading', (item) => ({ ...item, status: 'failed', problem: action.problem }));
    case 'retry':
      return update(items, action.key, 'failed', (item) => ({ ...item, status: 'queued', progress: 0, problem: null }));
    case 'remove':
      return items.filter((item) => item.key !== action.key);
    case 'restore': {
      const known = new Set(items.map((item) => item.key));
      const restored = action.files
        .filter((file) => !known.has(restoredKey(file)))
        .map(
          (file): UploadItem => ({
            key: restoredKey(file),
            name: file.name,
            size: file.size,
            status: 'done',
            progress: 1,
            file,
            problem: null,
          }),
        );
      return restored.length === 0 ? items : [...restored, ...items];
    }
  }
}

/** What keeps the form from being submitted, most pressing first; null when every file is uploaded. */
export function uploadBlocker(items: readonly UploadItem[]): 'uploading' | 'failed' | 'rejected' | null {
  if (items.some((item) => item.status === 'uploading' || item.status === 'queued')) return 'uploading';
  if (items.some((item) => item.status === 'failed')) return 'failed';
  if (items.some((item) => item.status === 'rejected')) return 'rejected';
  return null;
}

export const uploadedFiles = (items: readonly UploadItem[]): UploadedFile[] =>
  items.flatMap((item) => (item.status === 'done' && item.file ? [item.file] : []));
