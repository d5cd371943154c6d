/**
 * 'Manage Product' (/dashboard/myproduct): the seller's own products (available, booked or sold), with delete
 * and advertise; a booked row links to its request on Booking Requests.
 */
import { apiErrorMessage } from '@marketplace/shared/api-client';
import { productKeys } from '@marketplace/shared/query-keys';
import { useAuthState } from '@marketplace/shared/use-auth-state';
import { Button } from '@marketplace/ui/button';
import { useConfirmDelete } from '@marketplace/ui/confirm-delete';
import { DataState } from '@marketplace/ui/data-state';
import { PageSection } from '@marketplace/ui/page-section';
import { ResponsiveImage } from '@marketplace/ui/responsive-image';
import { Badge, ResponsiveTable, RowActions } from '@marketplace/ui/responsive-table';
import { theme } from '@marketplace/ui/theme';
import { useRefreshOnNotification } from '@marketplace/ui/use-refresh-on-notification';
import { VisuallyHidden } from '@marketplace/ui/visually-hidden';
import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import { useDeleteProduct } from './api/delete-product';
import { type ManagedProductRow, useSellerProducts } from './api/get-seller-products';
import { useSetAdvertised } from './api/set-advertised';

/** Edit opens a page, so it is a link, drawn like the row's buttons. */
const ButtonLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: ${theme.space(2)} ${theme.space(4)};
  border: 1px solid ${theme.colors.primary};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  text-decoration: none;
`;

function ProductTable({ products }: { products: ManagedProductRow[] }) {
  const deleteProduct = useDeleteProduct();
  const setAdvertised = useSetAdvertised();
  const { deleteButton, dialog } = useConfirmDelete<ManagedProductRow>({
    remove: deleteProduct.mutate,
    deletedMessage: (name) => `this ${name} deleted successfully`,
  });

  const changeAdvertising = (product: ManagedProductRow, advertised: boolean) => {
    setAdvertised.mutate(
      { id: product._id, advertised },
      {
        onSuccess: () =>
          toast.success(
            advertised ? `${product.name} is now advertised` : `${product.name} is no longer advertised`,
          ),
        onError: (error) => toast.error(apiErrorMessage(error)),
      },
    );
  };

  const busy = (id: string) =>
    (deleteProduct.isPending && deleteProduct.variables === id) ||
    (setAdvertised.isPending && setAdvertised.variables?.id === id);

  return (
    <>
      <ResponsiveTable>
        <thead>
          <tr>
            <th scope="col">Picture</th>
            <th scope="col">Name</th>
            <th scope="col">Price</th>
            <th scope="col">Status</th>
            <th scope="col">Advertising</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <tr key={product._id}>
              <td data-label="Picture">
                <ResponsiveImage src={product.picture} alt={product.name} width={64} height={64} />
              </td>
              <td data-label="Name">
                <Link to={`/item/${encodeURIComponent(product._id)}`}>{product.name}</Link>
              </td>
              <td data-label="Price">${product.resalePrice}</td>
              <td data-label="Status">
                <RowActions>
                  <Badge $tone={product.status === 'available' ? 'success' : 'muted'}>{product.status}</Badge>
                  {product.status === 'booked' ? (
                    <Link to={`/dashboard/bookings?product=${encodeURIComponent(product._id)}`}>
                      See the request<VisuallyHidden> for {product.name}</VisuallyHidden>
                    </Link>
                  ) : null}
                </RowActions>
              </td>
              <td data-label="Advertising">
                <RowActions>
                  {product.advertised && <Badge $tone="accent">Advertised</Badge>}
                  {product.advertised ? (
                    <Button
                      type="button"
                      $variant="secondary"
                      disabled={busy(product._id)}
                      onClick={() => changeAdvertising(product, false)}
                    >
                      Stop advertising<VisuallyHidden> {product.name}</VisuallyHidden>
                    </Button>
                  ) : product.status === 'available' ? (
                    <Button
                      type="button"
                      disabled={busy(product._id)}
                      onClick={() => changeAdvertising(product, true)}
                    >
                      Advertise<VisuallyHidden> {product.name}</VisuallyHidden>
                    </Button>
                  ) : (
                    <span>
                      {product.status === 'sold' ? 'Sold items' : 'Booked items'} cannot be advertised
                    </span>
                  )}
                </RowActions>
              </td>
              <td data-label="Actions">
                <RowActions>
                  <ButtonLink to={`/dashboard/editproduct/${encodeURIComponent(product._id)}`}>
                    Edit<VisuallyHidden> {product.name}</VisuallyHidden>
                  </ButtonLink>
                  {deleteButton(product, busy(product._id))}
                </RowActions>
              </td>
            </tr>
          ))}
        </tbody>
      </ResponsiveTable>
      {dialog}
    </>
  );
}

function SellerProducts({ email }: { email: string }) {
  const products = useSellerProducts(email);
  // A booking made or cancelled elsewhere changes a product's status.
  useRefreshOnNotification([productKeys.all]);
  return (
    <DataState
      query={products}
      what="your products"
      isEmpty={(rows) => rows.length === 0}
      empty={
        <p>
          You have no products yet. <Link to="/dashboard/addproduct">Add your first product</Link>
        </p>
      }
    >
      {(rows) => <ProductTable products={rows} />}
    </DataState>
  );
}

export default function MyProductsPage() {
  const { user } = useAuthState();
  return (
    <PageSection>
      <h1>Manage Product</h1>
      {user?.email ? <SellerProducts email={user.email} /> : <p>Sign in as a seller to see your products.</p>}
    </PageSection>
  );
}
