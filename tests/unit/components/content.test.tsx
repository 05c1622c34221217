// The shared content blocks rendered to HTML: yen format, lazy
// images with a size, stars with one accessible label, cards in both languages.
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ForeignText } from '../../../src/components/ForeignText';
import { I18nextProvider } from '../../../src/lib/i18n/react';
import { describe, expect, it } from 'vitest';
import { BlogPostCard } from '../../../src/components/content/BlogPostCard';
import { CaseStudyCard } from '../../../src/components/content/CaseStudyCard';
import { LazyImage } from '../../../src/components/content/LazyImage';
import { Price } from '../../../src/components/content/Price';
import { RatingStars } from '../../../src/components/content/RatingStars';
import { ReviewCard } from '../../../src/components/content/ReviewCard';
import { createI18n } from '../../../src/lib/i18n';
import { resources } from '../../../src/lib/i18n/all-resources';

const render = (node: ReactNode, language: 'ja' | 'en' = 'ja') =>
  renderToStaticMarkup(<I18nextProvider i18n={createI18n(language, resources)}>{node}</I18nextProvider>);

describe('content blocks', () => {
  it('prices in ja-JP yen format, per unit', () => {
    expect(render(<Price amount={12000} unit="1台" />)).toBe(
      '<span class="price"><data value="12000">￥12,000</data><span class="price__unit"> / 1台</span></span>',
    );
  });

  it('images load lazily with their size', () => {
    const html = render(<LazyImage src="/mock-assets/a.svg" alt="" width={640} height={480} />);
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('width="640"');
    expect(html).toContain('height="480"');
  });

  it('stars have one label in the page language and half-star rounding', () => {
    const ja = render(<RatingStars rating={4.6} />);
    expect(ja).toContain('role="img" aria-label="5点中4.6点"');
    expect(ja.match(/rating-stars__star--full/g)).toHaveLength(4);
    expect(ja.match(/rating-stars__star--half/g)).toHaveLength(1);
    expect(render(<RatingStars rating={3} />, 'en')).toContain('aria-label="3.0 out of 5"');
  });

  it('a review card shows the reply under its label', () => {
    const html = render(
      <ReviewCard
        reviewerName="佐藤様"
        rating={5}
        comment="丁寧でした"
        date="2026-09-12T03:00:00Z"
        reply="ありがとうございます"
        language="en"
      />,
      'en',
    );
    expect(html).toContain('佐藤様');
    expect(html).toContain('Reply from the pro');
    expect(html).toContain('<time dateTime="2026-09-12T03:00:00Z">Sep 12, 2026</time>');
  });

  it('a case-study card reserves its image box and lists price and duration', () => {
    const html = render(
      <CaseStudyCard
        title="キッチン清掃"
        description="油汚れ"
        image={{ url: '/mock-assets/case-1.svg', width: 640, height: 480 }}
        price={9800}
        durationHours={3}
      />,
    );
    expect(html).toContain('width="640"');
    expect(html).toContain('￥9,800');
    expect(html).toContain('3時間');
  });

  it('a blog card links to the post and shows its tag', () => {
    const html = render(
      <BlogPostCard
        title="料金相場"
        summary="目安"
        href="/blog/x"
        publishedAt="2026-10-01T00:00:00Z"
        language="ja"
        tag="料金"
      />,
    );
    expect(html).toContain('<a href="/blog/x">料金相場</a>');
    expect(html).toContain('blog-post-card__tag">料金<');
    expect(html).toContain('2026/10/01');
  });

  it('a blog card keeps the page language on a link of this site, not on one off it', () => {
    const card = (href: string) => (
      <BlogPostCard title="Prices" summary="s" href={href} publishedAt="2026-10-01T00:00:00Z" language="en" />
    );
    expect(render(card('/blog/x'), 'en')).toContain('<a href="/en/blog/x">Prices</a>');
    expect(render(card('https://blog.example.jp/x'), 'en')).toContain('<a href="https://blog.example.jp/x">');
  });

  describe('Japanese texts from the API on an English page carry lang="ja"', () => {
    const review = (language: 'ja' | 'en', texts: { name: string; comment: string; reply: string }) =>
      render(
        <ReviewCard
          reviewerName={texts.name}
          rating={5}
          comment={texts.comment}
          date="2026-09-12T03:00:00Z"
          reply={texts.reply}
          language={language}
        />,
        language,
      );
    const japanese = { name: '佐藤様', comment: '丁寧でした', reply: 'ありがとうございます' };

    it('a review: the reviewer, the comment and the reply', () => {
      const html = review('en', japanese);
      expect(html).toContain('<span class="review-card__reviewer" lang="ja">佐藤様</span>');
      expect(html).toContain('<p class="review-card__comment" lang="ja">丁寧でした</p>');
      expect(html).toContain('<p lang="ja">ありがとうございます</p>');
      expect(html).not.toContain('lang="ja">Reply from the pro');
    });

    it('an English review, and any review on a Japanese page, is not marked', () => {
      expect(review('en', { name: 'Hanako S.', comment: 'Careful work', reply: 'Thank you' })).not.toContain(
        'lang=',
      );
      expect(review('ja', japanese)).not.toContain('lang=');
    });

    it('a case study: its title and description', () => {
      const card = (language: 'ja' | 'en') =>
        render(<CaseStudyCard title="キッチン清掃" description="油汚れ" language={language} />, language);
      expect(card('en')).toContain('<h3 class="case-study-card__title" lang="ja">キッチン清掃</h3>');
      expect(card('en')).toContain('<p class="case-study-card__description" lang="ja">油汚れ</p>');
      expect(card('ja')).not.toContain('lang=');
    });

    it('a blog card: its title, summary and author', () => {
      const card = (language: 'ja' | 'en') =>
        render(
          <BlogPostCard
            title="料金相場"
            summary="目安"
            href="/blog/x"
            publishedAt="2026-10-01T00:00:00Z"
            language={language}
            author="金子 さくら"
          />,
          language,
        );
      const html = card('en');
      expect(html).toContain(
        '<h3 class="blog-post-card__title" lang="ja"><a href="/en/blog/x">料金相場</a></h3>',
      );
      expect(html).toContain('<p class="blog-post-card__summary" lang="ja">目安</p>');
      expect(html).toContain('<span class="blog-post-card__author" lang="ja">金子 さくら</span>');
      expect(card('ja')).not.toContain('lang=');
    });

    it('a price: its Japanese unit', () => {
      expect(render(<Price amount={9800} unit="1台" language="en" />, 'en')).toBe(
        '<span class="price"><data value="9800">￥9,800</data><span class="price__unit" lang="ja"> / 1台</span></span>',
      );
      expect(render(<Price amount={9800} unit="per unit" language="en" />, 'en')).not.toContain('lang=');
    });

    it("a text inside the page's own words: a span only when it is Japanese on an English page", () => {
      expect(render(<ForeignText text="金子 さくら" language="en" />, 'en')).toBe(
        '<span lang="ja">金子 さくら</span>',
      );
      expect(render(<ForeignText text="Sakura Kaneko" language="en" />, 'en')).toBe('Sakura Kaneko');
      expect(render(<ForeignText text="金子 さくら" language="ja" />)).toBe('金子 さくら');
    });
  });
});
