/** Text and attribute values for HTML: every character with a meaning in markup is escaped. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A JSON-LD block. JSON.stringify leaves `<`, `>` and `&` as they are, so `</script>` or `<!--` in a
 * name could end or bend the block; written as \u escapes they are the same JSON and no markup. U+2028
 * and U+2029 are escaped too, for old JavaScript parsers that read the block.
 */
export function jsonLdScript(data: unknown): string {
  const json = JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `<script type="application/ld+json">${json}</script>`;
}

/** An ISO 8601 duration of whole minutes (PT1H30M), or undefined. */
export function isoDuration(minutes: number | null | undefined): string | undefined {
  if (!minutes || minutes <= 0) return undefined;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}`;
}

/** Minutes as people read them: 45 min, 1 h 30 min. */
export function readableMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h ? `${h} h` : '', m ? `${m} min` : ''].filter(Boolean).join(' ');
}
