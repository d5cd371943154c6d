/** The add-product form's fields, rules and the spec's exact messages (spec section 5), in one place. */
import { MAX_IMAGE_BYTES } from '@marketplace/shared/constants';
import type { ProductCondition } from '@marketplace/shared/types';
import type { RegisterOptions } from 'react-hook-form';

export interface AddProductValues {
  name: string;
  picture: FileList;
  resalePrice: number;
  originalPrice: number;
  yearsOfUse: string;
  location: string;
  /** The select's value; sent as a number. */
  categoryId: string;
  condition: ProductCondition | '';
}

export const MESSAGES = {
  name: 'product name is required',
  picture: 'product picture is required',
  // The spec reuses the price message for years of use and location; kept as written.
  required: 'Sell Price name is required',
  select: 'You must select one',
  notAnImage: 'Choose an image file (JPEG, PNG, WebP or GIF)',
  tooLarge: `The picture must be ${MAX_IMAGE_BYTES / 1024 / 1024} MB or smaller`,
  negativePrice: 'Enter a price of 0 or more',
} as const;

const notBlank = (message: string) => (value: string) => value.trim().length > 0 || message;

const price: RegisterOptions<AddProductValues, 'resalePrice' | 'originalPrice'> = {
  required: MESSAGES.required,
  valueAsNumber: true,
  validate: (value: number) => (Number.isFinite(value) && value >= 0) || MESSAGES.negativePrice,
};

export const rules = {
  name: { required: MESSAGES.name, validate: notBlank(MESSAGES.name) },
  picture: {
    required: MESSAGES.picture,
    validate: (files: FileList) => {
      const file = files[0];
      if (!file) return MESSAGES.picture;
      if (!file.type.startsWith('image/')) return MESSAGES.notAnImage;
      return file.size <= MAX_IMAGE_BYTES || MESSAGES.tooLarge;
    },
  },
  resalePrice: price,
  originalPrice: price,
  yearsOfUse: { required: MESSAGES.required, validate: notBlank(MESSAGES.required) },
  location: { required: MESSAGES.required, validate: notBlank(MESSAGES.required) },
  categoryId: { required: MESSAGES.select },
  condition: { required: MESSAGES.select },
} satisfies { [K in keyof AddProductValues]: RegisterOptions<AddProductValues, K> };
