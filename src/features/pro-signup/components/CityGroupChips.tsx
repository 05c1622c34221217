import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/react';
import { allCityGroupsQueryOptions, useApi } from '../../../api';
import { Chip } from '../../../components/ui/Chip';
import type { AppLanguage } from '../../../lib/i18n';
import styles from './ProSignup.module.css';

/**
 * A shortcut of the area step: the prefecture's city groups (the wards of northern Yokohama…), each a
 * chip that checks or clears all of its cities at once — checked when every one of them is. The list
 * of every group is one call cached 5 minutes, whichever prefecture is chosen; if it fails, the
 * shortcut is not offered and the cities are chosen one by one.
 */
export function CityGroupChips({
  language,
  prefecture,
  cityKeys,
  selected,
  onChange,
}: {
  language: AppLanguage;
  prefecture: string;
  /** The prefecture's cities as listed (a group's member the list lacks is left out). */
  cityKeys: readonly string[];
  selected: readonly string[];
  onChange: (cities: string[]) => void;
}) {
  const { t } = useTranslation('account');
  const api = useApi();
  const groups = useQuery(allCityGroupsQueryOptions(api, language));
  const here = (groups.data ?? [])
    .filter((group) => group.prefecture === prefecture)
    .map((group) => ({ ...group, members: group.cityKeys.filter((key) => cityKeys.includes(key)) }))
    .filter((group) => group.members.length > 0);
  if (here.length === 0) return null;
  return (
    <fieldset className={styles.choices} data-testid="city-groups">
      <legend>{t('proSignup.area.groups')}</legend>
      {here.map((group) => {
        const all = group.members.every((key) => selected.includes(key));
        return (
          <Chip
            key={group.cityGroupKey}
            checked={all}
            onChange={() =>
              onChange(
                all
                  ? selected.filter((key) => !group.members.includes(key))
                  : [...selected, ...group.members.filter((key) => !selected.includes(key))],
              )
            }
          >
            {t('proSignup.area.group', {
              name: language === 'en' ? group.nameEn : group.nameJa,
              count: group.members.length,
            })}
          </Chip>
        );
      })}
    </fieldset>
  );
}
