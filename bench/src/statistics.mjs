/**
 * The few statistics the bench's figures use. A module of its own, without support.mjs's e2e helpers, so the
 * load generator and its tests can use it too.
 */

export function round(value, digits = 0) {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The value at quantile `q` of ascending `sorted` (nearest rank). */
export function quantile(sorted, q) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/** Peak signal-to-noise ratio in dB of two images' raw 8-bit samples of the same length (Infinity if equal). */
export function psnr(reference, other) {
  if (reference.length !== other.length) throw new Error('psnr: the images differ in size');
  let squares = 0;
  for (let i = 0; i < reference.length; i++) squares += (reference[i] - other[i]) ** 2;
  if (squares === 0) return Infinity;
  return 10 * Math.log10((255 * 255) / (squares / reference.length));
}
