// The contract's documentation rule (npm run lint:spec): the real contract has no gap, and each kind
// of gap in a planted document is found and named, with the figures lint:spec prints.
import { describe, expect, it } from 'vitest';
import { bundleSpec, type OpenApiDocument } from '../../../../scripts/lib/spec';
import { documentationFigures, documentationSummary } from '../../../../scripts/lib/spec-docs';

const planted = {
  openapi: '3.1.0',
  paths: {
    '/things/{id}': {
      parameters: [{ $ref: '#/components/parameters/Language' }],
      get: {
        operationId: 'getThing',
        parameters: [
          // A key without an example.
          { name: 'id', in: 'path', required: true, description: 'The id.', schema: { type: 'string' } },
          // No description (an enum needs no example).
          { name: 'format', in: 'query', schema: { type: 'string', enum: ['full'] } },
          // Described, with the example on its schema.
          {
            name: 'city',
            in: 'query',
            description: 'A city key.',
            schema: { type: 'string', examples: ['shibuya-ku'] },
          },
          // A number needs no example.
          { name: 'page', in: 'query', description: 'The page.', schema: { type: 'integer' } },
        ],
      },
      // No description at all.
      put: { operationId: 'updateThing', description: '  ' },
    },
  },
  components: {
    parameters: {
      Language: {
        name: 'language',
        in: 'query',
        description: 'The language.',
        example: 'ja',
        schema: { $ref: '#/components/schemas/Name' },
      },
    },
    schemas: { Name: { type: 'string' } },
  },
} as unknown as OpenApiDocument;

describe('documentationFigures', () => {
  it('finds every missing description and key example, and counts the rest', () => {
    const figures = documentationFigures(planted);
    expect(figures.gaps).toEqual([
      'GET /things/{id}: the operation has no description',
      'GET /things/{id} path:id: the parameter has no example',
      'GET /things/{id} query:format: the parameter has no description',
      'PUT /things/{id}: the operation has no description',
    ]);
    expect(figures).toMatchObject({
      operations: 2,
      operationsDescribed: 0,
      parameters: 6,
      parametersDescribed: 5,
      keyParameters: 4,
      keyParametersWithExample: 3,
    });
    expect(documentationSummary(figures)).toBe(
      'documentation: 0/2 operations described, 5/6 parameters described, 3/4 key/id parameters with an example',
    );
  });

  it('an operation’s own parameter replaces the path item’s one of the same name', () => {
    const document = structuredClone(planted);
    const get = (document.paths['/things/{id}'] as { get: { parameters: unknown[] } }).get;
    get.parameters.push({ name: 'language', in: 'query', schema: { type: 'string' } });
    const figures = documentationFigures(document);
    expect(figures.parameters).toBe(6);
    expect(figures.gaps).toContain('GET /things/{id} query:language: the parameter has no description');
  });

  it('the contract: every operation and parameter described, every key/id parameter with an example', async () => {
    const figures = documentationFigures(await bundleSpec());
    expect(figures.gaps).toEqual([]);
    expect(figures.operations).toBeGreaterThan(90);
    expect(figures.keyParameters).toBeGreaterThan(200);
  });
});
