/** POST {imageUploadUrl}?key={imageUploadKey}, multipart field `image`: the image host's contract. */
import { apiClient } from '@marketplace/shared/api-client';
import { getRuntimeSettings } from '@marketplace/shared/event-bus';
import type { ImageUploadResponse } from '@marketplace/shared/types';

/** Uploads the profile picture and resolves its public URL; rejects when the host refuses it. */
export async function uploadImage(file: File): Promise<string> {
  const { imageUploadUrl, imageUploadKey } = getRuntimeSettings();
  const body = new FormData();
  body.append('image', file);
  const { data } = await apiClient.post<ImageUploadResponse>(imageUploadUrl, body, {
    params: { key: imageUploadKey },
    // The image host may be a third party: it gets the upload key, never the user's token.
    headers: { Authorization: false },
  });
  if (!data.success) throw new Error(data.message || 'The image host did not accept the picture.');
  return data.data.url;
}
