// @vitest-environment jsdom
// The request button on a profile fits its column in every wording of the bookThisPro experiment
// and language: "Ask this pro about availability" (variant C, English) is wider than a 360 px
// phone's column, and the button kit keeps a button's text on one line (white-space: nowrap), so
// the profile lets its button's text wrap and never grow wider than the column.
import { readFileSync } from 'node:fs';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

const profileCss = readFileSync('src/features/pro-profile/components/profile.css', 'utf8');
const buttonCss = readFileSync('src/components/ui/Button.module.css', 'utf8');

afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

/** The profile's column with the route's request button (RequestHost's classes), styled as the app. */
function profileWithButton(text: string) {
  const style = document.createElement('style');
  // The kit's `.button` class as CSS modules name it: the profile's rule must win over it.
  style.textContent = `${buttonCss}\n${profileCss}`;
  document.head.append(style);
  document.body.innerHTML = `<article class="pro-profile"><a class="button-primary request-button button primary large">${text}</a></article>`;
  return document.querySelector<HTMLAnchorElement>('a.request-button')!;
}

describe('the profile request button', () => {
  it('has a rule that lets its text wrap within the column', () => {
    const rule = /\.pro-profile \.request-button\s*\{[^}]*\}/.exec(profileCss)?.[0] ?? '';
    expect(rule).toContain('white-space: normal');
    expect(rule).toContain('max-width: 100%');
  });

  it.each(['Ask this pro about availability', 'Book this pro', 'このプロに空き状況を聞く'])(
    '"%s" wraps instead of keeping one line',
    (text) => {
      const button = profileWithButton(text);
      // Without the profile's rule the kit's nowrap applies (checked here so the test means something).
      expect(/\.button\s*\{[^}]*white-space: nowrap/.test(buttonCss)).toBe(true);
      const style = getComputedStyle(button);
      expect(style.whiteSpace).toBe('normal');
      expect(style.maxWidth).toBe('100%');
    },
  );
});
