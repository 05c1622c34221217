import { describe, expect, it } from 'vitest';
import { contactIssues } from '../../../../src/features/new-request/form/contact';
import {
  answersSchema,
  asksDateTime,
  collectAnswers,
  defaultAnswers,
  defaultValue,
  fieldAnswer,
  servicesTotal,
  timeToNumber,
  type Answers,
} from '../../../../src/features/new-request/form/model';
import type { JobType, JobTypeField } from '../../../../src/api';
import { buildDataset } from '../../../../fixtures/dataset';
import { daysFromToday, filledAnswers } from '../../../../fixtures/request-answers';

const jobTypes = buildDataset().jobTypes;
const t = { ja: '質問', en: 'Question' };
const byId = (id: string) => jobTypes.find((jobType) => jobType.id === id)!;
const fieldOf = (jobType: JobType, key: string) => jobType.fields.find((field) => field.key === key)!;
const issuesOf = (jobType: JobType, answers: Answers) =>
  (answersSchema(jobType).safeParse(answers).error?.issues ?? []).map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));

describe('form defaults (product spec §3, §9)', () => {
  it('starts counters at 0 (or their default), three empty timeslots, duration with its first unit', () => {
    const houseCleaning = byId('house-cleaning');
    const defaults = defaultAnswers(houseCleaning);
    expect(defaults.rooms).toEqual({ bedroom: 0, living: 0, kitchen: 0, bathroom: 0, toilet: 0 });
    expect(defaults.timeslots).toEqual([
      { date: '', from: '', to: '' },
      { date: '', from: '', to: '' },
      { date: '', from: '', to: '' },
    ]);
    expect(defaults.areas).toEqual({ value: [], other: '' });
    // House cleaning has timeslots of its own: no separate preferred date and time.
    expect(defaults).not.toHaveProperty('dateTime');
    expect(defaultAnswers(byId('plumber')).dateTime).toEqual({ date: '', timeRange: ['', ''] });
    const duration = jobTypes
      .flatMap((jobType) => jobType.fields)
      .find((field) => field.type === 'duration')!;
    expect(defaultValue(duration)).toEqual({ value: '', unit: (duration as { units: string[] }).units[0] });
  });

  it('gives every field of every job type a default that collects to nothing but hidden values', () => {
    for (const jobType of jobTypes) {
      const collected = collectAnswers(jobType, defaultAnswers(jobType));
      for (const [key, value] of Object.entries(collected)) {
        const field = fieldOf(jobType, key);
        expect(['counters', 'services', 'hidden']).toContain(field.type);
        if (field.type === 'services') expect((value as { total: number }).total).toBe(0);
      }
    }
  });
});

describe('validation schema built from the fields', () => {
  it('accepts the filled-in answers of every job type', () => {
    for (const jobType of jobTypes) expect(issuesOf(jobType, filledAnswers(jobType)), jobType.id).toEqual([]);
  });

  it('reports required fields with form error keys at the control that needs them', () => {
    const issues = issuesOf(byId('house-cleaning'), defaultAnswers(byId('house-cleaning')));
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'frequency', message: 'errors.required' },
        { path: 'address.address', message: 'errors.required' },
        { path: 'timeslots.0.date', message: 'errors.required' },
      ]),
    );
  });

  it('checks lengths, bounds, zip codes, the other text and time ranges', () => {
    const jobType = byId('house-cleaning');
    const answers = {
      ...filledAnswers(jobType),
      additionalText: 'あ'.repeat(2001),
      address: { zipCode: '100-0000', address: '千代田区' },
      areas: { value: ['other'], other: ' ' },
      rooms: { bedroom: 11, living: 0, kitchen: 0, bathroom: 0, toilet: 0 },
      timeslots: [
        { date: daysFromToday(2), from: '12:00', to: '10:00' },
        { date: '', from: '', to: '' },
        { date: '', from: '', to: '' },
      ],
    };
    expect(issuesOf(jobType, answers)).toEqual(
      expect.arrayContaining([
        { path: 'additionalText', message: 'errors.maxLength' },
        { path: 'address.zipCode', message: 'errors.zipCodeLastFourDigitsIsAllZero' },
        { path: 'areas.other', message: 'errors.required' },
        { path: 'rooms.bedroom', message: 'errors.max' },
        { path: 'timeslots.0.to', message: 'errors.timeRangeOrder' },
      ]),
    );
  });

  it('asks each preferred slot for a day and a time range, in order, from today on', () => {
    const jobType = byId('house-cleaning');
    const slots = (...timeslots: { date: string; from: string; to: string }[]) =>
      issuesOf(jobType, { ...filledAnswers(jobType), timeslots }).filter((issue) =>
        issue.path.startsWith('timeslots'),
      );
    const empty = { date: '', from: '', to: '' };
    // A whole slot, or none: the first one is required.
    expect(slots({ date: daysFromToday(1), from: '09:00', to: '10:00' }, empty, empty)).toEqual([]);
    expect(slots(empty, empty, empty)).toEqual([{ path: 'timeslots.0.date', message: 'errors.required' }]);
    // Times without a day, a day without times.
    expect(slots({ date: '', from: '09:00', to: '10:00' }, empty, empty)).toEqual([
      { path: 'timeslots.0.date', message: 'errors.required' },
    ]);
    expect(slots({ date: daysFromToday(1), from: '', to: '' }, empty, empty)).toEqual([
      { path: 'timeslots.0.from', message: 'errors.required' },
    ]);
    // An end at or before its start says so, on the end.
    expect(slots({ date: daysFromToday(1), from: '10:00', to: '10:00' }, empty, empty)).toEqual([
      { path: 'timeslots.0.to', message: 'errors.timeRangeOrder' },
    ]);
    expect(
      slots(
        { date: daysFromToday(1), from: '09:00', to: '10:00' },
        { date: daysFromToday(2), from: '15:00', to: '13:30' },
        empty,
      ),
    ).toEqual([{ path: 'timeslots.1.to', message: 'errors.timeRangeOrder' }]);
    // A day gone by.
    expect(slots({ date: daysFromToday(-1), from: '09:00', to: '10:00' }, empty, empty)).toEqual([
      { path: 'timeslots.0.date', message: 'errors.pastDate' },
    ]);
    // Each slot is sent with its day.
    expect(
      collectAnswers(jobType, {
        ...filledAnswers(jobType),
        timeslots: [{ date: daysFromToday(1), from: '09:30', to: '11:00' }, empty, empty],
      }).timeslots,
    ).toEqual([{ date: daysFromToday(1), from: 9.5, to: 11 }]);
  });

  it('says an end before the start of the preferred time range as such', () => {
    const jobType = byId('plumber');
    expect(asksDateTime(jobType)).toBe(true);
    const issues = issuesOf(jobType, {
      ...filledAnswers(jobType),
      dateTime: { date: daysFromToday(5), timeRange: ['15:00', '14:00'] },
    });
    expect(issues).toContainEqual({ path: 'dateTime.timeRange.1', message: 'errors.timeRangeOrder' });
  });

  it('never blocks on, nor sends, a field its hideExpression hides', () => {
    const jobType = {
      fields: [
        {
          key: 'kind',
          type: 'radios',
          title: t,
          validation: { required: true },
          options: [
            { value: 'simple', title: t },
            { value: 'complex', title: t },
          ],
        },
        {
          key: 'detail',
          type: 'textarea',
          title: t,
          validation: { required: true },
          hideExpression: 'model.kind == "simple"',
        },
      ],
    } as unknown as JobType;
    expect(issuesOf(jobType, { kind: 'simple', detail: '' })).toEqual([]);
    expect(collectAnswers(jobType, { kind: 'simple', detail: '書いたけれど隠れた' })).toEqual({
      kind: 'simple',
    });
    expect(issuesOf(jobType, { kind: 'complex', detail: '' })).toEqual([
      { path: 'detail', message: 'errors.required' },
    ]);
    expect(collectAnswers(jobType, { kind: 'complex', detail: '詳細' })).toEqual({
      kind: 'complex',
      detail: '詳細',
    });
  });
});

