import { Link } from "react-router";

type ButtonProps = {
  label: string;
  href: string;
  variant?: "full" | "ghost" | "text" | "bare";
  size?: "small" | "medium" | "default" | "full" | "round";
};

export function Button({ label, href, variant = "full", size = "default" }: ButtonProps) {
  const classes = ["button", "block-button", variant !== "full" && `button--${variant}`, size !== "default" && size !== "medium" && `button--${size}`];
  const className = classes.filter(Boolean).join(" ");
  return /^https?:\/\//.test(href) ? (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  ) : (
    <Link className={className} to={href}>
      {label}
    </Link>
  );
}
