/** 'Add Your Product' (/dashboard/addproduct): upload the picture, then post the product. */
import { apiErrorMessage } from '@marketplace/shared/api-client';
import { CATEGORIES, PRODUCT_CONDITIONS } from '@marketplace/shared/constants';
import type { CategoryId, ProductCondition } from '@marketplace/shared/types';
import { useAuthState } from '@marketplace/shared/use-auth-state';
import { Button } from '@marketplace/ui/button';
import { InlineSpinner } from '@marketplace/ui/spinner';
import type { ReactNode } from 'react';
import { type FieldError as HookFieldError, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { FieldBox, FieldError, Form, Page, Submit } from './AddProductPage.styles';
import { type AddProductValues, rules } from './add-product-rules';
import { useCreateProduct } from './api/create-product';
import { useUploadImage } from './api/upload-image';

const CONDITION_LABELS: Record<ProductCondition, string> = {
  excellent: 'Excellent',
  good: 'Good',
  fair: 'Fair',
};

interface FieldProps {
  id: keyof AddProductValues;
  label: string;
  error?: HookFieldError;
  wide?: boolean;
  children: ReactNode;
}

function Field({ id, label, error, wide, children }: FieldProps) {
  return (
    <FieldBox $wide={wide}>
      <label htmlFor={`add-product-${id}`}>{label}</label>
      {children}
      {error?.message && <FieldError id={`add-product-${id}-error`}>{error.message}</FieldError>}
    </FieldBox>
  );
}

export default function AddProductPage() {
  const { user } = useAuthState();
  const navigate = useNavigate();
  const uploadPicture = useUploadImage();
  const createProduct = useCreateProduct();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AddProductValues>({
    defaultValues: { name: '', yearsOfUse: '', location: '', categoryId: '', condition: '' },
  });

  /** Accessibility wiring shared by every control: the id its label points at and its error link. */
  const a11y = (id: keyof AddProductValues) => ({
    id: `add-product-${id}`,
    'aria-invalid': errors[id] ? true : undefined,
    'aria-describedby': errors[id] ? `add-product-${id}-error` : undefined,
  });

  const onSubmit = async (values: AddProductValues) => {
    const file = values.picture[0];
    if (!file) return;
    let picture: string;
    try {
      picture = await uploadPicture.mutateAsync(file);
    } catch (error) {
      toast.error(`Picture upload failed: ${apiErrorMessage(error)}`);
      return;
    }
    try {
      const result = await createProduct.mutateAsync({
        name: values.name.trim(),
        picture,
        resalePrice: values.resalePrice,
        originalPrice: values.originalPrice,
        yearsOfUse: values.yearsOfUse.trim(),
        location: values.location.trim(),
        categoryId: Number(values.categoryId) as CategoryId,
        condition: values.condition as ProductCondition,
        postedTime: new Date().toLocaleString(),
      });
      if (!result.acknowledged) {
        toast.error(result.message || 'The product was not added. Try again.');
        return;
      }
      toast.success(`Dear ${user?.displayName ?? user?.email ?? 'seller'} Product Add Success`);
      reset();
      navigate('/');
    } catch (error) {
      toast.error(apiErrorMessage(error));
    }
  };

  return (
    <Page>
      <h1>Add Your Product</h1>
      <Form noValidate onSubmit={handleSubmit(onSubmit)} aria-busy={isSubmitting}>
        <Field id="name" label="Product Name" error={errors.name} wide>
          <input type="text" autoComplete="off" {...a11y('name')} {...register('name', rules.name)} />
        </Field>
        <Field id="picture" label="Product Picture" error={errors.picture} wide>
          <input type="file" accept="image/*" {...a11y('picture')} {...register('picture', rules.picture)} />
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
                {CONDITION_LABELS[condition]}
              </option>
            ))}
          </select>
        </Field>
        <Submit>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting && <InlineSpinner />}
            {isSubmitting ? 'Adding Product...' : 'Add Product'}
          </Button>
        </Submit>
      </Form>
    </Page>
  );
}
