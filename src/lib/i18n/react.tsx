// The React binding of the app's i18next instances: a provider, `useTranslation` and `Interpolated`.
// It replaces react-i18next (7 kB gzip of the first page's JavaScript with its HTML parser) with what
// the app uses of it: every instance is created per render (createI18n) and handed down by the
// provider, the texts a page shows are loaded before it renders (ensureResources), so there is no
// global instance, no Suspense for loading and no namespace reporting.
import {
  cloneElement,
  createContext,
  useCallback,
  useContext,
  useMemo,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { FlatNamespace, i18n, Namespace, TFunction } from 'i18next';

const I18nContext = createContext<i18n | null>(null);

/** Makes `instance` the one `useTranslation` reads below it. */
export function I18nextProvider({ i18n: instance, children }: { i18n: i18n; children?: ReactNode }) {
  return <I18nContext.Provider value={instance}>{children}</I18nContext.Provider>;
}

type Namespaces = FlatNamespace | readonly [FlatNamespace?, ...FlatNamespace[]];
/** `common` (the instances' default namespace) when none is named, as react-i18next types it. */
type NamespaceOf<Ns> = Ns extends undefined ? 'common' : Ns extends Namespace ? Ns : 'common';

export interface Translation<Ns extends Namespace> {
  /** `t` of the current language; keys of the first namespace unprefixed, the others as `ns:key`. */
  t: TFunction<Ns>;
  i18n: i18n;
}

/**
 * The instance's `t` for `namespaces` (the first one is the default for unprefixed keys) in the
 * instance's current language; the component renders again when the language changes (`t` is then a
 * new function, so effects and memos that use it run again).
 */
export function useTranslation<const Ns extends Namespaces | undefined = undefined>(
  namespaces?: Ns,
): Translation<NamespaceOf<Ns>> {
  const instance = useContext(I18nContext);
  if (!instance) throw new Error('useTranslation needs an <I18nextProvider> above it');
  const subscribe = useCallback(
    (onChange: () => void) => {
      instance.on('languageChanged', onChange);
      return () => instance.off('languageChanged', onChange);
    },
    [instance],
  );
  const readLanguage = () => instance.language;
  const language = useSyncExternalStore(subscribe, readLanguage, readLanguage);
  const first: FlatNamespace = (typeof namespaces === 'string' ? namespaces : namespaces?.[0]) ?? 'common';
  const t = useMemo(
    () => instance.getFixedT(language, first) as unknown as TFunction<NamespaceOf<Ns>>,
    [instance, language, first],
  );
  return { t, i18n: instance };
}

const TAG = /<(\w+)>(.*?)<\/\1>|<(\w+)\s*\/>/g;

/**
 * A translated text with elements in it: each `<name></name>` (or `<name/>`) of `text` is replaced by
 * `components[name]`, given the text between the tags as children when there is some. Only the
 * app's own texts go through it (never data), and a tag it has no component for stays as text.
 */
export function Interpolated({
  text,
  components,
}: {
  text: string;
  components: Record<string, ReactElement<{ children?: ReactNode }>>;
}) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const name = match[1] ?? match[3] ?? '';
    const component = components[name];
    if (!component) continue;
    parts.push(text.slice(last, match.index));
    const inner = match[2];
    parts.push(cloneElement(component, { key: `${name}-${match.index}` }, ...(inner ? [inner] : [])));
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}