describe('answers sent', () => {
  const services = byId('aircon-cleaning').fields.find((field) => field.type === 'services') as Extract<
    JobTypeField,
    { type: 'services' }
  >;

  it('recomputes the services total from quantities and unit prices', () => {
    expect(servicesTotal(services, { wallMounted: 2, outdoorUnit: 1 })).toBe(2 * 9000 + 4000);
    expect(fieldAnswer(services, { wallMounted: 1, wallMountedAuto: 1 })).toEqual({
      quantities: { wallMounted: 1, wallMountedAuto: 1 },
      total: 27_000,
    });
  });

  it('converts times to numbers of hours', () => {
    expect(timeToNumber('09:30')).toBe(9.5);
    expect(timeToNumber('24:00')).toBe(24);
    expect(timeToNumber('24:30')).toBeUndefined();
    expect(timeToNumber('')).toBeUndefined();
    expect(timeToNumber('9時')).toBeUndefined();
  });

  it('drops a chosen option that another answer has hidden since', () => {
    const houseCleaning = byId('house-cleaning');
    const answers = {
      ...defaultAnswers(houseCleaning),
      // Stairs show only from two bedrooms (`model.rooms.bedroom < 2` hides them).
      rooms: { bedroom: 1, living: 0, kitchen: 0, bathroom: 0, toilet: 0 },
      areas: { value: ['stairs', 'kitchen'], other: '' },
    };
    expect(collectAnswers(houseCleaning, answers).areas).toEqual({ value: ['kitchen'] });
    const twoBedrooms = { ...answers, rooms: { ...answers.rooms, bedroom: 2 } };
    expect(collectAnswers(houseCleaning, twoBedrooms).areas).toEqual({ value: ['kitchen', 'stairs'] });
  });

  it('checks nothing with a pattern that does not compile, rather than throwing', () => {
    const jobType = {
      fields: [{ key: 'note', type: 'textarea', title: t, validation: { pattern: '([a-z' } }],
    } as unknown as JobType;
    expect(issuesOf(jobType, { note: 'anything' })).toEqual([]);
  });

  it('keeps chosen options in listing order and the other text only when the other option is chosen', () => {
    const areas = fieldOf(byId('house-cleaning'), 'areas');
    expect(fieldAnswer(areas, { value: ['other', 'kitchen'], other: ' 手すり ' })).toEqual({
      value: ['kitchen', 'other'],
      other: '手すり',
    });
    expect(fieldAnswer(areas, { value: ['kitchen'], other: '残った文字' })).toEqual({ value: ['kitchen'] });
    expect(fieldAnswer(areas, { value: [], other: '' })).toBeUndefined();
  });
});

describe('contact step (product spec §5)', () => {
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
  });
});
