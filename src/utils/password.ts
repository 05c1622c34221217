// The password every form sets (registration by email or phone, the account's change, the
// password-set link): the contract's bounds, 8 to 128 characters (openapi: each request body's
// `password`; tests/unit/utils/password.test.ts checks the two agree).
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** The interpolation values of a password's length message (`errors.minLength` / `errors.maxLength`). */
export const passwordBounds = () => ({ min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH });
