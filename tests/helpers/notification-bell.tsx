// The notification bell (NotificationBell) as the header shows it to a signed-in user, over a fake
// API whose two lists answer as the test says (notifications.ts), or over one the test made.
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../src/api';
import { NotificationBell } from '../../src/features/notifications/components/NotificationBell';
import { fakeNotificationListsApi, type NotificationListsAnswers } from './notifications';
import { renderUi } from './render-ui';

export interface BellOptions {
  language?: 'ja' | 'en';
  /**
   * The page's address: a page of the splat route (/start) unless said, so that opening a
   * notification's target keeps the bell, as the header's does.
   */
  url?: string;
  /** A QueryClient the test chose (the app's own, with its retries); one without retries otherwise. */
  queryClient?: QueryClient;
}

/** The bell of `userId` over `api`; `openPanel` presses it and returns the panel it opens. */
export async function renderBellWith(
  api: ApiClient,
  userId: string,
  { language = 'ja', url = '/start', queryClient }: BellOptions = {},
) {
  const ui = await renderUi(<NotificationBell userId={userId} />, { api, language, url, queryClient });
  const openPanel = async () => {
    await ui.user.click(
      ui.screen.getByRole('button', { name: language === 'ja' ? /^お知らせ（/ : /^Notifications/ }),
    );
    return ui.screen.getByRole('region', { name: language === 'ja' ? 'お知らせ' : 'Notifications' });
  };
  return { ...ui, openPanel };
}

/** The bell of `userId`, its lists answering as `answers` says (which the test may change later). */
export async function renderBellAnswering(
  userId: string,
  answers: NotificationListsAnswers,
  options: BellOptions = {},
) {
  const fake = fakeNotificationListsApi(answers);
  const ui = await renderBellWith(fake.api, userId, options);
  return { ...ui, ...fake };
}
