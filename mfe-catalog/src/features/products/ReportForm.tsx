/**
 * The form inside ReportDialog: a signed-in user tells the admins what is wrong with a listing (POST /reports).
 * A chunk of its own with react-hook-form and the API client, loaded when a dialog opens.
 */
import { apiErrorMessage } from '@marketplace/shared/api-client';
import type { Product } from '@marketplace/shared/types';
import { errorIdOf, FormField } from '@marketplace/ui/form-field';
import { theme } from '@marketplace/ui/theme';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import { DialogFormActions } from '../../components/DialogFormActions';
import { useCreateReport } from './api/create-report';

export const REPORT_REASON_MAX = 500;
export const REPORT_MESSAGES = {
  reasonRequired: 'Reason is required',
  reasonTooLong: `Reason must be ${REPORT_REASON_MAX} characters or fewer`,
} as const;

const Hint = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${theme.colors.muted};
`;

export function ReportForm({ product, onDone }: { product: Product; onDone: () => void }) {
  const id = `${useId()}-reason`;
  const report = useCreateReport();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<{ reason: string }>({ defaultValues: { reason: '' } });
  const length = watch('reason').length;

  const onSubmit = ({ reason }: { reason: string }) =>
    report
      .mutateAsync(
        { productId: product._id, reason: reason.trim() },
        {
          onSuccess: () => {
            toast.success('Report sent');
            onDone();
          },
          onError: (error) => {
            toast.error(apiErrorMessage(error));
          },
        },
      )
      .catch(() => {
        // Reported through onError above.
      });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormField id={id} label="Reason" error={errors.reason?.message}>
        <textarea
          id={id}
          rows={4}
          aria-required="true"
          aria-invalid={errors.reason ? 'true' : 'false'}
          aria-describedby={`${id}-count${errors.reason ? ` ${errorIdOf(id)}` : ''}`}
          {...register('reason', {
            validate: (value) => (value.trim() ? true : REPORT_MESSAGES.reasonRequired),
            maxLength: { value: REPORT_REASON_MAX, message: REPORT_MESSAGES.reasonTooLong },
          })}
        />
        <Hint id={`${id}-count`}>
          {length} / {REPORT_REASON_MAX} characters
        </Hint>
      </FormField>
      <DialogFormActions
        onCancel={onDone}
        pending={report.isPending}
        submitLabel="Send report"
        pendingLabel="Sending..."
      />
    </form>
  );
}
