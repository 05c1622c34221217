// The sign-off list (npm run contract:assumptions) and the API reference (npm run docs, and the
// companion's /api-docs/) read the contract as it is.
import { describe, expect, it } from 'vitest';
import { apiDocsFiles } from '../../../mocks/api-docs';
import {
  assumptionsMarkdown,
  collectAssumptions,
  countByKind,
  KINDS,
} from '../../../scripts/contract-assumptions';
import { spec } from '../../helpers/spec';

describe('contract assumptions', () => {
  const assumptions = collectAssumptions(spec as unknown as Record<string, unknown>);

  it('lists the stricter-than-spec choices, each with what was assumed', () => {
    const where = assumptions.map((entry) => entry.where);
    for (const expected of [
      'schemas.AuthToken',
      'schemas.RequestPayload',
      'schemas.Notification',
      'schemas.CountResponse',
      'parameters.ProListDay (day)',
      'parameters.ProListSize (size)',
      'responses.BadRequest',
      'POST /auth/sign-in',
    ])
      expect(where).toContain(expected);
    expect(assumptions.filter((entry) => entry.what.length < 20)).toEqual([]);
  });

  it('writes one sign-off row per assumption, under its kind, with the counts per kind', () => {
    const markdown = assumptionsMarkdown(assumptions, 'the contract');
    expect(markdown.split('\n').filter((line) => line.startsWith('| ☐ |'))).toHaveLength(assumptions.length);
    const counts = countByKind(assumptions);
    for (const kind of KINDS) expect(markdown).toContain(`| ${kind} | ${counts[kind]} |`);
    for (const kind of ['field', 'enum', 'required', 'closed', 'wrapper', 'status'] as const)
      expect(counts[kind]).toBeGreaterThan(0);
  });

  it('reads each part of an object marker as its own kind, with what the contract says there', () => {
    const user = assumptions.filter((entry) => entry.where === 'schemas.User');
    expect(user.map((entry) => entry.kind).sort()).toEqual(['closed', 'required']);
    expect(user.find((entry) => entry.kind === 'required')?.what).toContain('(required: id, email,');
    const count = assumptions.find((entry) => entry.where === 'schemas.CountResponse');
    expect(count).toMatchObject({ kind: 'wrapper' });
    expect(count?.what).toContain('(fields: count)');
    expect(assumptions.find((entry) => entry.where === 'responses.NotFound')).toMatchObject({
      kind: 'status',
    });
    expect(assumptions.find((entry) => entry.where === 'responses.RateLimited')?.what).toMatch(
      /\(as 429 on \d+ operations: POST \/requests;/,
    );
    expect(assumptions.find((entry) => entry.where === 'schemas.ErrorCode')?.what).toContain(
      '"INVALID_CREDENTIALS"',
    );
  });
});

describe('API reference', () => {
  it('is one page that loads the bundled contract with Redoc, served from local files', () => {
    const files = apiDocsFiles();
    const page = String(files['index.html']!.body());
    expect(page).toContain('<redoc spec-url="openapi.json"');
    expect(page).toContain('<script src="redoc.standalone.js"></script>');
    expect(JSON.parse(String(files['openapi.json']!.body())).openapi).toBe('3.1.0');
    expect(files['redoc.standalone.js']!.body().length).toBeGreaterThan(100_000);
  });
});
