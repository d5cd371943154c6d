/** A page document's request for its unit tests: the API answers every read with `answer`, and keeps the reads. */
import type { DocumentRequest } from '@marketplace/shared/page-document';

export const TEST_SITE_URL = 'https://furniture.example';

export function documentRequest(
  path: string,
  params: Record<string, string>,
  { answer, query = '' }: { answer?: unknown; query?: string } = {},
): DocumentRequest & { reads: string[] } {
  const reads: string[] = [];
  return {
    path,
    params,
    query: new URLSearchParams(query),
    siteUrl: TEST_SITE_URL,
    api: {
      getJson: async <T>(read: string) => {
        reads.push(read);
        return answer as T | undefined;
      },
    },
    reads,
  };
}
