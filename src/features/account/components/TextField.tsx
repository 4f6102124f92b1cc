import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icons';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'ref'>;

export interface TextFieldProps extends InputProps {
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string | null;
  hint?: string | null;
  inputRef?: Ref<HTMLInputElement>;
  /** Shown inside the field before the input (e.g. the dialling code). */
  leading?: ReactNode;
  /** Shown inside the field after the input (e.g. get-code link, show-password toggle). */
  trailing?: ReactNode;
  showRequired?: boolean;
}

/** A labelled input with its message beside it, tied by aria-describedby. */
export function TextField({
  label,
  value,
  onValue,
  error,
  hint,
  inputRef,
  leading,
  trailing,
  showRequired,
  id,
  className,
  ...input
}: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const messageId = `${inputId}-message`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? messageId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`acc-field${error ? ' acc-field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <div className="acc-field__head">
        <label className="acc-field__label" htmlFor={inputId}>
          {label}
        </label>
        {/* The marker sits outside the label so the field's name stays the label alone; aria-required says it. */}
        {showRequired && (
          <span className="acc-field__required" aria-hidden="true">
            *
          </span>
        )}
      </div>
      <div className="acc-field__control">
        {leading}
        <input
          {...input}
          id={inputId}
          ref={inputRef}
          className="acc-field__input"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={showRequired || undefined}
          onChange={(event) => onValue(event.target.value)}
        />
        {trailing}
      </div>
      {hint && !error && (
        <p id={hintId} className="acc-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={messageId} className="acc-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** A password input with a show/hide toggle; `autoComplete` tells the password manager what it is. */
export function PasswordField(props: TextFieldProps & { autoComplete: 'current-password' | 'new-password' | 'off' }) {
  const { t } = useTranslation('account');
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <>
          {props.trailing}
          <button
            type="button"
            className="acc-field__toggle"
            aria-label={visible ? t('actions.hidePassword') : t('actions.showPassword')}
            aria-pressed={visible}
            onClick={() => setVisible((v) => !v)}
          >
            <Icon name={visible ? 'eyeOff' : 'eye'} size={20} />
          </button>
        </>
      }
    />
  );
}
