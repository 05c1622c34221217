// Display text follows the UI language: in English, a pro's names and base in Latin letters
// (every fixture pro has them; the Japanese ones otherwise). Which answers translate is said by
// each operation module's `english` table; these are the pieces they use.
import type { ProListItem, PublicPro } from '../../generated/api';
import type { RequestContext } from '../types';
import { one } from './request';
import type { World } from './world';

/** Whether a call asks for English: a pro list's `language`, else the UI language header. */
export const wantsEnglish = (context: RequestContext) =>
  (one(context.query.language) ?? context.headers['x-ui-language']) === 'en';

export type English = ReturnType<typeof createEnglish>;

export function createEnglish({ proById }: World) {
  /** A pro's display name in English: the company's, else the person's. */
  const nameOf = (proId: string) => {
    const pro = proById.get(proId);
    return pro && (pro.english.companyName ?? pro.english.name);
  };
  return {
    nameOf,
    /** A pro list item or profile with its names and base in English. */
    pro: <T extends ProListItem | PublicPro>(item: T): T => {
      const pro = proById.get(item.id);
      if (!pro) return item;
      const { name, companyName, locationTitle } = pro.english;
      return {
        ...item,
        name,
        ...(item.companyName && companyName ? { companyName } : {}),
        location: { ...item.location, title: locationTitle },
      };
    },
    /** A review, case study or blog post with the pro's name (where it has one) in English. */
    proName: <T extends { proId: string; proName?: string }>(entity: T): T => {
      const name = nameOf(entity.proId);
      return name !== undefined && entity.proName !== undefined ? { ...entity, proName: name } : entity;
    },
  };
}
