/** 'Add Your Product' (/dashboard/addproduct): the product form; its pictures are uploaded, then the product is posted. */
import { apiErrorMessage } from '@marketplace/shared/api-client';
import { useAuthState } from '@marketplace/shared/use-auth-state';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { useCreateProduct } from './api/create-product';
import { ProductForm } from './ProductForm';
import { Page } from './ProductForm.styles';
import type { ProductFormResult } from './product-form-values';

export default function AddProductPage() {
  const { user } = useAuthState();
  const navigate = useNavigate();
  const createProduct = useCreateProduct();

  const save = async ({ description, dimensions, ...fields }: ProductFormResult) => {
    try {
      const result = await createProduct.mutateAsync({
        ...fields,
        ...(description ? { description } : {}),
        ...(dimensions ? { dimensions } : {}),
        postedTime: new Date().toLocaleString(),
      });
      if (!result.acknowledged) {
        toast.error(result.message || 'The product was not added. Try again.');
        return;
      }
    } catch (error) {
      toast.error(apiErrorMessage(error));
      throw error;
    }
    toast.success(`Dear ${user?.displayName ?? user?.email ?? 'seller'} Product Add Success`);
    navigate('/');
  };

  return (
    <Page>
      <h1>Add Your Product</h1>
      <ProductForm submitLabel="Add Product" busyLabel="Adding Product..." onSave={save} />
    </Page>
  );
}
