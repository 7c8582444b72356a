// Stylelint: the web app's CSS uses logical properties only, so that a right-to-left language (`ar`, `he`)
// mirrors the layout from `<html dir="rtl">` with no second stylesheet (docs/decisions/languages.md, "Units
// and right to left"). Built-in rules only: they say all that is needed, with no plugin to keep up.
// Run by `npm run lint` (`stylelint "src/web/**/*.css"`).
//
// An exception (a thing that must not mirror: a map, a picture, a chart axis) is marked where it is, with
// its reason after `--`, which `reportDescriptionlessDisables` demands:
//   /* stylelint-disable-next-line property-disallowed-list -- the map's tiles never mirror */
//
// Not caught here: a four-value shorthand whose left and right differ (`margin: 0 1rem 0 2rem`,
// `border-radius: 4px 0 0 4px`); write the logical longhands instead (margin-inline-start, …,
// border-start-start-radius, …). top/bottom/width/height stay physical: no vertical writing mode is planned.

/** Physical left and right, and what to write instead. */
const PHYSICAL_PROPERTIES = [
  // margin-left → margin-inline-start, padding-right → padding-inline-end, border-left(-width…) → border-inline-start(…)
  '/^(margin|padding|border|scroll-margin|scroll-padding)-(left|right)(-|$)/',
  // left → inset-inline-start, right → inset-inline-end
  'left',
  'right',
  // border-top-left-radius → border-start-start-radius, border-bottom-right-radius → border-end-end-radius
  '/^border-(top|bottom)-(left|right)-radius$/',
];

/** @type {import('stylelint').Config} */
export default {
  reportDescriptionlessDisables: true,
  reportNeedlessDisables: true,
  reportInvalidScopeDisables: true,
  rules: {
    'property-disallowed-list': [
      PHYSICAL_PROPERTIES,
      {
        message: (property) =>
          `"${property}" is physical: use its logical form (inline-start/end), see stylelint.config.mjs`,
      },
    ],
    'declaration-property-value-disallowed-list': [
      {
        // text-align: start/end, float: inline-start/inline-end, clear: inline-start/inline-end
        '/^(text-align|text-align-last|float|clear)$/': ['left', 'right'],
      },
      { message: (property, value) => `"${property}: ${value}" is physical: use start/end or inline-start/inline-end` },
    ],
  },
};
