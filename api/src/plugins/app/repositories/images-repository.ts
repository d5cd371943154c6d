import type { SqlExecutor } from '../../../db/driver';

export interface StoredImage {
  contentType: string;
  bytes: Buffer;
}

/** Image bytes live in the database so several API instances can serve them. */
export class ImagesRepository {
  constructor(private readonly db: SqlExecutor) {}

  async insert(bytes: Buffer, contentType: string): Promise<string> {
    const { rows } = await this.db.query<{ id: string }>(
      'INSERT INTO images (content_type, byte_size, bytes) VALUES ($1, $2, $3) RETURNING id',
      [contentType, bytes.length, bytes],
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
    const { rows } = await this.db.query<{ content_type: string; bytes: Uint8Array }>(
      'SELECT content_type, bytes FROM images WHERE id = $1',
      [id],
    );
    const row = rows[0];
    if (!row) return null;
    // pg returns a Buffer, PGlite a Uint8Array.
    const bytes = Buffer.isBuffer(row.bytes)
      ? row.bytes
      : Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength);
    return { contentType: row.content_type, bytes };
  }
}
