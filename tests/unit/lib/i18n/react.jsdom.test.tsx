// @vitest-environment jsdom
// The React binding of the i18next instances (src/lib/i18n/react.tsx): the provider's instance, the
// first namespace as default, a new render and a new `t` on a language change, and texts with elements.
import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../../src/lib/i18n';
import { resources } from '../../../../src/lib/i18n/all-resources';
import { I18nextProvider, Interpolated, useTranslation } from '../../../../src/lib/i18n/react';

function StartingPrice({ onT }: { onT?: () => void }) {
  const { t, i18n } = useTranslation(['marketing', 'common']);
  useEffect(() => onT?.(), [t, onT]);
  return (
    <p data-testid="line" lang={i18n.language}>
      <Interpolated text={t('pro.startingPriceShown')} components={{ price: <b>￥26,500</b> }} />
    </p>
  );
}

describe('useTranslation', () => {
  it("reads the provider's instance, the first namespace unprefixed, and renders again on a language change", () => {
    const i18n = createI18n('ja', resources);
    const onT = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <StartingPrice onT={onT} />
      </I18nextProvider>,
    );
    const line = screen.getByTestId('line');
    expect(line.innerHTML).toBe('<b>￥26,500</b>~');
    expect(line.lang).toBe('ja');
    expect(onT).toHaveBeenCalledTimes(1);

    act(() => void i18n.changeLanguage('en'));
    expect(line.innerHTML).toBe('From <b>￥26,500</b>');
    expect(line.lang).toBe('en');
    // A new `t` for the new language: effects that use it run again.
    expect(onT).toHaveBeenCalledTimes(2);
  });

  it('needs a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<StartingPrice />)).toThrow(/I18nextProvider/);
  });
});

describe('Interpolated', () => {
  const strong = <strong />;
  const html = (text: string) => {
    const { container } = render(<Interpolated text={text} components={{ strong }} />);
    return container.innerHTML;
  };

  it('puts the text between the tags into the component, and self-closing tags as they are', () => {
    expect(html('a <strong>b</strong> c <strong/> d')).toBe('a <strong>b</strong> c <strong></strong> d');
  });

  it('leaves a tag it has no component for, and anything else, as text (never as HTML)', () => {
    expect(html('<em>x</em> <img src=x onerror=alert(1)>')).toBe(
      '&lt;em&gt;x&lt;/em&gt; &lt;img src=x onerror=alert(1)&gt;',
    );
  });
});
