import { memberCentreCalls } from '@contract/member-centre';
import type { CallRequest } from '@contract/define';
import { callApi } from '@/lib/api-client';
import { memberState } from '@/lib/member';

/** Keeps the member's choice of layouts with the platform; the profile then carries the layouts every page follows. */
export async function chooseTemplates(choice: CallRequest<typeof memberCentreCalls.setTemplate>): Promise<void> {
  const { mobileTemplate } = await callApi(memberCentreCalls.setTemplate, choice);
  if (memberState.info) memberState.info.mobileTemplate = mobileTemplate;
}
