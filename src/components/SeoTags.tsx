import { jsonLdText, type PageUrls } from '../utils/seo';

/**
 * The head of a public page (React hoists title, meta and link into <head>): title, description,
 * canonical URL, hreflang alternates and, when given, JSON-LD.
 */
export function SeoTags({
  title,
  description,
  urls,
  structuredData,
}: {
  title: string;
  description: string;
  urls: PageUrls;
  structuredData?: unknown;
}) {
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={urls.canonical} />
      {urls.alternates.map((link) => (
        <link key={link.hrefLang} rel="alternate" hrefLang={link.hrefLang} href={link.href} />
      ))}
      {structuredData !== undefined && (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(structuredData) }} />
      )}
    </>
  );
}
