import { z } from 'zod';

/**
 * Languages and the user's settings (docs/api/languages.md). The languages offered are the server's
 * catalogs (src/locales/<code>.po), so a code is checked against the list the server read, never a list here.
 */

/** A language offered: GET /api/languages. */
export const LanguageSchema = z.object({
  /** The catalog's code: 'en', 'de', 'fr'… */
  code: z.string(),
  /** The language's own name: 'Deutsch', 'Français', 'العربية'. */
  name: z.string(),
  /** Writing direction: 'rtl' for Arabic and Hebrew. */
  dir: z.enum(['ltr', 'rtl']),
  /** Every text of the English catalog is translated in this one. */
  complete: z.boolean(),
});
export type Language = z.infer<typeof LanguageSchema>;

export const LanguageListSchema = z.object({ rows: z.array(LanguageSchema), count: z.number().int() });

/** The unit systems a user may choose; `null` is automatic (by region). */
export const UNIT_SYSTEMS = ['metric', 'us'] as const;
export const UnitsSchema = z.enum(UNIT_SYSTEMS, { error: 'units must be metric, us or null' });
export type Units = z.infer<typeof UnitsSchema>;

/** A user's settings: `null` is automatic (the browser's language, units by region). */
export const UserSettingsSchema = z.object({
  language: z.string().nullable(),
  units: UnitsSchema.nullable(),
});
export type UserSettings = z.infer<typeof UserSettingsSchema>;

/**
 * The settings fields of a request body, each optional. Given the codes offered, `language` must be one of
 * them (the server's check); without, any text passes (a form that offers only the listed languages).
 */
export function settingsFields(codes?: readonly string[]) {
  const message = codes
    ? `language must be one of ${codes.join(', ')}, or null`
    : 'language must be a language code or null';
  const language =
    codes && codes.length > 0
      ? z.enum(codes as [string, ...string[]], { error: message })
      : z.string({ error: message }).min(1, message);
  return { language: language.nullable().optional(), units: UnitsSchema.nullable().optional() };
}

/** Body of PATCH /api/user/me/settings: one field or both; other fields are ignored. */
export function settingsPatchSchema(codes?: readonly string[]) {
  return z.object(settingsFields(codes)).superRefine((patch, ctx) => {
    if (patch.language !== undefined || patch.units !== undefined) return;
    ctx.addIssue({ code: 'custom', message: 'language or units is required', path: ['language'] });
    ctx.addIssue({ code: 'custom', message: 'units or language is required', path: ['units'] });
  });
}

export const SettingsPatchSchema = settingsPatchSchema();
export type SettingsPatch = z.infer<typeof SettingsPatchSchema>;
