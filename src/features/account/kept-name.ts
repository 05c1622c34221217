// A name save met by the end of the session (401): the session ends at once and the sign-in page
// takes the account page's place (the `_auth` layout), which would lose what was typed. It is kept
// for the same user's return, once, in this tab's memory only: not in storage, so nothing of it
// outlives the tab, and the next account page shown, whoever's, drops it. A password is never kept.
// Written only from a save in the browser (the account page is not rendered on the server).
import type { NameInput } from './schemas';

let kept: { userId: string; name: NameInput } | undefined;

/** Keeps `name` as typed by `userId`, whose save the end of their session refused. */
export function keepName(userId: string, name: NameInput): void {
  kept = { userId, name: { ...name } };
}

/** The name `userId` typed before their session ended, if any. Read only: `dropKeptName` forgets it. */
export const keptNameOf = (userId: string): NameInput | undefined =>
  kept?.userId === userId ? { ...kept.name } : undefined;

/** Forgets the kept name: shown once, or another user's page shows. */
export function dropKeptName(): void {
  kept = undefined;
}
