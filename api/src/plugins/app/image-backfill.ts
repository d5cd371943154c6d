/**
 * Gives every stored raster picture that has no sizes yet its processed form (upright, stripped master and
 * sizes), one picture per transaction: safe to stop and run again, and a second run changes nothing.
 */
import { ImageRefusedError, processImage } from './image-processing';
import type { ImagesRepository } from './repositories/images-repository';

export interface BackfillReport {
  processed: number;
  /** Pictures that could not be read (left as they are, reported by id). */
  unreadable: Array<{ id: string; reason: string }>;
}

const NO_ID = '00000000-0000-0000-0000-000000000000';

export async function backfillImages(
  images: ImagesRepository,
  onProgress: (id: string, done: number) => void = () => {},
  batch = 20,
): Promise<BackfillReport> {
  const report: BackfillReport = { processed: 0, unreadable: [] };
  let after = NO_ID;
  for (;;) {
    const pending = await images.unprocessedAfter(after, batch);
    if (pending.length === 0) return report;
    for (const image of pending) {
      after = image.id;
      try {
        const processed = await processImage(image.bytes);
        if (await images.replaceUnprocessed(image.id, processed)) report.processed++;
      } catch (error) {
        if (!(error instanceof ImageRefusedError)) throw error;
        report.unreadable.push({ id: image.id, reason: error.message });
      }
      onProgress(image.id, report.processed);
    }
  }
}
