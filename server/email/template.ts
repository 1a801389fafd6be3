import { escapeUTF8 } from 'entities';

/**
 * The one branded template of every mail: the product's name as a header, a heading, the body, an
 * optional button, and a footer with the support address (and, on marketing mail, the unsubscribe link
 * and the sender's postal address). Each message is written once as content and rendered twice, as HTML
 * (inline styles, a single centred column that mail programs render alike) and as the plain-text
 * alternative, so both parts always say the same.
 */

export interface Brand {
  productName: string;
  /** PUBLIC_URL: every link in a mail starts here. */
  publicUrl: string;
  supportEmail: string;
}

/** A block of a mail's body. */
export type MailBlock =
  | { kind: 'paragraph'; text: string }
  /** Label and value pairs, e.g. the discount codes. */
  | { kind: 'facts'; rows: { label: string; value: string }[] }
  /** Links, one a line (each offer of a promotion). */
  | { kind: 'links'; items: { label: string; url: string }[] }
  /** Already-sanitized HTML (an admin's message) and its text rendering. */
  | { kind: 'html'; html: string; text: string };

export interface MailContent {
  subject: string;
  heading: string;
  /** The line a mail program shows beside the subject. */
  preheader?: string;
  blocks: MailBlock[];
  button?: { label: string; url: string };
  /** Small print under the button (e.g. how long a link works). */
  note?: string;
  /** Marketing mail only: the unsubscribe page and the sender's postal address. */
  marketing?: { unsubscribeUrl: string; postalAddress: string };
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const esc = escapeUTF8;

function htmlBlock(block: MailBlock): string {
  if (block.kind === 'paragraph') {
    return `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1e293b">${esc(block.text)}</p>`;
  }
  if (block.kind === 'facts') {
    const rows = block.rows
      .map(
        (row) =>
          `<tr><td style="padding:8px 12px;border-bottom:1px solid #e2e8f0;color:#475569;font-size:14px">${esc(row.label)}</td>` +
          `<td style="padding:8px 12px;border-bottom:1px solid #e2e8f0;font-family:Menlo,Consolas,monospace;font-size:15px;font-weight:bold;color:#0c4a6e">${esc(row.value)}</td></tr>`,
      )
      .join('');
    return `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;margin:0 0 16px;border-collapse:collapse">${rows}</table>`;
  }
  if (block.kind === 'links') {
    const items = block.items
      .map(
        (item) =>
          `<li style="margin:0 0 8px"><a href="${esc(item.url)}" style="color:#0369a1;font-weight:bold">${esc(item.label)}</a></li>`,
      )
      .join('');
    return `<ul style="margin:0 0 16px;padding-left:20px;font-size:16px;line-height:24px">${items}</ul>`;
  }
  return `<div style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1e293b">${block.html}</div>`;
}

function textBlock(block: MailBlock): string {
  if (block.kind === 'paragraph') return block.text;
  if (block.kind === 'facts') return block.rows.map((row) => `${row.label}: ${row.value}`).join('\n');
  if (block.kind === 'links') return block.items.map((item) => `- ${item.label}: ${item.url}`).join('\n');
  return block.text;
}

export function renderMail(brand: Brand, content: MailContent): RenderedMail {
  const name = esc(brand.productName);
  const support = esc(brand.supportEmail);
  const button = content.button
    ? `<p style="margin:24px 0"><a href="${esc(content.button.url)}" style="display:inline-block;background:#0369a1;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:8px">${esc(content.button.label)}</a></p>`
    : '';
  const note = content.note
    ? `<p style="margin:0 0 16px;font-size:13px;color:#64748b">${esc(content.note)}</p>`
    : '';
  const marketing = content.marketing
    ? `<p style="margin:8px 0 0">You receive offers from ${name} because you have an account. <a href="${esc(content.marketing.unsubscribeUrl)}" style="color:#475569">Unsubscribe</a></p>` +
      `<p style="margin:8px 0 0">${esc(content.marketing.postalAddress)}</p>`
    : '';
  const preheader = content.preheader
    ? `<div style="display:none;max-height:0;overflow:hidden">${esc(content.preheader)}</div>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${esc(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f0f9ff;font-family:Helvetica,Arial,sans-serif">${preheader}
<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;background:#f0f9ff"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;max-width:560px;background:#ffffff;border-radius:16px">
<tr><td style="padding:24px 32px;border-bottom:4px solid #f59e0b"><a href="${esc(brand.publicUrl)}" style="font-size:22px;font-weight:bold;color:#0c4a6e;text-decoration:none">☀ ${name}</a></td></tr>
<tr><td style="padding:32px">
<h1 style="margin:0 0 20px;font-size:22px;line-height:30px;color:#0c4a6e">${esc(content.heading)}</h1>
${content.blocks.map(htmlBlock).join('\n')}
${button}${note}
</td></tr>
<tr><td style="padding:20px 32px;background:#f8fafc;border-radius:0 0 16px 16px;font-size:12px;line-height:18px;color:#64748b">
<p style="margin:0">${name} · <a href="mailto:${support}" style="color:#475569">${support}</a></p>${marketing}
</td></tr></table></td></tr></table></body></html>`;

  const text = [
    brand.productName,
    '',
    content.heading,
    '',
    ...content.blocks.flatMap((block) => [textBlock(block), '']),
    ...(content.button ? [`${content.button.label}: ${content.button.url}`, ''] : []),
    ...(content.note ? [content.note, ''] : []),
    '--',
    `${brand.productName} · ${brand.supportEmail} · ${brand.publicUrl}`,
    ...(content.marketing
      ? [`Unsubscribe from offers: ${content.marketing.unsubscribeUrl}`, content.marketing.postalAddress]
      : []),
  ].join('\n');

  return { subject: content.subject, html, text };
}
