import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaptchaValue } from '@contract/account';
import { Icon } from '@/components/ui/icons';
import { TextField } from './TextField';

/** The captcha: the platform's picture (tap to get a new one) and the answer, digits only. */
export function CaptchaField({
  captcha,
  value,
  onValue,
  onRefresh,
  onBlur,
  error,
  inputRef,
  label,
}: {
  captcha: CaptchaValue | null;
  value: string;
  onValue: (value: string) => void;
  onRefresh: () => void;
  onBlur?: () => void;
  error: string | null;
  inputRef?: Ref<HTMLInputElement>;
  label?: string;
}) {
  const { t } = useTranslation('account');
  return (
    <TextField
      label={label ?? t('fields.captcha')}
      value={value}
      onValue={onValue}
      onBlur={onBlur}
      error={error}
      hint={captcha?.kind === 'equation' ? t('captcha.equationHint') : t('captcha.numericHint')}
      inputRef={inputRef}
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
