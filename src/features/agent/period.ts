import { useSyncExternalStore } from 'react';
import { AGENT_PERIODS, type AgentPeriod } from '@contract/agents';

const STORAGE_KEY = 'tala.agent.period';
/** The month so far: today's figures are all zeros for most of a morning, which reads as an empty agency. */
const FIRST_PERIOD: AgentPeriod = 'thisMonth';

const listeners = new Set<() => void>();
/** Where the choice is kept when the browser refuses storage. */
let fallback: AgentPeriod | null = null;

function read(): AgentPeriod {
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY);
    return AGENT_PERIODS.find((period) => period === stored) ?? FIRST_PERIOD;
  } catch {
    return FIRST_PERIOD;
  }
}

function choose(period: AgentPeriod): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, period);
  } catch {
    // Storage refused (private mode with no quota): the choice still holds until the page is reloaded.
    fallback = period;
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The period the agent's figures are read for, one for agent home and the agency centre: the two pages
 * show the same figures for the same period, and switching on one holds on the other for the session.
 */
export function useAgentPeriod(): [AgentPeriod, (period: AgentPeriod) => void] {
  const period = useSyncExternalStore(
    subscribe,
    () => fallback ?? read(),
    () => FIRST_PERIOD,
  );
  return [period, choose];
}
