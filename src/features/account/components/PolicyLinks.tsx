import { useEffect, useRef, useState } from 'react';
import { LoadFailed } from '@/components/ui/LoadFailed';
import { PageLoading } from '@/components/ui/Loading';
import { RichContent } from '@/components/ui/RichContent';
import { Icon } from '@/components/ui/icons';
import { useContentLanguage } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';
import { usePolicies, type PolicyTag } from '../api/get-policy';

/**
 * The terms and the privacy policy the registration disclaimer accepts, each opened over the form
 * (never away from it, so nothing typed is lost), read from the operator's help centre.
 */
export function PolicyLinks() {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState<PolicyTag | null>(null);
  return (
    <>
      <p className="policy-links">
        <span>{t('register.readPolicies')}</span>
        <button type="button" className="acc-link-button" onClick={() => setOpen('terms')}>
          {t('register.terms')}
        </button>
        <button type="button" className="acc-link-button" onClick={() => setOpen('privacy')}>
          {t('register.privacy')}
        </button>
      </p>
      {open && <PolicySheet tag={open} onClose={() => setOpen(null)} />}
    </>
  );
}

function PolicySheet({ tag, onClose }: { tag: PolicyTag; onClose: () => void }) {
  const { t } = useTranslation('account');
  const language = useContentLanguage();
  const policies = usePolicies(language, true);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  const entry = policies.data?.find((policy) => policy.tag === tag);
  const title = entry?.title ?? t(`register.${tag}`);
  return (
    <dialog ref={dialog} className="policy-sheet" aria-labelledby="policy-sheet-title" onClose={onClose}>
      <div className="policy-sheet__head">
        <h2 id="policy-sheet-title" className="policy-sheet__title">
          {title}
        </h2>
        <button type="button" className="icon-btn" aria-label={t('register.closePolicy')} onClick={() => dialog.current?.close()}>
          <Icon name="close" />
        </button>
      </div>
      <div className="policy-sheet__body">
        {entry ? (
          <RichContent html={entry.content} />
        ) : policies.status === 'error' ? (
          <LoadFailed failure={policies.failure} onRetry={policies.retry} />
        ) : policies.data ? (
          <p>{t('register.policyMissing')}</p>
        ) : (
          <PageLoading />
        )}
      </div>
    </dialog>
  );
}
