// The additionalTextGuide experiment's variant B: a guide under the request's free-text field
// (`additionalText`, the "anything else for the pro" question) saying what helps a pro quote.
// Given by the form through context, so the field kinds need no extra prop.
import { createContext, useContext } from 'react';
import { useTranslation } from '../../../../lib/i18n/react';

export const AdditionalTextGuideContext = createContext(false);

/** The free-text field the guide belongs to (§8 names `additionalText` among the masked fields). */
const ADDITIONAL_TEXT_KEY = 'additionalText';
const GUIDE_POINTS = ['budget', 'place', 'wishes'] as const;

export function AdditionalTextGuide({ fieldKey, id }: { fieldKey: string; id: string }) {
  const shown = useContext(AdditionalTextGuideContext);
  const { t } = useTranslation('request');
  if (!shown || fieldKey !== ADDITIONAL_TEXT_KEY) return null;
  return (
    <div className="request-field__guide" id={id} data-testid="additional-text-guide">
      <p>{t('additionalTextGuide.lead')}</p>
      <ul>
        {GUIDE_POINTS.map((point) => (
          <li key={point}>{t(`additionalTextGuide.points.${point}`)}</li>
        ))}
      </ul>
    </div>
  );
}
