// The fixtures' job types, as the form tests read them.
import { answersSchema } from '../../../../../src/features/new-request/form/validation';
import type { Answers } from '../../../../../src/features/new-request/form/values';
import type { JobType } from '../../../../../src/api';
import { buildDataset } from '../../../../../fixtures/dataset';

export const jobTypes = buildDataset().jobTypes;
/** A title or option text, where the test does not read it. */
export const t = { ja: '質問', en: 'Question' };
export const byId = (id: string) => jobTypes.find((jobType) => jobType.id === id)!;
export const fieldOf = (jobType: JobType, key: string) => jobType.fields.find((field) => field.key === key)!;
/** The schema's issues for `answers`, as path and message. */
export const issuesOf = (jobType: JobType, answers: Answers) =>
  (answersSchema(jobType).safeParse(answers).error?.issues ?? []).map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));
