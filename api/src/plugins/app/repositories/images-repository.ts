import type { Database, SqlExecutor } from '../../../db/driver';
import type { ProcessedImage } from '../image-processing';

export interface StoredImage {
  contentType: string;
  bytes: Buffer;
  /** WebP widths stored for it; null until processed (SVG seed pictures never are). */
  widths: number[] | null;
}

export interface StoredSize {
  contentType: 'image/webp' | 'image/jpeg';
  bytes: Buffer;
}

/**
 * Picture bytes travel to and from SQL as base64 text (decode/encode in the statement). PGlite runs on the API's
 * own thread and converts a bytea parameter or result byte by byte in JavaScript: a picture held every other
 * request about ten times longer that way than as base64 (docs/measured-figures.md). pg takes either at the same cost.
 */
const toBase64 = (bytes: Buffer) => bytes.toString('base64');
const fromBase64 = (text: string) => Buffer.from(text, 'base64');

async function insertSizes(tx: SqlExecutor, id: string, image: ProcessedImage): Promise<void> {
  for (const size of image.sizes) {
    await tx.query(
      `INSERT INTO image_sizes (image_id, format, label, width, height, bytes) VALUES ($1, $2, $3, $4, $5, decode($6, 'base64'))
       ON CONFLICT (image_id, format, label) DO NOTHING`,
      [id, size.format, size.label, size.width, size.height, toBase64(size.bytes)],
    );
  }
}

/** Image bytes live in the database so several API instances can serve them. */
export class ImagesRepository {
  constructor(private readonly db: Database) {}

  /** Stores a processed upload (its stripped master and every size) in one transaction. */
  async insertProcessed(image: ProcessedImage): Promise<string> {
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `INSERT INTO images (content_type, byte_size, bytes, width, height, widths)
         VALUES ($1, $2, decode($3, 'base64'), $4, $5, $6) RETURNING id`,
        [
          image.master.contentType,
          image.master.bytes.length,
          toBase64(image.master.bytes),
          image.width,
          image.height,
          image.widths,
        ],
      );
      const id = rows[0]!.id;
      await insertSizes(tx, id, image);
      return id;
    });
  }

  /**
   * Replaces a stored picture that was never processed by its processed form. False when it was processed
   * meanwhile (another backfill) or is gone.
   */
  async replaceUnprocessed(id: string, image: ProcessedImage): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const { rowCount } = await tx.query(
        `UPDATE images SET content_type = $2, byte_size = $3, bytes = decode($4, 'base64'), width = $5, height = $6, widths = $7
         WHERE id = $1 AND widths IS NULL`,
        [
          id,
          image.master.contentType,
          image.master.bytes.length,
          toBase64(image.master.bytes),
          image.width,
          image.height,
          image.widths,
        ],
      );
      if (rowCount === 0) return false;
      await insertSizes(tx, id, image);
      return true;
    });
  }

  /** Up to `batch` raster pictures not processed yet, after `afterId` in id order (the backfill's cursor). */
  async unprocessedAfter(
    afterId: string,
    batch: number,
  ): Promise<Array<{ id: string; contentType: string; bytes: Buffer }>> {
    const { rows } = await this.db.query<{ id: string; content_type: string; bytes: string }>(
      `SELECT id, content_type, encode(bytes, 'base64') AS bytes FROM images
       WHERE widths IS NULL AND content_type <> 'image/svg+xml' AND id > $1::uuid
       ORDER BY id LIMIT $2`,
      [afterId, batch],
    );
    return rows.map((row) => ({ id: row.id, contentType: row.content_type, bytes: fromBase64(row.bytes) }));
  }

  /**
   * The stored size for a URL's width: that label, or the largest below it when the picture is too small for
   * it (so one list of widths fits every picture). Null when the picture has no sizes.
   */
  async findSize(id: string, format: 'webp' | 'jpeg', label: number): Promise<StoredSize | null> {
    const { rows } = await this.db.query<{ bytes: string }>(
      `SELECT encode(bytes, 'base64') AS bytes FROM image_sizes WHERE image_id = $1 AND format = $2 AND label <= $3
       ORDER BY label DESC LIMIT 1`,
      [id, format, label],
    );
    const row = rows[0];
    if (!row) return null;
    return { contentType: format === 'webp' ? 'image/webp' : 'image/jpeg', bytes: fromBase64(row.bytes) };
  }

  async insert(bytes: Buffer, contentType: string): Promise<string> {
    const { rows } = await this.db.query<{ id: string }>(
      "INSERT INTO images (content_type, byte_size, bytes) VALUES ($1, $2, decode($3, 'base64')) RETURNING id",
      [contentType, bytes.length, toBase64(bytes)],
    );
    return rows[0]!.id;
  }

  /**
   * Deletes up to `batch` images older than `graceMs` that no product (picture or pictures), no booking's copy
   * and no user's picture names by its URL (`urlPrefix` + id): uploads nobody used. Answers how many went.
   */
  async sweepUnreferenced(urlPrefix: string, graceMs: number, batch = 500): Promise<number> {
    const { rowCount } = await this.db.query(
      `DELETE FROM images WHERE id IN (
         SELECT i.id FROM images i
         WHERE i.created_at < clock_timestamp() - make_interval(secs => $2::float8 / 1000)
           AND NOT EXISTS (SELECT 1 FROM products p
                           WHERE p.picture = $1 || i.id::text OR ($1 || i.id::text) = ANY(p.pictures))
           AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.img = $1 || i.id::text)
           AND NOT EXISTS (SELECT 1 FROM users u WHERE u.img = $1 || i.id::text)
         LIMIT $3)`,
      [urlPrefix, graceMs, batch],
    );
    return rowCount;
  }

  /** Which of these ids are stored images. */
  async existing(ids: readonly string[]): Promise<Set<string>> {
    const { rows } = await this.db.query<{ id: string }>('SELECT id FROM images WHERE id = ANY($1::uuid[])', [
      ids,
    ]);
    return new Set(rows.map((row) => row.id));
  }

  async findById(id: string): Promise<StoredImage | null> {
    const { rows } = await this.db.query<{
      content_type: string;
      bytes: string;
      widths: number[] | null;
    }>("SELECT content_type, encode(bytes, 'base64') AS bytes, widths FROM images WHERE id = $1", [id]);
    const row = rows[0];
    if (!row) return null;
    return { contentType: row.content_type, bytes: fromBase64(row.bytes), widths: row.widths };
  }
}
