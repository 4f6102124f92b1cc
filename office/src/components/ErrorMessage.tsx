import type { OfficeError } from '../app/api';
import { fill, useWords } from '../app/language';
import { ERROR_WORDS } from '../app/words';

/** A refusal in the console's words, announced to screen readers. */
export function ErrorMessage({ error }: { error: OfficeError | null }) {
  const words: Record<string, string> = useWords(ERROR_WORDS);
  if (!error) return null;
  const text = words[error.code];
  return (
    <p className="error" role="alert" data-error-code={error.code}>
      {text ? fill(text, { message: error.message }) : error.message}
    </p>
  );
}
