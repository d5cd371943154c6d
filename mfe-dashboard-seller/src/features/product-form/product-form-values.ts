/** The product form's values: what it keeps while the seller types, and what it sends (from the API's schema). */
import type { CreateProductRequest, ProductCondition, ProductDimensions } from '@marketplace/shared/types';

/**
 * What the form produces: the product's editable fields as the API's schema types them (CreateProductRequest),
 * pictures uploaded, and the dimensions given whole or not at all.
 */
export type ProductFormResult = Required<
  Omit<CreateProductRequest, 'sellerName' | 'sellerEmail' | 'postedTime' | 'dimensions'>
> & { dimensions: ProductDimensions | undefined };

/** A picture of the form: a file chosen here (uploaded on submit) or one the product already has. */
export type PictureEntry =
  | { key: string; kind: 'file'; file: File; previewUrl: string }
  | { key: string; kind: 'url'; url: string };

/**
 * The fields the form keeps as they are sent (name, prices, years of use, location, description): every field of
 * the result but those it keeps in another shape below, so a new text or number field of the schema is one here.
 */
type SentAsTyped = Omit<
  ProductFormResult,
  'picture' | 'pictures' | 'categoryId' | 'condition' | 'dimensions'
>;

export interface ProductFormValues extends SentAsTyped {
  /** In order: the first is the product's main picture. */
  pictures: PictureEntry[];
  /** The select's value; sent as a number. */
  categoryId: string;
  condition: ProductCondition | '';
  /** Centimetres; NaN while empty (valueAsNumber). */
  width: number;
  depth: number;
  height: number;
}

export const DIMENSIONS = ['width', 'depth', 'height'] as const;
/** An empty number input: valueAsNumber gives NaN. */
export const isEmptyNumber = (value: number) => Number.isNaN(value);

/** The dimensions to send: all three, or none. */
export function dimensionsOf(
  values: Pick<ProductFormValues, 'width' | 'depth' | 'height'>,
): ProductDimensions | undefined {
  if (DIMENSIONS.some((name) => isEmptyNumber(values[name]))) return undefined;
  return { width: values.width, depth: values.depth, height: values.height };
}
