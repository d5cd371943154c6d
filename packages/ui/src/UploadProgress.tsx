/**
 * What an image upload is doing: a progress bar with its percent while the file goes out, or 'Upload failed'
 * with Retry once it failed (the form's busy state has ended by then). Nothing when no upload runs.
 */
import { useId } from 'react';
import styled from 'styled-components';
import { Button } from './Button';
import { theme } from './theme';

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; percent: number }
  | { status: 'failed'; reason?: string };

export const UPLOAD_IDLE: UploadState = { status: 'idle' };

const Box = styled.div`
  display: grid;
  gap: ${theme.space(1)};
  font-size: 0.95rem;
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  progress {
    flex: 1;
    min-width: 0;
    height: 12px;
    accent-color: ${theme.colors.primary};
  }
  span {
    min-width: 4ch;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const Failure = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)} ${theme.space(3)};
  padding: ${theme.space(3)};
  border: 1px solid ${theme.colors.danger};
  border-radius: ${theme.radius};
  background: #fef3f2;
  p {
    flex: 1 1 180px;
    margin: 0;
    overflow-wrap: anywhere;
  }
  strong {
    color: ${theme.colors.danger};
  }
`;

interface Props {
  state: UploadState;
  /** What is being uploaded, the bar's accessible name: 'Uploading picture'. */
  label: string;
  /** Starts the upload again (a failed upload only). */
  onRetry: () => void;
}

export function UploadProgress({ state, label, onRetry }: Props) {
  const labelId = useId();
  if (state.status === 'idle') return null;
  if (state.status === 'failed') {
    return (
      <Failure role="alert">
        <p>
          <strong>Upload failed</strong>
          {state.reason ? ` ${state.reason}` : ''}
        </p>
        <Button type="button" $size="small" onClick={onRetry}>
          Retry
        </Button>
      </Failure>
    );
  }
  const percent = Math.round(Math.min(100, Math.max(0, state.percent)));
  return (
    <Box>
      <span id={labelId}>{label}</span>
      <Bar>
        <progress
          max={100}
          value={percent}
          aria-labelledby={labelId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}%`}
        />
        <span aria-hidden="true">{percent}%</span>
      </Bar>
    </Box>
  );
}
