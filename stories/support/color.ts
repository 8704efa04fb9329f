/**
 * Test helpers for play functions: turn any CSS colour the browser computes (rgb, oklch, color-mix…)
 * into sRGB channels by painting it on a 1×1 canvas, so assertions do not depend on colour syntax.
 */
export function toRgb(color: string): [number, number, number] {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 1;
  const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
  ctx.fillStyle = '#000';
  ctx.fillStyle = color;
  ctx.fillRect(0, 0, 1, 1);
  const [r = 0, g = 0, b = 0] = ctx.getImageData(0, 0, 1, 1).data;
  return [r, g, b];
}

/** Relative luminance (WCAG 2) of a CSS colour, 0 (black) … 1 (white). */
export function luminance(color: string): number {
  const [r, g, b] = toRgb(color).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Luminance of the computed text colour of an element. */
export function textLuminance(el: Element): number {
  return luminance(getComputedStyle(el).color);
}
