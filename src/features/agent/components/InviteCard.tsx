import { LoadFailed } from '@/components/ui/LoadFailed';
import { Spinner } from '@/components/ui/Loading';
import { QrCode } from '@/components/ui/QrCode';
import { showToast } from '@/components/ui/toast';
import { useSiteInfo } from '@/lib/site';
import { useTranslation } from '@/lib/use-translation';
import { useAffiliate } from '../api/agency';

/** The affiliate code and registration link, as a QR code, to copy and to share. */
export function InviteCard() {
  const { t } = useTranslation(['agent']);
  return (
    <section className="agent-card" aria-labelledby="agent-invite">
      <h2 id="agent-invite" className="agent-card__title">
        {t('invite.title')}
      </h2>
      <InviteDetails />
    </section>
  );
}

/** The affiliate code and link, their QR code, and the copy and share buttons: on the agency centre and in the invite modal. */
export function InviteDetails() {
  const { t } = useTranslation(['agent']);
  const affiliate = useAffiliate();
  const site = useSiteInfo();
  const link = affiliate.data ? new URL(affiliate.data.registerPath, window.location.origin).toString() : '';

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      showToast(t('invite.copied'), { kind: 'success' });
    } catch {
      showToast(t('invite.copyFailed'), { kind: 'error' });
    }
  };
  const share = async () => {
    try {
      await navigator.share({
        title: site?.siteName ?? '',
        text: t('invite.shareText', { code: affiliate.data?.affiliateCode }),
        url: link,
      });
    } catch {
      // The player closed the share sheet.
    }
  };

  return !affiliate.data ? (
    affiliate.status === 'error' ? (
      <LoadFailed failure={affiliate.failure} onRetry={affiliate.retry} compact />
    ) : (
      <Spinner />
    )
  ) : (
    <>
      <div className="agent-invite">
        <div>
          <p className="agent-card__note">{t('invite.code')}</p>
          <p className="agent-invite__code">{affiliate.data.affiliateCode}</p>
          <p className="agent-card__note">{t('invite.link')}</p>
          <p className="agent-invite__link">{link}</p>
        </div>
        <QrCode className="agent-invite__qr" text={link} label={t('invite.qr')} />
      </div>
      <div className="agent-actions">
        <button type="button" className="btn btn--small btn--gold" onClick={() => void copy(link)}>
          {t('invite.copyLink')}
        </button>
        <button type="button" className="btn btn--small btn--outline" onClick={() => void copy(affiliate.data!.affiliateCode)}>
          {t('invite.copyCode')}
        </button>
        {'share' in navigator && (
          <button type="button" className="btn btn--small btn--outline" onClick={() => void share()}>
            {t('invite.share')}
          </button>
        )}
      </div>
    </>
  );
}
