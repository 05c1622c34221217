// The profile photo step's draft, apart from its screen: what the onboarding keeps while the pro
// moves between steps, and for their return when the end of their session refused its save
// (kept-step-input.ts).

/** The photo chosen: a file read as an image data URL, or a social-login avatar URL (https only). */
export type AvatarDraft = { source: 'upload'; dataUrl: string } | { source: 'social'; url: string };
