/** 'Manage Buyers' (/dashboard/allbuyers): every buyer (and the admins made from them), with a confirmed delete and admin role. */
import { DataState } from '@marketplace/ui/data-state';
import { PageSection } from '@marketplace/ui/page-section';
import { UserTable } from '../../components/UserTable';
import { useSetAdminRole } from '../../lib/set-admin-role';
import { useDeleteBuyer } from './api/delete-buyer';
import { useBuyers } from './api/get-buyers';

export default function AllBuyersPage() {
  const buyers = useBuyers();
  const deleteBuyer = useDeleteBuyer();
  const setAdminRole = useSetAdminRole();
  return (
    <PageSection>
      <h1>Manage Buyers</h1>
      <DataState
        query={buyers}
        what="the buyers"
        isEmpty={(rows) => rows.length === 0}
        empty={<p>No buyers yet.</p>}
      >
        {(rows) => (
          <UserTable
            users={rows}
            listRole="buyer"
            deleteUser={(id, callbacks) => deleteBuyer.mutate(id, callbacks)}
            setAdmin={(user, admin, callbacks) =>
              setAdminRole.mutate({ id: user._id, email: user.email, admin }, callbacks)
            }
            isBusy={(id) =>
              (deleteBuyer.isPending && deleteBuyer.variables === id) ||
              (setAdminRole.isPending && setAdminRole.variables?.id === id)
            }
          />
        )}
      </DataState>
    </PageSection>
  );
}
