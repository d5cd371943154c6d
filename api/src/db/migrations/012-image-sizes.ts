import type { Migration } from './migration';

/**
 * Resized copies of every picture. `images.widths` lists the WebP widths stored for it (NULL: not processed yet,
 * which the backfill looks for; SVG seed pictures stay NULL and are served as they are).
 */
export const imageSizes: Migration = {
  id: '012-image-sizes',
  sql: `
ALTER TABLE images ADD COLUMN width integer;
ALTER TABLE images ADD COLUMN height integer;
ALTER TABLE images ADD COLUMN widths integer[];

CREATE TABLE image_sizes (
  image_id uuid NOT NULL REFERENCES images (id) ON DELETE CASCADE,
  format text NOT NULL CHECK (format IN ('webp', 'jpeg')),
  label integer NOT NULL,
  width integer NOT NULL,
  height integer NOT NULL,
  bytes bytea NOT NULL,
  PRIMARY KEY (image_id, format, label)
);
`,
};
