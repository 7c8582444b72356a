import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { DEFAULT_LIST_NAME } from '#domain/constants.ts';

/**
 * A list's name as shown: the household's first list keeps the spec's heading, "Main Shopping List", in the
 * reader's language until someone renames it; every other name is the household's own words.
 */
export function useListName() {
  const { t } = useLingui();
  return useCallback(
    (list: { name: string; isDefault: boolean }) =>
      list.isDefault && list.name === DEFAULT_LIST_NAME ? t`Main Shopping List` : list.name,
    [t],
  );
}
