import { describe, expect, it } from 'vitest';
import { contactIssues } from '../../../../../src/features/new-request/form/contact';

describe('contact step', () => {
  const valid = {
    method: 'email' as const,
    email: 'hanako@example.jp',
    lastName: '山田',
    firstName: '花子',
    phoneNumber: '',
    password: '',
  };

  it('accepts a Japanese name and an email; checks the optional phone only when given', () => {
    expect(contactIssues(valid, { language: 'ja' })).toEqual({});
    expect(contactIssues({ ...valid, phoneNumber: '090-1111-1111' }, { language: 'ja' })).toEqual({
      phoneNumber: 'errors.phone',
    });
  });

  it('uses the name rule of the page language and the plus-sign rule on the production host', () => {
    expect(contactIssues({ ...valid, lastName: 'Yamada' }, { language: 'ja' })).toEqual({
      lastName: 'errors.name.kanji',
    });
    expect(contactIssues({ ...valid, lastName: 'Yamada', firstName: 'Hanako' }, { language: 'en' })).toEqual(
      {},
    );
    const hosts = { productionPublicHost: 'www.example.jp', currentHost: 'www.example.jp' };
    expect(contactIssues({ ...valid, email: 'a+b@example.jp' }, { language: 'ja', hosts })).toEqual({
      email: 'errors.email',
    });
  });

  it('asks a phone and a password of 8 characters or more when registering by phone', () => {
    expect(contactIssues({ ...valid, method: 'phone' }, { language: 'ja' })).toEqual({
      phoneNumber: 'errors.required',
      password: 'errors.required',
    });
    expect(
      contactIssues(
        { ...valid, method: 'phone', phoneNumber: '09038412976', password: 'short' },
        { language: 'ja' },
      ),
    ).toEqual({ password: 'errors.minLength' });
    // At most the 128 characters the registration accepts (code points: an emoji counts once).
    const phone = { ...valid, method: 'phone' as const, phoneNumber: '09038412976' };
    expect(contactIssues({ ...phone, password: 'a'.repeat(128) }, { language: 'ja' })).toEqual({});
    expect(contactIssues({ ...phone, password: '🔑'.repeat(128) }, { language: 'ja' })).toEqual({});
    expect(contactIssues({ ...phone, password: 'a'.repeat(129) }, { language: 'ja' })).toEqual({
      password: 'errors.maxLength',
    });
  });

  it('phoneRequired experiment, variant B: the phone number beside an email is required and checked', () => {
    const B = { language: 'ja' as const, phoneRequired: true };
    expect(contactIssues(valid, B)).toEqual({ phoneNumber: 'errors.required' });
    expect(contactIssues({ ...valid, phoneNumber: '090-1111-1111' }, B)).toEqual({
      phoneNumber: 'errors.phone',
    });
    expect(contactIssues({ ...valid, phoneNumber: '090-3141-5926' }, B)).toEqual({});
    // The control (A) keeps it optional.
    expect(contactIssues(valid, { language: 'ja', phoneRequired: false })).toEqual({});
  });
});
