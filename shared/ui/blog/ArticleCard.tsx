import { Link } from 'react-router';
import type { BlogArticle } from '../../blog/blogArticle.ts';
import { BLOG } from '../../domain/index.ts';
import { blogPostPath } from '../routeTable.ts';
import { shortDate } from './formatDate.ts';

export function TagList({ tags }: { tags: readonly string[] }) {
  return (
    <ul aria-label="Tags" className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-sky-100 px-3 py-0.5 text-xs font-semibold text-sky-800">
          {tag}
        </li>
      ))}
    </ul>
  );
}

/** One article in the blog's lists: date, read time, title, excerpt, up to two tags and Read More. */
export function ArticleCard({ post, headingLevel }: { post: BlogArticle; headingLevel: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  const path = blogPostPath(post.slug);
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition hover:shadow-md">
      <p className="flex flex-wrap gap-x-3 text-sm text-slate-500">
        <time dateTime={post.publishedAt}>{shortDate(post.publishedAt)}</time>
        <span aria-hidden="true">•</span>
        <span>{post.readTime}</span>
      </p>
      <Heading className="mt-3 text-xl font-bold text-slate-900">
        <Link to={path} className="hover:text-sky-800">
          {post.title}
        </Link>
      </Heading>
      <p className="mt-3 flex-1 text-slate-600">{post.excerpt}</p>
      <div className="mt-5 flex flex-col items-start gap-4">
        <TagList tags={post.tags.slice(0, BLOG.tagsShown)} />
        <Link
          to={path}
          aria-label={`Read More: ${post.title}`}
          className="font-semibold text-sky-700 hover:text-sky-900"
        >
          Read More →
        </Link>
      </div>
    </article>
  );
}
