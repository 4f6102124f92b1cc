import '../member.css';
import type { InviteOverview } from '@contract/member-centre';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadFailed } from '@/components/ui/LoadFailed';
import { PageLoading } from '@/components/ui/Loading';
import { QrCode } from '@/components/ui/QrCode';
import { showToast } from '@/components/ui/toast';
import { useUiLanguage } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';
import { useInvite } from '../api/member-centre';
import { useMoney } from '../money';
import { formatDateTime } from '@/lib/dates';

/** /m/inviteFriends: the referral code and link, its QR code, sharing, and the friends who registered with it. */
export function InvitePage() {
  const invite = useInvite();
  if (invite.status === 'error' && !invite.data) return <LoadFailed failure={invite.failure} onRetry={invite.retry} />;
  if (!invite.data) return <PageLoading />;
  return <InviteContent invite={invite.data} />;
}

function InviteContent({ invite }: { invite: InviteOverview }) {
  const { t } = useTranslation(['member', 'errors']);
  const language = useUiLanguage();
  const money = useMoney();

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      showToast(t('invite.copied'), { kind: 'success' });
    } catch {
      showToast(t('invite.copyFailed'), { kind: 'error' });
    }
  }

  async function share() {
    const data = { title: t('invite.shareTitle'), text: t('invite.shareText', { code: invite.code }), url: invite.link };
    if (navigator.share && (!navigator.canShare || navigator.canShare(data))) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        // The player closed the sheet: nothing to do.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    await copy(invite.link);
  }

  return (
    <div className="member-page">
      <section className="member-card member-invite" aria-labelledby="invite-code">
        <h2 id="invite-code" className="member-item__title">
          {t('invite.codeLabel')}
        </h2>
        <p className="member-invite__code" data-testid="invite-code">
          {invite.code}
        </p>
        <QrCode className="member-invite__qr" text={invite.link} label={t('invite.qr')} />
        <p className="member-invite__link" data-testid="invite-link">
          {invite.link}
        </p>
        <div className="member-card__actions">
          <button type="button" className="btn btn--gold" onClick={() => void share()}>
            {t('invite.share')}
          </button>
          <button type="button" className="btn btn--outline" onClick={() => void copy(invite.link)}>
            {t('invite.copyLink')}
          </button>
        </div>
      </section>
      <dl className="member-summary" aria-label={t('invite.summary')}>
        <dt>{t('invite.friendCount')}</dt>
        <dd>{invite.friendCount}</dd>
        <dt>{t('invite.earned')}</dt>
        <dd>{money(invite.rewardsEarned)}</dd>
      </dl>
      <section aria-labelledby="invite-friends">
        <h2 id="invite-friends" className="member-group__title">
          {t('invite.friends')}
        </h2>
        {invite.friends.length === 0 ? (
          <EmptyState icon="invite" message={t('invite.noFriends')} />
        ) : (
          <ul className="member-list" aria-labelledby="invite-friends">
            {invite.friends.map((friend) => (
              <li key={`${friend.account}-${friend.registeredAt}`} className="member-item">
                <div className="member-item__head">
                  <span>{friend.account}</span>
                  <span className="member-item__facts">{formatDateTime(friend.registeredAt, language)}</span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
