import { useId, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link, type LinkOptions } from '@tanstack/react-router';
import { Icon, type IconName } from '@/components/ui/icons';

/** A titled Home block with its "more" link. */
export function HomeSection({
  title,
  icon,
  more,
  action,
  testId,
  children,
}: {
  title: string;
  icon: IconName;
  /** Where "more" leads: `linkOptions({ to, search })`. */
  more?: LinkOptions | undefined;
  /** A control of the section's own, beside "more". */
  action?: ReactNode;
  testId?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('home');
  const headingId = useId();
  return (
    <section className="home-section" aria-labelledby={headingId} data-testid={testId}>
      <div className="home-section__head">
        <h2 id={headingId} className="home-section__title">
          <Icon name={icon} size={20} />
          {title}
        </h2>
        {action}
        {more && (
          <Link {...more} className="home-section__more">
            {t('more')}
            <span className="visually-hidden"> {title}</span>
            <Icon name="chevronRight" size={16} />
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}
