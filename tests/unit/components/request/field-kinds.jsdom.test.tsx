// @vitest-environment jsdom
// The request form's field kinds, driven as a user drives them: choosing radio and checkbox cards
// and image choices, the "other" text that follows its trigger, the counter steppers with their
// bounds, and the services' running total.
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { I18nextProvider } from '../../../../src/lib/i18n/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { JobTypeField } from '../../../../src/api';
import { FieldControl } from '../../../../src/features/new-request/form/kinds/FieldControl';
import type { RequestFormValues } from '../../../../src/features/new-request/form/values';
import { todayIso } from '../../../../src/features/new-request/form/time';
import { createI18n, formatYen } from '../../../../src/lib/i18n';
import { resources } from '../../../../src/lib/i18n/all-resources';
import { byId, fieldOf } from '../../features/new-request/form/job-types';

afterEach(cleanup);

/** Renders one question in a form and hands back the form, to read what the user's actions stored. */
function renderField(field: JobTypeField) {
  const form: { current?: UseFormReturn<RequestFormValues> } = {};
  function Harness() {
    const methods = useForm<RequestFormValues>({ defaultValues: { answers: {} } });
    form.current = methods;
    return (
      <FormProvider {...methods}>
        <FieldControl field={field} language="ja" />
      </FormProvider>
    );
  }
  render(
    <I18nextProvider i18n={createI18n('ja', resources)}>
      <Harness />
    </I18nextProvider>,
  );
  return { user: userEvent.setup(), answers: () => form.current!.getValues('answers') };
}

describe('choice fields', () => {
  it('radios with other: choosing the trigger asks for the other text, another choice hides it', async () => {
    const field = fieldOf(byId('plumber'), 'trouble');
    const { user, answers } = renderField(field);
    const group = screen.getByRole('group', { name: /どのようなトラブルですか/ });
    expect(within(group).getAllByRole('radio')).toHaveLength(5);
    expect(screen.queryByLabelText('その他の内容')).toBeNull();

    await user.click(within(group).getByRole('radio', { name: 'その他' }));
    const other = await screen.findByLabelText('その他の内容');
    await user.type(other, '給湯器の異音');
    expect(answers()).toMatchObject({ trouble: { value: 'other', other: '給湯器の異音' } });

    await user.click(within(group).getByRole('radio', { name: '水漏れ' }));
    expect(screen.queryByLabelText('その他の内容')).toBeNull();
    expect(answers()).toMatchObject({ trouble: { value: 'leak' } });
    expect((within(group).getByRole('radio', { name: '水漏れ' }) as HTMLInputElement).checked).toBe(true);
    expect((within(group).getByRole('radio', { name: 'その他' }) as HTMLInputElement).checked).toBe(false);
  });

  it('checkbox cards: several can be chosen, a second click takes one back; prices are shown', async () => {
    const field = fieldOf(byId('aircon-cleaning'), 'extras');
    const { user, answers } = renderField(field);
    const antiMold = screen.getByRole('checkbox', { name: /防カビコート/ });
    const drain = screen.getByRole('checkbox', { name: /ドレンホースの洗浄/ });
    expect(antiMold.closest('label')?.textContent).toContain(formatYen(1500, 'ja'));

    await user.click(antiMold);
    await user.click(drain);
    expect(answers()).toMatchObject({ extras: ['antiMold', 'drainHose'] });
    await user.click(antiMold);
    expect(answers()).toMatchObject({ extras: ['drainHose'] });
  });

  it('image choices: each option shows its picture; a second choice replaces the first', async () => {
    const field = fieldOf(byId('roof-construction'), 'roofMaterial');
    const { user, answers } = renderField(field);
    const slate = screen.getByRole('radio', { name: /スレート/ });
    expect(slate.closest('label')?.querySelector('img')?.getAttribute('src')).toBe(
      '/mock-assets/options/slate.svg',
    );
    await user.click(slate);
    expect(answers()).toMatchObject({ roofMaterial: 'slate' });
    await user.click(screen.getByRole('radio', { name: '瓦' }));
    expect((slate as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('radio', { name: '瓦' }) as HTMLInputElement).checked).toBe(true);
    expect(answers()).toMatchObject({ roofMaterial: 'kawara' });
  });
});

