// The forms' password bounds are the contract's: every request body that sets a password (the
// registrations, the change, the set from the email's link) accepts 8 to 128 characters, and signing
// in accepts up to the same 128.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { passwordBounds, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../src/utils/password';

interface Schema {
  properties?: Record<string, { minLength?: number; maxLength?: number }>;
}
const contract = JSON.parse(
  readFileSync(new URL('../../../generated/openapi.json', import.meta.url), 'utf8'),
) as {
  components: { schemas: Record<string, Schema> };
};
const withPassword = Object.entries(contract.components.schemas).flatMap(([name, schema]) =>
  schema.properties?.password ? [{ name, password: schema.properties.password }] : [],
);

describe('password bounds', () => {
  it('are the bounds of every contract body that sets a password', () => {
    const setting = withPassword.filter(({ name }) => name !== 'SignInInput');
    expect(setting.map(({ name }) => name).sort()).toEqual([
      'PasswordChange',
      'PasswordSet',
      'RegisterByPhone',
      'RegisterPro',
    ]);
    for (const { password } of setting)
      expect(password).toMatchObject({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH });
  });

  it('let no form send a password the sign-in would refuse', () => {
    expect(withPassword.find(({ name }) => name === 'SignInInput')?.password.maxLength).toBe(
      PASSWORD_MAX_LENGTH,
    );
  });

  it('are the values of the length messages', () => {
    expect(passwordBounds()).toEqual({ min: 8, max: 128 });
  });
});
