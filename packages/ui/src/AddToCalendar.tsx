/**
 * 'Add to calendar' for an order whose pickup is chosen: reads GET /bookings/{id}/pickup.ics with the bearer
 * token (a plain link would go without it) and hands the file to the browser as a download.
 */
import { apiClient } from '@marketplace/shared/api-client';
import { apiErrorMessage } from '@marketplace/shared/api-errors';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from './Button';
import { theme } from './theme';
import { VisuallyHidden } from './VisuallyHidden';

const Failure = styled.p`
  margin: ${theme.space(1)} 0 0;
  color: ${theme.colors.danger};
  font-weight: 600;
`;

/**
 * The calendar file, as the API sends it (text/calendar). Read as the client reads any answer, so a refusal's
 * `{ message }` arrives parsed for the screen.
 */
export async function getPickupCalendar(bookingId: string): Promise<Blob> {
  const response = await apiClient.get<string>(`/bookings/${encodeURIComponent(bookingId)}/pickup.ics`);
  return new Blob([response.data], { type: 'text/calendar' });
}

function saveFile(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task ran.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function AddToCalendar({ bookingId, productName }: { bookingId: string; productName: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      saveFile(await getPickupCalendar(bookingId), `pickup-${bookingId}.ics`);
    } catch (failure) {
      setError(apiErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <Button type="button" $variant="secondary" $size="small" disabled={busy} onClick={download}>
        Add to calendar<VisuallyHidden> for the pickup of {productName}</VisuallyHidden>
      </Button>
      {error ? <Failure role="alert">{error}</Failure> : null}
    </div>
  );
}
