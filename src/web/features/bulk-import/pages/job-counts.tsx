import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { BulkJob } from '#domain/bulk-import.ts';

/** "N imported, N duplicates, N without a recipe, N unreachable, N refused". */
export function JobCounts({ job }: { job: BulkJob }) {
  const { t } = useLingui();
  const { imported, duplicate, noRecipe, unreachable, refused } = job;
  return (
    <p className="job-counts">
      {t`${plural(imported, { one: '# imported', other: '# imported' })}, ${plural(duplicate, {
        one: '# duplicate',
        other: '# duplicates',
      })}, ${plural(noRecipe, { one: '# without a recipe', other: '# without a recipe' })}, ${plural(unreachable, {
        one: '# unreachable',
        other: '# unreachable',
      })}, ${plural(refused, { one: '# refused', other: '# refused' })}`}
    </p>
  );
}
