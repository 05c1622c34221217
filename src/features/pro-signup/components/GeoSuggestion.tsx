import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../../lib/i18n/react';
import { nearestPlace, useApi, type City, type GeoPosition, type Prefecture } from '../../../api';
import { buttonClass } from '../../../components/ui/button';
import type { AppLanguage } from '../../../lib/i18n';
import styles from './ProSignup.module.css';

type State =
  | { kind: 'idle' }
  | { kind: 'locating' }
  | { kind: 'found'; prefecture: Prefecture; city: City; chosen: boolean }
  /** No permission, no position, or no place there: the suggestion is not shown. */
  | { kind: 'hidden' };

const noChange = () => () => undefined;
const browserGeolocation = (): Geolocation | undefined =>
  'geolocation' in navigator ? navigator.geolocation : undefined;

/** The browser's position, or null when it is refused, unavailable or too slow. */
const currentPosition = (geolocation: Geolocation): Promise<GeoPosition | null> =>
  new Promise((resolve) =>
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: coords.latitude, lng: coords.longitude }),
      () => resolve(null),
      { timeout: 10_000, maximumAge: 10 * 60_000 },
    ),
  );

/**
 * The service area's geolocation suggestion. Nothing happens without a click: "use my location"
 * asks the browser where the pro is (its permission prompt), then the nearest city and prefecture
 * (`nearestPlace`); the pro chooses it with a second click. A refused or unavailable position — or
 * no place there — hides the suggestion; a browser without geolocation (or with the permission
 * already denied) never shows it.
 */
export function GeoSuggestion({
  language,
  onChoose,
}: {
  language: AppLanguage;
  onChoose: (prefectureKey: string, cityKey: string) => void;
}) {
  const { t } = useTranslation('account');
  const api = useApi();
  // Known in the browser only (the server's render, and its hydration, show nothing).
  const geolocation = useSyncExternalStore(noChange, browserGeolocation, () => undefined);
  const [state, setState] = useState<State>({ kind: 'idle' });

  useEffect(() => {
    if (!browserGeolocation()) return;
    let live = true;
    void navigator.permissions
      ?.query({ name: 'geolocation' })
      .then((status) => {
        if (live && status.state === 'denied') setState({ kind: 'hidden' });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  if (!geolocation || state.kind === 'hidden') return null;

  const locate = async () => {
    setState({ kind: 'locating' });
    const position = await currentPosition(geolocation);
    const place = position && (await nearestPlace(api, position, language).catch(() => null));
    setState(place ? { kind: 'found', ...place, chosen: false } : { kind: 'hidden' });
  };
  const name = (place: { name: string; nameRome: string }) =>
    language === 'en' ? place.nameRome : place.name;

  return (
    <div className={styles.field} data-testid="geo-suggestion">
      {state.kind === 'found' ? (
        <>
          <p role="status">
            {t(state.chosen ? 'proSignup.area.geoChosen' : 'proSignup.area.geoSuggestion', {
              place: `${name(state.prefecture)} ${name(state.city)}`,
            })}
          </p>
          {!state.chosen && (
            <button
              type="button"
              className={buttonClass('secondary')}
              onClick={() => {
                onChoose(state.prefecture.key, state.city.key);
                setState({ ...state, chosen: true });
              }}
            >
              {t('proSignup.area.geoChoose')}
            </button>
          )}
        </>
      ) : (
        <button
          type="button"
          className={buttonClass('secondary')}
          onClick={() => void locate()}
          disabled={state.kind === 'locating'}
          aria-busy={state.kind === 'locating'}
        >
          {t(state.kind === 'locating' ? 'proSignup.area.geoLocating' : 'proSignup.area.geoFind')}
        </button>
      )}
    </div>
  );
}
