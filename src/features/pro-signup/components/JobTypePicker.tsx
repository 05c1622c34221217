import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/react';
import {
  jobCategoryQueryOptions,
  jobTypeAliasesQueryOptions,
  jobTypeSummariesQueryOptions,
  proSignupTreeQueryOptions,
  subcategoriesByParentQueryOptions,
  useApi,
  type JobCategoryTree,
  type JobTypeSummary,
} from '../../../api';
import { QueryFallback, RetryAlert } from '../../../components/QueryFallback';
import { Chip } from '../../../components/ui/Chip';
import { buttonClass } from '../../../components/ui/button';
import { localized, type AppLanguage } from '../../../lib/i18n';
import styles from './ProSignup.module.css';

/** Every node of a tree with the job types filed directly under it, depth first. */
const nodesWithJobTypes = (tree: JobCategoryTree): JobCategoryTree[] => [
  ...((tree.jobTypeIds ?? []).length > 0 ? [tree] : []),
  ...tree.children.flatMap(nodesWithJobTypes),
];

/**
 * The pro sign-up category tree (`path=initial`): a top-level category chosen, its subcategories
 * (the tree under that parent, and the category's own description) with the job types offered in
 * pro sign-up as checkbox chips. What is checked stays checked across categories.
 */
export function JobTypePicker({
  language,
  category,
  onCategory,
  selected,
  onToggle,
}: {
  language: AppLanguage;
  category: string | undefined;
  onCategory: (id: string) => void;
  selected: readonly string[];
  onToggle: (id: string) => void;
}) {
  const { t } = useTranslation(['account', 'common']);
  const api = useApi();
  const trees = useQuery(proSignupTreeQueryOptions(api, language));
  const jobTypes = useQuery(jobTypeSummariesQueryOptions(api, 'proSignUp', language));
  const chosen = category ?? trees.data?.trees[0]?.id;

  if (trees.isError || jobTypes.isError)
    return (
      <RetryAlert
        message={t('proSignup.loadError')}
        onRetry={() => void Promise.all([trees.refetch(), jobTypes.refetch()])}
      />
    );
  if (!trees.data || !jobTypes.data) return <p role="status">{t('common:status.loading')}</p>;
  const offered = new Map(jobTypes.data.map((jobType) => [jobType.id, jobType]));
  return (
    <>
      <fieldset className={styles.categories}>
        <legend>{t('proSignup.category')}</legend>
        {trees.data.trees.map((tree) => (
          <Chip
            key={tree.id}
            type="radio"
            name="pro-signup-category"
            value={tree.id}
            checked={tree.id === chosen}
            onChange={() => onCategory(tree.id)}
          >
            {localized(tree.title, language)}
          </Chip>
        ))}
      </fieldset>
      {chosen && (
        <Subcategories
          key={chosen}
          id={chosen}
          language={language}
          offered={offered}
          selected={selected}
          onToggle={onToggle}
        />
      )}
      <p className={styles.selected} data-testid="selected-job-types" aria-live="polite">
        {t('proSignup.selectedCount', { count: selected.length })}
        {selected.length > 0 &&
          `: ${selected.map((id) => localized(offered.get(id)?.title, language) || id).join('、')}`}
      </p>
      <AliasHints language={language} offered={offered} selected={selected} onToggle={onToggle} />
    </>
  );
}

/**
 * Clients' requests for an aliased job type (carpenter) arrive as its target (home-reform-general):
 * a pro who picks the first is told so and offered the second. The alias list (cached 5 minutes;
 * a failure is swallowed as none) serves every job type of the tree at once.
 */
function AliasHints({
  language,
  offered,
  selected,
  onToggle,
}: {
  language: AppLanguage;
  offered: ReadonlyMap<string, JobTypeSummary>;
  selected: readonly string[];
  onToggle: (id: string) => void;
}) {
  const { t } = useTranslation('account');
  const api = useApi();
  const aliases = useQuery(jobTypeAliasesQueryOptions(api));
  const titleOf = (id: string) => localized(offered.get(id)?.title, language) || id;
  const hints = (aliases.data ?? []).filter(
    (alias) =>
      selected.includes(alias.id) && !selected.includes(alias.jobTypeId) && offered.has(alias.jobTypeId),
  );
  if (hints.length === 0) return null;
  return (
    <ul className={styles.hint} data-testid="alias-hints">
      {hints.map((alias) => (
        <li key={alias.id}>
          {t('proSignup.aliasHint', { jobType: titleOf(alias.id), target: titleOf(alias.jobTypeId) })}{' '}
          <button type="button" className={buttonClass('quiet')} onClick={() => onToggle(alias.jobTypeId)}>
            {t('proSignup.aliasAdd', { target: titleOf(alias.jobTypeId) })}
          </button>
        </li>
      ))}
    </ul>
  );
}

function Subcategories({
  id,
  language,
  offered,
  selected,
  onToggle,
}: {
  id: string;
  language: AppLanguage;
  offered: ReadonlyMap<string, JobTypeSummary>;
  selected: readonly string[];
  onToggle: (id: string) => void;
}) {
  const { t } = useTranslation(['account', 'common']);
  const api = useApi();
  const detail = useQuery(jobCategoryQueryOptions(api, id, language));
  const subtree = useQuery(subcategoriesByParentQueryOptions(api, id, language));
  if (subtree.isPending || subtree.isError)
    return <QueryFallback query={subtree} error={t('proSignup.loadError')} />;
  const description = localized(detail.data?.description, language);
  const nodes = nodesWithJobTypes(subtree.data)
    .map((node) => ({ node, jobTypes: (node.jobTypeIds ?? []).filter((jobType) => offered.has(jobType)) }))
    .filter((entry) => entry.jobTypes.length > 0);
  return (
    <div data-testid="job-type-tree">
      {description && <p className={styles.hint}>{description}</p>}
      {nodes.length === 0 && <p>{t('proSignup.noJobTypes')}</p>}
      {nodes.map(({ node, jobTypes }) => (
        <section key={node.id} className={styles.subcategory} aria-labelledby={`pro-signup-${node.id}`}>
          <h3 id={`pro-signup-${node.id}`}>{localized(node.title, language)}</h3>
          <div className={styles.choices}>
            {jobTypes.map((jobType) => (
              <Chip
                key={jobType}
                name="jobTypes"
                value={jobType}
                checked={selected.includes(jobType)}
                onChange={() => onToggle(jobType)}
              >
                {localized(offered.get(jobType)?.title, language)}
              </Chip>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
