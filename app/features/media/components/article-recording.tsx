import { useIntl, useT } from "~/i18n/intl";

type Recording = { mediaUrl: string; captionsUrl: string | null };

/**
 * The player of a podcast (audio) or a video article, with its French captions track when it has one
 * (docs/product.md §3 "Article": media). The cover is the video's poster.
 */
export function ArticleRecording({ media, recording, poster }: { media: "podcast" | "video"; recording: Recording; poster: string }) {
  const t = useT();
  const { lang } = useIntl();
  const track = recording.captionsUrl ? (
    <track kind="captions" src={recording.captionsUrl} srcLang="fr" label="Français" default={lang === "fr" ? true : undefined} />
  ) : null;
  return (
    <figure className="article-recording">
      {media === "podcast" ? (
        <audio controls preload="none" src={recording.mediaUrl} aria-label={t("media.listen")}>
          {track}
        </audio>
      ) : (
        <video controls preload="none" src={recording.mediaUrl} poster={poster} width={1280} height={720} aria-label={t("media.watch")}>
          {track}
        </video>
      )}
      {recording.captionsUrl ? <figcaption>{t("media.transcriptNote")}</figcaption> : null}
    </figure>
  );
}
