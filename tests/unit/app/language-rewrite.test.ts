// English under /en: the router sees one route tree with a `lang` search parameter.
import { describe, expect, it } from 'vitest';
import { languageRewrite } from '../../../src/app/language-rewrite';

const input = (href: string) => {
  const url = new URL(href, 'http://localhost');
  const result = languageRewrite.input?.({ url });
  return result === undefined ? undefined : new URL(String(result)).href.replace('http://localhost', '');
};
const output = (href: string) => {
  const url = new URL(href, 'http://localhost');
  const result = languageRewrite.output?.({ url });
  return result === undefined ? undefined : new URL(String(result)).href.replace('http://localhost', '');
};

describe('language rewrite', () => {
  it.each([
    ['/en', '/?lang=en'],
    ['/en/', '/?lang=en'],
    ['/en/start', '/start?lang=en'],
    ['/en/home/cleaning?page=2', '/home/cleaning?page=2&lang=en'],
    ['/start', undefined],
    ['/english/start', undefined],
    ['/start?lang=en', '/start'],
  ])('reads %s as %s', (href, expected) => {
    expect(input(href)).toBe(expected);
  });

  it.each([
    ['/start?lang=en', '/en/start'],
    ['/?lang=en', '/en'],
    ['/home/cleaning?page=2&lang=en', '/en/home/cleaning?page=2'],
    ['/start', undefined],
    ['/start?lang=ja', '/start'],
  ])('writes %s as %s', (href, expected) => {
    expect(output(href)).toBe(expected);
  });
});
