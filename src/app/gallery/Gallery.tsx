import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/react';
import { BlogPostCard } from '../../components/content/BlogPostCard';
import { CaseStudyCard } from '../../components/content/CaseStudyCard';
import { Price } from '../../components/content/Price';
import { RatingStars } from '../../components/content/RatingStars';
import { ReviewCard } from '../../components/content/ReviewCard';
import { Skeleton } from '../../components/content/Skeleton';
import { ErrorState } from '../../components/ErrorState';
import { Avatar } from '../../components/ui/Avatar';
import { Badge } from '../../components/ui/Badge';
import { buttonClass } from '../../components/ui/button';
import { Chip } from '../../components/ui/Chip';
import { EmptyState } from '../../components/ui/EmptyState';
import { FormCard } from '../../components/ui/FormCard';
import { iconButtonClass } from '../../components/ui/icon-button';
import { CloseIcon, MenuIcon } from '../../components/ui/icons';
import { Notice } from '../../components/ui/Notice';
import { Tabs } from '../../components/ui/Tabs';
import { useAuthState } from '../../features/auth/store';
import { NotificationBell } from '../../features/notifications/components/NotificationBell';
import { RequestButton } from '../../features/new-request/container/RequestHost';
import { formatPriceRange } from '../../lib/i18n';
import { GalleryFormControls } from './GalleryFormControls';
import { GALLERY_USER_ID, SAMPLE_DATE } from './sample-data';
import styles from './Gallery.module.css';

/** One component and its states, under a heading the e2e test finds it by. */
function Specimen({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={`gallery-${id}`} data-testid={`gallery-${id}`}>
      <h2 id={`gallery-${id}`}>{title}</h2>
      <div className={styles.row}>{children}</div>
    </section>
  );
}

/**
 * The component gallery (`/__gallery`, development and mock-kit builds only): every shared component
 * in each of its states, with the app's own texts, for a developer to review on the mock.
 */
