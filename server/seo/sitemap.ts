import { absoluteUrl } from '../../shared/ui/seo/pageMeta.ts';

/** A page search engines should know about. */
export interface SitemapEntry {
  path: string;
  /** ISO date of the last change, when known (blog posts). */
  lastModified?: string;
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export function sitemapXml(publicUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastModified ? `<lastmod>${escapeXml(entry.lastModified)}</lastmod>` : '';
    return `  <url><loc>${escapeXml(absoluteUrl(publicUrl, entry.path))}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(publicUrl: string, disallowed: readonly string[]): string {
  const lines = [
    'User-agent: *',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(publicUrl, '/sitemap.xml')}`,
  ];
  return `${lines.join('\n')}\n`;
}
