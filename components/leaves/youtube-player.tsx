import { useAmpLeaves, type VideoLeafProps } from './leaves-context';

/** A YouTube player: a privacy-enhanced iframe on HTML pages, amp-youtube on AMP. */
export function YouTubePlayer({ videoId, title }: VideoLeafProps) {
  const amp = useAmpLeaves();
  if (amp) return <amp.Video videoId={videoId} title={title} />;
  return (
    <iframe
      src={`https://www.youtube-nocookie.com/embed/${videoId}`}
      title={title}
      loading="lazy"
      allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
      allowFullScreen
    />
  );
}
