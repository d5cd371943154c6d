/**
 * Phone photos for the API's image tests, the browser journeys and the bench, made at test time with sharp,
 * and what a picture still says about itself once stored (its metadata, the EXIF parsed).
 */
const exifReader = require('exif-reader');
const sharp = require('sharp');

const GPS = { latitude: [48, 51, 24], longitude: [2, 21, 0] };

/** The same pseudo-random offsets in ±amplitude on every run from `seed` (a linear congruential generator). */
function seededOffsets(seed, amplitude) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return ((state >> 16) % (2 * amplitude + 1)) - amplitude;
  };
}

/** Sensor grain: every channel of every pixel moved by up to ±amplitude. */
function addGrain(raw, amplitude) {
  const offset = seededOffsets(12345, amplitude);
  for (let i = 0; i < raw.length; i++) raw[i] = Math.max(0, Math.min(255, raw[i] + offset()));
  return raw;
}

/**
 * Detail at several scales (3, 12 and 48 px), as a textured scene (fabric, wood) has: unlike sensor grain it
 * survives downscaling, so the smaller sizes weigh what a real photo's do. Each scale is a seeded random field
 * upscaled smoothly, ±amplitude.
 */
async function addDetail(raw, width, height, amplitude) {
  const offset = seededOffsets(777, amplitude);
  for (const scale of [3, 12, 48]) {
    const field = { width: Math.ceil(width / scale), height: Math.ceil(height / scale) };
    const values = Buffer.alloc(field.width * field.height * 3);
    for (let i = 0; i < values.length; i++) values[i] = 128 + offset();
    const smooth = await sharp(values, { raw: { ...field, channels: 3 } })
      .resize(width, height, { kernel: 'cubic' })
      .raw()
      .toBuffer();
    for (let i = 0; i < raw.length; i++) raw[i] = Math.max(0, Math.min(255, raw[i] + smooth[i] - 128));
  }
  return raw;
}

/**
 * A photo as a phone stores it: landscape pixels (4032 x 3024 by default) with EXIF orientation 6 (rotate 90
 * degrees clockwise to show), a GPS position and a camera make. The stored pixels' top-left quarter is red and
 * the rest blue, so once upright the red quarter is top-right. Flat colours compress to a few hundred KB; with
 * `grain` (a sensor's noise) the file is as large as a real phone's, about 4-5 MB; with `detail` (a textured
 * scene, about 2.5 MB) its downscaled sizes are as large as a real photo's too, where grain averages out.
 */
async function phonePhoto(width = 4032, height = 3024, quality = 90, { grain = false, detail = false } = {}) {
  const small = { width: 64, height: 48 };
  const raw = Buffer.alloc(small.width * small.height * 3);
  for (let y = 0; y < small.height; y++) {
    for (let x = 0; x < small.width; x++) {
      const i = (y * small.width + x) * 3;
      const red = x < small.width / 2 && y < small.height / 2;
      raw[i] = red ? 220 : 30 + (x % 8) * 4;
      raw[i + 1] = 40 + (y % 8) * 4;
      raw[i + 2] = red ? 40 : 200;
    }
  }
  const pixels = await sharp(raw, { raw: { ...small, channels: 3 } })
    .resize(width, height, { kernel: 'nearest' })
    .raw()
    .toBuffer();
  if (detail) await addDetail(pixels, width, height, 16);
  return sharp(grain ? addGrain(pixels, 24) : pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: `${GPS.latitude[0]}/1 ${GPS.latitude[1]}/1 ${GPS.latitude[2]}/1`,
        GPSLongitudeRef: 'E',
        GPSLongitude: `${GPS.longitude[0]}/1 ${GPS.longitude[1]}/1 ${GPS.longitude[2]}/1`,
      },
    })
    .toBuffer();
}

/** Everything a picture could still carry about where and how it was taken, read back and parsed. */
async function metadataOf(bytes) {
  const meta = await sharp(bytes).metadata();
  return {
    format: meta.format,
    width: meta.width,
    height: meta.height,
    orientation: meta.orientation,
    exif: meta.exif ? exifReader(meta.exif) : undefined,
    xmp: meta.xmp,
    iptc: meta.iptc,
    comments: meta.comments,
  };
}

module.exports = { GPS, metadataOf, phonePhoto };
