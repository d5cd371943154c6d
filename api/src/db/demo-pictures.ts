/** Small SVG illustrations for the demo seed (stored as image/svg+xml; uploads never accept SVG). */

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

const FURNITURE: Record<number, (color: string) => string> = {
  // Bed: headboard, mattress, pillow, legs
  1: (c) => `
    <rect x="70" y="90" width="24" height="110" rx="6" fill="${c}"/>
    <rect x="90" y="140" width="250" height="40" rx="8" fill="${c}"/>
    <rect x="94" y="122" width="240" height="22" rx="8" fill="#f4f1ea"/>
    <rect x="100" y="108" width="60" height="20" rx="8" fill="#ffffff"/>
    <rect x="96" y="180" width="12" height="24" fill="#5b4636"/><rect x="322" y="180" width="12" height="24" fill="#5b4636"/>`,
  // Kitchen cabinet: body, doors, handles, counter
  2: (c) => `
    <rect x="90" y="70" width="220" height="14" rx="3" fill="#d9d4cc"/>
    <rect x="100" y="84" width="200" height="116" rx="6" fill="${c}"/>
    <rect x="112" y="96" width="84" height="92" rx="4" fill="#ffffff" opacity="0.25"/>
    <rect x="204" y="96" width="84" height="92" rx="4" fill="#ffffff" opacity="0.25"/>
    <circle cx="186" cy="142" r="5" fill="#3b3b3b"/><circle cx="214" cy="142" r="5" fill="#3b3b3b"/>`,
  // Dining table with two chairs
  3: (c) => `
    <rect x="120" y="110" width="160" height="14" rx="4" fill="${c}"/>
    <rect x="134" y="124" width="10" height="76" fill="${c}"/><rect x="256" y="124" width="10" height="76" fill="${c}"/>
    <rect x="66" y="80" width="10" height="120" fill="#5b4636"/><rect x="66" y="140" width="44" height="10" fill="#5b4636"/>
    <rect x="100" y="150" width="8" height="50" fill="#5b4636"/>
    <rect x="324" y="80" width="10" height="120" fill="#5b4636"/><rect x="290" y="140" width="44" height="10" fill="#5b4636"/>
    <rect x="292" y="150" width="8" height="50" fill="#5b4636"/>`,
};

export function productPicture(categoryId: number, name: string, hue: number): Buffer {
  const color = `hsl(${hue % 360}, 45%, 45%)`;
  const drawing = FURNITURE[categoryId] ?? FURNITURE[1]!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300">
  <rect width="400" height="300" fill="hsl(${hue % 360}, 40%, 92%)"/>
  <rect x="0" y="204" width="400" height="96" fill="hsl(${hue % 360}, 25%, 82%)"/>${drawing(color)}
  <text x="200" y="258" font-family="Helvetica, Arial, sans-serif" font-size="20" text-anchor="middle" fill="#2d2d2d">${escapeXml(name)}</text>
</svg>`;
  return Buffer.from(svg, 'utf8');
}

export function avatarPicture(name: string, hue: number): Buffer {
  const initials = name
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128">
  <circle cx="64" cy="64" r="64" fill="hsl(${hue % 360}, 50%, 50%)"/>
  <text x="64" y="78" font-family="Helvetica, Arial, sans-serif" font-size="44" text-anchor="middle" fill="#ffffff">${escapeXml(initials)}</text>
</svg>`;
  return Buffer.from(svg, 'utf8');
}
