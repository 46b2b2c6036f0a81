import { useImageAlt } from "../../components/block-data-context";

type ExpertBeanProps = { name: string; role?: string; text?: string; image?: string; size: "small" | "large" | "xlarge"; direction: "horizontal" | "vertical" };

/** ExpertBean (docs/product.md §9): an expert's portrait, name and words, small, large or xlarge. */
export function ExpertBean({ name, role, text, image, size, direction }: ExpertBeanProps) {
  const px = size === "small" ? 64 : size === "large" ? 112 : 160;
  const alt = useImageAlt(image);
  return (
    <figure className={`block-expert block-expert--${size} block-expert--${direction}`}>
      {image ? <img className="block-expert__image" src={image} alt={alt} width={px} height={px} loading="lazy" decoding="async" /> : null}
      <figcaption>
        <strong className="block-expert__name">{name}</strong>
        {role ? <span className="block-expert__role">{role}</span> : null}
        {text ? <span className="block-expert__text">{text}</span> : null}
      </figcaption>
    </figure>
  );
}
