import { describe, expect, it } from 'vitest';
import { defaultAnswers } from '../../../../../src/features/new-request/form/defaults';
import { progressValue, requestSteps, stepPaths } from '../../../../../src/features/new-request/form/steps';
import { byId } from './job-types';

describe('the steps of the request form', () => {
  const houseCleaning = byId('house-cleaning');
  const plumber = byId('plumber');

  it('are the forms of the job type, then the contact step for a visitor who is not signed in', () => {
    const visitor = requestSteps(houseCleaning, 'ja', { signedIn: false, contactTitle: 'ご連絡先' });
    expect(visitor.map((step) => step.key)).toEqual([
      ...houseCleaning.forms.map((form) => form.key),
      'contact',
    ]);
    expect(visitor.at(-1)).toMatchObject({ title: 'ご連絡先', contact: true, fields: [] });
    const signedIn = requestSteps(houseCleaning, 'ja', { signedIn: true, contactTitle: 'ご連絡先' });
    expect(signedIn).toHaveLength(houseCleaning.forms.length);
  });

  it('ask the preferred date and time on the last form of a job type without timeslots', () => {
    const steps = requestSteps(plumber, 'en', { signedIn: true, contactTitle: 'Contact' });
    expect(steps.map((step) => step.dateTime)).toEqual(steps.map((_, index) => index === steps.length - 1));
    expect(
      requestSteps(houseCleaning, 'ja', { signedIn: true, contactTitle: '' }).some((step) => step.dateTime),
    ).toBe(false);
  });

  it('validate the visible fields of a step, where on the first step, the date and time where asked, contact on its own', () => {
    const steps = requestSteps(plumber, 'ja', { signedIn: false, contactTitle: '' });
    const answers = defaultAnswers(plumber);
    const first = stepPaths(steps, 0, answers);
    expect(first).toContain('where');
    expect(first.filter((path) => path.startsWith('answers.'))).toEqual(
      steps[0]!.fields.filter((field) => !field.hideExpression).map((field) => `answers.${field.key}`),
    );
    expect(stepPaths(steps, steps.length - 2, answers)).toContain('answers.dateTime');
    expect(stepPaths(steps, steps.length - 1, answers)).toEqual(['contact']);
    expect(stepPaths(steps, steps.length, answers)).toEqual([]);
  });
});

describe('progressValue: the progress100BeforeEmail experiment', () => {
  it('the control shows the step’s position, the contact step included', () => {
    expect(progressValue(0, 4, { contactStep: false, fullAtContact: false })).toBe(1);
    expect(progressValue(2, 4, { contactStep: true, fullAtContact: false })).toBe(3);
  });

  it('variant B shows the bar full on the contact (email) step, and only there', () => {
    expect(progressValue(2, 4, { contactStep: true, fullAtContact: true })).toBe(4);
    expect(progressValue(1, 4, { contactStep: false, fullAtContact: true })).toBe(2);
  });
});
