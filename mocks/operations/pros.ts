// A pro's public profile, job types and service area (openapi/paths/pros.yaml).
import type { PublicPro, User } from '../../generated/api';
import type { FixturePro } from '../../fixtures/dataset';
import type { Operations } from '../shared/operation';
import type { RequestContext } from '../types';
import { one, param } from '../shared/request';
import { scopeOf } from '../shared/session';
import { byKey } from '../shared/tables';

/** Each profile under every name that finds it. */
const profilesBy = (pros: FixturePro[], names: (profile: PublicPro) => (string | undefined)[]) =>
  Object.fromEntries(
    pros.flatMap((pro) => names(pro.profile).flatMap((name) => (name ? [[name, pro.profile]] : []))),
  );

const ZERO_REVIEWS = { ratingValue: 0, reviewCount: 0, counts: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } };

export const pros: Operations = ({ world, english, session }) => {
  const { ds, summariesOf } = world;
  const fresh = ds.sessions.newClient.user;
  const placeTitle = (prefectureKey: string, cityKey: string, inEnglish: boolean) => {
    const prefecture = ds.prefectures.find((entry) => entry.key === prefectureKey);
    const city = ds.cities.find((entry) => entry.key === cityKey && entry.prefecture === prefectureKey);
    if (inEnglish) return [city?.nameRome, prefecture?.nameRome].filter(Boolean).join(', ');
    return `${prefecture?.name ?? ''}${city?.name ?? ''}`;
  };
  /**
   * The public profile of a pro who signed up in this scope (the on-the-fly account), once their
   * onboarding is complete (profileComplete, no registration step left); none before.
   */
  const signedUpPro = (context: RequestContext, key: string | undefined): User | undefined => {
    if (key !== fresh.id) return undefined;
    const user = session.current(fresh, scopeOf(context));
    return user.proProfile && user.profileComplete && user.proRegistrationStep === null ? user : undefined;
  };
  const publicProOf = (user: User, context: RequestContext): PublicPro => {
    const pro = user.proProfile!;
    const inEnglish = (context.headers['x-ui-language'] ?? one(context.query.language)) === 'en';
    const { fullNameKanji, fullNameEnglish, companyNameKanji, companyNameEnglish } = user.profile;
    const kanji = fullNameKanji ? `${fullNameKanji.last} ${fullNameKanji.first}` : '';
    const romanized = fullNameEnglish ? `${fullNameEnglish.first} ${fullNameEnglish.last}` : '';
    const company = inEnglish ? (companyNameEnglish ?? companyNameKanji) : companyNameKanji;
    return {
      id: user.id,
      slug: user.id,
      shortId: 'pnew01',
      name: (inEnglish && romanized) || kanji || romanized,
      ...(company ? { companyName: company } : {}),
      avatarUrl: user.profile.avatar ?? '',
      description: pro.description ?? { ja: '' },
      location: {
        prefecture: pro.location.prefecture,
        city: pro.location.city,
        title: placeTitle(pro.location.prefecture, pro.location.city, inEnglish),
      },
      jobTypeIds: pro.jobTypes,
      mainJobTypeId: pro.mainJobType,
      reviewStatistics: ZERO_REVIEWS,
      caseStudies: [],
      isItp: false,
    };
  };
  // The new pro's profile answers in place of the example the select named (the first fixture pro's).
  const orSignedUp = (name: string) => (context: RequestContext) => {
    const key = context.pathParams[name];
    return signedUpPro(context, key) ? { example: ds.pros[0]?.profile.id } : param(name)(context);
  };
  const refineSignedUp =
    (name: string) =>
    (context: RequestContext, body: PublicPro): PublicPro => {
      const user = signedUpPro(context, context.pathParams[name]);
      return user ? publicProOf(user, context) : body;
    };
  const itpPros = ds.pros.filter((pro) => pro.profile.isItp);
  const profileInEnglish = (body: PublicPro): PublicPro => ({
    ...english.pro(body),
    caseStudies: body.caseStudies.map(english.proName),
  });

  return {
    examples: () => ({
      listProJobTypes: world.perPro((pro) => summariesOf(pro.profile.jobTypeIds)),
      listItpUserJobTypes: byKey(
        itpPros,
        (pro) => pro.profile.id,
        (pro) => summariesOf(pro.profile.jobTypeIds),
      ),
      listProAvailablePrefectures: world.perPro((pro) =>
        pro.prefectureKeys.flatMap((key) => ds.prefectures.filter((prefecture) => prefecture.key === key)),
      ),
      // A profile's address is its slug or, where the pro chose one, its custom URL.
      getProBySlug: profilesBy(ds.pros, (profile) => [profile.slug, profile.customProfileUrl]),
      getPro: profilesBy(ds.pros, (profile) => [profile.id, profile.shortId]),
      getItpUser: profilesBy(itpPros, (profile) => [profile.id]),
      claimItpProfile: { default: { status: 'emailSent' } },
    }),

    select: {
      listItpUserJobTypes: param('id'),
      getProBySlug: (context) => {
        const user = signedUpPro(context, context.pathParams.slug);
        return user ? { example: ds.pros[0]?.profile.slug } : param('slug')(context);
      },
      getPro: orSignedUp('id'),
      listProJobTypes: orSignedUp('id'),
      listProAvailablePrefectures: orSignedUp('id'),
      getItpUser: param('id'),
    },

    refine: {
      getPro: refineSignedUp('id'),
      getProBySlug: refineSignedUp('slug'),
      listProJobTypes: (context, body: unknown) => {
        const user = signedUpPro(context, context.pathParams.id);
        return user ? summariesOf(user.proProfile?.jobTypes ?? []) : body;
      },
      listProAvailablePrefectures: (context, body: unknown) => {
        const user = signedUpPro(context, context.pathParams.id);
        const key = user?.proProfile?.location.prefecture;
        return user ? ds.prefectures.filter((prefecture) => prefecture.key === key) : body;
      },
    },

    english: {
      getPro: profileInEnglish,
      getProBySlug: profileInEnglish,
      getItpUser: profileInEnglish,
    },
  };
};
