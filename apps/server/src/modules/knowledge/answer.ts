import sanitizeHtml from 'sanitize-html';

/**
 * FAQ answers are rich text (spec D10 "answer: rich text with images"): HTML cleaned here with
 * sanitize-html before it is stored, so only these tags and attributes ever reach a page. An inline
 * image is stored as `<img data-file="id">` (a file of the enterprise, checked like the other
 * images) and gets its address when read: the file route with a session, the link's own file route
 * on the public page.
 */
const TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'h3',
  'h4',
  'blockquote',
  'a',
  'img',
];
const BLOCKS = /<\/(p|li|h3|h4|blockquote)>|<br\s*\/?>/gi;
const FILE_ID = /^[1-9][0-9]{0,15}$/;

const stored: sanitizeHtml.IOptions = {
  allowedTags: TAGS,
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['data-file', 'alt'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        target: '_blank',
        rel: 'noopener noreferrer',
      },
    }),
  },
  // an image without a file id of ours (a pasted address, a data: URL) is dropped
  exclusiveFilter: (frame) => frame.tag === 'img' && !FILE_ID.test(frame.attribs['data-file'] ?? ''),
};

const decode = (text: string) =>
  text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

export interface CleanAnswer {
  /** The HTML to store ('' when nothing is left). */
  html: string;
  /** Its words as plain text, for search and snippets. */
  text: string;
  /** The files shown inline, in order. */
  imageIds: number[];
}

/**
 * The answer as stored: allowed tags only, links to http(s) and mail only (opening in a new tab),
 * images only by file id. The input is HTML (the editor's); plain text goes through `escapeText` first.
 */
export function cleanAnswer(input: string | undefined | null): CleanAnswer {
  const raw = (input ?? '').trim();
  if (!raw) return { html: '', text: '', imageIds: [] };
  const html = sanitizeHtml(raw, stored).trim();
  const text = decode(
    sanitizeHtml(
      html.replace(BLOCKS, (m) => `${m}\n`),
      { allowedTags: [], allowedAttributes: {} },
    ),
  )
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  const imageIds = inlineImageIds(html);
  return { html: text || imageIds.length ? html : '', text, imageIds };
}

/** Plain text as HTML: escaped, line breaks kept. */
export const escapeText = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\r?\n/g, '<br />');

/** The file ids of the inline images of a stored answer. */
export function inlineImageIds(html: string | null | undefined): number[] {
  if (!html) return [];
  return [...new Set([...html.matchAll(/<img[^>]*\sdata-file="(\d+)"/g)].map((m) => Number(m[1])))];
}

/** A stored answer for a page: each inline image gets its address (`src`). */
export function renderAnswer(html: string | null, src: (fileId: number) => string): string | null {
  if (!html) return html;
  return sanitizeHtml(html, {
    ...stored,
    allowedAttributes: { ...stored.allowedAttributes, img: ['data-file', 'alt', 'src', 'loading'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: [] },
    allowedSchemesAppliedToAttributes: ['href'],
    transformTags: {
      img: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, src: src(Number(attribs['data-file'])), loading: 'lazy' },
      }),
    },
  });
}

/** The plain text of a stored answer (snippets). */
export const answerText = (html: string | null | undefined) => (html ? cleanAnswer(html).text : '');
