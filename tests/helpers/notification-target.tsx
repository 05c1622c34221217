// A notification target page (NotificationTargetPage) as a signed-in user opens it, over a fake
// API whose notification list answers as the test says: the list, a failure (500), or no answer
// yet. `answers.list` may be changed between calls (a retry, a refetch).
import type { ComponentProps } from 'react';
import { vi } from 'vitest';
import type { ApiClient, Notification } from '../../src/api';
import { NotificationTargetPage } from '../../src/features/notifications/components/NotificationTargetPage';
import { listAnswer } from './notifications';
import { renderUi, type RenderUiOptions } from './render-ui';

export type ListAnswer = Notification[] | 'fail' | 'pending';
export type TargetPageProps = Omit<ComponentProps<typeof NotificationTargetPage>, 'userId'>;

/** The page of request req-0003 and its quotes, where a quote's notification leads its client. */
export const requestTarget: TargetPageProps = {
  kind: 'request',
  scope: { type: 'request', requestId: 'req-0003' },
};

/** A fake client: GETs answer the notification list as `answers.list` says; PUTs (read marks) succeed. */
export function fakeNotificationsApi(first: ListAnswer) {
  const answers = { list: first };
  const GET = vi.fn(() => listAnswer(answers.list, 'GET /user-notifications'));
  const PUT = vi.fn(async () => ({ data: undefined }));
  return { api: { GET, PUT } as unknown as ApiClient, answers, GET };
}

/** The page of `props` for `userId` over `api` (a fake the test made), in `options.language`. */
export function renderTargetPageWith(
  api: ApiClient,
  userId: string,
  props: TargetPageProps,
  options: Pick<RenderUiOptions, 'language' | 'url'> = {},
) {
  return renderUi(<NotificationTargetPage {...props} userId={userId} />, { ...options, api });
}

/** The page of `props` for `userId`, its list answering `answer` first. */
export async function renderTargetPage(
  userId: string,
  answer: ListAnswer,
  props: TargetPageProps,
  language: 'ja' | 'en' = 'ja',
) {
  const fake = fakeNotificationsApi(answer);
  const ui = await renderTargetPageWith(fake.api, userId, props, { language });
  return { ...ui, ...fake };
}
