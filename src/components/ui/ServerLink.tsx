import { useRouter } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

const isExternal = (href: string) => /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');

type ServerLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * A link to an address the platform sends (a banner's target, a customer-service channel, a
 * social page): another site opens in a new tab; an address inside the app navigates without a
 * reload. Links the app itself knows are typed `<Link to search>` instead.
 */
export function ServerLink({ href, onClick, target, rel, children, ...rest }: ServerLinkProps) {
  const router = useRouter();
  const external = isExternal(href);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || external || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return (
    <a
      href={href}
      target={external ? (target ?? '_blank') : target}
      rel={external ? (rel ?? 'noopener noreferrer') : rel}
      onClick={handleClick}
      {...rest}
    >
      {children}
    </a>
  );
}
