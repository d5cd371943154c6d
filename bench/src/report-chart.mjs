/** Horizontal bar groups, one panel per measurement, in plain SVG (no dependency). */
export function chart(panels) {
  const width = 760;
  const barHeight = 16;
  const labelWidth = 230;
  let y = 20;
  const parts = [];
  for (const panel of panels) {
    parts.push(`<text x="10" y="${y}" font-weight="bold">${panel.title}</text>`);
    y += 12;
    const max = Math.max(...panel.bars.map((b) => b.value), panel.limit ?? 0) || 1;
    const scale = (width - labelWidth - 90) / max;
    for (const bar of panel.bars) {
      parts.push(`<text x="10" y="${y + 12}">${bar.label}</text>`);
      parts.push(
        `<rect x="${labelWidth}" y="${y}" width="${Math.max(1, bar.value * scale)}" height="${barHeight - 3}" fill="${bar.color}"/>`,
      );
      parts.push(`<text x="${labelWidth + bar.value * scale + 5}" y="${y + 12}">${bar.text}</text>`);
      y += barHeight;
    }
    if (panel.limit) {
      const x = labelWidth + panel.limit * scale;
      parts.push(
        `<line x1="${x}" x2="${x}" y1="${y - barHeight * panel.bars.length - 2}" y2="${y}" stroke="#c00" stroke-dasharray="4 3"/>`,
      );
      parts.push(`<text x="${x + 3}" y="${y + 10}" fill="#c00">${panel.limitLabel}</text>`);
      y += 12;
    }
    y += 22;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${y}" font-family="sans-serif" font-size="12">\n<rect width="100%" height="100%" fill="#fff"/>\n${parts.join('\n')}\n</svg>\n`;
}
