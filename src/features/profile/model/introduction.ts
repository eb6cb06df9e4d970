/** The teacher introduction: what the form holds, its checks, and the host's refusals. */
import { htmlText } from '@/lib/html-text';
import { httpAddress } from '@/lib/http-address';

export interface Introduction {
  name: string;
  /** http(s) or a data:image URL; null when the host's is unusable (the avatar's initials show). */
  photoUrl: string | null;
  html: string;
  videoUrl: string | null;
  updatedAt: string | null;
}

/** What the editor holds (and the draft keeps): `photo` undefined = unchanged, '' = back to the default. */
export interface IntroductionForm {
  html: string;
  videoUrl: string;
  photo?: string;
}

export const MAX_INTRODUCTION_LENGTH = 20_000;
/** Longest side of an uploaded photo after resizing. */
export const PHOTO_MAX_SIDE = 320;
/** Files larger than this are refused before decoding. */
export const MAX_PHOTO_FILE_BYTES = 10 * 1024 * 1024;

/** The form's problems carry the host's refusal codes: one message per rule, whoever finds it. */
export type FormProblem = 'EMPTY_INTRODUCTION' | 'INTRODUCTION_TOO_LONG' | 'INVALID_VIDEO_URL';

export const isHttpUrl = (value: string): boolean => httpAddress(value) !== null;

/** An uploaded photo: a PNG, JPEG or WebP data URL (no SVG: it can carry script). */
export const isDataImage = (value: string): boolean => /^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/.test(value);

/** Only these may go into an <img src>: no javascript:, no SVG. */
export const isSafePhotoUrl = (value: string): boolean => isHttpUrl(value) || isDataImage(value);

/** The problems of the form, by field; an empty object means it can be saved. */
export function checkForm(form: IntroductionForm): Partial<Record<'html' | 'videoUrl', FormProblem>> {
  const problems: Partial<Record<'html' | 'videoUrl', FormProblem>> = {};
  if (htmlText(form.html) === '') problems.html = 'EMPTY_INTRODUCTION';
  else if (form.html.length > MAX_INTRODUCTION_LENGTH) problems.html = 'INTRODUCTION_TOO_LONG';
  const video = form.videoUrl.trim();
  if (video !== '' && !isHttpUrl(video)) problems.videoUrl = 'INVALID_VIDEO_URL';
  return problems;
}

/** The form a saved introduction starts from. */
export const formOf = (saved: Introduction): IntroductionForm => ({ html: saved.html, videoUrl: saved.videoUrl ?? '' });

export function isChanged(form: IntroductionForm, saved: Introduction): boolean {
  return form.html !== saved.html || form.videoUrl.trim() !== (saved.videoUrl ?? '') || form.photo !== undefined;
}

/** What the preview shows: the form as if it were saved. */
export function previewOf(form: IntroductionForm, saved: Introduction): Introduction {
  const video = form.videoUrl.trim();
  return {
    ...saved,
    html: form.html,
    videoUrl: isHttpUrl(video) ? video : null,
    photoUrl: form.photo === undefined ? saved.photoUrl : form.photo === '' ? null : form.photo,
  };
}

/** Scales (width, height) down to fit a square of `max`, keeping the aspect ratio; never scales up. */
export function fitWithin(width: number, height: number, max: number): { width: number; height: number } {
  if (!(width > 0 && height > 0)) return { width: 0, height: 0 };
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
