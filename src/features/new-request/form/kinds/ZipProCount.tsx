// Under the address question: once the postal code is a valid one, how many pros of the request's
// job type serve near it (`GET /job-types/{id}/pro-count?zipCode=`). Nothing is said while the code
// is incomplete, while the count loads, or when it failed — never a false zero.
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../../../lib/i18n/react';
import { jobTypeProCountQueryOptions, useApi, type Language } from '../../../../api';
import { zipCode, zipCodeForCall } from '../../../../utils/zip-code';
import type { RequestFormValues } from '../values';

/** The job type the form asks about (the alias's target), given by the form to its fields. */
export const RequestJobTypeContext = createContext<string | undefined>(undefined);

export function ZipProCount({ path, language }: { path: `answers.${string}`; language: Language }) {
  const { t } = useTranslation('request');
  const api = useApi();
  const jobTypeId = useContext(RequestJobTypeContext);
  const typed = useWatch<RequestFormValues>({ name: `${path}.zipCode` as `answers.${string}` });
  const value = typeof typed === 'string' ? zipCodeForCall(typed) : '';
  const valid = value !== '' && zipCode(value) === undefined;
  const count = useQuery({
    ...jobTypeProCountQueryOptions(api, jobTypeId ?? '', { zipCode: value }, language),
    enabled: valid && jobTypeId !== undefined,
  });
  if (!valid || count.data === undefined) return null;
  return (
    <p className="request-field__description" role="status" data-testid="zip-pro-count">
      {count.data > 0 ? t('zipProCount', { count: count.data }) : t('zipProCountNone')}
    </p>
  );
}
