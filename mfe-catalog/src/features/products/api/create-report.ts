/** POST /reports: a signed-in user flags a product for the admins. */
import { apiClient } from '@marketplace/shared/api-client';
import type { CreateReportRequest, CreateResponse } from '@marketplace/shared/types';
import { useMutation } from '@tanstack/react-query';

export async function createReport(request: CreateReportRequest): Promise<CreateResponse> {
  const response = await apiClient.post<CreateResponse>('/reports', request);
  return response.data;
}

export function useCreateReport() {
  return useMutation({ mutationFn: createReport });
}
