import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ICON_SOURCE, renderIcon } from './app-worker';

const svg = readFileSync(ICON_SOURCE, 'utf8');
/** A PNG's width and height, from its IHDR chunk. */
const pngSize = (png: Uint8Array) => {
  const view = new DataView(png.buffer, png.byteOffset);
  return [view.getUint32(16), view.getUint32(20)];
};
const alphaAt = (rgba: Uint8Array, size: number, x: number, y: number) => rgba[(y * size + x) * 4 + 3];

describe('app icons drawn from the one source image', () => {
  it.each([192, 512, 180])('a %i px PNG', async (size) => {
    const { png } = await renderIcon(svg, size, 'any');
    expect([...png.slice(1, 4)].map((code) => String.fromCharCode(code)).join('')).toBe('PNG');
    expect(pngSize(png)).toEqual([size, size]);
  });

  it('maskable: full bleed to the corner; any: rounded corners, transparent outside', async () => {
    const maskable = await renderIcon(svg, 192, 'maskable');
    const any = await renderIcon(svg, 192, 'any');
    expect(alphaAt(maskable.rgba, 192, 0, 0)).toBe(255);
    expect(alphaAt(any.rgba, 192, 0, 0)).toBe(0);
    expect(alphaAt(any.rgba, 192, 96, 0)).toBe(255); // the middle of an edge is inside the rounded square
  });
});
