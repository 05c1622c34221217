// A pro's public profile, job types and service area (openapi/paths/pros.yaml).
import type { PublicPro } from '../../generated/api';
import type { FixturePro } from '../../fixtures/dataset';
import type { Operations } from '../shared/operation';
import { param } from '../shared/request';
import { byKey } from '../shared/tables';

/** Each profile under every name that finds it. */
const profilesBy = (pros: FixturePro[], names: (profile: PublicPro) => (string | undefined)[]) =>
  Object.fromEntries(
    pros.flatMap((pro) => names(pro.profile).flatMap((name) => (name ? [[name, pro.profile]] : []))),
  );

export const pros: Operations = ({ world, english }) => {
  const { ds, summariesOf } = world;
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
      listProJobTypes: param('id'),
      listItpUserJobTypes: param('id'),
      listProAvailablePrefectures: param('id'),
      getProBySlug: param('slug'),
      getPro: param('id'),
      getItpUser: param('id'),
    },

    english: {
      getPro: profileInEnglish,
      getProBySlug: profileInEnglish,
      getItpUser: profileInEnglish,
    },
  };
};
