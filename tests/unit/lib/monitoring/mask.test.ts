import { describe, expect, it } from 'vitest';
import {
  FILTERED,
  isSecretKey,
  isSensitiveKey,
  maskQueryString,
  maskSensitive,
  maskUrl,
  maskWith,
} from '../../../../src/lib/monitoring/mask';

describe('isSensitiveKey', () => {
  it.each([
    'email',
    'name',
    'phoneNumber',
    'additionalText',
    'placeDescription',
    'address',
    'age',
    'gender',
    'password',
    'credential',
    'loginPhoneNumber',
    'phoneNumberVerificationToken',
    'Email',
    'text',
    'someText',
    'TEXTAREA',
    'freeTextAnswer',
    'context',
  ])('%s is sensitive', (key) => {
    expect(isSensitiveKey(key)).toBe(true);
  });

  it.each([
    'id',
    'jobTypeId',
    'jobTypeName',
    'username',
    'emails',
    'page',
    'addressId',
    'phone',
    'next',
    'value',
  ])('%s is not sensitive (whole names only, apart from "text")', (key) => {
    expect(isSensitiveKey(key)).toBe(false);
  });

  it.each([
    ['x-access-token', true],
    ['accessToken', true],
    ['Authorization', true],
    ['cookie', true],
    ['clientSecret', true],
    ['jobTypeId', false],
  ])('isSecretKey(%s) is %s', (key, expected) => {
    expect(isSecretKey(key)).toBe(expected);
  });
});

describe('maskSensitive', () => {
  it.each<[string, unknown, unknown]>([
    ['a primitive', 'hanako@example.com', 'hanako@example.com'],
    ['null', null, null],
    ['undefined', undefined, undefined],
    ['a flat object', { email: 'a@b.jp', id: 'u1' }, { email: FILTERED, id: 'u1' }],
    [
      'every personal-data key',
      {
        email: 'a@b.jp',
        name: '山田花子',
        phoneNumber: '090-1234-5678',
        additionalText: '午前中希望',
        placeDescription: '3階',
        address: '東京都港区',
        age: 34,
        gender: 'female',
        password: 'correct-horse-battery',
        credential: 'cred',
        loginPhoneNumber: '09012345678',
        phoneNumberVerificationToken: 'vt-1',
      },
      {
        email: FILTERED,
        name: FILTERED,
        phoneNumber: FILTERED,
        additionalText: FILTERED,
        placeDescription: FILTERED,
        address: FILTERED,
        age: FILTERED,
        gender: FILTERED,
        password: FILTERED,
        credential: FILTERED,
        loginPhoneNumber: FILTERED,
        phoneNumberVerificationToken: FILTERED,
      },
    ],
    [
      'nested objects',
      {
        request: { jobTypeId: 'gardener', client: { name: '花子', contact: { email: 'a@b.jp', ok: true } } },
      },
      {
        request: {
          jobTypeId: 'gardener',
          client: { name: FILTERED, contact: { email: FILTERED, ok: true } },
        },
      },
    ],
    [
      'arrays of objects',
      {
        fields: [
          { key: 'size', someText: '広い' },
          { key: 'floor', value: 2 },
        ],
      },
      {
        fields: [
          { key: 'size', someText: FILTERED },
          { key: 'floor', value: 2 },
        ],
      },
    ],
    ['a top-level array', [{ email: 'x@y.jp' }, 3, 'free'], [{ email: FILTERED }, 3, 'free']],
    [
      'an object under a sensitive key, replaced whole',
      { address: { prefecture: 'tokyo', city: 'minato' } },
      { address: FILTERED },
    ],
    [
      'an array under a sensitive key, replaced whole',
      { additionalText: ['a', 'b'] },
      { additionalText: FILTERED },
    ],
    [
      'any key containing "text", any case',
      {
        freeText: 'x',
        TextAnswer: 'y',
        contextual: 'z',
        texture: 1,
        nested: { a: { b: { inputText: 'q' } } },
      },
      {
        freeText: FILTERED,
        TextAnswer: FILTERED,
        contextual: FILTERED,
        texture: FILTERED,
        nested: { a: { b: { inputText: FILTERED } } },
      },
    ],
    [
      'null and undefined values under sensitive keys',
      { email: null, name: undefined },
      { email: FILTERED, name: FILTERED },
    ],
    [
      'arrays of arrays',
      [[{ phoneNumber: '1' }], [[{ gender: 'f', id: 2 }]]],
      [[{ phoneNumber: FILTERED }], [[{ gender: FILTERED, id: 2 }]]],
    ],
  ])('%s', (_label, input, expected) => {
    expect(maskSensitive(input)).toEqual(expected);
  });

  it('returns a deep copy and leaves the input as it was', () => {
    const input = { user: { email: 'a@b.jp', tags: ['x'] } };
    const output = maskSensitive(input);
    expect(input.user.email).toBe('a@b.jp');
    expect(output.user).not.toBe(input.user);
    expect(output.user.tags).not.toBe(input.user.tags);
    expect(output.user.tags).toEqual(['x']);
  });

  it('keeps dates and class instances as they are', () => {
    const date = new Date('2026-11-23T00:00:00Z');
    class Point {
      constructor(readonly name: string) {}
    }
    const point = new Point('p');
    const output = maskSensitive({ at: date, point });
    expect(output.at).toBe(date);
    expect(output.point).toBe(point);
  });

  it('is safe with cycles (the copy keeps the cycle)', () => {
    type Node = { id: string; email: string; self?: Node; list: unknown[] };
    const node: Node = { id: 'n', email: 'a@b.jp', list: [] };
    node.self = node;
    node.list.push(node, { name: 'x' });
    const output = maskSensitive(node);
    expect(output.email).toBe(FILTERED);
    expect(output.self).toBe(output);
    expect(output.list[0]).toBe(output);
    expect(output.list[1]).toEqual({ name: FILTERED });
    expect(node.email).toBe('a@b.jp');
  });

  it('keeps shared (non-cyclic) references masked in both places', () => {
    const shared = { email: 'a@b.jp' };
    const output = maskSensitive({ a: shared, b: shared });
    expect(output).toEqual({ a: { email: FILTERED }, b: { email: FILTERED } });
  });

  it('maskWith takes another predicate', () => {
    expect(maskWith({ token: 't', id: 1 }, (key) => key === 'token')).toEqual({ token: FILTERED, id: 1 });
  });
});

