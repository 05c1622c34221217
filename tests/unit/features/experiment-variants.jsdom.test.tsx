// @vitest-environment jsdom
// What each newly wired experiment's variant renders (the control first): phoneLogin in the request
// form's contact step, proNameDropOff in a direct request's header, pricingValueProposition above the
// pricing items, displayTiming's request bar. Before the variant is known (undefined) the control shows.
import { act } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { PricingValueProposition } from '../../../src/features/marketing/components/PricingValueProposition';
import { ContactStep } from '../../../src/features/new-request/components/ContactStep';
import { DirectBookingLine } from '../../../src/features/new-request/components/DirectBookingLine';
import { DisplayTimingBar } from '../../../src/features/new-request/container/DisplayTimingBar';
import type { RequestFormValues } from '../../../src/features/new-request/form/values';
import { mountWithTexts as render } from '../../helpers/render-ui';

function Contact({ phoneLogin, phoneRegistration }: { phoneLogin: boolean; phoneRegistration: boolean }) {
  const form = useForm<RequestFormValues>({ defaultValues: { contact: { method: 'email' } } });
  return (
    <FormProvider {...form}>
      <ContactStep phoneRegistration={phoneRegistration} onGoal={() => undefined} phoneLogin={phoneLogin} />
    </FormProvider>
  );
}

const radios = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLInputElement>('input[type="radio"]')].map((radio) => ({
    label: radio.parentElement?.textContent,
    checked: radio.checked,
  }));
const field = (container: HTMLElement, name: string) => container.querySelector(`[name="contact.${name}"]`);

describe('phoneLogin', () => {
  it('A (control): email first and chosen, the email field shown', () => {
    const container = render('ja', <Contact phoneLogin={false} phoneRegistration />);
    expect(radios(container)).toEqual([
      { label: 'メールアドレスで登録', checked: true },
      { label: '電話番号で登録', checked: false },
    ]);
    expect(field(container, 'email')).not.toBeNull();
  });

  it('B: registering by phone offered first and chosen (no sign-in promised), the phone number (no email) asked for', () => {
    const container = render('ja', <Contact phoneLogin phoneRegistration />);
    expect(radios(container)).toEqual([
      { label: '電話番号でかんたん登録', checked: true },
      { label: 'メールアドレスで登録', checked: false },
    ]);
    expect(field(container, 'email')).toBeNull();
    expect(field(container, 'password')).not.toBeNull();
    const en = render('en', <Contact phoneLogin phoneRegistration />);
    expect(radios(en)[0]).toEqual({ label: 'Sign up quickly with your phone number', checked: true });
  });

  it('B: the visitor’s own choice of email stands', () => {
    const container = render('ja', <Contact phoneLogin phoneRegistration />);
    const email = container.querySelectorAll<HTMLInputElement>('input[type="radio"]')[1]!;
    act(() => email.click());
    expect(radios(container)[1]).toEqual({ label: 'メールアドレスで登録', checked: true });
    expect(field(container, 'email')).not.toBeNull();
  });

  it('B without phone registration (no verification provider) changes nothing', () => {
    const container = render('ja', <Contact phoneLogin phoneRegistration={false} />);
    expect(radios(container)).toEqual([]);
    expect(field(container, 'email')).not.toBeNull();
  });
});

describe('proNameDropOff', () => {
  it('A (control) and unknown name the pro; B leaves the name out', () => {
    expect(render('ja', <DirectBookingLine proName="山田工務店" variant="A" />).textContent).toBe(
      '山田工務店 への直接依頼',
    );
    expect(render('ja', <DirectBookingLine proName="山田工務店" variant={undefined} />).textContent).toBe(
      '山田工務店 への直接依頼',
    );
    const b = render('ja', <DirectBookingLine proName="山田工務店" variant="B" />).textContent;
    expect(b).toBe('お選びいただいたプロへの直接依頼');
    expect(render('en', <DirectBookingLine proName="Yamada" variant="B" />).textContent).toBe(
      'A direct request to the pro you chose',
    );
  });
});

describe('pricingValueProposition', () => {
  it('A (control) and unknown say nothing; B says what the prices mean', () => {
    expect(render('ja', <PricingValueProposition variant="A" />).textContent).toBe('');
    expect(render('ja', <PricingValueProposition variant={undefined} />).textContent).toBe('');
    expect(render('ja', <PricingValueProposition variant="B" />).textContent).toContain('見積もりは無料');
    expect(render('en', <PricingValueProposition variant="B" />).textContent).toContain('quotes are free');
  });
});

describe('displayTiming', () => {
  const button = <a href="?request=house-cleaning">依頼する</a>;
  it('A (control) and unknown show no bar; B shows the request button in the bar at once', () => {
    expect(render('ja', <DisplayTimingBar variant="A">{button}</DisplayTimingBar>).innerHTML).toBe('');
    expect(render('ja', <DisplayTimingBar variant={undefined}>{button}</DisplayTimingBar>).innerHTML).toBe(
      '',
    );
    const bar = render('ja', <DisplayTimingBar variant="B">{button}</DisplayTimingBar>).querySelector(
      '[data-testid="request-bar"]',
    );
    expect(bar?.querySelector('a')?.getAttribute('href')).toBe('?request=house-cleaning');
  });
});
