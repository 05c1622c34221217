import { describe, expect, it } from 'vitest';
import { emailSchema } from '../../../../src/components/form/email-schema';

describe('the email field of every form', () => {
  const messages = (value: string, ...args: Parameters<typeof emailSchema>) =>
    emailSchema(...args)
      .safeParse(value)
      .error?.issues.map((issue) => issue.message) ?? [];

  it('asks for an address, then for one the email rule accepts, with the messages of the form', () => {
    expect(messages('  ', {})).toEqual(['errors.required']);
    expect(messages('a..b@x.jp', {})).toEqual(['errors.email']);
    expect(
      messages('', {}, { required: 'pros:claim.invalidEmail', invalid: 'pros:claim.invalidEmail' }),
    ).toEqual(['pros:claim.invalidEmail']);
    const production = { productionPublicHost: 'www.example.jp', currentHost: 'www.example.jp' };
    expect(messages('taro+tag@example.jp', production)).toEqual(['errors.email']);
    expect(messages('taro+tag@example.jp', { ...production, currentHost: 'localhost' })).toEqual([]);
  });

  it('gives the address as it is sent', () => {
    expect(emailSchema({}).parse(' ｔａｒｏ＠ｅｘａｍｐｌｅ．ｊｐ　')).toBe('taro@example.jp');
  });
});
