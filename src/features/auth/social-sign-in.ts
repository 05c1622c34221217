// Sign-in with LINE (the spec's social provider): the state string and its nonce cookie are made
// here, and the visitor goes to the provider's authorization page. Browser only (a click).
import { currentHostname, documentCookieJar, socialSignInUrl, type SignInContext } from '../../lib/session';
import { fingerprint } from '../../utils/fingerprint';

export function startLineSignIn(authorizeUrl: string, context: SignInContext = 'sign-in'): void {
  const url = socialSignInUrl({
    context,
    provider: 'line',
    authorizeUrl,
    redirectUri: `${window.location.origin}/sign-in`,
    fingerprint: fingerprint(navigator.userAgent),
    cookies: documentCookieJar(),
    hostname: currentHostname(),
    secure: window.location.protocol === 'https:',
  });
  window.location.assign(url);
}
