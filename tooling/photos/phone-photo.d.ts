/** Types of phone-photo.js: a phone's JPEG with EXIF orientation 6 and GPS, made with sharp. */
export const GPS: { latitude: [number, number, number]; longitude: [number, number, number] };
export function phonePhoto(width?: number, height?: number, quality?: number): Promise<Buffer>;
