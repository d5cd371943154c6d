/** Uploads that no product, booking or user uses within 24 hours are deleted by the scheduled sweep; used ones stay. */
import { buildTestApp, createProduct, createUser, IMAGE_SAMPLES } from '../../../test/helpers';
import type { App } from '../../app';
import { UNUSED_UPLOAD_GRACE_MS } from './maintenance';

describe(`the unused-upload sweep (${process.env.TEST_DB})`, () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ maintenanceIntervalMs: 3_600_000 });
  }, 120_000);
  afterAll(() => app.close());

  const upload = () => app.imageStore.save(IMAGE_SAMPLES.png, 'image/png');
  const ageBy = (id: string, ms: number) =>
    app.db.query(
      `UPDATE images SET created_at = created_at - make_interval(secs => $2::float8 / 1000) WHERE id = $1`,
      [id, ms],
    );
  const exists = async (id: string) => (await app.imageStore.find(id)) !== null;

  it('deletes an unused upload older than 24 hours and keeps used or younger ones', async () => {
    const seller = await createUser(app, 'seller');
    const [unused, young, asPicture, inPictures, asAvatar] = await Promise.all([
      upload(),
      upload(),
      upload(),
      upload(),
      upload(),
    ]);
    const first = await upload();
    await createProduct(app, seller, { picture: asPicture.url });
    await createProduct(app, seller, { picture: first.url, pictures: [first.url, inPictures.url] });
    await app.db.query('UPDATE users SET img = $2 WHERE id = $1', [seller.id, asAvatar.url]);
    for (const image of [unused, asPicture, inPictures, asAvatar, first]) {
      await ageBy(image.id, UNUSED_UPLOAD_GRACE_MS + 60_000);
    }
    await ageBy(young.id, UNUSED_UPLOAD_GRACE_MS - 3_600_000);

    const round = await app.runMaintenance();
    expect(round.uploadsDeleted).toBe(1);
    expect(await exists(unused.id)).toBe(false);
    for (const kept of [young, asPicture, inPictures, asAvatar, first])
      expect(await exists(kept.id)).toBe(true);
  });
});
