// The design tokens' text colours meet WCAG AA (4.5:1) on every background they are used on; the
// check reads src/app/tokens.css itself, so a changed colour is checked as it is written.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../helpers/spec';

const css = readFileSync(path.join(repoRoot, 'src/app/tokens.css'), 'utf8');
const rootBlock = /:root\s*\{([\s\S]*?)\n\}/.exec(css)?.[1] ?? '';

function token(name: string): string {
  const value = new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{6});`).exec(rootBlock)?.[1];
  if (!value) throw new Error(`--${name} is not a six-digit hex colour in :root`);
  return value;
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const TEXT = ['color-text', 'color-text-muted', 'color-link', 'color-danger', 'color-success'];
const BACKGROUNDS = ['color-bg', 'color-surface-alt', 'color-primary-soft', 'color-notice'];

describe('design tokens', () => {
  it('computes contrast as WCAG does (black on white is 21:1, grey #777 on white about 4.48:1)', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  for (const text of TEXT)
    for (const background of BACKGROUNDS)
      it(`--${text} on --${background} is at least 4.5:1`, () => {
        expect(contrast(token(text), token(background))).toBeGreaterThanOrEqual(4.5);
      });

  it('text on the primary colour (buttons) is at least 4.5:1, hovered too', () => {
    expect(contrast(token('color-text-on-primary'), token('color-primary'))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(token('color-text-on-primary'), token('color-primary-hover'))).toBeGreaterThanOrEqual(
      4.5,
    );
  });

  it('the unread count (white on the unread colour) is at least 4.5:1', () => {
    expect(contrast(token('color-text-on-primary'), token('color-unread'))).toBeGreaterThanOrEqual(4.5);
  });

  it('the unread dot and the focus ring stand out from the page (3:1, non-text)', () => {
    expect(contrast(token('color-unread'), token('color-bg'))).toBeGreaterThanOrEqual(3);
    expect(contrast(token('color-focus'), token('color-bg'))).toBeGreaterThanOrEqual(3);
  });
});
