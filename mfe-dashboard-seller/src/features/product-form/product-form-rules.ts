/** The product form's rules and exact messages (spec section 5), in one place; the limits are the API schema's. */
import { MAX_DESCRIPTION_LENGTH, MAX_IMAGE_BYTES, MAX_PRODUCT_PICTURES } from '@marketplace/shared/constants';
import type { RegisterOptions } from 'react-hook-form';
import { DIMENSIONS, isEmptyNumber, type PictureEntry, type ProductFormValues } from './product-form-values';

export const MESSAGES = {
  name: 'product name is required',
  picture: 'product picture is required',
  // The spec reuses the price message for years of use and location; kept as written.
  required: 'Sell Price name is required',
  select: 'You must select one',
  notAnImage: 'Choose an image file (JPEG, PNG, WebP or GIF)',
  tooLarge: `The picture must be ${MAX_IMAGE_BYTES / 1024 / 1024} MB or smaller`,
  tooManyPictures: `At most ${MAX_PRODUCT_PICTURES} pictures`,
  negativePrice: 'Enter a price of 0 or more',
  descriptionTooLong: `Description must be ${MAX_DESCRIPTION_LENGTH.toLocaleString('en-US')} characters or fewer`,
  dimensionPositive: 'Enter a positive number of centimetres',
  dimensionsIncomplete: 'Give the width, depth and height, or none of them',
} as const;

/** Why a chosen file cannot be a picture, or null when it can. */
export function pictureFileProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return MESSAGES.notAnImage;
  if (file.size > MAX_IMAGE_BYTES) return MESSAGES.tooLarge;
  return null;
}

const notBlank = (message: string) => (value: string) => value.trim().length > 0 || message;

const price: RegisterOptions<ProductFormValues, 'resalePrice' | 'originalPrice'> = {
  required: MESSAGES.required,
  valueAsNumber: true,
  validate: (value: number) => (Number.isFinite(value) && value >= 0) || MESSAGES.negativePrice,
};

/** Optional, but all three together, each above 0. */
const dimension: RegisterOptions<ProductFormValues, 'width' | 'depth' | 'height'> = {
  valueAsNumber: true,
  validate: (value: number, values: ProductFormValues) => {
    if (isEmptyNumber(value)) {
      return DIMENSIONS.every((name) => isEmptyNumber(values[name])) || MESSAGES.dimensionsIncomplete;
    }
    return (Number.isFinite(value) && value > 0) || MESSAGES.dimensionPositive;
  },
};

export const rules = {
  name: { required: MESSAGES.name, validate: notBlank(MESSAGES.name) },
  pictures: {
    validate: (pictures: PictureEntry[]) => {
      if (pictures.length === 0) return MESSAGES.picture;
      return pictures.length <= MAX_PRODUCT_PICTURES || MESSAGES.tooManyPictures;
    },
  },
  resalePrice: price,
  originalPrice: price,
  yearsOfUse: { required: MESSAGES.required, validate: notBlank(MESSAGES.required) },
  location: { required: MESSAGES.required, validate: notBlank(MESSAGES.required) },
  categoryId: { required: MESSAGES.select },
  condition: { required: MESSAGES.select },
  description: { maxLength: { value: MAX_DESCRIPTION_LENGTH, message: MESSAGES.descriptionTooLong } },
  width: dimension,
  depth: dimension,
  height: dimension,
} satisfies { [K in keyof ProductFormValues]: RegisterOptions<ProductFormValues, K> };
