/**
 * Requests this tab has just created, by id. The contract has no call that reads a request back:
 * what POST /requests answered (id, times) and the job type it was for are all the app will ever
 * know about it, and the success link opens the request's page in a fresh document. So it is kept
 * in sessionStorage (this tab only, gone with it), tied to the user who sent it, and removed at
 * logout like the drafts.
 */
import type { CreatedRequest, LocalizedText } from '../../api';
import type { DraftStorage } from './draft';

const PREFIX = 'createdRequest:';

export interface KnownRequest {
  id: string;
  jobTypeId: string;
  jobTypeTitle: LocalizedText;
  createdTime: string;
  expirationTime: string;
  userId: string;
}

export const createdRequestKey = (requestId: string) => `${PREFIX}${requestId}`;

export function rememberCreatedRequest(
  storage: DraftStorage | undefined,
  created: CreatedRequest,
  about: { userId: string; jobTypeTitle: LocalizedText },
): void {
  const known: KnownRequest = {
    id: created._id,
    jobTypeId: created.jobTypeId,
    jobTypeTitle: about.jobTypeTitle,
    createdTime: created.createdTime,
    expirationTime: created.expirationTime,
    userId: about.userId,
  };
  try {
    storage?.setItem(createdRequestKey(created._id), JSON.stringify(known));
  } catch {
    // Not kept: the request's page then says it knows only its notifications.
  }
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** The request `requestId` as created in this tab by `userId`, or undefined (another user's is never shown). */
export function readCreatedRequest(
  storage: DraftStorage | undefined,
  requestId: string,
  userId: string,
): KnownRequest | undefined {
  try {
    const parsed = JSON.parse(storage?.getItem(createdRequestKey(requestId)) ?? 'null') as Partial<
      Record<keyof KnownRequest, unknown>
    > | null;
    if (
      !parsed ||
      parsed.id !== requestId ||
      parsed.userId !== userId ||
      !isText(parsed.jobTypeId) ||
      !isText(parsed.createdTime) ||
      !isText(parsed.expirationTime) ||
      typeof parsed.jobTypeTitle !== 'object' ||
      parsed.jobTypeTitle === null
    )
      return undefined;
    return parsed as KnownRequest;
  } catch {
    return undefined;
  }
}

/** Removes every remembered request (logout). */
export function clearCreatedRequests(
  storage: Pick<Storage, 'length' | 'key' | 'removeItem'> | undefined,
): void {
  try {
    if (!storage) return;
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(PREFIX)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}
