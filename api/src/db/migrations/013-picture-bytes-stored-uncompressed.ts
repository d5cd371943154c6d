import type { Migration } from './migration';

/**
 * Picture bytes are JPEG, PNG or WebP, already compressed: PostgreSQL's own compression (pglz) of such values
 * saves nothing and costs CPU on every write. On PGlite that CPU is the API's own thread, so every other
 * request waits while a picture is compressed for nothing (docs/measured-figures.md). EXTERNAL keeps them out of line, uncompressed.
 * Rows written before keep their storage; new writes take the new setting.
 */
export const pictureBytesStoredUncompressed: Migration = {
  id: '013-picture-bytes-stored-uncompressed',
  sql: `
ALTER TABLE images ALTER COLUMN bytes SET STORAGE EXTERNAL;
ALTER TABLE image_sizes ALTER COLUMN bytes SET STORAGE EXTERNAL;
`,
};
