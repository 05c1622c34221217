import { safeDataUrl } from '../../utils/safe-href';

/**
 * An image that loads when it nears the viewport. Width and height are required so the browser
 * reserves the box before the bytes arrive (no layout shift). `src` comes from API data: an address
 * that is neither `https:` nor a path of this site shows no image.
 */
export function LazyImage({
  src,
  alt,
  width,
  height,
  className,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
}) {
  const safe = safeDataUrl(src);
  if (!safe) return null;
  return (
    <img
      src={safe}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}
