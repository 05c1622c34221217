import { describe, expect, it } from 'vitest';
import { collectAnswers } from '../../../../../src/features/new-request/form/answers';
import { defaultAnswers, defaultValue } from '../../../../../src/features/new-request/form/defaults';
import { byId, fieldOf, jobTypes } from './job-types';

describe('form defaults: counters at their default, three slots, the first unit', () => {
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
