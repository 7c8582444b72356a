import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';

/** The payload's field names as the domain's messages start with them, by the form's words. */
const FIELDS: Record<string, MessageDescriptor> = {
  name: msg`Name`,
  url: msg`Recipe URL`,
  img: msg`Image URL`,
  servings: msg`Servings`,
  cookTime: msg`Cook time`,
  prepTime: msg`Prep time`,
  totalTime: msg`Total time`,
  qty: msg`Qty`,
  qtyMax: msg`Maximum quantity`,
  measurement: msg`Measurement`,
  comment: msg`Note`,
  text: msg`Line`,
  'ingredient name': msg`Ingredient name`,
};
const FIELD_RULE = new RegExp(`^(${Object.keys(FIELDS).join('|')}) (.+)$`);

/** A rule after the field's name, as one sentence of the catalog. */
function fieldRule(label: string, rule: string): string | undefined {
  const number = /-?\d+(\.\d+)?/.exec(rule)?.[0] ?? '';
  const count = Number(number);
  if (rule === 'is required') return t`${label} is required`;
  if (rule === 'must be a number') return t`${label} must be a number`;
  if (rule === 'must be a whole number') return t`${label} must be a whole number`;
  if (rule === 'must be 1 or more') return t`${label} must be 1 or more`;
  if (rule === 'must be text') return t`${label} must be text`;
  if (/^must be at most \d+ characters$/.test(rule))
    return t`${label} must be at most ${plural(count, { one: '# character', other: '# characters' })}`;
  if (/^must be at most [\d.]+$/.test(rule)) return t`${label} must be at most ${number}`;
  if (/^must be at least [\d.]+$/.test(rule)) return t`${label} must be at least ${number}`;
  if (rule === 'must be an absolute http(s) URL') return t`${label} must be an absolute http(s) URL`;
  if (rule === 'must be an absolute http(s) URL or a path under /images/')
    return t`${label} must be an absolute http(s) URL or a path under /images/`;
  return undefined;
}

/** Messages about the recipe as a whole. */
function wholeRule(message: string): string | undefined {
  const count = Number(/\d+/.exec(message)?.[0] ?? 0);
  if (message === 'at least one cuisine is required') return t`At least one cuisine is required`;
  if (message === 'at least one ingredient is required') return t`At least one ingredient is required`;
  if (/^at most \d+ steps$/.test(message))
    return t`${plural(count, { one: 'At most # step', other: 'At most # steps' })}`;
  if (/^at most \d+ ingredients$/.test(message))
    return t`${plural(count, { one: 'At most # ingredient', other: 'At most # ingredients' })}`;
  if (/^a step must be at most \d+ characters$/.test(message))
    return t`${plural(count, { one: 'A step must be at most # character', other: 'A step must be at most # characters' })}`;
  return undefined;
}

/** Domain messages start with the field name in lower case ('servings must be…'); show them as sentences. */
export function sentence(message: string): string {
  return message ? message[0].toUpperCase() + message.slice(1) : message;
}

/**
 * A validation message of the domain's recipe rules (the form's own check, or the server's `details`) in the
 * active language. English keeps the domain's words as a sentence, as before; a message the catalog does not
 * know stays English.
 */
export function recipeFormMessage(message: string): string {
  if ((i18n.locale || 'en') === 'en') return sentence(message);
  const field = FIELD_RULE.exec(message);
  const translated = field ? fieldRule(i18n._(FIELDS[field[1]!]!), field[2]!) : wholeRule(message);
  return translated ?? sentence(message);
}
