import {
  type UploadProgress as Progress,
  uploadImage,
  uploadPercent,
} from '@marketplace/shared/upload-image';
import type { PictureEntry } from './product-form-values';

/** The URLs of `entries` in order: the chosen files uploaded at once, each one only once (kept in `uploaded`). */
export async function uploadPictures(
  entries: PictureEntry[],
  uploaded: Map<string, string>,
  onPercent: (percent: number) => void,
): Promise<string[]> {
  const pending = entries.flatMap((entry) =>
    entry.kind === 'file' && !uploaded.has(entry.key) ? [entry] : [],
  );
  const progress = new Map<string, Progress>(
    pending.map((entry) => [entry.key, { loaded: 0, total: entry.file.size }]),
  );
  const report = () => {
    let loaded = 0;
    let total = 0;
    for (const part of progress.values()) {
      loaded += part.loaded;
      total += part.total;
    }
    onPercent(uploadPercent({ loaded, total }));
  };
  if (pending.length > 0) report();
  await Promise.all(
    pending.map(async (entry) => {
      const url = await uploadImage(entry.file, {
        onProgress: (part) => {
          progress.set(entry.key, part);
          report();
        },
      });
      uploaded.set(entry.key, url);
    }),
  );
  return entries.map((entry) => (entry.kind === 'url' ? entry.url : uploaded.get(entry.key)!));
}
