// Development and mock-kit builds: choose a mock scenario (Prefer header) for the app's calls.
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '../lib/i18n/react';
import { DEV_SCENARIOS, currentDevScenario, setDevScenario, type DevScenario } from '../api';

/** `always`: shown with no scenario chosen too (development); otherwise only while one is active. */
export function DevScenarioPanel({ always }: { always: boolean }) {
  const { t } = useTranslation();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [scenario, setScenario] = useState<DevScenario | undefined>(currentDevScenario());
  const [open, setOpen] = useState(false);

  const choose = (next: DevScenario | undefined) => {
    setDevScenario(next);
    setScenario(next);
    // Ask again with the new scenario.
    queryClient.clear();
    void router.invalidate();
  };

  if (!always && !scenario) return null;
  return (
    <aside className="dev-scenario" aria-label={t('devScenario.label')}>
      <button type="button" onClick={() => setOpen(!open)} aria-expanded={open}>
        {t('devScenario.label')}:{' '}
        {scenario ? t(`devScenario.scenarios.${scenario}.label`) : t('devScenario.none')}
      </button>
      {open && (
        <fieldset>
          <legend>{t('devScenario.description')}</legend>
          <label>
            <input type="radio" name="dev-scenario" checked={!scenario} onChange={() => choose(undefined)} />
            {t('devScenario.none')}
          </label>
          {(Object.keys(DEV_SCENARIOS) as DevScenario[]).map((key) => (
            <label key={key} title={t(`devScenario.scenarios.${key}.description`)}>
              <input
                type="radio"
                name="dev-scenario"
                checked={scenario === key}
                onChange={() => choose(key)}
              />
              {t(`devScenario.scenarios.${key}.label`)}
            </label>
          ))}
        </fieldset>
      )}
    </aside>
  );
}
