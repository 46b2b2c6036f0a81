import type { BuilderBlock } from "@builder.io/sdk-react";
import { useContext, useId, useRef, type CSSProperties, type KeyboardEvent, type PointerEvent } from "react";
import { EventCard } from "~/features/events/components/event-card";
import { useT } from "~/i18n/intl";
import { useBlockNow, useBlockPreview, useBlockResult } from "../../components/block-data-context";
import { ChildBlockContext, type SdkChildProps } from "../../components/island-markers";
import { BlockNotice } from "../block-notice";
import { CAROUSEL_DEFAULTS, carouselRequest } from "./request";

type CarouselProps = SdkChildProps & {
  title?: string;
  eventCriterias?: unknown;
  count?: number;
  slidesPerView?: number;
  speed?: number;
  threshold?: number;
  longSwipesMs?: number;
  longSwipesRatio?: number;
  builderBlock?: BuilderBlock;
};

/** Scrolls `track` to `left` in `speed` ms (the slider speed of docs/product.md §9), eased. */
function glide(track: HTMLElement, left: number, speed: number) {
  const start = track.scrollLeft;
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  if (reduced || speed <= 0) {
    track.scrollLeft = left;
    return;
  }
  const began = performance.now();
  track.style.scrollSnapType = "none";
  const step = (time: number) => {
    const progress = Math.min(1, (time - began) / speed);
    track.scrollLeft = start + (left - start) * (1 - (1 - progress) ** 3);
    if (progress < 1) requestAnimationFrame(step);
    else track.style.scrollSnapType = "";
  };
  requestAnimationFrame(step);
}

/**
 * Carousel (docs/product.md §9): upcoming events matching `eventCriterias` (organizedByMakesense, maxDate,
 * visio, city), then its child blocks, as slides: 4 per view on wide screens with a part of the next one
 * showing below that (CSS, at 540, 767, 992, 1600 and 1900 px). A scroll-snap track that touch scrolls natively
 * and takes the keyboard (it is focusable: arrow keys move a slide, Home and End to either end); previous/next buttons move a view at the
 * slider speed; a mouse drag past `threshold` px moves a view when it is quick (under `longSwipesMs`) or
 * longer than `longSwipesRatio` of a slide, else springs back. Columns children are refused (§5). Child slides
 * render through ChildBlockContext: the SDK's blocks, or their server HTML when the carousel is an island.
 */
export function Carousel(props: CarouselProps) {
  const { title, slidesPerView = CAROUSEL_DEFAULTS.slidesPerView, speed = CAROUSEL_DEFAULTS.speed, builderBlock } = props;
  const threshold = props.threshold ?? CAROUSEL_DEFAULTS.threshold;
  const longSwipesMs = props.longSwipesMs ?? CAROUSEL_DEFAULTS.longSwipesMs;
  const longSwipesRatio = props.longSwipesRatio ?? CAROUSEL_DEFAULTS.longSwipesRatio;
  const t = useT();
  const id = useId();
  const now = useBlockNow();
  const preview = useBlockPreview();
  const ChildBlock = useContext(ChildBlockContext);
  const track = useRef<HTMLUListElement>(null);
  const drag = useRef<{ x: number; left: number; at: number; moved: boolean } | null>(null);
  const events = useBlockResult("events", carouselRequest({ eventCriterias: props.eventCriterias, count: props.count })) ?? [];
  const children = builderBlock?.children ?? [];
  const slides = children.filter((child) => child.component?.name !== "Columns");
  const refused = children.length - slides.length;
  if (events.length === 0 && slides.length === 0) return <BlockNotice block="Carousel" />;

  const slideWidth = () => track.current?.querySelector("li")?.getBoundingClientRect().width ?? 0;
  const move = (direction: 1 | -1) => {
    const el = track.current;
    if (el) glide(el, Math.max(0, el.scrollLeft + direction * el.clientWidth), speed);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const el = track.current;
    if (!el || event.target !== el) return;
    const targets: Record<string, number> = {
      ArrowLeft: el.scrollLeft - slideWidth(),
      ArrowRight: el.scrollLeft + slideWidth(),
      Home: 0,
      End: el.scrollWidth,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    glide(el, Math.max(0, Math.min(target, el.scrollWidth - el.clientWidth)), speed);
  };
  const onPointerDown = (event: PointerEvent<HTMLUListElement>) => {
    if (event.pointerType !== "mouse" || !track.current) return;
    drag.current = { x: event.clientX, left: track.current.scrollLeft, at: event.timeStamp, moved: false };
  };
  const onPointerMove = (event: PointerEvent<HTMLUListElement>) => {
    const state = drag.current;
    if (!state || !track.current) return;
    const delta = event.clientX - state.x;
    if (!state.moved && Math.abs(delta) < threshold) return;
    state.moved = true;
    track.current.style.scrollSnapType = "none";
    track.current.scrollLeft = state.left - delta;
  };
  const onPointerUp = (event: PointerEvent<HTMLUListElement>) => {
    const state = drag.current;
    drag.current = null;
    const el = track.current;
    if (!state?.moved || !el) return;
    const delta = state.x - event.clientX;
    const quick = event.timeStamp - state.at < longSwipesMs;
    const far = Math.abs(delta) > slideWidth() * longSwipesRatio;
    const target = quick || far ? state.left + Math.sign(delta) * slideWidth() : state.left;
    glide(el, Math.max(0, target), speed);
  };

  const style = { "--carousel-per-view": Math.min(Math.max(slidesPerView, 1), 6) } as CSSProperties;
  return (
    <section
      className="block-carousel"
      aria-roledescription="carousel"
      aria-labelledby={title ? id : undefined}
      aria-label={title ? undefined : t("blocks.carousel.label")}
      style={style}
    >
      <div className="block-carousel__head">
        {title ? <h2 id={id}>{title}</h2> : null}
        <div className="block-carousel__controls">
          <button
            type="button"
            className="button button--ghost button--round"
            aria-controls={`${id}-track`}
            aria-label={t("blocks.carousel.previous")}
            onClick={() => move(-1)}
          >
            ‹
          </button>
          <button
            type="button"
            className="button button--ghost button--round"
            aria-controls={`${id}-track`}
            aria-label={t("blocks.carousel.next")}
            onClick={() => move(1)}
          >
            ›
          </button>
        </div>
      </div>
      {refused > 0 && preview ? (
        <p className="block-notice" role="note">
          {t("blocks.notice.columns")}
        </p>
      ) : null}
      <ul
        id={`${id}-track`}
        ref={track}
        className="block-carousel__track"
        tabIndex={0}
        aria-label={title || t("blocks.carousel.label")}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerLeave={onPointerUp}
      >
        {events.map((event) => (
          <li key={event._id} className="block-carousel__slide">
            <EventCard event={event} now={now} />
          </li>
        ))}
        {slides.map((child) => (
          <li key={child.id} className="block-carousel__slide">
            <ChildBlock
              block={child}
              parent={builderBlock?.id}
              sdk={{ builderContext: props.builderContext, builderComponents: props.builderComponents, builderLinkComponent: props.builderLinkComponent }}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
