import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'ja-JP' });
page.on('pageerror', (e) => console.log('pageerror', e.message));
for (const path of process.argv.slice(2)) {
  await page.goto('http://127.0.0.1:5173' + path);
  await page.waitForTimeout(2500);
  const h1 = await page.locator('h1').allInnerTexts();
  console.log(path, '=>', JSON.stringify(h1), (await page.locator('main').innerText()).slice(0, 200).replace(/\n/g,' | '));
}
await page.goto('http://127.0.0.1:5173/start?mock=none');
await browser.close();
