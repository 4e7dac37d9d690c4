import { directionOf, type Locale } from '@lieux/contracts';

/** What a template says, before it is laid out as text and HTML. */
export interface MailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** A button in HTML, the bare URL in text. */
  action?: { label: string; url: string };
  /** Lines after the button (why you received it, what to do if it was not you). */
  footer: string[];
  signature: string;
}

/** A mail as a template renders it: the parts `MailSender` sends. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  locale: Locale;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as HTML content or attribute: names and URLs come from users, never as markup. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]);
}

/** One layout for every mail: plain text and a small HTML page, right-to-left for Arabic. */
export function renderMail(locale: Locale, content: MailContent): RenderedMail {
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.action ? [content.action.url, ''] : []),
    ...content.footer.flatMap((line) => [line, '']),
    content.signature,
    '',
  ].join('\n');
  const dir = directionOf(locale);
  const paragraph = (line: string) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`;
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#1c7ed6;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555;word-break:break-all" dir="ltr">${escapeHtml(content.action.url)}</p>`
    : '';
  const html =
    `<!doctype html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>` +
    `<body style="font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">` +
    paragraph(content.greeting) +
    content.paragraphs.map(paragraph).join('') +
    action +
    content.footer.map((line) => `<p style="margin:0 0 12px;font-size:13px;color:#555">${escapeHtml(line)}</p>`).join('') +
    paragraph(content.signature) +
    `</body></html>`;
  return { subject: content.subject, text, html, locale };
}
