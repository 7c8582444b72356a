import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';

const BUILT_IN: Record<string, MessageDescriptor> = {
  fridge: msg`Fridge`,
  freezer: msg`Freezer`,
  cupboard: msg`Cupboard`,
};

/** A location's name as shown: the three every household has in the language shown, others as named. */
export function useLocationLabel(): (name: string) => string {
  const { t } = useLingui();
  return (name) => (BUILT_IN[name] ? t(BUILT_IN[name]) : name);
}

export const isBuiltInLocation = (name: string) => name in BUILT_IN;
