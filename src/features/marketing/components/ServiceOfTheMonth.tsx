import { useSuspenseQuery } from '@tanstack/react-query';
import type { Language } from '../../../api';
import type { SectionQueries } from '../section-queries';
import { JobTypeLinks } from './JobTypeLinks';
import { EmptySection } from './Section';

/** The job types of the month (the start page shows them too). */
export function ServiceOfTheMonth({
  options,
  language,
}: {
  options: SectionQueries['content']['serviceOfTheMonth'];
  language: Language;
}) {
  const { data } = useSuspenseQuery(options);
  if (data.length === 0) return <EmptySection />;
  return <JobTypeLinks jobTypes={data} language={language} />;
}
