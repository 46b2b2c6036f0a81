import type { ReactNode } from "react";
import { Link } from "react-router";

const isExternal = (href: string) => /^https?:\/\//.test(href);

/** A link of a block that stays client-side on our site and opens a new tab elsewhere. */
export function SmartLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return isExternal(href) ? (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <Link className={className} to={href}>
      {children}
    </Link>
  );
}
