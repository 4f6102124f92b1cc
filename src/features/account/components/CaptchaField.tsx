import { useTranslation } from '@/lib/use-translation';
import type { CaptchaValue } from '@contract/account';
import { TextField } from '@/components/form/TextField';
import { Icon } from '@/components/ui/icons';
import type { RegisteredField } from '@/lib/form/use-form';

/** The captcha: the platform's picture (tap to get a new one) and the answer, digits only. */
export function CaptchaField({
  captcha,
  onRefresh,
  label,
  ...field
}: RegisteredField<string> & { captcha: CaptchaValue | null; onRefresh: () => void; label?: string }) {
  const { t } = useTranslation('account');
  return (
    <TextField
      {...field}
      label={label ?? t('fields.captcha')}
      hint={captcha?.kind === 'equation' ? t('captcha.equationHint') : t('captcha.numericHint')}
      inputMode="numeric"
      autoComplete="off"
      maxLength={captcha?.maxLength ?? 6}
      showRequired
      trailing={
        <button type="button" className="acc-captcha" onClick={onRefresh} aria-label={t('captcha.refresh')}>
          {captcha ? <img src={captcha.image} alt={t('captcha.image')} width={110} height={36} /> : <Icon name="refresh" size={20} />}
        </button>
      }
    />
  );
}
