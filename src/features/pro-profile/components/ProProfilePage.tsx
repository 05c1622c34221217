import { Suspense } from 'react';
import { Avatar } from '../../../components/ui/Avatar';
import { useTranslation } from '../../../lib/i18n/react';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { Link } from '../../../components/Link';
import { buttonClass } from '../../../components/ui/button';
import { SeoTags } from '../../../components/SeoTags';
import { RatingStars } from '../../../components/content/RatingStars';
import type { Language, PublicPro } from '../../../api';
import { dataTextLang, localized, otherLanguage, titleWithSuffixes } from '../../../lib/i18n';
import { profileDescriptions, profileStructuredData, profileUrls } from '../seo';
import { ClaimProfileForm } from './ClaimProfileForm';
import { EmptyState, ProfileSection } from './ProfileSection';
import {
  BlogPostsList,
  CaseStudiesList,
  JobTypesList,
  PrefecturesList,
  PricingMenuList,
  QuestionsGate,
  QuestionsList,
  ReviewsList,
} from './ProfileSections';
import { useOrigin } from '../../../utils/seo';
import './profile.css';

/**
 * A pro's public profile: header and avatar, description (en/ja fallback),
 * job types, prefectures, case studies, reviews with statistics and a rating filter, pricing
 * menu, questions and blog posts; an imported, unclaimed profile also offers its claim form.
 * The header renders from the loader's data at once; every other section loads on its own.
 */
