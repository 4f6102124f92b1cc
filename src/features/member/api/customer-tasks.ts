import { memberCentreCalls, type CustomerTask, type CustomerTasks } from '@contract/member-centre';
import type { Language } from '@contract/domain';
import { callApi } from '@/lib/api-client';
import { queryOptions } from '@/lib/query/client';
import { useQuery } from '@/lib/query/use-query';
import { moneyMoved, owner } from './member-centre';

/** The platform's tasks with the member's progress; titles come in the page's language, so the language is in the key. */
export const useCustomerTasks = (language: Language) =>
  useQuery(
    queryOptions<CustomerTasks>({
      key: ['memberCentre', 'tasks', owner(), language],
      load: (signal) => callApi(memberCentreCalls.getCustomerTasks, {}, { signal }),
    }),
  );

/** Claims a finished task's reward; the key makes a re-send after a lost answer the same claim. */
export async function claimCustomerTask(taskId: string, idempotencyKey: string): Promise<CustomerTask> {
  const answer = await callApi(memberCentreCalls.claimCustomerTask, { taskId }, { idempotencyKey });
  moneyMoved();
  return answer.task;
}
