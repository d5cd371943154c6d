/** 'Manage Sellers' (/dashboard/allsellers): every seller (and the admins made from them), with verify/unverify, a confirmed delete and admin role. */
import { apiErrorMessage } from '@marketplace/shared/api-client';
import type { UserRow } from '@marketplace/shared/types';
import { Button } from '@marketplace/ui/button';
import { DataState } from '@marketplace/ui/data-state';
import { PageSection } from '@marketplace/ui/page-section';
import { Badge, RowActions } from '@marketplace/ui/responsive-table';
import { VisuallyHidden } from '@marketplace/ui/visually-hidden';
import { toast } from 'react-toastify';
import { UserTable } from '../../components/UserTable';
import { useSetAdminRole } from '../../lib/set-admin-role';
import { useDeleteSeller } from './api/delete-seller';
import { useSellers } from './api/get-sellers';
import { useVerifySeller } from './api/verify-seller';

export default function AllSellersPage() {
  const sellers = useSellers();
  const deleteSeller = useDeleteSeller();
  const verifySeller = useVerifySeller();
  const setAdminRole = useSetAdminRole();

  const isBusy = (id: string) =>
    (deleteSeller.isPending && deleteSeller.variables === id) ||
    (verifySeller.isPending && verifySeller.variables?.id === id) ||
    (setAdminRole.isPending && setAdminRole.variables?.id === id);

  const changeVerified = (seller: UserRow, verified: boolean) =>
    verifySeller.mutate(
      { id: seller._id, verified },
      {
        onSuccess: () =>
          toast.success(verified ? `${seller.name} is now verified` : `${seller.name} is no longer verified`),
        onError: (error) => toast.error(apiErrorMessage(error)),
      },
    );

  const renderVerification = (seller: UserRow) => (
    <RowActions>
      {seller.role === 'admin' ? (
        // Verification belongs to sellers: shown, not changed, while they are an admin.
        <Badge $tone={seller.verified ? 'success' : 'muted'}>
          {seller.verified ? 'Verified' : 'Not verified'}
        </Badge>
      ) : seller.verified ? (
        <>
          <Badge $tone="success">Verified</Badge>
          <Button
            type="button"
            $variant="secondary"
            disabled={isBusy(seller._id)}
            onClick={() => changeVerified(seller, false)}
          >
            Unverify<VisuallyHidden> {seller.name}</VisuallyHidden>
          </Button>
        </>
      ) : (
        <>
          <Badge $tone="muted">Not verified</Badge>
          <Button type="button" disabled={isBusy(seller._id)} onClick={() => changeVerified(seller, true)}>
            Verify<VisuallyHidden> {seller.name}</VisuallyHidden>
          </Button>
        </>
      )}
    </RowActions>
  );

  return (
    <PageSection>
      <h1>Manage Sellers</h1>
      <DataState
        query={sellers}
        what="the sellers"
        isEmpty={(rows) => rows.length === 0}
        empty={<p>No sellers yet.</p>}
      >
        {(rows) => (
          <UserTable
            users={rows}
            listRole="seller"
            deleteUser={(id, callbacks) => deleteSeller.mutate(id, callbacks)}
            setAdmin={(user, admin, callbacks) =>
              setAdminRole.mutate({ id: user._id, email: user.email, admin }, callbacks)
            }
            isBusy={isBusy}
            extraColumn={{ title: 'Verification', render: renderVerification }}
          />
        )}
      </DataState>
    </PageSection>
  );
}
