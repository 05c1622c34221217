import { useSuspenseQueries } from '@tanstack/react-query';
import { FormProvider, useForm } from 'react-hook-form';
import { jobTypeQueryOptions, useApi, type JobType, type Language } from '../../api';
import { StepFields } from '../../features/new-request/components/StepFields';
import { defaultAnswers } from '../../features/new-request/form/defaults';
import type { RequestFormValues } from '../../features/new-request/form/values';
import { GALLERY_JOB_TYPES } from './sample-data';
import styles from './Gallery.module.css';

/** Every field kind of the request form, as the dialog renders it, from two fixture job types. */
export function GalleryFormControls({ language }: { language: Language }) {
  const api = useApi();
  const jobTypes = useSuspenseQueries({
    queries: GALLERY_JOB_TYPES.map((id) => jobTypeQueryOptions(api, id, language)),
  }).flatMap((query) => (query.data ? [query.data] : []));
  return (
    <div className={styles.forms}>
      {jobTypes.map((jobType) => (
        <JobTypeFields key={jobType.id} jobType={jobType} language={language} />
      ))}
    </div>
  );
}

function JobTypeFields({ jobType, language }: { jobType: JobType; language: Language }) {
  const form = useForm<RequestFormValues>({
    defaultValues: { answers: defaultAnswers(jobType) } as RequestFormValues,
  });
  return (
    <FormProvider {...form}>
      <form className={`request-form ${styles.form}`} onSubmit={(event) => event.preventDefault()}>
        <StepFields fields={jobType.fields} language={language} />
      </form>
    </FormProvider>
  );
}
