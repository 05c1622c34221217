// Requests of a job type shown on its marketing page: the popular ones with their counts and
// average prices, and sample requests with their answers (the API's texts, Japanese ones marked on
// English pages). Each list's "show more" is kept with the history entry (its Bounded `name`).
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/react';
import { Bounded } from '../../../components/content/Bounded';
import { ForeignText } from '../../../components/ForeignText';
import type { Language } from '../../../api';
import { dataTextLang, formatYen } from '../../../lib/i18n';
import type { SectionQueries } from '../section-queries';
import styles from './RequestSections.module.css';
import { EmptySection, FIRST_SET } from './Section';

type Content = SectionQueries['content'];

/** Popular requests (a failure shows none). */
export function PopularRequestsSection({
  options,
  language,
}: {
  options: Content['popularRequests'];
  language: Language;
}) {
  const { t } = useTranslation('marketing');
  const { data } = useSuspenseQuery(options);
  if (data.length === 0) return <EmptySection />;
  return (
    <Bounded items={data} first={FIRST_SET} name="popular-requests">
      {(shown) => (
        <ul className={styles.popular}>
          {shown.map((request) => (
            <li key={request.id}>
              <span className={styles.popularTitle}>
                <ForeignText text={request.title} language={language} />
              </span>{' '}
              <span className={styles.meta}>
                {t('requests.count', { count: request.requestCount })}
                {request.averagePrice !== undefined &&
                  ` · ${t('requests.averagePrice', { price: formatYen(request.averagePrice) })}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Bounded>
  );
}

export function SampleRequestsSection({
  options,
  language,
}: {
  options: Content['sampleRequests'];
  language: Language;
}) {
  const { data } = useSuspenseQuery(options);
  if (data.length === 0) return <EmptySection />;
  return (
    <Bounded items={data} first={FIRST_SET} name="sample-requests">
      {(shown) => (
        <ul className="card-grid">
          {shown.map((sample) => (
            <li key={sample.id} className={`sample-request ${styles.sample}`}>
              <h3 lang={dataTextLang(sample.title, language)}>{sample.title}</h3>
              <dl className={styles.answers}>
                {sample.answers.map((answer) => (
                  <div key={answer.question}>
                    <dt lang={dataTextLang(answer.question, language)}>{answer.question}</dt>
                    <dd lang={dataTextLang(answer.answer, language)}>{answer.answer}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </Bounded>
  );
}
