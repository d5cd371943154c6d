import { backfillImages } from '../../plugins/app/image-backfill';
import { ImagesRepository } from '../../plugins/app/repositories/images-repository';
import { joinedTransaction } from '../driver';
import type { Migration } from './migration';

/**
 * Pictures stored before uploads were re-encoded still carry their EXIF (a phone's GPS position among it): every
 * deployment re-encodes them here, once, inside the migration's transaction, so no instance serves one after it.
 * Pictures that cannot be read are left as they are (as `npm run backfill-images` leaves them).
 */
export const storedPicturesStripped: Migration = {
  id: '015-stored-pictures-stripped',
  sql: '',
  run: async (tx, driver) => {
    await backfillImages(new ImagesRepository(joinedTransaction(tx, driver)));
  },
};
