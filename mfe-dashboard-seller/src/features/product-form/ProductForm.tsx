/**
 * The one product form, for adding (/dashboard/addproduct) and editing (/dashboard/editproduct/:id): every field
 * and message of the spec, several pictures, a description and the dimensions. On submit it uploads the newly
 * chosen pictures at once (one progress bar for all of them; a retry uploads only the ones that did not arrive),
 * then hands the finished product to the page.
 */
import { apiErrorMessage } from '@marketplace/shared/api-client';
import {
  CATEGORIES,
  MAX_DESCRIPTION_LENGTH,
  PRODUCT_CONDITION_LABELS,
  PRODUCT_CONDITIONS,
} from '@marketplace/shared/constants';
import type { CategoryId, Product, ProductCondition } from '@marketplace/shared/types';
import { Button } from '@marketplace/ui/button';
import { InlineSpinner } from '@marketplace/ui/spinner';
import { UPLOAD_IDLE, UploadProgress, type UploadState } from '@marketplace/ui/upload-progress';
import { type ReactNode, useRef, useState } from 'react';
import {
  type Control,
  type FieldError as HookFieldError,
  useController,
  useForm,
  useWatch,
} from 'react-hook-form';
import { entriesOfUrls, PicturePicker } from './PicturePicker';
import { Counter, FieldBox, FieldError, Fieldset, Form, Submit } from './ProductForm.styles';
import { rules } from './product-form-rules';
import { dimensionsOf, type ProductFormResult, type ProductFormValues } from './product-form-values';
import { uploadPictures } from './upload-pictures';

const ID = 'product-form';

interface FieldProps {
  id: keyof ProductFormValues;
  label: string;
  error?: HookFieldError;
  wide?: boolean;
  children: ReactNode;
}

function Field({ id, label, error, wide, children }: FieldProps) {
  return (
    <FieldBox $wide={wide}>
      <label htmlFor={`${ID}-${id}`}>{label}</label>
      {children}
      {error?.message && <FieldError id={`${ID}-${id}-error`}>{error.message}</FieldError>}
    </FieldBox>
  );
}

function valuesOf(product: Product | undefined): ProductFormValues {
  return {
    name: product?.name ?? '',
    pictures: product ? entriesOfUrls(product.pictures?.length ? product.pictures : [product.picture]) : [],
    // The number inputs start empty when adding (NaN is what valueAsNumber gives an empty input).
    resalePrice: product?.resalePrice ?? Number.NaN,
    originalPrice: product?.originalPrice ?? Number.NaN,
    yearsOfUse: product?.yearsOfUse ?? '',
    location: product?.location ?? '',
    categoryId: product ? String(product.categoryId) : '',
    condition: product?.condition ?? '',
    description: product?.description ?? '',
    width: product?.dimensions?.width ?? Number.NaN,
    depth: product?.dimensions?.depth ?? Number.NaN,
    height: product?.dimensions?.height ?? Number.NaN,
  };
}

/** Re-renders alone as the description is typed, not the whole form. */
function DescriptionCounter({ control }: { control: Control<ProductFormValues> }) {
  const length = useWatch({ control, name: 'description' }).length;
  return (
    <Counter id={`${ID}-description-count`} $over={length > MAX_DESCRIPTION_LENGTH}>
      {length.toLocaleString('en-US')} / {MAX_DESCRIPTION_LENGTH.toLocaleString('en-US')} characters
    </Counter>
  );
}

interface Props {
  /** The product being edited; absent when adding. */
  product?: Product;
  submitLabel: string;
  busyLabel: string;
  /** Saves the product; resolves when done (the page toasts and navigates), rejects to keep the form. */
  onSave: (result: ProductFormResult) => Promise<void>;
}

