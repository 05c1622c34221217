import { useRef, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/react';
import { AsyncBoundary } from '../../../components/AsyncBoundary';
import { Skeleton } from '../../../components/content/Skeleton';
import { buttonClass } from '../../../components/ui/button';

/**
 * One section of the profile with its own loading and error state: a skeleton of the height the
 * content usually takes (the page below does not jump when it arrives), and on failure a message
 * with a retry that refetches only this section's queries. The rest of the page stays usable.
 * The retry goes away as the section loads again: the focus it held moves to the section's heading,
 * where reading what loaded starts, instead of dropping to the page's start.
 */
export function ProfileSection({
  id,
  title,
  skeleton,
  children,
}: {
  id: string;
  title: string;
  skeleton: { height: string; count?: number };
  children: ReactNode;
}) {
  const { t } = useTranslation(['pros', 'common']);
  const heading = useRef<HTMLHeadingElement>(null);
  const placeholder = (
    <Skeleton height={skeleton.height} count={skeleton.count ?? 1} label={t('loading', { section: title })} />
  );
  // Sections render after the profile's first paint (their skeletons hold the place until then).
  return (
    <section aria-labelledby={`${id}-heading`} className="profile-section" id={id} data-testid={id}>
      <h2 id={`${id}-heading`} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <AsyncBoundary
        area={`profile-${id}`}
        fallback={(retry) => (
          <div role="alert" className="profile-section__error">
            <p>{t('sectionError', { section: title })}</p>
            <button
              type="button"
              className={buttonClass()}
              onClick={(event) => {
                if (document.activeElement === event.currentTarget) heading.current?.focus();
                retry();
              }}
            >
              {t('common:status.retry')}
            </button>
          </div>
        )}
        placeholder={placeholder}
      >
        {children}
      </AsyncBoundary>
    </section>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="profile-section__empty">{children}</p>;
}
