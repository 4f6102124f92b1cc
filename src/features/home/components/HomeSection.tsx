import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/AppLink';
import { Icon, type IconName } from '@/components/ui/icons';

/** A titled Home block with its "more" link. */
export function HomeSection({
  title,
  icon,
  moreHref,
  testId,
  children,
}: {
  title: string;
  icon: IconName;
  moreHref?: string;
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
        {moreHref && (
          <AppLink href={moreHref} className="home-section__more">
            {t('more')}
            <span className="visually-hidden"> {title}</span>
            <Icon name="chevronRight" size={16} />
          </AppLink>
        )}
      </div>
      {children}
    </section>
  );
}
