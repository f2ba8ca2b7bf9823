// An article's rich text as it may be shown: sanitize-html (htmlparser2, an allow-list per tag and per
// URL scheme) keeps only the tags below; script, style and frame elements go with their content, every
// other attribute (on* handlers, style, class) is dropped, and a link or image whose URL is not http(s)
// or relative (javascript:, data:, vbscript:, protocol-relative //host) loses that URL.
import sanitizeHtml from 'sanitize-html';

const ALLOWED_TAGS = ['p', 'h2', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'img', 'blockquote', 'figure', 'figcaption', 'br'];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ['href'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Elements dropped with everything inside them, not only their tags.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'frame', 'frameset', 'object', 'embed', 'template', 'svg', 'math'],
  disallowedTagsMode: 'discard',
};

export function sanitizeNewsBody(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** An operator's document with its body sanitised, when it has a body to sanitise; anything else as it is. */
export function withSanitisedBody(document: unknown): unknown {
  if (typeof document !== 'object' || document === null || Array.isArray(document)) return document;
  const { body } = document as { body?: unknown };
  return typeof body === 'string' ? { ...document, body: sanitizeNewsBody(body) } : document;
}
