/** The sign-up form's fields and the spec's messages (section 5), plus the image host's limits. */

import { MAX_IMAGE_BYTES } from '@marketplace/shared/constants';
import { canReadPicture, UNREADABLE_PICTURE_MESSAGE } from '@marketplace/shared/prepare-picture';
import type { SelfRegisteredRole } from '@marketplace/shared/types';
import type { RegisterOptions } from 'react-hook-form';
import { newPasswordRules } from '../../lib/password-rules';

export interface SignUpValues {
  name: string;
  email: string;
  picture: FileList;
  password: string;
  role: SelfRegisteredRole | '';
}

export const ROLE_OPTIONS: readonly { value: SelfRegisteredRole; label: string }[] = [
  { value: 'seller', label: 'Are You Seller' },
  { value: 'buyer', label: 'Are You Buyer' },
];

export const ACCEPTED_PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

export const signUpRules = {
  name: {
    required: 'name is required',
    validate: (value: string) => value.trim() !== '' || 'name is required',
  },
  email: { required: 'email required' },
  picture: {
    validate: async (files: FileList | undefined) => {
      const file = files?.[0];
      if (!file) return 'Picture required';
      if (!ACCEPTED_PICTURE_TYPES.includes(file.type))
        return 'Picture must be a JPEG, PNG, WebP or GIF image';
      if (file.size > MAX_IMAGE_BYTES) return 'Picture must be 5 MB or smaller';
      // A file named .jpg may still be one the browser cannot open (an HEIC photo renamed): say so now.
      if (!(await canReadPicture(file))) return UNREADABLE_PICTURE_MESSAGE;
      return true;
    },
  },
  password: newPasswordRules,
  role: { required: 'You must select one' },
} satisfies { [K in keyof SignUpValues]: RegisterOptions<SignUpValues, K> };
