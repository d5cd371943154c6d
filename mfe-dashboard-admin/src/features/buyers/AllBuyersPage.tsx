/** 'Manage Buyers' (/dashboard/allbuyers): every buyer, with a confirmed delete. */
import { DataState } from '@marketplace/ui/data-state';
import { PageSection } from '@marketplace/ui/page-section';
import { UserTable } from '../../components/UserTable';
import { useDeleteBuyer } from './api/delete-buyer';
import { useBuyers } from './api/get-buyers';

export default function AllBuyersPage() {
  const buyers = useBuyers();
  const deleteBuyer = useDeleteBuyer();
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
            deleteUser={(id, callbacks) => deleteBuyer.mutate(id, callbacks)}
            isBusy={(id) => deleteBuyer.isPending && deleteBuyer.variables === id}
          />
        )}
      </DataState>
    </PageSection>
  );
}
