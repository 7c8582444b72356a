import { useLingui } from '@lingui/react/macro';

/** The loading message shown while an area's status is pending (spec §4); `label` is a translated text. */
export function Loading({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div className="loading" role="status" aria-live="polite">
      {label ?? t`Loading…`}
    </div>
  );
}
