/**
 * POST {imageUploadUrl}?key={imageUploadKey}, multipart field `image`: the image host's contract, for every
 * front end that uploads a picture (the sign-up picture, product pictures).
 */

import { apiClient } from '@marketplace/shared/api-client';
// The package's own names, not relative paths: a remote then consumes the shared event bus and API client
// instead of bundling copies of them (the federation e2e counts the copies).
import { getRuntimeSettings } from '@marketplace/shared/event-bus';
import type { AxiosProgressEvent } from 'axios';
import type { ImageUploadResponse } from '../types/api';
import { preparePicture } from './prepare-picture';

export interface UploadProgress {
  /** Bytes of the request body sent so far. */
  loaded: number;
  /** The request body's size in bytes (the file plus the multipart envelope). */
  total: number;
}

export interface UploadImageOptions {
  /** Called as the body goes out, from axios's `onUploadProgress`; the last call has loaded === total. */
  onProgress?: (progress: UploadProgress) => void;
}

/** Whole percent of an upload, 0 to 100. */
export function uploadPercent({ loaded, total }: UploadProgress): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.floor((loaded / total) * 100)));
}

/**
 * Whether the upload goes to our own API (the same origin as apiUrl): then it carries the user's access token, so
 * the upload quota counts per account; a third-party host gets the upload key only, never the token.
 */
function uploadsToOwnApi(imageUploadUrl: string, apiUrl: string): boolean {
  const base = globalThis.location?.href ?? 'http://localhost/';
  try {
    return new URL(imageUploadUrl, base).origin === new URL(apiUrl || base, base).origin;
  } catch {
    return false;
  }
}

/**
 * Uploads a picture (a large photo scaled down first: preparePicture) and resolves its public URL; rejects when
 * the browser cannot open it (UnreadablePictureError), or the host refuses it or cannot be reached.
 */
export async function uploadImage(chosen: File, options: UploadImageOptions = {}): Promise<string> {
  const { imageUploadUrl, imageUploadKey, apiUrl } = getRuntimeSettings();
  const file = await preparePicture(chosen);
  const body = new FormData();
  body.append('image', file);
  const { onProgress } = options;
  const { data } = await apiClient.post<ImageUploadResponse>(imageUploadUrl, body, {
    params: { key: imageUploadKey },
    headers: uploadsToOwnApi(imageUploadUrl, apiUrl) ? {} : { Authorization: false },
    // No progress events at all when nobody listens: axios then skips the upload listener.
    onUploadProgress: onProgress
      ? (event: AxiosProgressEvent) => {
          // Some transports do not know the total; the file's size is the best lower bound.
          const total = event.total ?? Math.max(event.loaded, file.size);
          onProgress({ loaded: event.loaded, total });
        }
      : undefined,
  });
  if (!data.success) throw new Error(data.message || 'The image host did not accept the picture.');
  return data.data.url;
}
