// Steps of the house-cleaning request form that several end-to-end journeys fill the same way.
import type { Locator } from '@playwright/test';

/** The second step: the first preferred slot (a day and a time range) and the address. */
export async function fillSlotAndAddress(
  dialog: Locator,
  slot: { date: string; from: string; to: string },
  place = { zipCode: '150-0001', address: '渋谷区神宮前1-1-1' },
) {
  await dialog.getByLabel('第1希望 日付').fill(slot.date);
  await dialog.getByLabel('第1希望 開始時刻').fill(slot.from);
  await dialog.getByLabel('第1希望 終了時刻').fill(slot.to);
  await dialog.getByLabel('郵便番号').fill(place.zipCode);
  await dialog.getByLabel('住所').fill(place.address);
}
