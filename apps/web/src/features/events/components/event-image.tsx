import { useState } from 'react';
import { Image, type ImageProps } from '@mantine/core';
import { eventPlaceholderUrl } from '../event-format';

interface EventImageProps extends Omit<ImageProps, 'src' | 'alt' | 'onError' | 'style'> {
  /** The image's URL, or undefined when the event has none (the placeholder is shown). */
  src: string | undefined;
  alt: string;
}

/**
 * An event image. SPEC section 8: an image that fails to load is logged, and
 * a placeholder image is swapped in and dimmed.
 */
export function EventImage({ src, alt, ...props }: EventImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = src !== undefined && failedSrc === src;
  return (
    <Image
      {...props}
      src={src === undefined || failed ? eventPlaceholderUrl : src}
      alt={alt}
      data-fallback={failed ? 'true' : undefined}
      style={{ opacity: failed ? 0.55 : 1 }}
      onError={() => {
        if (src === undefined || failed) return;
        console.warn(`[events] An event image failed to load: ${src}`);
        setFailedSrc(src);
      }}
    />
  );
}
