/**
 * The report dialog. It opens at once; its form (react-hook-form, the API client) is a chunk of its own that
 * loads once the dialog has opened, or earlier when the pointer or focus rests on Report (preloadReportForm).
 */
import type { Product } from '@marketplace/shared/types';
import { DialogWithLazyForm, lazyForm } from '../../components/DialogWithLazyForm';

const reportForm = lazyForm(() => import('./ReportForm').then((module) => module.ReportForm));
const ReportForm = reportForm.Form;
export const preloadReportForm = reportForm.preload;

interface Props {
  product: Product;
  open: boolean;
  onClose: () => void;
}

export function ReportDialog({ product, open, onClose }: Props) {
  return (
    <DialogWithLazyForm
      title={`Report ${product.name}`}
      open={open}
      onClose={onClose}
      loadingLabel="Loading the report form..."
    >
      <ReportForm product={product} onDone={onClose} />
    </DialogWithLazyForm>
  );
}
