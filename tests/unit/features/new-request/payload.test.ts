import { requestHeaders } from '../../../../src/api';
import { describe, expect, it } from 'vitest';
import {
  buildRequestPayload,
  requestExpiryHours,
  shapeDateTime,
  shapeFields,
  STRIPPED_FIELDS,
} from '../../../../src/features/new-request/payload';

const contact = Object.fromEntries(STRIPPED_FIELDS.map((key) => [key, `${key}-value`]));

describe('request payload', () => {
  it('removes every contact and credential field, and the place description unless direct booking', () => {
    const answers = { ...contact, placeDescription: '3階', frequency: 'once' };
    expect(shapeFields(answers, false)).toEqual({ frequency: 'once' });
    expect(shapeFields(answers, true)).toEqual({ frequency: 'once', placeDescription: '3階' });
  });

  it('turns dateTime.timeRange [start, end] into {start, end}, and leaves other shapes alone', () => {
    expect(shapeDateTime({ date: '2026-12-05', timeRange: ['09:00', '12:00'] })).toEqual({
      date: '2026-12-05',
      timeRange: { start: '09:00', end: '12:00' },
    });
    expect(shapeDateTime({ timeRange: { start: '09:00', end: '12:00' } })).toEqual({
      timeRange: { start: '09:00', end: '12:00' },
    });
    expect(shapeDateTime({ date: '2026-12-05', timeRange: ['09:00'] })).toEqual({ date: '2026-12-05' });
    expect(shapeFields({ dateTime: { timeRange: ['10:00', '11:00'] } }, false)).toEqual({
      dateTime: { timeRange: { start: '10:00', end: '11:00' } },
    });
  });

  const base = {
    jobTypeId: 'home-reform-general',
    fieldsVersion: 2,
    answers: { ...contact, placeDescription: '奥の部屋', budget: 300000 },
    context: { prefecture: 'kanagawa', city: 'yokohama-shi-aoba-ku' },
    language: 'ja' as const,
    clientId: 'user-1',
    mode: 'modal' as const,
  };

  it('builds the body: aliased origin, direct-booking flag from the selected pro, no empty extras', () => {
    expect(buildRequestPayload({ ...base, originJobTypeId: 'carpenter' })).toEqual({
      jobTypeId: 'home-reform-general',
      originJobTypeId: 'carpenter',
      client: 'user-1',
      clientId: 'user-1',
      fields: { budget: 300000 },
      jobTypeFieldsVersion: 2,
      context: { prefecture: 'kanagawa', city: 'yokohama-shi-aoba-ku' },
      language: 'ja',
      isDirectBooking: false,
      sent: true,
      status: 'open',
      mode: 'modal',
    });
    const direct = buildRequestPayload({ ...base, selectedProId: 'pro-0003', utm: {}, sessionContext: {} });
    expect(direct).toMatchObject({ isDirectBooking: true, selectedProId: 'pro-0003' });
    expect(direct.fields).toEqual({ budget: 300000, placeDescription: '奥の部屋' });
    expect(direct).not.toHaveProperty('utm');
    expect(direct).not.toHaveProperty('sessionContext');
    expect(buildRequestPayload({ ...base, originJobTypeId: 'home-reform-general' })).not.toHaveProperty(
      'originJobTypeId',
    );
  });

  it('sends only the optional headers that have a value', () => {
    expect(requestHeaders({})).toEqual({});
    expect(
      requestHeaders({
        socialContext: 'request-form',
        clientSource: 'google',
        recaptchaResponse: 'a',
        recaptchaV3Token: 'b',
      }),
    ).toEqual({
      'social-context': 'request-form',
      'client-source': 'google',
      'recaptcha-response': 'a',
      'recaptcha-v3-token': 'b',
    });
  });

  it('counts the expiry in whole hours between created and expiration times', () => {
    const at = (createdTime: string, expirationTime: string) =>
      requestExpiryHours({ createdTime, expirationTime });
    expect(at('2026-11-23T00:00:00Z', '2026-11-26T00:00:00Z')).toBe(72);
    // Whole hours: a part-hour is not rounded up.
    expect(at('2026-11-23T00:00:00Z', '2026-11-23T05:59:59Z')).toBe(5);
  });

  it('knows no expiry in hours from times that do not tell one', () => {
    const at = (createdTime: string, expirationTime: string) =>
      requestExpiryHours({ createdTime, expirationTime });
    expect(at('2026-11-23T00:00:00Z', '2026-11-26T00:00:00Z')).toBe(72);
    expect(at('2026-11-23T00:00:00Z', '2026-11-23T01:00:00Z')).toBe(1);
    expect(at('garbage', '2026-11-26T00:00:00Z')).toBeUndefined();
    expect(at('2026-11-23T00:00:00Z', 'garbage')).toBeUndefined();
    expect(at('', '')).toBeUndefined();
    expect(at('2026-11-23T00:00:00Z', '2026-11-22T00:00:00Z')).toBeUndefined();
    expect(at('2026-11-23T00:00:00Z', '2026-11-23T00:00:00Z')).toBeUndefined();
    expect(at('2026-11-23T00:00:00Z', '2026-11-23T00:59:59Z')).toBeUndefined();
  });
});
