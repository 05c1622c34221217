// English pages name places and pros in Latin letters wherever the data has the English name:
// the heading, breadcrumbs and <title> of a city, prefecture and ward page and of a pro profile,
// the pros' bases in the list, and the link blocks.
import { type Page } from '@playwright/test';
import { expect, test } from '../helpers/e2e-test';
import { buildDataset } from '../../fixtures/dataset';

const ds = buildDataset();
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;
const HC = '/en/home/cleaning/house-cleaning';

// A pro based in Kokubunji: its profile names the city, its list item shows it.
const kokubunjiPro = ds.pros.find((pro) => pro.listItem.location.city === 'kokubunji-shi')!;

/** The heading, breadcrumbs and document title of the page, once it has rendered. */
async function headline(page: Page) {
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  return {
    h1: await h1.innerText(),
    crumbs: await crumbs.innerText(),
    title: await page.title(),
  };
}

function expectNamed(texts: Record<string, string>, names: string[]) {
  for (const [part, text] of Object.entries(texts)) {
    for (const name of names) expect(text, `${part} names ${name}`).toContain(name);
    expect(text, `${part} has no Japanese`).not.toMatch(JAPANESE);
  }
}

test('a city page in English: Kokubunji-shi, Tokyo, and the pros’ bases romanized', async ({ page }) => {
  await page.goto(`${HC}/tokyo/kokubunji-shi`);
  expectNamed(await headline(page), ['Kokubunji', 'Tokyo']);
  const locations = page.getByTestId('pro-card').locator('.pro-card__location');
  await expect(locations.first()).toBeVisible();
  for (const location of await locations.allInnerTexts()) {
    expect(location).toMatch(/^[A-Za-z -]+, [A-Za-z]+$/);
    expect(location).toContain(', Tokyo');
  }
  for (const name of await page.getByTestId('pro-card').locator('.pro-card__name').allInnerTexts())
    expect(name).not.toMatch(JAPANESE);
});

test('a prefecture page in English: Tokyo, and the link blocks in English', async ({ page }) => {
  await page.goto(`${HC}/tokyo`);
  expectNamed(await headline(page), ['Tokyo']);
  const links = page.getByTestId('link-blocks');
  await expect(links.getByRole('link', { name: 'Kokubunji-shi' })).toBeVisible();
  // Each group of links loads with its own call: every one is in before the blocks are read.
  await expect(links.locator('.skeleton')).toHaveCount(0);
  expect(await links.innerText()).not.toMatch(JAPANESE);
});

test('a ward page in English: Yokohama-shi Aoba-ku, Kanagawa', async ({ page }) => {
  await page.goto(`${HC}/kanagawa/yokohama-shi/yokohama-shi-aoba-ku`);
  expectNamed(await headline(page), ['Aoba-ku', 'Yokohama', 'Kanagawa']);
  const links = page.getByTestId('link-blocks');
  await expect(links.getByRole('link').first()).toBeVisible();
  await expect(links.locator('.skeleton')).toHaveCount(0);
  expect(await links.innerText()).not.toMatch(JAPANESE);
});

test('a pro profile in English: the romanized name and base in heading, breadcrumbs and title', async ({
  page,
}) => {
  const { profile, english } = kokubunjiPro;
  const name = profile.companyName ? english.companyName! : english.name;
  await page.goto(`/en/profile/${profile.slug}/pro`);
  const texts = await headline(page);
  expectNamed({ h1: texts.h1, crumbs: texts.crumbs }, [name]);
  expectNamed({ title: texts.title }, [name, 'Kokubunji', 'Tokyo']);
  await expect(page.locator('.pro-profile__place')).toHaveText('Kokubunji-shi, Tokyo');
  // The direct request names the pro the same way.
  // The wording is the bookThisPro experiment's variant (A/B/C).
  await page
    .getByRole('link', { name: /^(Request this pro|Book this pro|Ask this pro about availability)$/ })
    .click();
  await expect(page.getByRole('dialog')).toContainText(`A direct request to ${name}`);
});

test('the same pro profile in Japanese keeps the Japanese names', async ({ page }) => {
  const { profile } = kokubunjiPro;
  await page.goto(`/profile/${profile.slug}/pro`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(profile.companyName ?? profile.name);
  await expect(page.locator('.pro-profile__place')).toHaveText('東京都国分寺市');
  await expect(page).toHaveTitle(/東京都国分寺市/);
});
