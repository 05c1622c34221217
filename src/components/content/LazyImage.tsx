/**
 * An image that loads when it nears the viewport. Width and height are required so the browser
 * reserves the box before the bytes arrive (no layout shift).
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
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}
