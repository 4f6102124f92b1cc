import { useRef, useState } from 'react';
import type { CommentImage, PromotionComment } from '@contract/comments';
import { formatDateTime } from '@/lib/dates';
import { useUiLanguage } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';

/** One comment: who (masked by the platform), when, the text exactly as typed (drawn as text, never markup), its pictures. */
export function CommentItem({ comment }: { comment: PromotionComment }) {
  const language = useUiLanguage();
  return (
    <li className="promo-comment" data-testid="promo-comment">
      <p className="promo-comment__head">
        <span className="promo-comment__author">{comment.author}</span>
        <time dateTime={comment.createdAt}>{formatDateTime(comment.createdAt, language)}</time>
      </p>
      <p className="promo-comment__text">{comment.text}</p>
      {comment.images.length > 0 && (
        <ul className="promo-comment__pictures">
          {comment.images.map((image, index) => (
            <li key={image.key}>
              <CommentPicture image={image} n={index + 1} author={comment.author} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** A thumbnail that opens the picture at full size in a modal dialog (the browser's own: focus kept inside, Escape closes). */
function CommentPicture({ image, n, author }: { image: CommentImage; n: number; author: string }) {
  const { t } = useTranslation('comments');
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const show = () => {
    setOpen(true);
    dialog.current?.showModal();
  };
  return (
    <>
      <button type="button" className="promo-comment__thumb" onClick={show} aria-label={t('pictureOpen', { n, author })}>
        <img src={image.url} alt="" width={72} height={72} loading="lazy" />
      </button>
      <dialog ref={dialog} className="promo-comment__dialog" aria-label={t('picture', { n, author })} onClose={() => setOpen(false)}>
        {open && <img src={image.url} alt={t('picture', { n, author })} />}
        <button type="button" className="btn btn--outline btn--block" onClick={() => dialog.current?.close()}>
          {t('pictureClose')}
        </button>
      </dialog>
    </>
  );
}
