import Markdown, { type Components } from 'react-markdown';

/**
 * Renders an article's Markdown. Raw HTML in the source is dropped (skipHtml), and react-markdown's
 * default URL filter removes javascript: and other unsafe link targets, so an article can never inject
 * a script. Links open in a new tab without giving that tab access to this page.
 */
const components: Components = {
  a: ({ node: _node, children, href, ...props }) => (
    <a
      {...props}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium text-sky-700 underline underline-offset-2 hover:text-sky-900"
    >
      {children}
    </a>
  ),
  // The page title is the only h1; a stray "#" heading in an article becomes a section heading.
  h1: ({ node: _node, ...props }) => (
    <h2 className="mt-10 mb-4 text-2xl font-bold text-slate-900" {...props} />
  ),
  h2: ({ node: _node, ...props }) => (
    <h2 className="mt-10 mb-4 text-2xl font-bold text-slate-900" {...props} />
  ),
  h3: ({ node: _node, ...props }) => (
    <h3 className="mt-8 mb-3 text-xl font-semibold text-slate-900" {...props} />
  ),
  p: ({ node: _node, ...props }) => <p className="my-4 leading-7 text-slate-700" {...props} />,
  ul: ({ node: _node, ...props }) => (
    <ul className="my-4 list-disc space-y-2 pl-6 text-slate-700" {...props} />
  ),
  ol: ({ node: _node, ...props }) => (
    <ol className="my-4 list-decimal space-y-2 pl-6 text-slate-700" {...props} />
  ),
  li: ({ node: _node, ...props }) => <li className="leading-7" {...props} />,
  blockquote: ({ node: _node, ...props }) => (
    <blockquote className="my-6 border-l-4 border-amber-300 pl-4 text-slate-600 italic" {...props} />
  ),
  code: ({ node: _node, ...props }) => (
    <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-sm text-slate-800" {...props} />
  ),
  strong: ({ node: _node, ...props }) => <strong className="font-semibold text-slate-900" {...props} />,
};

export function ArticleMarkdown({ markdown }: { markdown: string }) {
  return (
    <Markdown skipHtml components={components}>
      {markdown}
    </Markdown>
  );
}
