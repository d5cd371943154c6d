/**
 * The count a remote's route asks for on its drawer entry (`menuBadge` in routes.json): read from the API, kept
 * live by the bus events the route names. Hidden at zero; screen readers hear it after the label.
 */
import { apiClient } from '@marketplace/shared/api-client';
import { type BusEvent, type BusEventType, on } from '@marketplace/shared/event-bus';
import type { RouteMenuBadge } from '@marketplace/shared/types';
import { theme } from '@marketplace/ui/theme';
import { VisuallyHidden } from '@marketplace/ui/visually-hidden';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import styled from 'styled-components';

const Count = styled.span`
  display: inline-block;
  min-width: 20px;
  height: 20px;
  margin-left: ${theme.space(2)};
  padding: 0 6px;
  border-radius: 10px;
  background: ${theme.colors.danger};
  color: #fff;
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 20px;
  text-align: center;
  vertical-align: middle;
`;

function countIn(value: unknown, field: string): number | undefined {
  const count = (value as Record<string, unknown> | null)?.[field];
  return typeof count === 'number' && Number.isFinite(count) && count >= 0 ? count : undefined;
}

export const menuBadgeKey = (email: string, api: string) => ['menu-badge', email, api] as const;

export function MenuBadge({ badge, email }: { badge: RouteMenuBadge; email: string }) {
  const queryClient = useQueryClient();
  const queryKey = menuBadgeKey(email, badge.api);
  const { data: count } = useQuery({
    queryKey,
    queryFn: async () => countIn((await apiClient.get(badge.api)).data, badge.count) ?? 0,
  });

  const events = badge.refreshOn.join(' ');
  useEffect(() => {
    const key = menuBadgeKey(email, badge.api);
    const unsubscribes = events.split(' ').map((type) =>
      // Any event type a remote names: the bus keys its listeners by type.
      on(type as BusEventType, (event: BusEvent) => {
        const carried = countIn(event, badge.count);
        if (carried === undefined) void queryClient.invalidateQueries({ queryKey: key });
        else queryClient.setQueryData(key, carried);
      }),
    );
    return () => {
      for (const unsubscribe of unsubscribes) unsubscribe();
    };
  }, [events, email, badge.api, badge.count, queryClient]);

  if (!count) return null;
  return (
    <>
      <Count aria-hidden="true">{count > 99 ? '99+' : count}</Count>
      <VisuallyHidden>{` (${badge.description.replace('{count}', String(count))})`}</VisuallyHidden>
    </>
  );
}
