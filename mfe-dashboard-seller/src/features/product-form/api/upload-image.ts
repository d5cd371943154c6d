/** POST {imageUploadUrl}?key={imageUploadKey}, multipart field `image`: the image host's contract. */
import { apiClient } from '@marketplace/shared/api-client';
import { getRuntimeSettings } from '@marketplace/shared/event-bus';
import type { ImageUploadResponse } from '@marketplace/shared/types';
import { useMutation } from '@tanstack/react-query';

/** Uploads a picture and resolves its public URL; rejects when the host refuses it. */
export async function uploadImage(file: File): Promise<string> {
  const { imageUploadUrl, imageUploadKey } = getRuntimeSettings();
  const body = new FormData();
  body.append('image', file);
  const { data } = await apiClient.post<ImageUploadResponse>(imageUploadUrl, body, {
    params: { key: imageUploadKey },
    // The image host may be a third party: it gets the upload key, never the user's access token.
    headers: { Authorization: false },
  });
  if (!data.success) throw new Error(data.message || 'the image host did not accept the picture');
  return data.data.url;
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
