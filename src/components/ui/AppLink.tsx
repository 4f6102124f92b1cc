import { useRouter } from '@tanstack/react-router';
import { useCallback, type AnchorHTMLAttributes, type MouseEvent } from 'react';

const isExternal = (href: string) => /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');

/** Navigates inside the app by path; pages other areas add later need no change here. */
export function useAppNavigate() {
  const router = useRouter();
  return useCallback(
    (href: string, options: { replace?: boolean } = {}) => {
      if (isExternal(href)) {
        window.open(href, '_blank', 'noopener,noreferrer');
        return;
      }
      void router.navigate({ href, replace: options.replace });
    },
    [router],
  );
}

type AppLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; replace?: boolean };

/** A real link (right-click, long-press and screen readers work) that navigates without a reload. */
export function AppLink({ href, replace, onClick, target, rel, children, ...rest }: AppLinkProps) {
  const navigate = useAppNavigate();
  const external = isExternal(href);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || external || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(href, { replace });
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
