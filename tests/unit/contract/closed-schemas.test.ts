// Closed schemas (additionalProperties: false) as a strict validator reads them. The zod schemas
// the generator writes strip unknown keys instead of refusing them, so neither the zod checks nor
// Prism noticed that BlogPostDetail = allOf[BlogPost (closed), {bodyHtml}] accepted no object at
// all: a closed member refuses every property it does not declare itself.
import { describe, expect, it } from 'vitest';
import { buildDataset } from '../../../fixtures/dataset';
import { createMockKit } from '../../../mocks/behaviour';
import { deref, spec, type JsonSchema } from '../../helpers/spec';

const schema = (name: string): JsonSchema => {
  const found = spec.components.schemas[name];
  if (!found) throw new Error(`the contract has no schema ${name}`);
  return found;
};

const propertyNames = (node: JsonSchema): string[] =>
  Object.keys((node.properties as Record<string, unknown> | undefined) ?? {});

/**
 * Where a value breaks the object shape of a schema: a missing required property, or a property a
 * closed object does not declare (nested objects, arrays and allOf members included).
 */
function shapeIssues(raw: JsonSchema, value: unknown, at = '$'): string[] {
  const node = deref(raw);
  const issues = ((node.allOf as JsonSchema[] | undefined) ?? []).flatMap((member) =>
    shapeIssues(member, value, at),
  );
  if (Array.isArray(value) && node.items)
    return [
      ...issues,
      ...value.flatMap((item, index) => shapeIssues(node.items as JsonSchema, item, `${at}[${index}]`)),
    ];
  if (!value || typeof value !== 'object' || Array.isArray(value)) return issues;
  const record = value as Record<string, unknown>;
  const properties = (node.properties as Record<string, JsonSchema> | undefined) ?? {};
  for (const name of (node.required as string[] | undefined) ?? [])
    if (!(name in record)) issues.push(`${at}.${name} is required`);
  for (const [name, child] of Object.entries(record)) {
    const declared = properties[name];
    if (declared) issues.push(...shapeIssues(declared, child, `${at}.${name}`));
    else if (node.additionalProperties === false) issues.push(`${at}.${name} is not allowed`);
  }
  return issues;
}

describe('closed schemas', () => {
  it('no allOf gives a closed member a property it does not declare (no object could match)', () => {
    const unsatisfiable: string[] = [];
    for (const [name, node] of Object.entries(spec.components.schemas)) {
      const members = ((node.allOf as JsonSchema[] | undefined) ?? []).map((member) => deref(member));
      for (const closed of members.filter((member) => member.additionalProperties === false)) {
        const allowed = new Set(propertyNames(closed));
        for (const other of members.filter((member) => member !== closed)) {
          const extra = [
            ...new Set([...propertyNames(other), ...((other.required as string[] | undefined) ?? [])]),
          ].filter((property) => !allowed.has(property));
          if (extra.length > 0) unsatisfiable.push(`${name}: ${extra.join(', ')}`);
        }
      }
    }
    expect(unsatisfiable).toEqual([]);
  });

  it('the shape check refuses an undeclared property of a closed object and a missing required one', () => {
    const post = { ...buildDataset().blogPosts[0]! } as Record<string, unknown>;
    expect(shapeIssues(schema('BlogPost'), post)).toEqual(['$.bodyHtml is not allowed']);
    delete post.bodyHtml;
    expect(shapeIssues(schema('BlogPostDetail'), post)).toEqual(['$.bodyHtml is required']);
    expect(
      shapeIssues(schema('BlogPostDetail'), {
        ...post,
        bodyHtml: '',
        image: { url: '/x', width: 1, height: 1, extra: 1 },
      }),
    ).toEqual(['$.image.extra is not allowed']);
  });

  describe('the mock answers of the blog calls fit their closed schemas', () => {
    const ds = buildDataset();
    const { examples } = createMockKit(ds);
    const answers = (operationId: string) => Object.entries(examples[operationId] ?? {});

    it.each([
      ['getBlogPost', 'BlogPostDetail'],
      ['listBlogPosts', 'BlogPost'],
      ['listInternalBlogPostsByJobType', 'BlogPost'],
      ['listProBlogPostsByJobType', 'ProBlogPost'],
      ['listProBlogPostsByPro', 'ProBlogPostDetail'],
    ])('%s answers %s', (operationId, name) => {
      const entries = answers(operationId);
      expect(entries.length).toBeGreaterThan(0);
      const issues = entries.flatMap(([example, value]) =>
        shapeIssues(
          Array.isArray(value) ? { type: 'array', items: schema(name) } : schema(name),
          value,
          example,
        ),
      );
      expect(issues).toEqual([]);
    });

    it('every pro post has a body, and the hostile ones are there for the sanitizer tests', () => {
      const proPosts = ds.pros.flatMap((pro) => pro.blogPosts);
      expect(proPosts.length).toBeGreaterThan(0);
      expect(proPosts.every((post) => post.bodyHtml.length > 0)).toBe(true);
      expect(proPosts.some((post) => /<script>|onerror=/.test(post.bodyHtml))).toBe(true);
      expect(ds.blogPosts.some((post) => /<script>|onerror=/.test(post.bodyHtml))).toBe(true);
    });
  });
});