describe('counter fields', () => {
  it('the stepper counts up and down within the option bounds, keeping the focus at a bound', async () => {
    const field = fieldOf(byId('house-cleaning'), 'rooms');
    const { user, answers } = renderField(field);
    const less = screen.getByRole('button', { name: 'キッチンを減らす' });
    const more = screen.getByRole('button', { name: 'キッチンを増やす' });
    const count = screen.getByTestId('count-rooms-kitchen');
    expect(count.textContent).toBe('0');
    expect(less.getAttribute('aria-disabled')).toBe('true');
    await user.click(less);
    expect(count.textContent).toBe('0');

    for (let i = 0; i < 3; i += 1) await user.click(more);
    expect(count.textContent).toBe('3');
    // The kitchen's max is 3: marked disabled, yet focusable and focused (a natively disabled button
    // drops the keyboard user's focus to the page), and a further press changes nothing.
    expect(more.getAttribute('aria-disabled')).toBe('true');
    expect((more as HTMLButtonElement).disabled).toBe(false);
    expect(document.activeElement).toBe(more);
    await user.keyboard('{Enter}');
    expect(count.textContent).toBe('3');
    await user.click(less);
    expect(count.textContent).toBe('2');
    expect(answers()).toMatchObject({ rooms: { kitchen: 2 } });
  });

  it('services keep a running total of unit price times quantity', async () => {
    const field = fieldOf(byId('aircon-cleaning'), 'aircons');
    const { user } = renderField(field);
    const total = screen.getByTestId('total-aircons');
    expect(total.textContent).toBe(`合計（目安）: ${formatYen(0, 'ja')}`);

    await user.click(screen.getByRole('button', { name: '壁掛けエアコン（通常）を増やす' }));
    await user.click(screen.getByRole('button', { name: '壁掛けエアコン（通常）を増やす' }));
    await user.click(screen.getByRole('button', { name: '室外機を増やす' }));
    expect(total.textContent).toBe(`合計（目安）: ${formatYen(2 * 9000 + 4000, 'ja')}`);

    // Enter on a focused stepper works like a click.
    screen.getByRole('button', { name: '室外機を減らす' }).focus();
    await user.keyboard('{Enter}');
    expect(total.textContent).toBe(`合計（目安）: ${formatYen(2 * 9000, 'ja')}`);
  });
});

describe('date, time and duration fields', () => {
  it('timeslots: three preferred slots, each a day from today and a time range inside the working hours', async () => {
    const field = fieldOf(byId('house-cleaning'), 'timeslots');
    const { user, answers } = renderField(field);
    const first = (part: string) => screen.getByLabelText(`第1希望 ${part}`) as HTMLInputElement;
    expect(screen.getAllByLabelText(/^第\d希望 日付$/)).toHaveLength(3);
    // The pickers offer only what the rules accept: today on, and the job type's hours (08:00–21:00).
    expect(first('日付').min).toBe(todayIso());
    expect([first('開始時刻').min, first('開始時刻').max]).toEqual(['08:00', '21:00']);
    expect([first('終了時刻').min, first('終了時刻').max]).toEqual(['08:00', '21:00']);

    await user.type(first('日付'), '2031-04-05');
    await user.type(first('開始時刻'), '09:30');
    await user.type(first('終了時刻'), '11:00');
    expect(answers()).toMatchObject({
      timeslots: [
        { date: '2031-04-05', from: '09:30', to: '11:00' },
        { date: '', from: '', to: '' },
        { date: '', from: '', to: '' },
      ],
    });
  });

  it('duration: a number and its unit, the units the job type names', async () => {
    const field = fieldOf(byId('handyman'), 'estimatedTime');
    const { user, answers } = renderField(field);
    const unit = screen.getByLabelText('単位') as HTMLSelectElement;
    expect([...unit.options].map((option) => option.value)).toEqual(['hours', 'days']);
    await user.type(screen.getByLabelText('数値'), '2.5');
    await user.selectOptions(unit, 'days');
    expect(answers()).toMatchObject({ estimatedTime: { value: '2.5', unit: 'days' } });
  });
});
