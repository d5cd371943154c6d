/**
 * A photo as a phone stores it, made at test time with sharp for the API's image tests, the browser journeys
 * and the bench: landscape pixels (4032 x 3024 by default) with EXIF orientation 6 (rotate 90 degrees
 * clockwise to show), a GPS position and a camera make. The stored pixels' top-left quarter is red and the
 * rest blue, so once upright the red quarter is top-right.
 */
const sharp = require('sharp');

const GPS = { latitude: [48, 51, 24], longitude: [2, 21, 0] };

async function phonePhoto(width = 4032, height = 3024, quality = 90) {
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
  return sharp(raw, { raw: { ...small, channels: 3 } })
    .resize(width, height, { kernel: 'nearest' })
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

module.exports = { GPS, phonePhoto };
