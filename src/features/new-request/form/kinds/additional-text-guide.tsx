// The additionalTextGuide experiment's variant B: a guide under the request's free-text field
// (`additionalText`, the "anything else for the pro" question) saying what helps a pro quote.
// Given by the form through context, so the field kinds need no extra prop.
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';

export const AdditionalTextGuideContext = createContext(false);

/** The free-text field the guide belongs to (§8 names `additionalText` among the masked fields). */
const ADDITIONAL_TEXT_KEY = 'additionalText';

export function AdditionalTextGuide({ fieldKey, id }: { fieldKey: string; id: string }) {
  const shown = useContext(AdditionalTextGuideContext);
  const { t } = useTranslation('request');
  if (!shown || fieldKey !== ADDITIONAL_TEXT_KEY) return null;
  const points = t('additionalTextGuide.points', { returnObjects: true }) as unknown;
  return (
    <div className="request-field__guide" id={id} data-testid="additional-text-guide">
      <p>{t('additionalTextGuide.lead')}</p>
      {Array.isArray(points) && (
        <ul>
          {points.map((point) => (
            <li key={String(point)}>{String(point)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
