// One page of every kind the site has, from the fixture data the mock serves: what the layout test
// measures and `npm run shots` photographs. `signedIn`: the page needs the fixture client's session.
import { buildDataset } from '../../fixtures/dataset';

export interface PageKind {
  /** A short file-safe name. */
  name: string;
  /** The Japanese path (English adds /en in front). */
  path: string;
  signedIn?: boolean;
}

const dataset = buildDataset();
const pro = dataset.pros.find(
  (candidate) => !candidate.profile.isItp && candidate.reviews.length > 1,
)!.profile;

export const pageKinds: PageKind[] = [
  { name: 'start', path: '/start' },
  { name: 'category', path: '/home' },
  { name: 'job-type', path: '/home/cleaning/house-cleaning' },
  { name: 'job-type-prefecture', path: '/home/cleaning/house-cleaning/tokyo' },
  { name: 'city', path: '/home/cleaning/house-cleaning/tokyo/shibuya-ku' },
  { name: 'profile', path: `/profile/${pro.slug}/pro` },
  { name: 'blog-article', path: `/blog/${dataset.blogPosts[0]!.name}` },
  { name: 'sign-in', path: '/sign-in' },
  { name: 'target-request', path: '/request/req-0003', signedIn: true },
  { name: 'target-quote', path: '/request/req-0003/apply/apl-0003?activePage=message', signedIn: true },
  { name: 'target-billing', path: '/billing', signedIn: true },
];

/** The fixture client's session, as the app keeps it in localStorage. */
export const FIXTURE_SESSION = {
  auth: JSON.stringify({ token: 'tok-client-1', uid: 'user-client-1', expires: 4102444800000 }),
  uid: 'user-client-1',
};

/** The page the request dialog is opened on (house cleaning in Shibuya: four steps). */
export const DIALOG_PAGE = '/home/cleaning/house-cleaning/tokyo/shibuya-ku';
