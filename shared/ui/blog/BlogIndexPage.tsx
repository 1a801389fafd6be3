import { Link } from 'react-router';
import type { BlogLibrary } from '../../blog/blogLibrary.ts';
import { publishedPosts } from '../../blog/publishedPosts.ts';
import { usePublicConfig } from '../config/PublicConfigContext.tsx';
import { freeSummariesLabel } from '../content/facts.ts';
import { PageHero, primaryButton, SignupCta } from '../content/parts.tsx';
import { PageShell } from '../layout/PageShell.tsx';
import { blogPostPath } from '../routeTable.ts';
import { usePageMeta } from '../seo/PageMetaContext.tsx';
import { absoluteUrl } from '../seo/pageMeta.ts';
import { ArticleCard } from './ArticleCard.tsx';

export function BlogIndexPage({ library = publishedPosts }: { library?: BlogLibrary }) {
  const { productName, freeSummaries, publicUrl = '' } = usePublicConfig();
  usePageMeta({
    title: 'Blog: Productivity Insights',
    description:
      'Practical guides to reading less and understanding more: summarizing contracts, research papers, meetings, long reports and documents in other languages.',
    path: '/blog',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Blog',
        name: `${productName} Productivity Insights`,
        blogPost: library.posts.map((post) => ({
          '@type': 'BlogPosting',
          headline: post.title,
          datePublished: post.publishedAt,
          url: publicUrl ? absoluteUrl(publicUrl, blogPostPath(post.slug)) : blogPostPath(post.slug),
        })),
      },
    ],
  });

  return (
    <PageShell>
      <PageHero
        eyebrow={`The ${productName} blog`}
        title="Productivity Insights"
        lead="Practical advice on reading less and understanding more: how to summarize contracts, research, meetings and reports, and what to check before you rely on a summary."
      >
        <Link to="/auth" className={primaryButton}>
          Get Free Summary
        </Link>
        <p className="w-full text-sm text-slate-500">
          No credit card required • {freeSummariesLabel(freeSummaries)}
        </p>
      </PageHero>

      {library.posts.length === 0 ? (
        <section className="mx-auto max-w-3xl px-4 py-20 text-center">
          <h2 className="text-2xl font-bold">No articles yet</h2>
          <p className="mt-3 text-slate-600">New articles are on their way. Check back soon.</p>
        </section>
      ) : (
        <>
          <section aria-labelledby="featured-heading" className="mx-auto max-w-6xl px-4 py-12">
            <h2 id="featured-heading" className="text-2xl font-bold text-slate-900">
              Featured Articles
            </h2>
            <ul className="mt-6 grid gap-6 md:grid-cols-2">
              {library.featured.map((post) => (
                <li key={post.slug}>
                  <ArticleCard post={post} headingLevel="h3" />
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="all-heading" className="bg-slate-50">
            <div className="mx-auto max-w-6xl px-4 py-12">
              <h2 id="all-heading" className="text-2xl font-bold text-slate-900">
                All Articles
              </h2>
              <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {library.posts.map((post) => (
                  <li key={post.slug}>
                    <ArticleCard post={post} headingLevel="h3" />
                  </li>
                ))}
              </ul>
            </div>
          </section>
        </>
      )}

      <SignupCta
        title="Put these ideas to work"
        text="Upload a document and get a faithful summary in its own language in under a minute."
      />
    </PageShell>
  );
}
