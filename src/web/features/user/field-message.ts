import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { namedFieldLabel } from '#domain/field-labels.ts';

/** The account fields' words, by API key and by English label (the form's own rules use the label). */
const LABELS: Record<string, MessageDescriptor> = {
  firstName: msg`First name`,
  lastName: msg`Last name`,
  username: msg`Username`,
  phoneNum: msg`Phone number`,
  email: msg`Email`,
  password: msg`Password`,
  gender: msg`Gender`,
  confirmPassword: msg`Confirm password`,
};
const KEY_OF_LABEL: Record<string, string> = {
  'First name': 'firstName',
  'Last name': 'lastName',
  Username: 'username',
  'Phone number': 'phoneNum',
  Email: 'email',
  Password: 'password',
  Gender: 'gender',
  'Confirm password': 'confirmPassword',
};
const NAMES = [...Object.keys(LABELS), ...Object.keys(KEY_OF_LABEL)].join('|');
const FIELD_RULE = new RegExp(`^(${NAMES}) (.+)$`);

/** The rules' words after the field's name (the domain's schemas and the form's own), in the catalog's words. */
function translatedRule(label: string, rule: string): string | undefined {
  const count = Number(/\d+/.exec(rule)?.[0] ?? 0);
  if (rule === 'is required') return t`${label} is required`;
  if (rule === 'is too long') return t`${label} is too long`;
  if (/^must be at least \d+ characters$/.test(rule))
    return t`${label} must be at least ${plural(count, { one: '# character', other: '# characters' })}`;
  if (/^must be at most \d+ characters$/.test(rule))
    return t`${label} must be at most ${plural(count, { one: '# character', other: '# characters' })}`;
  if (/^must be exactly \d+ digits$/.test(rule))
    return t`${label} must be exactly ${plural(count, { one: '# digit', other: '# digits' })}`;
  if (rule === 'may hold only letters, digits, dots, dashes and underscores')
    return t`${label} may hold only letters, digits, dots, dashes and underscores`;
  if (rule === 'must be a valid e-mail address') return t`${label} must be a valid e-mail address`;
  if (rule === 'must be male, female or other') return t`${label} must be male, female or other`;
  return undefined;
}

/** Messages of the forms' own rules that name no field first. */
const WHOLE: Record<string, MessageDescriptor> = {
  'Passwords do not match!': msg`Passwords do not match!`,
  'Please confirm your password': msg`Please confirm your password`,
  'You must accept the terms and conditions': msg`You must accept the terms and conditions`,
};

/**
 * The domain schemas name fields by their API key ('firstName must be…'); forms show the label, in the active
 * language ('First name must be at least 3 characters', 'Vorname muss mindestens 3 Zeichen lang sein'). A
 * message the catalog does not know keeps its English, with the field's label.
 */
export function fieldMessage(message: string | undefined): string | undefined {
  if (!message) return message;
  const whole = WHOLE[message];
  if (whole) return i18n._(whole);
  const match = FIELD_RULE.exec(message);
  if (match) {
    const key = KEY_OF_LABEL[match[1]] ?? match[1];
    const label = i18n._(LABELS[key]);
    const translated = translatedRule(label, match[2]);
    if (translated) return translated;
  }
  return message.replace(/^(\w+)\b/, (key) => namedFieldLabel(key) ?? key);
}
