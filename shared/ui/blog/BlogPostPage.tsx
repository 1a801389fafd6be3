import { Link, useParams } from 'react-router';
import type { BlogArticle } from '../../blog/blogArticle.ts';
import type { BlogLibrary } from '../../blog/blogLibrary.ts';
import { publishedPosts } from '../../blog/publishedPosts.ts';
import { usePublicConfig } from '../config/PublicConfigContext.tsx';
import { primaryButton, SignupCta } from '../content/parts.tsx';
import { PageShell } from '../layout/PageShell.tsx';
import { blogPostPath } from '../routeTable.ts';
import { useHttpStatus, usePageMeta } from '../seo/PageMetaContext.tsx';
import { absoluteUrl } from '../seo/pageMeta.ts';
import { TagList } from './ArticleCard.tsx';
import { ArticleMarkdown } from './ArticleMarkdown.tsx';
import { longDate } from './formatDate.ts';

const NOT_FOUND_MESSAGE = "The article you're looking for doesn't exist or has been moved.";

function BackToBlog() {
  return (
    <Link to="/blog" className="inline-flex items-center gap-1 font-semibold text-sky-700 hover:text-sky-900">
      <span aria-hidden="true">←</span> Back to Blog
    </Link>
  );
}

export function BlogPostPage({ library = publishedPosts }: { library?: BlogLibrary }) {
  const { slug = '' } = useParams();
  const post = library.findBySlug(slug);
  return post ? <Article post={post} /> : <ArticleNotFound />;
}

function Article({ post }: { post: BlogArticle }) {
  const { productName, publicUrl = '' } = usePublicConfig();
  const path = blogPostPath(post.slug);
  // Structured data wants absolute addresses; the desktop app has no public URL and keeps paths.
  const url = (target: string) => (publicUrl ? absoluteUrl(publicUrl, target) : target);
  usePageMeta({
    title: post.title,
    description: post.excerpt,
    path,
    ogType: 'article',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: post.title,
        description: post.excerpt,
        datePublished: post.publishedAt,
        author: { '@type': 'Organization', name: `${productName} ${post.author}` },
        publisher: { '@type': 'Organization', name: productName },
        keywords: post.tags.join(', '),
        mainEntityOfPage: url(path),
      },
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: url('/') },
          { '@type': 'ListItem', position: 2, name: 'Blog', item: url('/blog') },
          { '@type': 'ListItem', position: 3, name: post.title, item: url(path) },
        ],
      },
    ],
  });
  return (
    <PageShell>
      <article className="mx-auto max-w-3xl px-4 py-12">
        <nav aria-label="Breadcrumb" className="mb-8">
          <BackToBlog />
        </nav>
        <header>
          <TagList tags={post.tags} />
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-sky-950 sm:text-4xl">
            {post.title}
          </h1>
          <p className="mt-4 text-xl text-slate-600">{post.excerpt}</p>
          <p className="mt-6 flex flex-wrap gap-x-3 border-b border-slate-200 pb-6 text-sm text-slate-500">
            <span>By {post.author}</span>
            <span aria-hidden="true">•</span>
            <time dateTime={post.publishedAt}>{longDate(post.publishedAt)}</time>
            <span aria-hidden="true">•</span>
            <span>{post.readTime}</span>
          </p>
        </header>
        <div className="mt-6">
          <ArticleMarkdown markdown={post.content} />
        </div>
        <footer className="mt-12 border-t border-slate-200 pt-8">
          <BackToBlog />
        </footer>
      </article>
      <SignupCta
        title="Summarize your own documents"
        text="Try what this article describes on a real document: upload it and get a summary in its own words."
      />
    </PageShell>
  );
}

/** The same page for every unknown slug (the server caches one copy), answered with HTTP 404. */
function ArticleNotFound() {
  useHttpStatus(404);
  usePageMeta({
    title: 'Article Not Found',
    description: NOT_FOUND_MESSAGE,
    path: '/blog',
    noindex: true,
  });
  return (
    <PageShell>
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
        <h1 className="text-3xl font-bold">Article Not Found</h1>
        <p className="mt-3 text-slate-600">{NOT_FOUND_MESSAGE}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/blog" className={primaryButton}>
            Back to Blog
          </Link>
        </div>
      </section>
    </PageShell>
  );
}