export function Gallery() {
  const { t, i18n } = useTranslation();
  const { t: tm } = useTranslation('marketing');
  const { t: tf } = useTranslation('form');
  const language = i18n.language === 'en' ? 'en' : 'ja';
  const [toast, setToast] = useState(false);
  const [tab, setTab] = useState<'first' | 'second'>('first');
  // The drawer reads the user's notifications, which the mock answers only with a session.
  const auth = useRouteContext({ from: '__root__', select: (context) => context.auth });
  const signedIn = useAuthState(auth.store).isAuthenticated;
  return (
    <div className={styles.gallery}>
      <title>Component gallery</title>
      <meta name="robots" content="noindex" />
      <h1>Component gallery</h1>
      <Specimen id="buttons" title="Button">
        {(['primary', 'secondary', 'quiet'] as const).map((variant) => (
          <div key={variant} className={styles.row}>
            <button type="button" className={buttonClass(variant)}>
              {t('status.retry')}
            </button>
            <button type="button" className={buttonClass(variant)} aria-busy="true">
              {t('status.loading')}
            </button>
            <button type="button" className={buttonClass(variant)} disabled>
              {t('status.retry')}
            </button>
          </div>
        ))}
        <button type="button" className={buttonClass('primary', { large: true, block: true })}>
          {t('requestActions.quotes')}
        </button>
      </Specimen>
      <Specimen id="icon-buttons" title="Icon button">
        {/* Default, expanded (a menu it controls is open) and disabled, in each variant. */}
        {(['plain', 'outlined'] as const).map((variant) => (
          <div key={variant} className={styles.row}>
            <button type="button" className={iconButtonClass(variant)} aria-label={t('nav.label')}>
              <MenuIcon />
            </button>
            <button
              type="button"
              className={iconButtonClass(variant)}
              aria-label={t('nav.label')}
              aria-expanded="true"
            >
              <MenuIcon />
            </button>
            <button
              type="button"
              className={iconButtonClass(variant)}
              aria-label={t('status.close')}
              disabled
            >
              <CloseIcon size={20} />
            </button>
          </div>
        ))}
        <button type="button" className={iconButtonClass('plain')}>
          <Avatar name="山田 太郎" size={32} />
          <span className="visually-hidden">{t('auth.openMenu', { name: '山田 太郎' })}</span>
        </button>
      </Specimen>
      <Specimen id="links" title="Link">
        <p>
          {t('nav.start')}: <a href="/start">{t('nav.start')}</a>
        </p>
        <a href="/blog" className={buttonClass('quiet')}>
          {t('footer.blog')}
        </a>
      </Specimen>
      <Specimen id="cards" title="Card">
        <div className={styles.cards}>
          <ReviewCard
            reviewerName="山田 花子"
            rating={4.5}
            comment="丁寧に作業していただき、とても満足しています。また依頼したいです。"
            date={SAMPLE_DATE}
            language={language}
            reply="ご利用ありがとうございました。"
          />
          <CaseStudyCard
            title="3LDK まるごとクリーニング"
            description="キッチン・浴室・トイレを中心に、半日で仕上げました。"
            price={32000}
            durationHours={5}
          />
          <BlogPostCard
            title="ハウスクリーニングの料金相場"
            summary="間取りと場所ごとの料金の目安と、依頼する前に確かめたいこと。"
            href="/blog"
            publishedAt={SAMPLE_DATE}
            language={language}
            tag="料金"
            author="編集部"
          />
        </div>
      </Specimen>
      <Specimen id="badges" title="Badge">
        <Badge>料金</Badge>
        <Badge tone="neutral">{t('footer.blog')}</Badge>
        <Badge tone="success">✓ 本人確認済み</Badge>
        <Badge tone="danger">3</Badge>
      </Specimen>
      <Specimen id="avatars" title="Avatar">
        <Avatar src="/favicon.svg" name="Clean Pro" alt="Clean Pro" size={64} />
        <Avatar name="山田 太郎" size={64} />
        <Avatar name="Taro Yamada" size={48} />
        <Avatar src="javascript:alert(1)" name="Unsafe Address" size={40} />
      </Specimen>
      <Specimen id="rating" title="Rating stars">
        {[5, 4.5, 3, 0].map((rating) => (
          <p key={rating} className={styles.rating}>
            <RatingStars rating={rating} />
            <span className={styles.score}>{rating.toFixed(1)}</span>
            <span className={styles.count}>{tm('pro.reviews', { count: 128 })}</span>
          </p>
        ))}
        <RatingStars rating={4} size="small" />
      </Specimen>
      <Specimen id="price" title="Price">
        <Price amount={9800} />
        <Price amount={12000} unit="1台" />
        <span>{formatPriceRange('10000-20000', language)}</span>
        <span>{formatPriceRange('50000-', language)}</span>
      </Specimen>
      <Specimen id="chips" title="Chips and filters">
        <Chip name="sample" value="a">
          {tm('filters.any')}
        </Chip>
        <Chip name="sample" value="b" defaultChecked>
          {tm('filters.days.sat')}
        </Chip>
        <Chip name="sample" value="c" disabled>
          {tm('filters.times.morning')}
        </Chip>
        {/* One of a set (radios: arrow keys move the choice), as the pro sign-up's categories. */}
        <Chip type="radio" name="sample-one" value="a">
          {tm('filters.times.morning')}
        </Chip>
        <Chip type="radio" name="sample-one" value="b" defaultChecked>
          {tm('filters.times.afternoon')}
        </Chip>
        <form className="filters" aria-label={tm('filters.label')}>
          <label>
            {tm('filters.day')}
            <select name="day" defaultValue="">
              <option value="">{tm('filters.any')}</option>
            </select>
          </label>
        </form>
      </Specimen>
      <Specimen id="tabs" title="Tabs">
        <Tabs
          label="Component gallery tabs"
          selected={tab}
          onSelect={setTab}
          tabs={[
            { key: 'first', label: tm('list.previousPage'), panel: <p>{t('status.loading')}</p> },
            { key: 'second', label: tm('list.loadMore'), panel: <p>{t('status.retry')}</p> },
          ]}
        />
      </Specimen>
      <Specimen id="pagination" title="Pagination and load more">
        <a href="/__gallery" rel="prev">
          {tm('list.previousPage')}
        </a>
        <button type="button" className="pro-list__more">
          {tm('list.loadMore')}
        </button>
        <button type="button" className="pro-list__more" aria-disabled="true">
          {tm('list.loadingMore')}
        </button>
      </Specimen>
      <Specimen id="skeletons" title="Skeleton">
        <div className={styles.wide}>
          <Skeleton height="4rem" count={2} label={t('status.loading')} />
        </div>
      </Specimen>
      <Specimen id="states" title="Empty and error states">
        <div className={styles.wide}>
          <EmptyState>{tm('list.empty')}</EmptyState>
          <EmptyState action={<a href="/start">{t('nav.start')}</a>}>{tm('list.emptyFiltered')}</EmptyState>
          <ErrorState />
        </div>
      </Specimen>
      <Specimen id="notices" title="Notice and toast">
        <div className={styles.wide}>
          <Notice>{t('status.loading')}</Notice>
          <Notice tone="success">{t('status.retry')} ✓</Notice>
          <Notice tone="error">{t('status.error.title')}</Notice>
          <button type="button" className={buttonClass('secondary')} onClick={() => setToast(!toast)}>
            Toast
          </button>
          {toast && (
            <Notice tone="success" floating>
              {t('status.error.description')}
            </Notice>
          )}
        </div>
      </Specimen>
      <Specimen id="dialog" title="Dialog (the request form)">
        <RequestButton jobTypeId="house-cleaning" />
        <RequestButton jobTypeId="aircon-cleaning" where="tokyo" />
      </Specimen>
      <Specimen id="drawer" title="Drawer (notifications)">
        {signedIn ? (
          <NotificationBell userId={GALLERY_USER_ID} />
        ) : (
          <p>Sign in as the fixture client (user-client-1) to open the bell's drawer here.</p>
        )}
      </Specimen>
      <Specimen id="form-card" title="Form card (sign-in, set password)">
        <div className={styles.block}>
          <FormCard>
            <h1>{t('auth.signInTitle')}</h1>
            <div className={styles.form}>
              <label htmlFor="gallery-card-email">{t('auth.email')}</label>
              <input id="gallery-card-email" type="email" autoComplete="off" />
              <label htmlFor="gallery-card-password">{t('auth.password')}</label>
              <input
                id="gallery-card-password"
                type="password"
                autoComplete="off"
                aria-invalid="true"
                aria-describedby="gallery-card-password-error"
              />
              <p id="gallery-card-password-error">{tf('errors.required')}</p>
              <button type="button" className={buttonClass('primary', { block: true })}>
                {t('auth.submit')}
              </button>
            </div>
          </FormCard>
        </div>
      </Specimen>
      <Specimen id="form" title="Request form controls">
        <GalleryFormControls language={language} />
      </Specimen>
    </div>
  );
}
