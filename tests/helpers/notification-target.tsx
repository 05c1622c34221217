// A notification target page (NotificationTargetPage) as a signed-in user opens it, over a fake
// API whose notification list answers as the test says: the list, a failure (500), or no answer
// yet. `answers.list` may be changed between calls (a retry, a refetch).
import type { ComponentProps } from 'react';
import { vi } from 'vitest';
import { ApiError, type ApiClient, type Notification } from '../../src/api';
import { NotificationTargetPage } from '../../src/features/notifications/components/NotificationTargetPage';
import { renderUi } from './render-ui';

export type ListAnswer = Notification[] | 'fail' | 'pending';
export type TargetPageProps = Omit<ComponentProps<typeof NotificationTargetPage>, 'userId'>;

/** A fake client: GETs answer the notification list as `answers.list` says; PUTs (read marks) succeed. */
export function fakeNotificationsApi(first: ListAnswer) {
  const answers = { list: first };
  const GET = vi.fn(async () => {
    if (answers.list === 'pending') return new Promise<never>(() => undefined);
    if (answers.list === 'fail') throw new ApiError('GET /user-notifications', 500, undefined);
    return { data: structuredClone(answers.list) };
  });
  const PUT = vi.fn(async () => ({ data: undefined }));
  return { api: { GET, PUT } as unknown as ApiClient, answers, GET };
}

/** The page of `props` for `userId`, its list answering `answer` first. */
export async function renderTargetPage(
  userId: string,
  answer: ListAnswer,
  props: TargetPageProps,
  language: 'ja' | 'en' = 'ja',
) {
  const fake = fakeNotificationsApi(answer);
  const ui = await renderUi(<NotificationTargetPage {...props} userId={userId} />, {
    api: fake.api,
    language,
  });
  return { ...ui, ...fake };
}
