/**
 * How the server reads the numbers of a typed line (docs/api/languages.md, "Amounts typed by people"): a
 * comma between digits is the decimal mark ("1,5 kg", "0,5 l"), except that in English a comma followed by
 * exactly three digits groups thousands ("1,500 g" is 1500 g).
 */
export interface LineReading {
  /** "1,500" is 1500, not 1.5: the request's language is English. */
  thousandsComma: boolean;
}

/** A comma between digits is always the decimal mark: lines read with no request behind them (imports). */
export const DECIMAL_COMMA: LineReading = { thousandsComma: false };

/** The language of requests that name none. */
export const DEFAULT_LANGUAGE = 'en';

/** The primary subtag of a language tag, lowercase: 'en-US' → 'en', 'DE' → 'de'. */
export const primaryLanguage = (tag: string) => tag.split('-')[0].trim().toLowerCase();

/** How a request in `language` reads its lines. */
export const lineReadingFor = (language: string): LineReading => ({
  thousandsComma: primaryLanguage(language) === DEFAULT_LANGUAGE,
});

/**
 * The first language of an `Accept-Language` header, in the order of its qualities (ties keep the header's
 * order); undefined for no header, only `*`, or only tags refused with `q=0`.
 */
export function firstAcceptedLanguage(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const tags = header.split(',').flatMap((part, index) => {
    const [tag, ...params] = part.split(';').map((p) => p.trim());
    const q = params.find((p) => /^q=/i.test(p));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    return tag && tag !== '*' && quality > 0 ? [{ tag, quality, index }] : [];
  });
  tags.sort((a, b) => b.quality - a.quality || a.index - b.index);
  return tags[0]?.tag;
}

/** The language of a request: the user's setting, else the first tag of `Accept-Language`, else English. */
export function requestLanguage(userLanguage: string | null | undefined, acceptLanguage: string | undefined): string {
  return userLanguage ?? firstAcceptedLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE;
}
