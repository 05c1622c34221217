import { describe, expect, it } from 'vitest';
import { collectAnswers } from '../../../../../src/features/new-request/form/answers';
import { asksDateTime, defaultAnswers } from '../../../../../src/features/new-request/form/defaults';
import type { JobType } from '../../../../../src/api';
import { daysFromToday, filledAnswers } from '../../../../../fixtures/request-answers';
import { byId, issuesOf, jobTypes, t } from './job-types';

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
    // Inside the job type's working hours (08:00–21:00 here), both ends included.
    expect(slots({ date: daysFromToday(1), from: '08:00', to: '21:00' }, empty, empty)).toEqual([]);
    expect(slots({ date: daysFromToday(1), from: '07:30', to: '10:00' }, empty, empty)).toEqual([
      { path: 'timeslots.0.from', message: 'errors.outsideHours' },
    ]);
    expect(slots({ date: daysFromToday(1), from: '20:00', to: '21:30' }, empty, empty)).toEqual([
      { path: 'timeslots.0.to', message: 'errors.outsideHours' },
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
