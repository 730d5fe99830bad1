// The audit trail's actions, declared once, each with its name on the /audit page: the
// store's column (schema.ts, audit.ts), a route's declared action (api-route.ts), the audit
// log's filter (audit-query.ts) and the page's choices derive from it. A new action is a
// row here (the column is text on both engines: no migration).
export const AUDIT_ACTIONS = {
  play: "Play",
  download: "Download",
  export: "Export",
  note: "Note",
  review: "Review",
  search: "Search",
  form: "Scorecard",
  evaluation: "Evaluation",
  plan: "Sampling plan",
  assignment: "Assignment",
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

export const isAuditAction = (value: string): value is AuditAction => Object.hasOwn(AUDIT_ACTIONS, value);
