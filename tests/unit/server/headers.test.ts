// The production server's security headers and its reading of the client build's manifest.
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from '../../../server/headers';
import { routerManifestFromVite } from '../../../server/manifest';
import { startAfterFirstPaint } from '../../../server/start-after-paint';

describe('security headers', () => {
  it('allows scripts from the site and by the nonce only', () => {
    const csp = contentSecurityPolicy('abc123');
    const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe("script-src 'self' 'nonce-abc123'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it('adds configured origins and the report address', () => {
    const csp = contentSecurityPolicy('n', {
      connect: ['https://api.example.jp'],
      reportUri: '/csp-reports',
    });
    expect(csp).toContain("connect-src 'self' https://api.example.jp");
    expect(csp).toContain('report-uri /csp-reports');
  });

  it('allows geolocation to the site itself only (the onboarding asks on a click), no camera or microphone', () => {
    const policy = securityHeaders({ nonce: 'n', https: false })['permissions-policy']?.split(', ');
    expect(policy).toEqual(expect.arrayContaining(['geolocation=(self)', 'camera=()', 'microphone=()']));
  });

  it('pins HTTPS only over HTTPS', () => {
    expect(securityHeaders({ nonce: 'n', https: false })).not.toHaveProperty('strict-transport-security');
    expect(securityHeaders({ nonce: 'n', https: true })['strict-transport-security']).toMatch(/max-age=\d+/);
  });
});

describe('the router manifest from Vite', () => {
  it('puts the entry, its static imports and its styles on the root route', () => {
    const manifest = routerManifestFromVite({
      'src/app/entry-client.tsx': {
        file: 'assets/entry-1.js',
        isEntry: true,
        imports: ['_framework', '_shared'],
        css: ['assets/entry-1.css'],
      },
      _framework: { file: 'assets/framework-2.js', imports: ['_shared'] },
      _shared: { file: 'assets/shared-3.js', css: ['assets/shared-3.css'] },
      'src/routes/lazy.tsx': { file: 'assets/lazy-4.js' },
    });
    expect(manifest.routes.__root__).toEqual({
      css: ['/assets/entry-1.css', '/assets/shared-3.css'],
      // The entry and its chunks are started by an inline script once the page has painted.
      scripts: [
        {
          attrs: {},
          children: startAfterFirstPaint('/assets/entry-1.js', [
            '/assets/framework-2.js',
            '/assets/shared-3.js',
          ]),
        },
      ],
    });
  });

  it('links the one stylesheet of a build without CSS code splitting', () => {
    const manifest = routerManifestFromVite({
      'src/app/entry-client.tsx': { file: 'assets/entry-1.js', isEntry: true },
      'style.css': { file: 'assets/style-5.css' },
    });
    expect(manifest.routes.__root__?.css).toEqual(['/assets/style-5.css']);
  });

  it('refuses a manifest without the client entry', () => {
    expect(() => routerManifestFromVite({})).toThrow(/no entry/);
  });
});
