import { translator } from '@/lib/translator';
import { agentCalls, CONTRACT_INDICATORS, CONTRACT_KINDS, CONTRACT_PAGES, isContractChecked } from '@contract/agents';
import { confirmDialog } from '@/components/ui/dialog';
import { callApi } from '@/lib/api-client';
import { sessionState } from '@/lib/session';

/** Reminders answered in this tab, by login session and kind: not raised again while that session lasts, reloads included. */
const DISMISSED_KEY = 'tala.contractReminders';

/** A short tag of the login session (FNV-1a of its token), so the token itself is not copied. */
function sessionTag(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) hash = Math.imul(hash ^ token.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(36);
}

function readDismissed(): string[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(DISMISSED_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((item): item is string => typeof item === 'string').slice(-20) : [];
  } catch {
    return [];
  }
}

function dismiss(key: string): void {
  try {
    sessionStorage.setItem(DISMISSED_KEY, JSON.stringify([...readDismissed(), key]));
  } catch {
    // Storage full or off: the reminder may come back on the next app open, nothing worse.
  }
}

let checking: Promise<void> | null = null;

/**
 * The contract check: after logging in and on opening the app, an agent with an offer waiting
 * is reminded of each one in turn (cancel, or go to its contract page). Agent types 41 and 42,
 * trial and non-agent accounts are never checked.
 */
export function checkContracts(go: (path: string) => void): Promise<void> {
  checking ??= run(go).finally(() => {
    checking = null;
  });
  return checking;
}

async function run(go: (path: string) => void): Promise<void> {
  const session = sessionState.info;
  if (!session || !isContractChecked(session.type)) return;
  const [check] = await Promise.all([callApi(agentCalls.checkContracts, {}, { silent: true }), translator.loadNamespaces('agent')]);
  for (const kind of CONTRACT_KINDS) {
    const key = `${sessionTag(session.token)}:${kind}`;
    if (!check[CONTRACT_INDICATORS[kind]] || readDismissed().includes(key)) continue;
    // The session may have ended while the reminder before this one was open.
    if (sessionState.info?.token !== session.token) return;
    const confirmed = await confirmDialog({
      title: translator.t('agent:reminder.title'),
      message: translator.t(`agent:reminder.${kind}`),
      confirmLabel: translator.t('agent:reminder.go'),
      cancelLabel: translator.t('agent:reminder.cancel'),
    });
    dismiss(key);
    if (confirmed) {
      go(CONTRACT_PAGES[kind]);
      return;
    }
  }
}
