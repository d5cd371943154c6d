import { decodeSegment, textFromSources } from './source-map-slice.mjs';

describe("telemetry's bytes through a source map", () => {
  it('decodes Base64 VLQ fields, negative and multi-digit ones included', () => {
    expect(decodeSegment('AAAA')).toEqual([0, 0, 0, 0]);
    expect(decodeSegment('KACD')).toEqual([5, 0, 1, -1]);
    expect(decodeSegment('gBAAA')).toEqual([16, 0, 0, 0]);
  });

  it('takes the generated text of the wanted sources only, each segment up to the next', () => {
    // Line 1: 'aaa' from a.ts at column 0, 'bbb' from b.ts at column 3; line 2: 'ccc' from a.ts.
    const code = 'aaabbb\nccc';
    const map = {
      sources: ['webpack://shell/./src/a.ts', 'webpack://shell/./src/telemetry/b.ts'],
      mappings: 'AAAA,GCAA;ADCA',
    };
    expect(textFromSources(code, map, /src\/telemetry\//)).toBe('bbb');
    expect(textFromSources(code, map, /src\/a\.ts/)).toBe('aaaccc');
  });
});
