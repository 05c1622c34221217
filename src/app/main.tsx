import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient, type JobCategory } from '../lib/api';

const api = createApiClient('/api', {
  language: () => 'ja',
  fingerprint: () => 'unknown-fingerprint',
  accessToken: () => undefined,
});

function StartPage() {
  const [categories, setCategories] = useState<JobCategory[] | undefined>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    api
      .GET('/job-categories')
      .then(({ data }) => setCategories(data ?? []))
      .catch(() => setFailed(true));
  }, []);

  return (
    <main>
      <h1>暮らしのプロ探し</h1>
      {failed && <p role="alert">カテゴリを読み込めませんでした。</p>}
      {!categories && !failed && <p aria-busy="true">読み込み中…</p>}
      <ul>
        {categories
          ?.filter((category) => category.parentId === null)
          .map((category) => (
            <li key={category.id}>{category.title.ja ?? category.title.en}</li>
          ))}
      </ul>
    </main>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <StartPage />
    </StrictMode>,
  );
}
