import type { Migration } from './migration';

/** A person reports a conversation once: the earlier of any duplicate reports stays. */
export const oneReportPerConversationAndReporter: Migration = {
  id: '014-one-report-per-conversation-and-reporter',
  sql: `
DELETE FROM conversation_reports r
USING conversation_reports earlier
WHERE earlier.conversation_id = r.conversation_id AND earlier.reporter_id = r.reporter_id AND earlier.seq < r.seq;
CREATE UNIQUE INDEX conversation_reports_once_idx ON conversation_reports (conversation_id, reporter_id);
`,
};
