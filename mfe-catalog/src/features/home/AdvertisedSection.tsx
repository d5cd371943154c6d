/**
 * The advertised row with its loading and error display. Loaded after the rest of the home page: it is below
 * the fold and the only part that calls the API, so the hero does not wait for the API client (axios).
 */
import { QueryBoundary } from '../../components/QueryBoundary';
import { AdvertisedRow } from './AdvertisedRow';

/** `loadingLabel`: the home page shows the same words while this chunk loads. */
export default function AdvertisedSection({ loadingLabel }: { loadingLabel: string }) {
  return (
    <QueryBoundary errorTitle="Could not load the advertised items." loadingLabel={loadingLabel}>
      <AdvertisedRow />
    </QueryBoundary>
  );
}
