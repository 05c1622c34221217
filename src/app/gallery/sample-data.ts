// The gallery's sample content: fixture job types whose request forms hold every field kind
// (house cleaning: counters, choices, images, timeslots, address…; aircon cleaning: services with
// quantities and the running total), and the signed-in fixture user whose notifications fill the drawer.
export const GALLERY_JOB_TYPES = ['house-cleaning', 'aircon-cleaning'] as const;
export const GALLERY_USER_ID = 'user-client-1';
export const SAMPLE_DATE = '2026-04-12T09:30:00+09:00';
