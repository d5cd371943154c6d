/** /dashboard/editproduct/:productId (the product's seller): the product form filled in; saves with PATCH. */
import { apiErrorMessage } from '@marketplace/shared/api-client';
import type { Product, UpdateProductRequest } from '@marketplace/shared/types';
import { DataState } from '@marketplace/ui/data-state';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { useProduct } from './api/get-product';
import { useUpdateProduct } from './api/update-product';
import { ProductForm } from './ProductForm';
import { Page } from './ProductForm.styles';
import type { ProductFormResult } from './product-form-values';

function EditForm({ product }: { product: Product }) {
  const navigate = useNavigate();
  const updateProduct = useUpdateProduct();

  const save = async ({ dimensions, ...fields }: ProductFormResult) => {
    // PATCH changes only what it is given; all three dimensions emptied remove the ones the product had.
    const changes: UpdateProductRequest = dimensions
      ? { ...fields, dimensions }
      : product.dimensions
        ? { ...fields, dimensions: null }
        : { ...fields };
    try {
      await updateProduct.mutateAsync({ id: product._id, changes });
    } catch (error) {
      toast.error(apiErrorMessage(error));
      throw error;
    }
    toast.success('Product updated');
    navigate('/dashboard/myproduct');
  };

  return <ProductForm product={product} submitLabel="Save changes" busyLabel="Saving..." onSave={save} />;
}

export default function EditProductPage() {
  const { productId = '' } = useParams();
  const product = useProduct(productId);
  return (
    <Page>
      <h1>Edit Your Product</h1>
      <DataState query={product} what="the product">
        {(data) =>
          data ? (
            <EditForm key={data._id} product={data} />
          ) : (
            <p role="status">This product is no longer available</p>
          )
        }
      </DataState>
      <p>
        <Link to="/dashboard/myproduct">Back to Manage Product</Link>
      </p>
    </Page>
  );
}
