import { describe, expect, it } from 'vitest';
import { email } from '../../../../../src/features/new-request/validators/email';

describe('email: the email rule as a form validator', () => {
  it.each([undefined, null, '', '   '])('leaves the empty value %j to required', (value) => {
    expect(email(value)).toBeUndefined();
  });

  it('says errors.email for what the rule refuses, nothing for what it accepts', () => {
    expect(email('a..b@x.jp')).toBe('errors.email');
    expect(email('ｔａｒｏ＠ｅｘａｍｐｌｅ．ｊｐ')).toBeUndefined();
  });

  it('applies the plus-sign part on the production host', () => {
    const hosts = { productionPublicHost: 'www.example.jp', currentHost: 'www.example.jp' };
    expect(email('taro+tag@example.jp', hosts)).toBe('errors.email');
    expect(email('taro+tag@example.jp', { ...hosts, currentHost: 'localhost' })).toBeUndefined();
  });
});
