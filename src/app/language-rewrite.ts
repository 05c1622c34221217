// English lives under /en, Japanese (the default) at the root. The router sees one route tree: the /en prefix is
// moved into a `lang=en` search parameter on the way in and back into the path on the way out,
// so every route exists once and links keep the language (the root retains `lang`).
import type { LocationRewrite } from '@tanstack/react-router';

const EN_PREFIX = /^\/en(?=\/|$)/;

export const languageRewrite: LocationRewrite = {
  input: ({ url }) => {
    if (!EN_PREFIX.test(url.pathname)) {
      // A stray ?lang= on a Japanese URL is not a language switch.
      if (url.searchParams.has('lang')) {
        url.searchParams.delete('lang');
        return url;
      }
      return undefined;
    }
    url.pathname = url.pathname.replace(EN_PREFIX, '') || '/';
    url.searchParams.set('lang', 'en');
    return url;
  },
  output: ({ url }) => {
    if (url.searchParams.get('lang') !== 'en') {
      if (!url.searchParams.has('lang')) return undefined;
      url.searchParams.delete('lang');
      return url;
    }
    url.searchParams.delete('lang');
    url.pathname = url.pathname === '/' ? '/en' : `/en${url.pathname}`;
    return url;
  },
};
