/**
 * POST /api/v1/alg_teachers/introduction (docs/api-contract.md): text, an optional video link and
 * an optional new photo, refusals in the contract's order.
 */
import { type Refusal, refusal, visibleText } from './refusal';

const MAX_HTML = 20_000;
/** A resized photo is a few dozen KB; this leaves room without letting the database grow without bound. */
export const MAX_PHOTO_LENGTH = 400_000;

/** What the request carries: `photo` absent keeps the current one, '' goes back to the default. */
export interface IntroductionRequest {
  html: string;
  video_url: string;
  photo?: string | undefined;
}

const isHttp = (value: string): boolean => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** PNG, JPEG or WebP as base64 (no SVG: it can carry script). */
const isPhotoData = (value: string): boolean => /^data:image\/(?:png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/.test(value);

export function introductionRefusal({ html, video_url: video, photo }: IntroductionRequest): Refusal | null {
  if (visibleText(html) === '') return refusal('EMPTY_INTRODUCTION', 'The introduction has no text.');
  if (html.length > MAX_HTML) return refusal('INTRODUCTION_TOO_LONG', `The introduction is longer than ${MAX_HTML} characters.`);
  if (video.trim() !== '' && !isHttp(video.trim())) return refusal('INVALID_VIDEO_URL', 'The video link must be an http(s) URL.');
  if (photo && (photo.length > MAX_PHOTO_LENGTH || !isPhotoData(photo))) {
    return refusal('INVALID_PHOTO', 'The photo must be a PNG, JPEG or WebP image of at most 300 KB.');
  }
  return null;
}
