import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Gender } from '#domain/constants.ts';

/** The genders' words (the API keeps its keys: 'male', 'female', 'other'). */
export const GENDER_LABELS: Record<Gender, MessageDescriptor> = {
  male: msg`Male`,
  female: msg`Female`,
  other: msg`Other`,
};
