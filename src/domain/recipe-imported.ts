import { z } from 'zod';

/** Apps a migrated recipe can come from (API.md, "Recipe fields for imported recipes"). */
export const SOURCE_APPS = [
  'mealie',
  'tandoor',
  'paprika',
  'kitchenowl',
  'schema.org',
  'cooklang',
  'hello-kitchen',
] as const;
export type SourceApp = (typeof SOURCE_APPS)[number];

export const ImportedLimits = {
  maxDescriptionLength: 5000,
  maxKeywords: 50,
  maxKeywordLength: 64,
  maxYieldTextLength: 100,
  maxSectionTitleLength: 200,
  maxSections: 50,
} as const;
const I = ImportedLimits;

export const SectionSchema = z.object({ title: z.string(), start: z.number().int() });
export type Section = z.infer<typeof SectionSchema>;

export const RecipeSourceSchema = z.object({ app: z.enum(SOURCE_APPS), importedAt: z.string() });

/** What a full recipe carries beyond the original fields. */
export const ImportedFieldsSchema = z.object({
  description: z.string().nullable(),
  keywords: z.array(z.string()),
  yieldText: z.string().nullable(),
  ingredientSections: z.array(SectionSchema),
  instructionSections: z.array(SectionSchema),
  source: RecipeSourceSchema.nullable(),
});

const blankToNull = (v: unknown) => (v === '' || (typeof v === 'string' && v.trim() === '') ? null : v);

export const nullableText = (field: string, max: number) =>
  z.preprocess(
    blankToNull,
    z
      .string({ error: `${field} must be text` })
      .trim()
      .max(max, `${field} must be at most ${max} characters`)
      .nullable()
      .optional(),
  );

/** Keywords as given, deduplicated case-insensitively (the first spelling wins); blanks dropped. */
export const KeywordsSchema = z
  .array(
    z
      .string({ error: 'each keyword must be text' })
      .trim()
      .max(I.maxKeywordLength, `a keyword must be at most ${I.maxKeywordLength} characters`),
    { error: 'keywords must be a list' },
  )
  .max(I.maxKeywords, `at most ${I.maxKeywords} keywords`)
  .transform((list) => {
    const seen = new Set<string>();
    return list.filter((k) => {
      const key = k.toLocaleLowerCase();
      if (k.length === 0 || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  });

export const SectionsSchema = (field: string) =>
  z
    .array(
      z.object({
        title: z
          .string({ error: `${field} title must be text` })
          .trim()
          .min(1, `${field} title is required`)
          .max(I.maxSectionTitleLength, `a ${field} title must be at most ${I.maxSectionTitleLength} characters`),
        start: z
          .number({ error: `${field} start must be a whole number` })
          .int(`${field} start must be a whole number`)
          .min(0, `${field} start must be 0 or more`),
      }),
      { error: `${field} must be a list` },
    )
    .max(I.maxSections, `at most ${I.maxSections} ${field}`)
    .refine((list) => list.every((s, i) => i === 0 || s.start >= list[i - 1].start), `${field} must be in order`);

export const SourceInputSchema = z
  .object(
    {
      app: z.enum(SOURCE_APPS, { error: `source app must be one of: ${SOURCE_APPS.join(', ')}` }),
      importedAt: z.iso.datetime({ offset: true, error: 'source importedAt must be a date and time' }).optional(),
    },
    { error: 'source must be { app, importedAt }' },
  )
  .nullable()
  .optional();

export const yieldTextSchema = nullableText('yieldText', I.maxYieldTextLength);
export const descriptionSchema = nullableText('description', I.maxDescriptionLength);