export function ProductForm({ product, submitLabel, busyLabel, onSave }: Props) {
  const [upload, setUpload] = useState<UploadState>(UPLOAD_IDLE);
  // Pictures that reached the image host, by entry: a retry after a failure sends only the rest.
  const uploaded = useRef(new Map<string, string>());
  const {
    register,
    handleSubmit,
    control,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<ProductFormValues>({ defaultValues: valuesOf(product) });
  const pictures = useController({ name: 'pictures', control, rules: rules.pictures });

  /** Accessibility wiring shared by every control: the id its label points at and its error link. */
  const a11y = (id: keyof ProductFormValues, extraDescription?: string) => {
    const described = [extraDescription, errors[id] ? `${ID}-${id}-error` : undefined].filter(Boolean);
    return {
      id: `${ID}-${id}`,
      'aria-invalid': errors[id] ? true : undefined,
      'aria-describedby': described.length > 0 ? described.join(' ') : undefined,
    };
  };

  const onSubmit = async (values: ProductFormValues) => {
    let urls: string[];
    try {
      urls = await uploadPictures(values.pictures, uploaded.current, (percent) =>
        setUpload({ status: 'uploading', percent }),
      );
    } catch (error) {
      setUpload({ status: 'failed', reason: apiErrorMessage(error) });
      return;
    }
    try {
      await onSave({
        name: values.name.trim(),
        picture: urls[0]!,
        pictures: urls,
        resalePrice: values.resalePrice,
        originalPrice: values.originalPrice,
        yearsOfUse: values.yearsOfUse.trim(),
        location: values.location.trim(),
        categoryId: Number(values.categoryId) as CategoryId,
        condition: values.condition as ProductCondition,
        description: values.description.trim(),
        dimensions: dimensionsOf(values),
      });
    } catch {
      // The page reported it; the form keeps what was typed.
    }
    setUpload(UPLOAD_IDLE);
  };
  const submit = handleSubmit(onSubmit);

  const dimensionError = errors.width ?? errors.depth ?? errors.height;

  return (
    <Form noValidate onSubmit={submit} aria-busy={isSubmitting}>
      <Field id="name" label="Product Name" error={errors.name} wide>
        <input type="text" autoComplete="off" {...a11y('name')} {...register('name', rules.name)} />
      </Field>
      <Field id="pictures" label="Product Picture" error={errors.pictures as HookFieldError | undefined} wide>
        <PicturePicker
          id={`${ID}-pictures`}
          value={pictures.field.value}
          onChange={(next) => {
            pictures.field.onChange(next);
            clearErrors('pictures');
          }}
          inputRef={pictures.field.ref}
          invalid={Boolean(errors.pictures)}
          describedBy={errors.pictures ? `${ID}-pictures-error` : undefined}
          onRefuse={(message) => setError('pictures', { type: 'validate', message })}
        />
        <UploadProgress state={upload} label="Uploading pictures" onRetry={() => void submit()} />
      </Field>
      <Field id="resalePrice" label="Sell Price ($)" error={errors.resalePrice}>
        <input
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          {...a11y('resalePrice')}
          {...register('resalePrice', rules.resalePrice)}
        />
      </Field>
      <Field id="originalPrice" label="Original Price ($)" error={errors.originalPrice}>
        <input
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          {...a11y('originalPrice')}
          {...register('originalPrice', rules.originalPrice)}
        />
      </Field>
      <Field id="yearsOfUse" label="Years of Use" error={errors.yearsOfUse}>
        <input
          type="text"
          placeholder="1 Year Use || 8 Month Use"
          {...a11y('yearsOfUse')}
          {...register('yearsOfUse', rules.yearsOfUse)}
        />
      </Field>
      <Field id="location" label="Location" error={errors.location}>
        <input
          type="text"
          autoComplete="address-level2"
          {...a11y('location')}
          {...register('location', rules.location)}
        />
      </Field>
      <Field id="categoryId" label="Category" error={errors.categoryId}>
        <select {...a11y('categoryId')} {...register('categoryId', rules.categoryId)}>
          <option value="">Select a category</option>
          {CATEGORIES.map((category) => (
            <option key={category.categoryId} value={category.categoryId}>
              {category.name}
            </option>
          ))}
        </select>
      </Field>
      <Field id="condition" label="Condition" error={errors.condition}>
        <select {...a11y('condition')} {...register('condition', rules.condition)}>
          <option value="">Select the condition</option>
          {PRODUCT_CONDITIONS.map((condition) => (
            <option key={condition} value={condition}>
              {PRODUCT_CONDITION_LABELS[condition]}
            </option>
          ))}
        </select>
      </Field>
      <Field id="description" label="Description (optional)" error={errors.description} wide>
        <textarea
          rows={5}
          {...a11y('description', `${ID}-description-count`)}
          {...register('description', rules.description)}
        />
        <DescriptionCounter control={control} />
      </Field>
      <Fieldset aria-describedby={dimensionError ? `${ID}-dimensions-error` : undefined}>
        <legend>Dimensions in cm (optional)</legend>
        {(['width', 'depth', 'height'] as const).map((name) => (
          <FieldBox key={name}>
            <label htmlFor={`${ID}-${name}`}>{`${name[0]!.toUpperCase()}${name.slice(1)} (cm)`}</label>
            <input
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              id={`${ID}-${name}`}
              aria-invalid={errors[name] ? true : undefined}
              aria-describedby={errors[name] ? `${ID}-dimensions-error` : undefined}
              {...register(name, rules[name])}
            />
          </FieldBox>
        ))}
        {dimensionError?.message ? (
          <FieldError id={`${ID}-dimensions-error`}>{dimensionError.message}</FieldError>
        ) : null}
      </Fieldset>
      <Submit>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting && <InlineSpinner />}
          {isSubmitting ? busyLabel : submitLabel}
        </Button>
      </Submit>
    </Form>
  );
}
