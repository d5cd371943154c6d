/** The report's Markdown: kilobytes, met or missed, and tables. */
import { round } from './support.mjs';

export const kb = (bytes) => round(bytes / 1024, 1);
export const mark = (ok) => (ok ? 'met' : '**missed**');

export function table(header, rows) {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
}
