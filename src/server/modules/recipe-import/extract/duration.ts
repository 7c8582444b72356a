const NUMBER = String.raw`\d+(?:[.,]\d+)?`;
const DATE_PART = new RegExp(`^(?:(${NUMBER})Y)?(?:(${NUMBER})M)?(?:(${NUMBER})W)?(?:(${NUMBER})D)?$`);
const TIME_PART = new RegExp(`^(?:(${NUMBER})H)?(?:(${NUMBER})M)?(?:(${NUMBER})S)?$`);

const num = (s: string | undefined) => (s ? Number(s.replace(',', '.')) : 0);

/**
 * Minutes in an ISO 8601 duration, read leniently: PT1H30M, PT90M, P0DT1H, PT1.5H, lower case, a
 * missing T ("P1H30M", where M is minutes), seconds rounded. A plain number is minutes. Anything else
 * (and a duration in years or months, which no recipe takes) is null, never thrown.
 */
export function durationMinutes(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? Math.round(value) : null;
  if (typeof value !== 'string') return null;
  const text = value.trim().toUpperCase();
  // Real durations are short: a long value is junk, not worth reading.
  if (text.length > 40) return null;
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text));
  if (!text.startsWith('P') || text.length < 3) return null;
  const body = text.slice(1);
  const t = body.indexOf('T');
  const datePart = t === -1 ? '' : body.slice(0, t);
  const timePart = t === -1 ? body : body.slice(t + 1);
  const date = DATE_PART.exec(datePart);
  let time = TIME_PART.exec(timePart);
  let days = 0;
  if (t === -1 && !time) {
    // "P1D", "P2DT" without time: the date grammar alone.
    const onlyDate = DATE_PART.exec(body);
    if (!onlyDate || num(onlyDate[1]) || num(onlyDate[2])) return null;
    days = num(onlyDate[3]) * 7 + num(onlyDate[4]);
    time = ['', undefined, undefined, undefined] as unknown as RegExpExecArray;
  } else {
    if (!date || !time || num(date[1]) || num(date[2])) return null;
    days = num(date[3]) * 7 + num(date[4]);
  }
  const minutes = days * 24 * 60 + num(time[1]) * 60 + num(time[2]) + num(time[3]) / 60;
  return Number.isFinite(minutes) ? Math.round(minutes) : null;
}