export function ProProfilePage({
  pro,
  jobTypeId,
  language,
  requestAction,
  viewerIsOwner = false,
}: {
  pro: PublicPro;
  jobTypeId?: string | undefined;
  language: Language;
  /** The call to action that opens a direct booking (the route supplies it); never on an unclaimed profile. */
  requestAction?: React.ReactNode;
  /**
   * The signed-in user is this pro (known in the browser only: the server renders the visitor's
   * page). A request is a client's, so the pro is not offered a booking of themselves: the page says
   * it is theirs and leads to their dashboard instead.
   */
  viewerIsOwner?: boolean;
}) {
  const { t, i18n } = useTranslation(['pros', 'common']);
  const displayName = pro.companyName ?? pro.name;
  const description = localized(pro.description, language);
  // A description shown in the other language says so, for screen readers and translation tools.
  const descriptionLanguage = pro.description[language] ? language : otherLanguage(language);
  const { ratingValue, reviewCount } = pro.reviewStatistics;
  const place = pro.location.title;

  const origin = useOrigin();
  // A job type's address is the same profile: its canonical is the profile's (see profileUrls).
  const urls = profileUrls(origin, pro, language);
  // The head describes the pro in the page's language: an English page without the pro's English
  // text says "Profile of …", never the Japanese text the "About" section falls back to.
  const descriptions = profileDescriptions(
    pro,
    language,
    reviewCount > 0
      ? t('meta.description', { name: displayName, place, count: reviewCount })
      : t('meta.descriptionNoReviews', { name: displayName, place }),
  );
  const title = `${titleWithSuffixes(t('meta.title', { name: displayName, place }), {
    i18n,
    language,
    date: new Date(),
  })} | ${t('common:appName')}`;
  const structuredData = profileStructuredData(pro, {
    origin,
    canonical: urls.canonical,
    language,
    startLabel: t('common:nav.start'),
    description: descriptions.structured,
  });

  return (
    <article className="pro-profile" data-pro-id={pro.id}>
      <SeoTags title={title} description={descriptions.meta} urls={urls} structuredData={structuredData} />

      <Breadcrumbs
        items={[
          { label: t('common:nav.start'), target: 'start' },
          { label: displayName, lang: dataTextLang(displayName, language) },
        ]}
      />
      <header className="pro-profile__header">
        <Avatar
          src={pro.avatarUrl}
          name={displayName}
          alt={t('avatarAlt', { name: displayName })}
          size={96}
          priority
        />
        <div className="pro-profile__identity">
          <h1 lang={dataTextLang(displayName, language)}>{displayName}</h1>
          {pro.companyName && (
            <p className="pro-profile__person" lang={dataTextLang(pro.name, language)}>
              {pro.name}
            </p>
          )}
          <p className="pro-profile__place" lang={dataTextLang(place, language)}>
            {place}
          </p>
          <p data-testid="rating" className="pro-profile__rating">
            {reviewCount > 0 ? (
              <>
                <RatingStars rating={ratingValue} size="small" />
                <span className="pro-profile__score" aria-hidden="true">
                  {ratingValue.toFixed(1)}
                </span>
                <span className="pro-profile__count">
                  {t('common:profile.reviewCount', { count: reviewCount })}
                </span>
              </>
            ) : (
              t('common:profile.noReviews')
            )}
          </p>
          {(pro.yearsInBusiness !== undefined || pro.hireCount !== undefined) && (
            <p className="pro-profile__facts">
              {pro.yearsInBusiness !== undefined && (
                <span>{t('facts.yearsInBusiness', { count: pro.yearsInBusiness })}</span>
              )}
              {pro.hireCount !== undefined && <span>{t('facts.hireCount', { count: pro.hireCount })}</span>}
            </p>
          )}
          {pro.isItp && <p className="pro-profile__badge">{t('claim.badge')}</p>}
        </div>
      </header>
      {!pro.isItp && (viewerIsOwner ? <OwnProfileNote /> : requestAction)}

      <section aria-labelledby="about-heading" className="profile-section" data-testid="about">
        <h2 id="about-heading">{t('sections.about')}</h2>
        {description ? (
          <p
            className="pro-profile__description"
            lang={descriptionLanguage === language ? undefined : descriptionLanguage}
          >
            {description}
          </p>
        ) : (
          <EmptyState>{t('empty.about')}</EmptyState>
        )}
      </section>

      {pro.isItp && <ClaimProfileForm proId={pro.id} />}

      <ProfileSection id="job-types" title={t('sections.jobTypes')} skeleton={{ height: '2rem' }}>
        <JobTypesList pro={pro} language={language} jobTypeId={jobTypeId} />
      </ProfileSection>
      <ProfileSection id="prefectures" title={t('sections.prefectures')} skeleton={{ height: '2rem' }}>
        <PrefecturesList pro={pro} language={language} />
      </ProfileSection>
      <ProfileSection
        id="pricing-menu"
        title={t('sections.pricingMenu')}
        skeleton={{ height: '4.5rem', count: 3 }}
      >
        <PricingMenuList pro={pro} language={language} jobTypeId={jobTypeId} />
      </ProfileSection>
      <ProfileSection id="case-studies" title={t('sections.caseStudies')} skeleton={{ height: '18rem' }}>
        <CaseStudiesList pro={pro} language={language} />
      </ProfileSection>
      <ProfileSection id="reviews" title={t('sections.reviews')} skeleton={{ height: '7rem', count: 3 }}>
        <ReviewsList pro={pro} language={language} />
      </ProfileSection>
      <Suspense fallback={null}>
        <QuestionsGate pro={pro} language={language}>
          <ProfileSection
            id="questions"
            title={t('sections.questions')}
            skeleton={{ height: '4rem', count: 3 }}
          >
            <QuestionsList pro={pro} language={language} />
          </ProfileSection>
        </QuestionsGate>
      </Suspense>
      <ProfileSection id="blog-posts" title={t('sections.blogPosts')} skeleton={{ height: '16rem' }}>
        <BlogPostsList pro={pro} language={language} />
      </ProfileSection>
    </article>
  );
}

/** In place of the booking button, for the pro looking at their own profile. */
function OwnProfileNote() {
  const { t } = useTranslation(['pros', 'common']);
  return (
    <div className="pro-profile__own" data-testid="own-profile">
      <p>{t('own.note')}</p>
      <Link to="/dashboard/pro" className={buttonClass('primary')}>
        {t('common:auth.proDashboard')}
      </Link>
    </div>
  );
}