describe('maskUrl', () => {
  it.each([
    ['no query', '/home/cleaning', '/home/cleaning'],
    ['nothing sensitive', '/home?page=2&priceRange=low-high', '/home?page=2&priceRange=low-high'],
    ['a sensitive value', '/start?email=a%40b.jp&page=2', '/start?email=%5BFiltered%5D&page=2'],
    [
      'an absolute url',
      'https://example.jp/request?name=%E8%8A%B1%E5%AD%90&jobType=gardener',
      'https://example.jp/request?name=%5BFiltered%5D&jobType=gardener',
    ],
    [
      'a key containing text',
      '/x?additionalText=hi&myTextField=yo',
      '/x?additionalText=%5BFiltered%5D&myTextField=%5BFiltered%5D',
    ],
    ['a key without value', '/x?email&id=1', '/x?email=%5BFiltered%5D&id=1'],
    ['an encoded key', '/x?phone%4eumber=1', '/x?phone%4eumber=%5BFiltered%5D'],
    ['a repeated key', '/x?email=a&email=b', '/x?email=%5BFiltered%5D&email=%5BFiltered%5D'],
    ['the fragment is kept', '/x?email=a#section?email=b', '/x?email=%5BFiltered%5D#section?email=b'],
    ['a ? only in the fragment', '/x#a?email=b', '/x#a?email=b'],
    ['an empty query', '/x?', '/x?'],
  ])('%s', (_label, input, expected) => {
    expect(maskUrl(input)).toBe(expected);
  });

  it('maskQueryString masks a bare query string', () => {
    expect(maskQueryString('email=a&id=1')).toBe('email=%5BFiltered%5D&id=1');
    expect(maskQueryString('?token=t&id=1', isSecretKey)).toBe('?token=%5BFiltered%5D&id=1');
  });
});
