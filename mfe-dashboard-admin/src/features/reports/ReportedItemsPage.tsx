/**
 * 'Reported Items' (/dashboard/reporteditems): reported products with their reasons (dismiss, or delete the
 * product), then reported conversations (dismiss, or delete a person).
 */
import { apiErrorMessage } from '@marketplace/shared/api-client';
import type { ReportedProduct } from '@marketplace/shared/types';
import { Button } from '@marketplace/ui/button';
import { useConfirmDelete } from '@marketplace/ui/confirm-delete';
import { DataState } from '@marketplace/ui/data-state';
import { PageSection } from '@marketplace/ui/page-section';
import { ResponsiveImage } from '@marketplace/ui/responsive-image';
import { RowActions } from '@marketplace/ui/responsive-table';
import { theme } from '@marketplace/ui/theme';
import { VisuallyHidden } from '@marketplace/ui/visually-hidden';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import { NoteList } from '../../components/NoteList';
import { formatDate } from '../../lib/format-date';
import { useDeleteReportedProduct } from './api/delete-reported-product';
import { useDismissReports } from './api/dismiss-reports';
import { useReports } from './api/get-reports';
import { ReportedConversations } from './ReportedConversations';

type ReportedItem = ReportedProduct['product'];

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(4)};
`;

const Card = styled.article`
  display: grid;
  grid-template-columns: 96px 1fr;
  gap: ${theme.space(4)};
  padding: ${theme.space(4)};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  overflow-wrap: anywhere;
  img {
    width: 96px;
    height: 96px;
    object-fit: cover;
    border-radius: ${theme.radius};
    background: ${theme.colors.background};
  }
  h2 {
    margin: 0 0 ${theme.space(1)};
    font-size: 1.15rem;
  }
  p {
    margin: 0 0 ${theme.space(2)};
    color: ${theme.colors.muted};
  }
  h3 {
    margin: ${theme.space(3)} 0 ${theme.space(2)};
    font-size: 1rem;
  }
  @media (max-width: 480px) {
    grid-template-columns: 1fr;
  }
`;

const Reasons = styled(NoteList)`
  margin-bottom: ${theme.space(4)};
  blockquote {
    margin: ${theme.space(1)} 0 0;
  }
  small {
    color: ${theme.colors.muted};
  }
`;

function ReportedList({ items }: { items: ReportedProduct[] }) {
  const dismissReports = useDismissReports();
  const deleteProduct = useDeleteReportedProduct();
  const { deleteButton, dialog } = useConfirmDelete<ReportedItem>({
    remove: deleteProduct.mutate,
    deletedMessage: (name) => `this ${name} deleted successfully`,
    buttonLabel: 'Delete product',
  });

  const isBusy = (id: string) =>
    (dismissReports.isPending && dismissReports.variables === id) ||
    (deleteProduct.isPending && deleteProduct.variables === id);

  const dismiss = (product: ReportedItem) =>
    dismissReports.mutate(product._id, {
      onSuccess: () => toast.success(`Reports on ${product.name} dismissed`),
      onError: (error) => toast.error(apiErrorMessage(error)),
    });

  return (
    <>
      <List>
        {items.map(({ product, reports }) => (
          <li key={product._id}>
            <Card aria-labelledby={`reported-${product._id}`}>
              <ResponsiveImage src={product.picture} alt={product.name} width={96} height={96} />
              <div>
                <h2 id={`reported-${product._id}`}>{product.name}</h2>
                <p>
                  ${product.resalePrice} · Seller: {product.sellerName} ({product.sellerEmail})
                </p>
                <h3>
                  {reports.length} {reports.length === 1 ? 'report' : 'reports'}
                </h3>
                <Reasons $edge={theme.colors.accent}>
                  {reports.map((report) => (
                    <li key={report._id}>
                      <small>
                        {report.reporterEmail} ·{' '}
                        <time dateTime={report.createdAt}>{formatDate(report.createdAt)}</time>
                      </small>
                      <blockquote>{report.reason}</blockquote>
                    </li>
                  ))}
                </Reasons>
                <RowActions>
                  <Button
                    type="button"
                    $variant="secondary"
                    disabled={isBusy(product._id)}
                    onClick={() => dismiss(product)}
                  >
                    Dismiss<VisuallyHidden> reports on {product.name}</VisuallyHidden>
                  </Button>
                  {deleteButton(product, isBusy(product._id))}
                </RowActions>
              </div>
            </Card>
          </li>
        ))}
      </List>
      {dialog}
    </>
  );
}

export default function ReportedItemsPage() {
  const reports = useReports();
  return (
    <PageSection>
      <h1>Reported Items</h1>
      <DataState
        query={reports}
        what="the reported items"
        isEmpty={(items) => items.length === 0}
        empty={<p>No reported items</p>}
      >
        {(items) => <ReportedList items={items} />}
      </DataState>
      <ReportedConversations />
    </PageSection>
  );
}
