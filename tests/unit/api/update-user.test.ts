// `updateUser` (PUT /users/{id}) answers only a whole user: a 2xx answer that is not one fails the
// save even in production, where the client otherwise only reports answers that break the contract
// (the page would store it in its cache and the header's user, and crash on the missing parts).
import { describe, expect, it } from 'vitest';
import { buildDataset } from '../../../fixtures/dataset';
import { ContractViolationError, updateUser, type User } from '../../../src/api';
import { jsonAnswer, stubbedClient } from '../../helpers/api-client';

// The mock kit's signed-in client (fixtures/dataset.ts).
const user: User = buildDataset().sessions.client.user;

/** A production client (contract breaches reported, not thrown) whose every call answers 200 with `body`. */
function productionClient(body: unknown) {
  return stubbedClient(async () => jsonAnswer(body), {
    contractViolations: 'report',
    onContractViolation: () => undefined,
    reportCheckDelayMs: 60_000,
  }).api;
}

describe('updateUser', () => {
  it('answers the user as stored', async () => {
    expect(await updateUser(productionClient(user), user)).toEqual(user);
  });

  it.each([
    ['another shape', { nope: true }],
    ['a user without its profile', { id: user.id, email: user.email }],
    ['a user whose profile is not an object', { ...user, profile: 'Sato' }],
  ])('fails on %s, with the failing paths', async (_, body) => {
    const error = await updateUser(productionClient(body), user).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContractViolationError);
    expect((error as ContractViolationError).operationId).toBe('updateUser');
    expect((error as ContractViolationError).paths.length).toBeGreaterThan(0);
  });
});
