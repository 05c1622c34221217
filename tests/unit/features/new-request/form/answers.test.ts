import { describe, expect, it } from 'vitest';
import {
  collectAnswers,
  fieldAnswer,
  servicesTotal,
} from '../../../../../src/features/new-request/form/answers';
import { defaultAnswers } from '../../../../../src/features/new-request/form/defaults';
import { timeToNumber } from '../../../../../src/features/new-request/form/time';
import type { JobType, JobTypeField } from '../../../../../src/api';
import { byId, fieldOf, issuesOf, t } from './job-types';

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
