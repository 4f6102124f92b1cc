import type { IdentityProvider, LoginDoor } from '../../../../../contract/account';
import type { Database, Queryable } from '../../../db/database';
import { sha256 } from '../secrets';

/** How long a provider sign-in may take, and how long a new identity waits for its account once it came back. */
const FLOW_MINUTES = 10;

export type FlowIntent = 'signIn' | 'link';

export interface NewFlow {
  state: string;
  binding: string;
  provider: IdentityProvider;
  intent: FlowIntent;
  memberId: number | null;
  door: LoginDoor;
  redirectPath: string | undefined;
  keepSignedIn: boolean;
  affiliateCode: string | undefined;
  codeVerifier: string;
  nonce: string;
  redirectUri: string;
}

export interface FlowRow {
  id: string;
  provider: IdentityProvider;
  intent: FlowIntent;
  member_id: number | null;
  door: LoginDoor;
  redirect_path: string | null;
  keep_signed_in: boolean;
  affiliate_code: string | null;
  code_verifier: string;
  nonce: string;
  redirect_uri: string;
  identity_subject: string | null;
  identity_label: string | null;
  identity_name: string | null;
  signed_in_member_id: number | null;
}

export interface FlowOutcome {
  identity?: { subject: string; label: string; name: string };
  signedInMemberId?: number;
  error?: string;
}

const COLUMNS = `id, provider, intent, member_id, door, redirect_path, keep_signed_in, affiliate_code, code_verifier, nonce,
  redirect_uri, identity_subject, identity_label, identity_name, signed_in_member_id`;

const normalise = (row: FlowRow | undefined): FlowRow | null =>
  row
    ? {
        ...row,
        member_id: row.member_id === null ? null : Number(row.member_id),
        signed_in_member_id: row.signed_in_member_id === null ? null : Number(row.signed_in_member_id),
      }
    : null;

/**
 * Provider sign-ins in progress. A flow is found by the hash of its state and belongs to the browser holding
 * its binding (a cookie); each step claims it with one conditional UPDATE, so no step happens twice.
 */
export function createFlowStore(db: Database) {
  return {
    async create(flow: NewFlow): Promise<void> {
      // Flows long over are of no use to anyone: each start clears a few.
      await db.query(
        `DELETE FROM provider_sign_in_flows WHERE id IN
           (SELECT id FROM provider_sign_in_flows WHERE expires_at < now() - interval '1 day' LIMIT 100)`,
      );
      await db.query(
        `INSERT INTO provider_sign_in_flows (id, binding_hash, provider, intent, member_id, door, redirect_path, keep_signed_in,
           affiliate_code, code_verifier, nonce, redirect_uri, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, now() + make_interval(mins => $13))`,
        [
          sha256(flow.state),
          sha256(flow.binding),
          flow.provider,
          flow.intent,
          flow.memberId,
          flow.door,
          flow.redirectPath ?? null,
          flow.keepSignedIn,
          flow.affiliateCode ?? null,
          flow.codeVerifier,
          flow.nonce,
          flow.redirectUri,
          FLOW_MINUTES,
        ],
      );
    },

    /**
     * The provider sent the browser back: the flow of this state started by this browser, unexpired and not
     * called back before, is claimed once. Otherwise why not: expired (this browser's, too late), or failed.
     */
    async claimCallback(
      state: string,
      binding: string | null,
    ): Promise<{ flow: FlowRow } | { refused: 'expired' | 'failed'; flow: FlowRow | null }> {
      if (!binding) return { refused: 'failed', flow: null };
      const { rows } = await db.query<FlowRow>(
        `UPDATE provider_sign_in_flows SET used_at = now()
         WHERE id = $1 AND binding_hash = $2 AND used_at IS NULL AND expires_at > now()
         RETURNING ${COLUMNS}`,
        [sha256(state), sha256(binding)],
      );
      const claimed = normalise(rows[0]);
      if (claimed) return { flow: claimed };
      const seen = await db.query<FlowRow & { expired: boolean; used: boolean }>(
        `SELECT ${COLUMNS}, expires_at <= now() AS expired, used_at IS NOT NULL AS used
         FROM provider_sign_in_flows WHERE id = $1 AND binding_hash = $2`,
        [sha256(state), sha256(binding)],
      );
      const row = seen.rows[0];
      return { refused: row?.expired && !row.used ? 'expired' : 'failed', flow: normalise(row) };
    },

    async recordOutcome(flowId: string, outcome: FlowOutcome): Promise<void> {
      await db.query(
        `UPDATE provider_sign_in_flows SET identity_subject = $2, identity_label = $3, identity_name = $4, signed_in_member_id = $5,
           error = $6
         WHERE id = $1`,
        [
          flowId,
          outcome.identity?.subject ?? null,
          outcome.identity?.label ?? null,
          outcome.identity?.name ?? null,
          outcome.signedInMemberId ?? null,
          outcome.error ?? null,
        ],
      );
    },

    /**
     * This browser's sign-in that came back from the provider with an identity and was not answered yet:
     * answered once. A new identity's flow is given ten more minutes to become an account.
     */
    async claimFinish(binding: string): Promise<FlowRow | null> {
      const { rows } = await db.query<FlowRow>(
        `UPDATE provider_sign_in_flows
         SET finished_at = now(),
             expires_at = CASE WHEN signed_in_member_id IS NULL THEN now() + make_interval(mins => $2) ELSE expires_at END
         WHERE binding_hash = $1 AND intent = 'signIn' AND used_at IS NOT NULL AND finished_at IS NULL AND error IS NULL
           AND expires_at > now() AND (identity_subject IS NOT NULL OR signed_in_member_id IS NOT NULL)
         RETURNING ${COLUMNS}`,
        [sha256(binding), FLOW_MINUTES],
      );
      return normalise(rows[0]);
    },

    /** This browser's new identity, answered and waiting for its account: claimed once, in the transaction that makes it. */
    async claimRegistration(tx: Queryable, binding: string): Promise<FlowRow | null> {
      const { rows } = await tx.query<FlowRow>(
        `UPDATE provider_sign_in_flows SET registered_at = now()
         WHERE binding_hash = $1 AND intent = 'signIn' AND door = 'member' AND finished_at IS NOT NULL AND registered_at IS NULL
           AND expires_at > now() AND identity_subject IS NOT NULL AND signed_in_member_id IS NULL AND error IS NULL
         RETURNING ${COLUMNS}`,
        [sha256(binding)],
      );
      return normalise(rows[0]);
    },

    /** The new identity this browser waits to register, read without claiming it (to check it before the transaction). */
    async pendingRegistration(binding: string): Promise<FlowRow | null> {
      const { rows } = await db.query<FlowRow>(
        `SELECT ${COLUMNS} FROM provider_sign_in_flows
         WHERE binding_hash = $1 AND intent = 'signIn' AND door = 'member' AND finished_at IS NOT NULL AND registered_at IS NULL
           AND expires_at > now() AND identity_subject IS NOT NULL AND signed_in_member_id IS NULL AND error IS NULL`,
        [sha256(binding)],
      );
      return normalise(rows[0]);
    },
  };
}
