import type { LinkProps } from '@tanstack/react-router';
import { mayTransferToUpline } from '@contract/members';
import type { IconName } from '@/components/ui/icons';

/** Who is looking at the member page: what decides the entries beyond their whitelabel flags. */
export interface Viewer {
  agent: boolean;
  /** The member type (2 may not transfer to the upline). */
  type: number;
  hasUpline: boolean;
}

export interface MemberShortcut {
  /** Its label is `member:shortcuts.<key>`. */
  key: string;
  icon: IconName;
  to: NonNullable<LinkProps['to']>;
  /** Shown only to viewers this accepts. */
  shows?: (viewer: Viewer) => boolean;
  /**
   * The count it shows beside it: rewards to claim, or the part of the avatar's unread total that
   * lives on its page (inbox, announcements, customer service), so the total is found where it leads.
   */
  badge?: 'rewards' | 'inbox' | 'announcements' | 'chat';
  /**
   * The bet-record rule: the entry stays when its whitelabel flag is off, and then a member who
   * taps it is asked to contact customer service (a visitor still goes to log in).
   */
  betRecords?: true;
}

/**
 * The member page's entries, in order, grouped as the page shows them. Each page's own facts
 * decide the rest: an entry whose page is not built yet, whose whitelabel flag is off, or whose
 * role the viewer lacks (a trial account and real-member pages) is not shown, so no entry lands
 * on Home by accident. A new area adds its entry by appending it to its group.
 */
export const MEMBER_SHORTCUTS: Record<'money' | 'records' | 'benefits' | 'account', MemberShortcut[]> = {
  money: [
    { key: 'deposit', icon: 'deposit', to: '/m/voucherCenter' },
    { key: 'withdraw', icon: 'withdraw', to: '/m/withdraw' },
    {
      key: 'uplineTransfer',
      icon: 'send',
      to: '/m/upLine/transfer',
      shows: (viewer) => viewer.hasUpline && mayTransferToUpline(viewer.type),
    },
  ],
  records: [
    { key: 'depositRecords', icon: 'clock', to: '/m/vouReport' },
    { key: 'withdrawRecords', icon: 'clock', to: '/m/withdrawReport' },
    { key: 'transactionRecords', icon: 'clock', to: '/m/transaction/record' },
    { key: 'betRecords', icon: 'clock', to: '/m/gameRecord', betRecords: true },
    { key: 'profitAndLoss', icon: 'clock', to: '/m/profitandloss' },
  ],
  benefits: [
    { key: 'rewards', icon: 'gift', to: '/m/rewardCenter', badge: 'rewards' },
    { key: 'tasks', icon: 'trophy', to: '/m/customerTask' },
    { key: 'rebate', icon: 'gift', to: '/m/member/manualRebate' },
    { key: 'rebateReport', icon: 'clock', to: '/m/member/rebateReport' },
    { key: 'vip', icon: 'trophy', to: '/m/member/benefits' },
    { key: 'missions', icon: 'trophy', to: '/m/leaderBoard' },
    { key: 'invite', icon: 'invite', to: '/m/inviteFriends', shows: (viewer) => !viewer.agent },
    { key: 'agency', icon: 'grid', to: '/m/agent', shows: (viewer) => viewer.agent },
  ],
  account: [
    { key: 'inbox', icon: 'mail', to: '/m/webEmail', badge: 'inbox' },
    { key: 'notices', icon: 'megaphone', to: '/m/notice', badge: 'announcements' },
    { key: 'chat', icon: 'headset', to: '/m/chat', badge: 'chat' },
    { key: 'feedback', icon: 'feedback', to: '/m/feedback' },
    { key: 'security', icon: 'shield', to: '/m/securityCenter' },
    { key: 'responsibleGaming', icon: 'shield', to: '/m/responsibleGaming' },
    { key: 'settings', icon: 'tools', to: '/m/set' },
  ],
};
