/**
 * The listings a saved-search alert names (table `saved_search_matches`): recorded while the alert waits, attached
 * to its notification when it goes out, read back by the email that lists them.
 */
import { SAVED_SEARCH_ALERT_LISTED } from '../../../config/catalog';
import type { SqlExecutor } from '../../../db/driver';
import {
  insertNotifications,
  type NotificationDraft,
  type StoredNotification,
} from './notifications-repository';
import { productPagePath } from './saved-products-repository';

/** A listing an alert's email names, with the path of its page. */
export interface ListedMatch {
  name: string;
  link: string;
}

/**
 * Records that a listing matched these searches, for each search still naming fewer than the listed maximum.
 * Run with the searches' rows locked (the alert throttle's UPDATE), so two listings cannot both take the last place.
 */
export async function recordMatches(
  tx: SqlExecutor,
  searchIds: readonly string[],
  productId: string,
): Promise<void> {
  if (searchIds.length === 0) return;
  await tx.query(
    `INSERT INTO saved_search_matches (saved_search_id, product_id)
     SELECT s.id, $2 FROM unnest($1::uuid[]) AS s (id)
     WHERE (SELECT count(*) FROM saved_search_matches m
            WHERE m.saved_search_id = s.id AND m.notification_id IS NULL) < $3
     ORDER BY s.id`,
    [searchIds, productId, SAVED_SEARCH_ALERT_LISTED],
  );
}

/** Hands each search's waiting matches to the alert that now goes out for it (pairs in the same order). */
export async function attachMatches(
  tx: SqlExecutor,
  searchIds: readonly string[],
  notificationIds: readonly string[],
): Promise<void> {
  if (searchIds.length === 0) return;
  await tx.query(
    `UPDATE saved_search_matches m SET notification_id = a.notification_id
     FROM unnest($1::uuid[], $2::bigint[]) AS a (search_id, notification_id)
     WHERE m.saved_search_id = a.search_id AND m.notification_id IS NULL`,
    [searchIds, notificationIds],
  );
}

/** The listings each alert names, in the order they matched, by notification id. */
export async function listedMatches(
  db: SqlExecutor,
  notificationIds: readonly string[],
): Promise<Map<string, ListedMatch[]>> {
  const listed = new Map<string, ListedMatch[]>();
  if (notificationIds.length === 0) return listed;
  const { rows } = await db.query<{ notification_id: string; product_id: string; name: string }>(
    `SELECT m.notification_id::text AS notification_id, p.id AS product_id, p.name
     FROM saved_search_matches m JOIN products p ON p.id = m.product_id
     WHERE m.notification_id = ANY($1::bigint[]) ORDER BY m.notification_id, m.seq`,
    [notificationIds],
  );
  for (const row of rows) {
    const list = listed.get(row.notification_id) ?? [];
    if (list.length < SAVED_SEARCH_ALERT_LISTED) {
      list.push({ name: row.name, link: productPagePath(row.product_id) });
    }
    listed.set(row.notification_id, list);
  }
  return listed;
}

/** Writes the alerts (one per search, in the same order) and hands each the matches it names. */
export async function insertAlerts(
  tx: SqlExecutor,
  searchIds: readonly string[],
  drafts: readonly NotificationDraft[],
): Promise<StoredNotification[]> {
  const alerts = await insertNotifications(tx, drafts);
  await attachMatches(
    tx,
    searchIds,
    alerts.map((alert) => alert._id),
  );
  return alerts;
}
