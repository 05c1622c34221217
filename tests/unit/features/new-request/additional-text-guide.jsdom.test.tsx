// @vitest-environment jsdom
// The additionalTextGuide experiment: variant B shows a guide under the free-text question
// (additionalText) and nowhere else; the control shows none.
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { JobTypeField } from '../../../../src/api';
import { AdditionalTextGuideContext } from '../../../../src/features/new-request/form/kinds/additional-text-guide';
import { TextField } from '../../../../src/features/new-request/form/kinds/TextField';
import type { RequestFormValues } from '../../../../src/features/new-request/form/values';
import { mountWithTexts } from '../../../helpers/render-ui';

type TextKind = Parameters<typeof TextField>[0]['field'];
const textarea = (key: string) =>
  ({
    key,
    type: 'textarea',
    title: { ja: 'その他、プロに伝えたいこと', en: 'Anything else?' },
  }) as JobTypeField as TextKind;

function Field({ field }: { field: TextKind }) {
  const form = useForm<RequestFormValues>();
  return (
    <FormProvider {...form}>
      <TextField field={field} language="ja" />
    </FormProvider>
  );
}

function guideOf(field: TextKind, variantB: boolean, language: 'ja' | 'en' = 'ja') {
  const container = mountWithTexts(
    language,
    <AdditionalTextGuideContext value={variantB}>
      <Field field={field} />
    </AdditionalTextGuideContext>,
  );
  return container.querySelector('[data-testid="additional-text-guide"]');
}

describe('additionalTextGuide', () => {
  it('the control: no guide', () => {
    expect(guideOf(textarea('additionalText'), false)).toBeNull();
  });

  it('variant B: the guide under the additional-text question, with its points, in the page language', () => {
    const ja = guideOf(textarea('additionalText'), true);
    expect(ja?.textContent).toContain('プロがより正確に見積もれます');
    expect(ja?.querySelectorAll('li')).toHaveLength(3);
    expect(guideOf(textarea('additionalText'), true, 'en')?.textContent).toContain('quote more accurately');
  });

  it('variant B: other text questions get no guide', () => {
    expect(guideOf(textarea('placeDescription'), true)).toBeNull();
  });
});
