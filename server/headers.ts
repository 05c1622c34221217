// The security headers of every response. The Content-Security-Policy allows scripts by this
// response's nonce (the page's inline hydration data and its entry) and from this origin (the
// chunks the entry imports); never inline scripts without the nonce, never eval.

export interface CspSources {
  /** Origins the page calls besides its own (an API on another host, the error-report host). */
  connect?: string[];
  /** Script origins (reCAPTCHA, when configured). */
  script?: string[];
  /** Frame origins (reCAPTCHA's challenge). */
  frame?: string[];
  /** Where browsers report violations (`report-uri`). */
  reportUri?: string | undefined;
}

export function contentSecurityPolicy(nonce: string, sources: CspSources = {}): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", `'nonce-${nonce}'`, ...(sources.script ?? [])],
    // React and the router set style attributes; no style element is injected without the build.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', 'https:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...(sources.connect ?? [])],
    ['frame-src', ...(sources.frame?.length ? sources.frame : ["'none'"])],
    ['worker-src', "'self'", 'blob:'],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  if (sources.reportUri) directives.push(['report-uri', sources.reportUri]);
  return directives.map((directive) => directive.join(' ')).join('; ');
}

export function securityHeaders({
  nonce,
  https,
  sources,
}: {
  nonce: string;
  https: boolean;
  sources?: CspSources | undefined;
}): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(nonce, sources),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // Geolocation for the site itself only: the pro onboarding's area suggestion asks on a click.
    'permissions-policy':
      'camera=(), microphone=(), geolocation=(self), payment=(), usb=(), browsing-topics=()',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    // Only over HTTPS (directly or behind a proxy saying so): a plain-HTTP answer must not pin HTTPS.
    ...(https ? { 'strict-transport-security': 'max-age=63072000; includeSubDomains' } : {}),
  };
}
