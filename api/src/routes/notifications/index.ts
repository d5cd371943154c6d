import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  bearerAuth,
  UpdateResponse as UpdateResponseSchema,
  withErrors,
} from '@marketplace/shared/schemas/common';
import { NotificationsResponse as NotificationsResponseSchema } from '@marketplace/shared/schemas/notifications';
import type { NotificationsResponse, UpdateResponse } from '@marketplace/shared/types';
import { NOTIFICATIONS_LIST_MAX } from '../../config/catalog';
import { publicNotification } from '../../plugins/app/repositories/notifications-repository';

const notificationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['notifications'],
        description: `The signed-in user's notifications, newest first (the latest ${NOTIFICATIONS_LIST_MAX}), and how many are unread.`,
        security: bearerAuth,
        response: withErrors({ 200: NotificationsResponseSchema }, 401),
      },
    },
    async (request): Promise<NotificationsResponse> => {
      const user = app.signedInUser(request);
      const [notifications, unreadCount] = await Promise.all([
        app.repos.notifications.listLatest(user._id),
        app.repos.notifications.unreadCount(user._id),
      ]);
      return { unreadCount, notifications: notifications.map(publicNotification) };
    },
  );

  app.post(
    '/read',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['notifications'],
        description: "Marks all the signed-in user's notifications read. No body.",
        security: bearerAuth,
        response: withErrors({ 200: UpdateResponseSchema }, 400, 401),
      },
    },
    async (request): Promise<UpdateResponse> => {
      const user = app.signedInUser(request);
      return { acknowledged: true, modifiedCount: await app.repos.notifications.markAllRead(user._id) };
    },
  );
};

export default notificationsRoutes;
