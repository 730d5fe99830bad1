// A reviewed or noted call's creation time (migration 022), apart from schema.ts to keep it one screen.
export interface CallDateSchema {
  call_date: { call_id: string; created_at: string };
}
