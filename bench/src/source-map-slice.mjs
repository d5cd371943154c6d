/** The generated text a source map attributes to some of its sources: what those sources weigh in a bundle. */

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** One source map segment's fields (Base64 VLQ, relative values). */
export function decodeSegment(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/**
 * The generated text of `code` that its source map attributes to sources matching `wanted`: each mapped
 * segment runs to the next segment of its line.
 */
export function textFromSources(code, map, wanted) {
  const lines = code.split('\n');
  const pieces = [];
  let source = 0;
  map.mappings.split(';').forEach((mappings, lineIndex) => {
    const line = lines[lineIndex] ?? '';
    let column = 0;
    const segments = mappings ? mappings.split(',').map(decodeSegment) : [];
    const starts = [];
    for (const fields of segments) {
      column += fields[0];
      if (fields.length >= 4) source += fields[1];
      starts.push({ column, source: fields.length >= 4 ? source : null });
      // The remaining fields (original line, column, name) are relative too but not needed here.
    }
    starts.forEach((start, index) => {
      const end = starts[index + 1]?.column ?? line.length;
      const file = start.source === null ? null : map.sources[start.source];
      if (file && wanted.test(file)) pieces.push(line.slice(start.column, end));
    });
  });
  return pieces.join('');
}
